// Discussion rooms: the API contract (spec part 2 §2–§9, issue 14).
import { z } from 'zod';
import {
  ROOM_TYPE_LABELS,
  type RoomType,
  ROOM_JOIN_LIST_WINDOW_MINUTES,
  ROOM_SESSION_WINDOW_MINUTES,
  ROOM_REMINDER_MINUTES,
  ROOM_CLOCK_REFRESH_MS,
  ROOM_MESSAGES,
  joinCardState,
  sessionState,
} from '../rooms';

export {
  ROOM_TYPE_LABELS,
  type RoomType,
  ROOM_JOIN_LIST_WINDOW_MINUTES,
  ROOM_SESSION_WINDOW_MINUTES,
  ROOM_REMINDER_MINUTES,
  ROOM_CLOCK_REFRESH_MS,
  ROOM_MESSAGES,
  joinCardState,
  sessionState,
};

export const roomTypeSchema = z.enum(['ppdt_discussion', 'gd', 'lecturate']);

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
