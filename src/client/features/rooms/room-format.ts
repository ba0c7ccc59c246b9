import type { RoomCard } from '@/shared/schemas/rooms';

const day = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const time = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });
const dayTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

export const roomDate = (room: Pick<RoomCard, 'scheduledDatetime'>) =>
  day.format(new Date(room.scheduledDatetime));

/** e.g. "6:00 pm – 6:45 pm (45 min)" */
export function roomTime(room: Pick<RoomCard, 'scheduledDatetime' | 'durationMinutes'>) {
  const start = new Date(room.scheduledDatetime);
  const end = new Date(start.getTime() + room.durationMinutes * 60_000);
  return `${time.format(start)} – ${time.format(end)} (${room.durationMinutes} min)`;
}

export const opensOn = (iso: string) => `Opens for enrolment on ${dayTime.format(new Date(iso))}`;
