import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ZapIcon } from 'lucide-react';
import { toast } from 'sonner';
import { INTERVIEW_FEE_RUPEES } from '@/shared/interviews';
import type { Interviewer, InterviewRequest } from '@/shared/schemas/interviews';
import { PageHeader } from '@/client/components/app/page-header';
import { SandboxCheckoutDialog } from '@/client/components/checkout/sandbox-checkout-dialog';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useNow } from '@/client/lib/use-now';
import { hasPiq, interviewersQuery, requestsQuery } from './api';
import { BookingDialog } from './booking-dialog';
import { InterviewerCard } from './interviewer-card';
import { InterviewSession, useJoinInterview } from './interview-session';
import { PiqPromptDialog } from './piq-prompt-dialog';
import { RequestCard } from './request-card';
import { interviewMessages, useInterviewBooking } from './use-interview-booking';

/** /interview: the Interview Portal (spec part 2 §2; issue 13). */
export function InterviewPage() {
  const interviewers = useQuery(interviewersQuery);
  const requests = useQuery(requestsQuery);
  const now = useNow(true, 60_000);
  const [booking, setBooking] = useState<Interviewer | null>(null);
  const [piqPrompt, setPiqPrompt] = useState(false);
  const { book, busy, sandboxOrder, onSandboxResult } = useInterviewBooking();
  const join = useJoinInterview();

  useEffect(() => {
    if (interviewers.isError) toast.error(interviewMessages.interviewers);
  }, [interviewers.isError]);
  useEffect(() => {
    if (requests.isError) toast.error(interviewMessages.requests);
  }, [requests.isError]);

  async function startBooking(interviewer: Interviewer) {
    try {
      if (!(await hasPiq())) {
        setPiqPrompt(true);
        return;
      }
    } catch {
      // The server checks the PIQ again when the order is created.
    }
    setBooking(interviewer);
  }

  async function onBook(slot: Parameters<typeof book>[1]) {
    if (!booking) return false;
    const outcome = await book(booking, slot);
    if (outcome === 'piq') {
      setBooking(null);
      setPiqPrompt(true);
    }
    if (outcome === 'booked') setBooking(null);
    return outcome === 'booked';
  }

  const myRequests = requests.data ?? [];
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader
        title="Interview Portal"
        description="Book a one-to-one mock interview with a retired SSB assessor and join it by video."
      />
      <section
        aria-label="Instant booking"
        className="flex items-start gap-3 rounded-xl border border-primary/30 bg-primary/10 p-4"
      >
        <ZapIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <p className="text-sm font-medium">
          Instant booking: Pay ₹{INTERVIEW_FEE_RUPEES} to book an interview with 3x recommended
          candidates.
        </p>
      </section>

      {myRequests.length > 0 && (
        <section aria-labelledby="my-requests" className="space-y-3">
          <h2 id="my-requests" className="text-xl font-semibold">
            My Interview Requests
          </h2>
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {myRequests.map((r: InterviewRequest) => (
              <RequestCard
                key={r.id}
                request={r}
                now={now}
                joining={join.pendingId === r.id}
                onJoin={(req) => void join.start(req)}
              />
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="interviewers" className="space-y-3">
        <h2 id="interviewers" className="text-xl font-semibold">
          Available Interviewers
        </h2>
        {interviewers.isPending ? (
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-72" aria-label="Loading interviewers" />
            ))}
          </div>
        ) : interviewers.isError ? (
          <p className="text-sm text-destructive">{interviewMessages.interviewers}</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {interviewers.data.map((i) => (
              <InterviewerCard key={i.id} interviewer={i} onBook={(x) => void startBooking(x)} />
            ))}
          </div>
        )}
      </section>

      <BookingDialog
        interviewer={booking}
        busy={busy}
        onOpenChange={(open) => !open && !busy && setBooking(null)}
        onBook={onBook}
      />
      <PiqPromptDialog open={piqPrompt} onOpenChange={setPiqPrompt} />
      <SandboxCheckoutDialog order={sandboxOrder} onResult={onSandboxResult} />
      <InterviewSession state={join} />
    </div>
  );
}
