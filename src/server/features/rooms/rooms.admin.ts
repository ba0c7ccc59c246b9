import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { roomEnrollments, rooms } from '../../db/schema';
import type { Boss } from '../../jobs/queue';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { isUuid, toValidationError } from '../../lib/validate';
import { roomTypeSchema } from '@/shared/schemas/rooms';
import { generatedCoverKey } from './rooms.assets';
import { cancelReminders, scheduleReminder } from './rooms.reminders';

/**
 * What the admin console (issue 17) will call. No routes here: the console adds them with its own
 * operator checks. Each function keeps reminders in step with the room.
 */
export const roomInputSchema = z.object({
  title: z.string().trim().min(1, 'Give the room a title').max(120),
  description: z.string().trim().max(2000).default(''),
  roomType: roomTypeSchema,
  scheduledDatetime: z.coerce.date(),
  durationMinutes: z.number().int().min(5).max(600),
  maxParticipants: z.number().int().min(1).max(500),
  modName: z.string().trim().min(1).max(120),
  modEmail: z.string().trim().email().max(254),
  isPrivate: z.boolean().default(false),
  publishedAt: z.coerce.date().optional(),
  roomImage: z.string().nullable().optional(),
  roomFile: z.string().nullable().optional(),
  roomFileName: z.string().nullable().optional(),
});
export type RoomInput = z.input<typeof roomInputSchema>;

function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const r = schema.safeParse(input);
  if (!r.success) throw toValidationError(r.error);
  return r.data;
}

export async function createRoom(db: Db, input: RoomInput) {
  const values = parse(roomInputSchema, input);
  const id = randomUUID();
  // Without an uploaded image the room gets a generated cover (rooms.assets.ts).
  const [room] = await db
    .insert(rooms)
    .values({ ...values, id, roomImage: values.roomImage ?? generatedCoverKey(id) })
    .returning();
  return room;
}

async function roomOrThrow(db: Db, roomId: string) {
  if (!isUuid(roomId)) throw new NotFoundError('room');
  const [room] = await db.select().from(rooms).where(eq(rooms.id, roomId));
  if (!room) throw new NotFoundError('room');
  return room;
}

/**
 * Edits a room. A new time goes through rescheduleRoom (reminders move); capacity may not drop
 * below the seats already taken (the check constraint would refuse it too).
 */
export async function updateRoom(
  deps: { db: Db; boss?: Boss },
  roomId: string,
  input: Partial<RoomInput>,
  now = new Date(),
) {
  const room = await roomOrThrow(deps.db, roomId);
  const { scheduledDatetime, ...rest } = parse(roomInputSchema.partial(), input);
  if (rest.maxParticipants !== undefined && rest.maxParticipants < room.seatsTaken)
    throw new ValidationError(
      `maxParticipants: ${room.seatsTaken} people are enrolled; capacity cannot be lower.`,
    );
  if (Object.keys(rest).length)
    await deps.db
      .update(rooms)
      .set({ ...rest, updatedAt: now })
      .where(eq(rooms.id, roomId));
  if (scheduledDatetime && scheduledDatetime.getTime() !== room.scheduledDatetime.getTime())
    await rescheduleRoom(deps, roomId, scheduledDatetime, now);
  return roomOrThrow(deps.db, roomId);
}

/**
 * Moves a room to a new start. Every enrolment's reminder moves with it (the queued job's start
 * time is edited, or a new one is queued when the old one already ran), and the "sent" marks are
 * cleared so the new time is reminded again; a reminder time already past sends none. A job still
 * carrying the old time does nothing (it checks the room's start).
 */
export async function rescheduleRoom(
  deps: { db: Db; boss?: Boss },
  roomId: string,
  startsAt: Date,
  now = new Date(),
) {
  const room = await roomOrThrow(deps.db, roomId);
  if (!room.isActive) throw new ConflictError('A cancelled room cannot be rescheduled.');
  if (Number.isNaN(startsAt.getTime()))
    throw new ValidationError('scheduledDatetime: Invalid date');
  const { scheduled, cancelled } = await deps.db.transaction(async (tx) => {
    await tx
      .update(rooms)
      .set({ scheduledDatetime: startsAt, updatedAt: now })
      .where(eq(rooms.id, roomId));
    const enrolments = await tx
      .update(roomEnrollments)
      .set({ emailReminderAt: null, whatsappReminderAt: null })
      .where(eq(roomEnrollments.roomId, roomId))
      .returning({ id: roomEnrollments.id });
    const late: string[] = [];
    let n = 0;
    for (const e of enrolments) {
      if (await scheduleReminder(deps.boss, tx as unknown as Db, e.id, startsAt, now)) n++;
      else late.push(e.id);
    }
    return { scheduled: n, cancelled: late };
  });
  await cancelReminders(deps.boss, cancelled);
  return { scheduled, cancelled: cancelled.length };
}

/** Cancels a room: it leaves every list, its reminders are cancelled; enrolments are kept. */
export async function cancelRoom(deps: { db: Db; boss?: Boss }, roomId: string, now = new Date()) {
  await roomOrThrow(deps.db, roomId);
  await deps.db.update(rooms).set({ isActive: false, updatedAt: now }).where(eq(rooms.id, roomId));
  const enrolments = await deps.db
    .select({ id: roomEnrollments.id })
    .from(roomEnrollments)
    .where(eq(roomEnrollments.roomId, roomId));
  return {
    cancelledReminders: await cancelReminders(
      deps.boss,
      enrolments.map((e) => e.id),
    ),
  };
}

/** For tests and the console: seats_taken must always equal the enrolment rows. */
export async function seatsConsistent(db: Db, roomId: string) {
  const [row] = await db
    .execute<{ ok: boolean }>(
      sql`
    select (select seats_taken from rooms where id = ${roomId}) =
      (select count(*) from room_enrollments where room_id = ${roomId}) as ok`,
    )
    .then((r) => (r as unknown as { rows: { ok: boolean }[] }).rows);
  return row?.ok === true;
}
