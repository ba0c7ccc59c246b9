import { InterviewPage } from '@/client/features/interviews/interview-page';

export function Component() {
  return <InterviewPage />;
}
