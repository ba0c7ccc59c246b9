import { ProgressPage } from '@/client/features/progress/progress-page';

export function Component() {
  return <ProgressPage />;
}
