import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Loader2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { INTERVIEW_FEE_RUPEES } from '@/shared/interviews';
import type { Interviewer, InterviewSlot } from '@/shared/schemas/interviews';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useNow } from '@/client/lib/use-now';
import { cn } from '@/client/lib/utils';
import { includedInterviewQuery, slotsQuery } from './api';
import { dayKey, formatTime, formatZoneName } from './format';
import { SlotCalendar } from './slot-calendar';
import { interviewMessages } from './use-interview-booking';

/**
 * The booking dialog (spec part 2 §2): bio, a date picker (past dates and dates without free
 * slots disabled), a time grid in the user's own zone, the fee and 'Pay & Book Interview'.
 */
export function BookingDialog({
  interviewer,
  busy,
  onOpenChange,
  onBook,
}: {
  interviewer: Interviewer | null;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onBook: (slot: InterviewSlot) => Promise<boolean>;
}) {
  const slots = useQuery({
    ...slotsQuery(interviewer?.id ?? ''),
    enabled: Boolean(interviewer),
  });
  const included = useQuery({ ...includedInterviewQuery, enabled: Boolean(interviewer) });
  const [day, setDay] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<string | null>(null);
  useEffect(() => {
    setDay(null);
    setSlotId(null);
  }, [interviewer?.id]);
  useEffect(() => {
    if (slots.isError) toast.error(interviewMessages.slots);
  }, [slots.isError]);

  const now = useNow(true, 60_000);
  const today = dayKey(new Date(now));
  const byDay = useMemo(() => {
    const map = new Map<string, InterviewSlot[]>();
    for (const s of slots.data ?? []) {
      if (new Date(s.startsAt).getTime() <= now) continue;
      const key = dayKey(s.startsAt);
      map.set(key, [...(map.get(key) ?? []), s]);
    }
    return map;
  }, [slots.data, now]);
  const available = useMemo(() => new Set(byDay.keys()), [byDay]);
  const times = day ? (byDay.get(day) ?? []) : [];
  const chosen = times.find((s) => s.id === slotId) ?? null;

  async function pay() {
    if (!chosen) return;
    if (await onBook(chosen)) {
      setDay(null);
      setSlotId(null);
    }
  }

  return (
    <Dialog open={interviewer !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Book Interview with {interviewer?.name}</DialogTitle>
          <DialogDescription>{interviewer?.specialization}</DialogDescription>
        </DialogHeader>
        <p className="text-sm leading-relaxed">{interviewer?.bio}</p>
        {slots.isPending ? (
          <Skeleton className="h-72 w-full" aria-label="Loading available slots" />
        ) : slots.isError ? (
          <p className="text-sm text-destructive">{interviewMessages.slots}</p>
        ) : available.size === 0 ? (
          <p className="text-sm text-muted-foreground">
            No free slots in the next two weeks. Please check again later or pick another
            interviewer.
          </p>
        ) : (
          <div className="flex flex-col gap-4 sm:flex-row">
            <SlotCalendar
              today={today}
              available={available}
              selected={day}
              onSelect={(d) => {
                setDay(d);
                setSlotId(null);
              }}
            />
            <div className="min-w-0 flex-1 space-y-2">
              <p className="text-sm font-medium">
                {day ? 'Choose a time' : 'Choose a date first'}
                <span className="ml-1 font-normal text-muted-foreground">({formatZoneName()})</span>
              </p>
              <div className="grid grid-cols-3 gap-2" role="group" aria-label="Available times">
                {times.map((s) => (
                  <Button
                    key={s.id}
                    type="button"
                    size="sm"
                    variant={s.id === slotId ? 'default' : 'outline'}
                    aria-pressed={s.id === slotId}
                    onClick={() => setSlotId(s.id)}
                    className={cn('tabular-nums')}
                  >
                    {formatTime(s.startsAt)}
                  </Button>
                ))}
              </div>
            </div>
          </div>
        )}
        <DialogFooter className="flex-col items-center gap-3 sm:flex-row sm:justify-between">
          <div className="text-center sm:text-left">
            <p className="text-sm font-medium">Interview Fee: ₹{INTERVIEW_FEE_RUPEES}</p>
            {included.data && (
              <p className="text-xs text-muted-foreground">
                Included in your General plan: this booking costs you nothing.
              </p>
            )}
          </div>
          <Button onClick={() => void pay()} disabled={!chosen || busy}>
            {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {busy ? 'Processing...' : 'Pay & Book Interview'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
