import { useState } from 'react';
import { toast } from 'sonner';
import type { MeetingJoin } from '@/shared/meeting';
import type { InterviewRequest } from '@/shared/schemas/interviews';
import { MeetingDialog } from '@/client/features/meeting/meeting-dialog';
import { api, errorMessage } from '@/client/lib/api-client';
import { useAuth } from '@/client/lib/auth';
import { interviewApiPaths } from './api';

/** Asks the server for the meeting (it refuses outside the join window) and opens the dialog. */
export function useJoinInterview() {
  const [open, setOpen] = useState(false);
  const [join, setJoin] = useState<MeetingJoin | undefined>(undefined);
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function start(request: InterviewRequest) {
    setPendingId(request.id);
    setJoin(undefined);
    setOpen(true);
    try {
      setJoin(await api.post<MeetingJoin>(interviewApiPaths.join(request.id), {}));
    } catch (error) {
      setOpen(false);
      toast.error('Could not join the interview', {
        description: errorMessage(error, 'Please try again.'),
      });
    } finally {
      setPendingId(null);
    }
  }

  return { open, setOpen, join, pendingId, start };
}

/** 'Interview Session': the video meeting in a full-screen dialog (spec part 2 §2). */
export function InterviewSession({ state }: { state: ReturnType<typeof useJoinInterview> }) {
  const { user } = useAuth();
  return (
    <MeetingDialog
      open={state.open}
      onOpenChange={state.setOpen}
      title="Interview Session"
      join={state.join}
      displayName={user?.name ?? ''}
      email={user?.email ?? ''}
    />
  );
}
