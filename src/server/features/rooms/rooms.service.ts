import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, roomEnrollments, rooms } from '../../db/schema';
import type { Boss } from '../../jobs/queue';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/validate';
import {
  ROOM_MESSAGES,
  ROOM_SESSION_WINDOW_MINUTES,
  type RoomCard,
  type RoomDetails,
} from '@/shared/schemas/rooms';
import {
  ROOM_ENROLMENT_OPENS_HOURS,
  canEnrolInRoom,
  entitlements,
} from '../subscription/entitlements';
import { cancelReminders, scheduleReminder } from './rooms.reminders';

type Room = typeof rooms.$inferSelect;

const roomUrl = (id: string, what: 'image' | 'material') => `/api/rooms/${id}/${what}`;

/** Participant counts for a page of rooms: one grouped query, never one per card (issue 14). */
export async function participantCounts(db: Db, roomIds: string[]): Promise<Map<string, number>> {
  if (roomIds.length === 0) return new Map();
  const rows = await db
    .select({ roomId: roomEnrollments.roomId, n: count() })
    .from(roomEnrollments)
    .where(inArray(roomEnrollments.roomId, roomIds))
    .groupBy(roomEnrollments.roomId);
  return new Map(rows.map((r) => [r.roomId, Number(r.n)]));
}

async function enrolledRoomIds(db: Db, userId: string, roomIds: string[]) {
  if (roomIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ roomId: roomEnrollments.roomId })
    .from(roomEnrollments)
    .where(and(eq(roomEnrollments.userId, userId), inArray(roomEnrollments.roomId, roomIds)));
  return new Set(rows.map((r) => r.roomId));
}

function toCard(
  room: Room,
  ctx: {
    counts: Map<string, number>;
    enrolled: Set<string>;
    ent: { earlyRoomAccess: boolean; privateRooms: boolean };
    now: Date;
  },
): RoomCard {
  const canEnrol = canEnrolInRoom(
    ctx.ent,
    { startsAt: room.scheduledDatetime, isPrivate: room.isPrivate },
    ctx.now,
  );
  const opensAt =
    !canEnrol && !(room.isPrivate && !ctx.ent.privateRooms)
      ? new Date(
          room.scheduledDatetime.getTime() - ROOM_ENROLMENT_OPENS_HOURS * 3_600_000,
        ).toISOString()
      : null;
  return {
    id: room.id,
    title: room.title,
    description: room.description,
    roomType: room.roomType,
    scheduledDatetime: room.scheduledDatetime.toISOString(),
    durationMinutes: room.durationMinutes,
    maxParticipants: room.maxParticipants,
    participantCount: ctx.counts.get(room.id) ?? 0,
    modName: room.modName,
    // The stored key names the file (a new upload, a new key): the URL changes with it, so a
    // browser's cached copy of the old cover is never shown.
    imageUrl: room.roomImage
      ? `${roomUrl(room.id, 'image')}?v=${encodeURIComponent(room.roomImage.split('/').pop() ?? '')}`
      : null,
    isPrivate: room.isPrivate,
    isEnrolled: ctx.enrolled.has(room.id),
    canEnrol,
    opensAt,
  };
}

const visible = (now: Date) => and(eq(rooms.isActive, true), lte(rooms.publishedAt, now));

/** Room Registration: active published rooms scheduled in the future, soonest first. */
export async function listRooms(db: Db, userId: string, now = new Date()): Promise<RoomCard[]> {
  const list = await db
    .select()
    .from(rooms)
    .where(and(visible(now), gt(rooms.scheduledDatetime, now)))
    .orderBy(asc(rooms.scheduledDatetime))
    .limit(60);
  const ids = list.map((r) => r.id);
  const [counts, enrolled, ent] = await Promise.all([
    participantCounts(db, ids),
    enrolledRoomIds(db, userId, ids),
    entitlements(db, userId, now),
  ]);
  return list.map((room) => toCard(room, { counts, enrolled, ent, now }));
}

/** Join Room: the user's enrolled rooms that have not ended yet (start + duration), soonest first. */
export async function listEnrolledRooms(db: Db, userId: string, now = new Date()) {
  const list = await db
    .select({ room: rooms })
    .from(roomEnrollments)
    .innerJoin(rooms, eq(rooms.id, roomEnrollments.roomId))
    .where(
      and(
        eq(roomEnrollments.userId, userId),
        eq(roomEnrollments.status, 'enrolled'),
        eq(rooms.isActive, true),
        sql`${rooms.scheduledDatetime} + make_interval(mins => ${rooms.durationMinutes}) > ${now}`,
      ),
    )
    .orderBy(asc(rooms.scheduledDatetime));
  const ids = list.map((r) => r.room.id);
  const [counts, ent] = await Promise.all([
    participantCounts(db, ids),
    entitlements(db, userId, now),
  ]);
  const enrolled = new Set(ids);
  return list.map(({ room }) => toCard(room, { counts, enrolled, ent, now }));
}

function uniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === '23505') return true;
  }
  return false;
}

async function findRoom(db: Db, roomId: string, now: Date) {
  if (!isUuid(roomId)) return undefined;
  const [room] = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, roomId), visible(now)));
  return room;
}

async function findEnrolment(db: Db, userId: string, roomId: string) {
  const [row] = await db
    .select()
    .from(roomEnrollments)
    .where(and(eq(roomEnrollments.roomId, roomId), eq(roomEnrollments.userId, userId)));
  return row;
}

export class RoomFullError extends AppError {
  constructor() {
    super(409, 'room_full', ROOM_MESSAGES.full);
  }
}

/**
 * Enrols the user. The seat is taken in ONE statement: the room's `seats_taken` is raised only
 * while below max_participants (PostgreSQL re-checks that condition on the newest row version when
 * racing updates queue on the row lock), and the enrolment row is inserted from the same statement's
 * result. A duplicate (room, user) fails the whole statement (unique index), so the seat is never
 * counted twice. The reminder job is written in the same transaction.
 */
export async function enrol(
  deps: { db: Db; boss?: Boss },
  userId: string,
  roomId: string,
  input: { phone: string | null; skipPhone: boolean },
  now = new Date(),
): Promise<{ enrolled: true; already: boolean }> {
  const { db } = deps;
  const room = await findRoom(db, roomId, now);
  if (!room) throw new NotFoundError('room');
  if (await findEnrolment(db, userId, roomId)) return { enrolled: true, already: true };
  if (room.scheduledDatetime.getTime() <= now.getTime())
    throw new ConflictError(ROOM_MESSAGES.started, 'room_started');
  const ent = await entitlements(db, userId, now);
  if (room.isPrivate && !ent.privateRooms) throw new ForbiddenError(ROOM_MESSAGES.privateRoom);
  if (!canEnrolInRoom(ent, { startsAt: room.scheduledDatetime, isPrivate: room.isPrivate }, now)) {
    const opens = new Date(
      room.scheduledDatetime.getTime() - ROOM_ENROLMENT_OPENS_HOURS * 3_600_000,
    );
    const when = new Intl.DateTimeFormat('en-IN', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    }).format(opens);
    throw new AppError(
      403,
      'not_open_yet',
      `Opens for enrolment on ${when} IST. The Major plan and above may enrol earlier.`,
    );
  }
  const phone = input.skipPhone ? null : input.phone;
  try {
    const taken = await db.transaction(async (tx) => {
      const result = await tx.execute<{ id: string; starts_at: string | Date }>(sql`
        with seat as (
          update rooms set seats_taken = seats_taken + 1, updated_at = ${now}
          where id = ${roomId} and is_active and scheduled_datetime > ${now}
            and seats_taken < max_participants
          returning id, scheduled_datetime
        )
        insert into room_enrollments (room_id, user_id, reminder_phone, created_at)
        select id, ${userId}, ${phone}, ${now} from seat
        returning id, (select scheduled_datetime from seat) as starts_at`);
      const [row] = (result as unknown as { rows: { id: string; starts_at: string | Date }[] })
        .rows;
      if (!row) return null;
      await scheduleReminder(deps.boss, tx, row.id, new Date(row.starts_at), now);
      if (phone) await savePhone(tx as unknown as Db, userId, phone, now);
      return row;
    });
    if (!taken) throw new RoomFullError();
  } catch (err) {
    if (uniqueViolation(err)) return { enrolled: true, already: true };
    throw err;
  }
  return { enrolled: true, already: false };
}

/** Spec §5: the typed phone is saved to the profile when the profile has none or a different one. */
async function savePhone(db: Db, userId: string, phone: string, now: Date) {
  await db
    .insert(profiles)
    .values({ userId, phone, updatedAt: now })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { phone, updatedAt: now },
      setWhere: sql`${profiles.phone} is distinct from ${phone}`,
    });
}

/** Unenrols: deletes the row and frees the seat in one statement, then cancels the reminder. */
export async function unenrol(deps: { db: Db; boss?: Boss }, userId: string, roomId: string) {
  if (!isUuid(roomId)) throw new NotFoundError('room');
  const result = await deps.db.execute<{ id: string }>(sql`
    with gone as (
      delete from room_enrollments where room_id = ${roomId} and user_id = ${userId}
      returning id, room_id
    ), freed as (
      update rooms set seats_taken = seats_taken - 1
      where id = (select room_id from gone)
      returning id
    )
    select gone.id from gone left join freed on true`);
  const rows = (result as unknown as { rows: { id: string }[] }).rows;
  if (rows.length === 0) throw new NotFoundError('enrolment');
  await cancelReminders(
    deps.boss,
    rows.map((r) => r.id),
  );
  return { enrolled: false };
}

/** The session hub's room: enrolled users only ('Access Denied' otherwise, 'Room not found'). */
export async function roomDetails(
  db: Db,
  userId: string,
  roomId: string,
  now = new Date(),
): Promise<RoomDetails> {
  const room = await findRoom(db, roomId, now);
  if (!room) throw new AppError(404, 'not_found', ROOM_MESSAGES.notFound);
  if (!(await findEnrolment(db, userId, roomId)))
    throw new AppError(403, 'not_enrolled', ROOM_MESSAGES.accessDenied);
  const [counts, ent] = await Promise.all([
    participantCounts(db, [room.id]),
    entitlements(db, userId, now),
  ]);
  const card = toCard(room, { counts, enrolled: new Set([room.id]), ent, now });
  return {
    ...card,
    modEmail: room.modEmail,
    material:
      room.roomFile && room.roomFileName
        ? {
            name: room.roomFileName,
            viewUrl: roomUrl(room.id, 'material'),
            downloadUrl: `${roomUrl(room.id, 'material')}?download=1`,
          }
        : null,
  };
}

/** The room for a file or meeting request: only an enrolled user sees it (404 for anyone else). */
export async function enrolledRoom(db: Db, userId: string, roomId: string, now = new Date()) {
  const room = await findRoom(db, roomId, now);
  if (!room || !(await findEnrolment(db, userId, roomId))) throw new NotFoundError('room');
  return room;
}

/** Any signed-in user may see a visible room's cover image (it is on the registration cards). */
export async function visibleRoom(db: Db, roomId: string, now = new Date()) {
  const room = await findRoom(db, roomId, now);
  if (!room) throw new NotFoundError('room');
  return room;
}

/** The meeting may be entered from 5 minutes before the start until start + duration. */
export function assertMeetingOpen(room: Room, now = new Date()) {
  const start = room.scheduledDatetime.getTime();
  if (now.getTime() >= start + room.durationMinutes * 60_000)
    throw new AppError(410, 'meeting_ended', ROOM_MESSAGES.ended);
  if (now.getTime() < start - ROOM_SESSION_WINDOW_MINUTES * 60_000)
    throw new ConflictError(ROOM_MESSAGES.notOpenYet, 'meeting_not_open');
}

/**
 * Frees the seats of a user whose account is being deleted (called before the delete, whose
 * cascade would drop the rows without giving the seats back). One statement.
 */
export async function releaseSeatsOf(db: Db, userId: string) {
  await db.execute(sql`
    with gone as (delete from room_enrollments where user_id = ${userId} returning room_id)
    update rooms set seats_taken = seats_taken - 1 from gone where rooms.id = gone.room_id`);
}
