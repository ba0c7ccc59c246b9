import { InterviewerJoinPage } from '@/client/features/interviews/interviewer-join-page';

export function Component() {
  return <InterviewerJoinPage />;
}
