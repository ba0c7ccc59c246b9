/** Mock interview rules shared by client and server (spec part 2 §4, §9; issue 13). */

/** The interview fee in rupees (the server charges INTERVIEW_FEE_PAISE). */
export const INTERVIEW_FEE_RUPEES = 399;
/** Join opens this many minutes before the slot. */
export const JOIN_WINDOW_MINUTES = 15;
/** How long an interview lasts: joining closes when it ends. */
export const INTERVIEW_DURATION_MINUTES = 45;
/** How long a slot stays held while its checkout is open. */
export const HOLD_MINUTES = 10;
/** After booking, the request list is polled this many times, this far apart. */
export const BOOKING_POLL_ATTEMPTS = 5;
export const BOOKING_POLL_INTERVAL_MS = 800;

export const INTERVIEW_STATUSES = [
  'pending',
  'approved',
  'confirmed',
  'rejected',
  'completed',
] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const SLOT_TAKEN_MESSAGE = 'This slot has just been taken. Please pick another time.';
export const JOIN_TOOLTIP = 'You can join 15 minutes before the interview';

const MINUTE = 60_000;

/** When joining opens and closes for a slot starting at `startsAt`. */
export function joinWindow(startsAt: Date): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(startsAt.getTime() - JOIN_WINDOW_MINUTES * MINUTE),
    closesAt: new Date(startsAt.getTime() + INTERVIEW_DURATION_MINUTES * MINUTE),
  };
}

/** Join is for approved or confirmed requests with a room name, from 15 minutes before until the end. */
export function canJoin(
  request: { status: string; jitsiRoomName: string | null; startsAt: string | Date | null },
  now: Date,
): boolean {
  if (request.status !== 'approved' && request.status !== 'confirmed') return false;
  if (!request.jitsiRoomName || !request.startsAt) return false;
  const { opensAt, closesAt } = joinWindow(new Date(request.startsAt));
  return now >= opensAt && now < closesAt;
}

/** The join button's countdown to the slot: 'Xd Yh', 'Xh Ym', 'Xm', 'Interview started' or 'Time unavailable'. */
export function interviewCountdown(startsAt: string | Date | null | undefined, now: Date): string {
  if (!startsAt) return 'Time unavailable';
  const ms = new Date(startsAt).getTime() - now.getTime();
  if (Number.isNaN(ms)) return 'Time unavailable';
  if (ms <= 0) return 'Interview started';
  const minutes = Math.ceil(ms / MINUTE);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${mins}m`;
  return `${mins}m`;
}

/** The badge variant for a status (spec part 2 §4). */
export function statusBadgeVariant(
  status: string,
): 'default' | 'secondary' | 'destructive' | 'outline' {
  if (status === 'approved' || status === 'confirmed') return 'default';
  if (status === 'rejected') return 'destructive';
  if (status === 'completed') return 'outline';
  return 'secondary';
}
