// Discussion rooms: labels, messages, windows and the clock rules (spec part 2 §4, §9). Plain
// constants and functions, no zod, so the UI can import them without shipping the schemas
// (schemas/rooms.ts re-exports them for the server).

export const ROOM_TYPE_LABELS = {
  ppdt_discussion: 'PPDT Discussion',
  gd: 'Group Discussion',
  lecturate: 'Lecturette',
} as const;
export type RoomType = keyof typeof ROOM_TYPE_LABELS;

/** Spec §9: windows and refresh. */
export const ROOM_JOIN_LIST_WINDOW_MINUTES = 10;
export const ROOM_SESSION_WINDOW_MINUTES = 5;
export const ROOM_REMINDER_MINUTES = 15;
export const ROOM_CLOCK_REFRESH_MS = 60_000;

export const ROOM_MESSAGES = {
  full: 'Room Full',
  notFound: 'Room not found',
  accessDenied: 'Access Denied: You are not enrolled in this room',
  ended: 'Meeting Ended: This meeting has already ended',
  started: 'This room has already started: enrolment is closed.',
  notOpenYet: 'The meeting opens 5 minutes before the start.',
  privateRoom: 'Private rooms are for the Brigadier plan and above.',
  phone: 'Enter an Indian mobile number: +91 followed by 10 digits, e.g. +91 98765 43210.',
} as const;

/** Spec §4 Join Room card state. */
export function joinCardState(startMs: number, durationMinutes: number, nowMs: number) {
  const toStart = startMs - nowMs;
  const elapsed = nowMs - startMs;
  const canJoin =
    toStart <= ROOM_JOIN_LIST_WINDOW_MINUTES * 60_000 && elapsed < durationMinutes * 60_000;
  if (toStart <= 0) return { state: 'live' as const, label: 'Live Now', canJoin };
  const minutes = Math.ceil(toStart / 60_000);
  if (toStart <= ROOM_JOIN_LIST_WINDOW_MINUTES * 60_000)
    return { state: 'joining' as const, label: `${minutes}m to start`, canJoin };
  const h = Math.floor(minutes / 60);
  return { state: 'waiting' as const, label: `${h}h ${minutes % 60}m to start`, canJoin };
}

/** Spec §4 room state on the session page. */
export function sessionState(startMs: number, durationMinutes: number, nowMs: number) {
  if (nowMs < startMs - ROOM_SESSION_WINDOW_MINUTES * 60_000) return 'waiting' as const;
  if (nowMs < startMs + durationMinutes * 60_000) return 'active' as const;
  return 'ended' as const;
}
