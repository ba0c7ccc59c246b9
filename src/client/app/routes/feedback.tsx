import { FeedbackPage } from '@/client/features/feedback/feedback-page';

export function Component() {
  return <FeedbackPage />;
}
