import { z } from 'zod';

/** Discussion rooms: the API contract (spec part 2 §2–§9, issue 14). */
export const ROOM_TYPE_LABELS = {
  ppdt_discussion: 'PPDT Discussion',
  gd: 'Group Discussion',
  lecturate: 'Lecturette',
} as const;
export type RoomType = keyof typeof ROOM_TYPE_LABELS;
export const roomTypeSchema = z.enum(['ppdt_discussion', 'gd', 'lecturate']);

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

/**
 * An Indian mobile number: +91 and 10 digits starting 6–9. Surrounding space is trimmed; spaces
 * and hyphens inside are allowed and dropped, and a bare 10-digit number gets +91. The result is
 * always `+91XXXXXXXXXX`.
 */
export const indianPhoneSchema = z
  .string()
  .trim()
  .max(20, ROOM_MESSAGES.phone)
  .transform((v) => v.replace(/[\s-]/g, ''))
  .transform((v) => (/^\d{10}$/.test(v) ? `+91${v}` : v))
  .refine((v) => /^\+91[6-9]\d{9}$/.test(v), ROOM_MESSAGES.phone);

/** POST /api/rooms/:roomId/enrolment. `phone` omitted, null or blank, or skipPhone: no phone. */
export const enrolInputSchema = z
  .object({
    phone: z
      .union([z.literal(''), z.null(), indianPhoneSchema])
      .optional()
      .transform((v) => v || null),
    skipPhone: z.boolean().optional().default(false),
  })
  .strict();
export type EnrolInput = z.input<typeof enrolInputSchema>;

export const roomCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  roomType: roomTypeSchema,
  scheduledDatetime: z.string(),
  durationMinutes: z.number().int(),
  maxParticipants: z.number().int(),
  participantCount: z.number().int(),
  modName: z.string(),
  imageUrl: z.string().nullable(),
  isPrivate: z.boolean(),
  isEnrolled: z.boolean(),
  /** Whether this user may enrol now (plan rules; capacity is separate: participantCount). */
  canEnrol: z.boolean(),
  /** Set when the room is not yet open to this user's plan: 'Opens for enrolment on …'. */
  opensAt: z.string().nullable(),
});
export type RoomCard = z.infer<typeof roomCardSchema>;
export const roomListSchema = z.object({ rooms: z.array(roomCardSchema) });

/** GET /api/rooms/:roomId (enrolled users only). */
export const roomDetailsSchema = roomCardSchema.extend({
  modEmail: z.string(),
  material: z.object({ name: z.string(), viewUrl: z.string(), downloadUrl: z.string() }).nullable(),
});
export type RoomDetails = z.infer<typeof roomDetailsSchema>;

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
