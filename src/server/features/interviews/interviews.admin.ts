/**
 * The console's interviewers and slots (issue 17): interviewer records, slots one by one or as a
 * weekly pattern, the slot calendar, cancelling a slot. Booking rules stay in booking.service.ts
 * (a 'cancelled' slot is never free); a cancelled booking goes through changeRequestStatus
 * (reject: refund through the provider, mail), never around it.
 */
import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interviewers, interviewRequests, interviewSlots, user } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { isUuid, toValidationError } from '../../lib/validate';
import {
  interviewerInputSchema,
  type InterviewerInput,
  type SlotStatus,
} from '@/shared/schemas/interviewers';
import { isTimeZone, weeklySlotInstants, type WeeklyPattern } from '@/shared/slot-pattern';
import type { InterviewDeps } from './interviews.queries';
import { changeRequestStatus } from './interviews.operator';

type InterviewerRow = typeof interviewers.$inferSelect;

const toInterviewer = (r: InterviewerRow) => ({ ...r, createdAt: r.createdAt.toISOString() });

/** Every interviewer (retired ones too) with their upcoming slots by status. */
export async function listAdminInterviewers(db: Db, now = new Date()) {
  const rows = await db.select().from(interviewers).orderBy(asc(interviewers.name));
  const counts = await db
    .select({
      interviewerId: interviewSlots.interviewerId,
      status: interviewSlots.status,
      n: sql<number>`count(*)::int`,
    })
    .from(interviewSlots)
    .where(gte(interviewSlots.startsAt, now))
    .groupBy(interviewSlots.interviewerId, interviewSlots.status);
  return rows.map((r) => {
    const upcoming = { available: 0, held: 0, booked: 0 };
    for (const c of counts)
      if (c.interviewerId === r.id && c.status !== 'cancelled') upcoming[c.status] = c.n;
    return { ...toInterviewer(r), upcoming };
  });
}

export async function getInterviewer(db: Db, id: string) {
  if (!isUuid(id)) throw new NotFoundError('interviewer');
  const [row] = await db.select().from(interviewers).where(eq(interviewers.id, id));
  if (!row) throw new NotFoundError('interviewer');
  return row;
}

const slugify = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'interviewer';

export async function createInterviewer(db: Db, input: InterviewerInput) {
  const parsed = interviewerInputSchema.safeParse(input);
  if (!parsed.success) throw toValidationError(parsed.error);
  const { slug, ...values } = parsed.data;
  const base = slug || slugify(values.name);
  // A taken key gets a short suffix when it was made from the name; a chosen one is refused.
  for (let i = 0; i < 5; i++) {
    const key = i === 0 ? base : `${base}-${Math.random().toString(36).slice(2, 6)}`;
    const [row] = await db
      .insert(interviewers)
      .values({ ...values, slug: key })
      .onConflictDoNothing()
      .returning();
    if (row) return toInterviewer(row);
    if (slug) throw new ConflictError(`The key “${slug}” is taken by another interviewer.`);
  }
  throw new ConflictError('Could not find a free key for this name; give one.');
}

/** Edits any field; `isActive: false` retires (no new bookings), `true` reactivates. */
export async function updateInterviewer(db: Db, id: string, input: Partial<InterviewerInput>) {
  await getInterviewer(db, id);
  const parsed = interviewerInputSchema.partial().safeParse(input);
  if (!parsed.success) throw toValidationError(parsed.error);
  const { slug, ...values } = parsed.data;
  const set = { ...values, ...(slug ? { slug } : {}) };
  if (Object.keys(set).length === 0) return toInterviewer(await getInterviewer(db, id));
  try {
    const [row] = await db.update(interviewers).set(set).where(eq(interviewers.id, id)).returning();
    return toInterviewer(row);
  } catch (err) {
    if (String((err as { code?: string }).code ?? '') === '23505' || /unique/i.test(String(err)))
      throw new ConflictError(`The key “${slug}” is taken by another interviewer.`);
    throw err;
  }
}

/** The interviewer's slots between `from` and `to`, with the booking on each (if any). */
export async function listSlots(
  db: Db,
  interviewerId: string,
  q: { from: Date; to: Date; status?: SlotStatus },
) {
  await getInterviewer(db, interviewerId);
  const rows = await db
    .select({
      id: interviewSlots.id,
      startsAt: interviewSlots.startsAt,
      timeZone: interviewSlots.timeZone,
      status: interviewSlots.status,
      holdExpiresAt: interviewSlots.holdExpiresAt,
      requestId: interviewRequests.id,
      requestStatus: interviewRequests.status,
      candidate: user.email,
    })
    .from(interviewSlots)
    .leftJoin(
      interviewRequests,
      and(
        eq(interviewRequests.slotId, interviewSlots.id),
        ne(interviewRequests.status, 'rejected'),
      ),
    )
    .leftJoin(user, eq(user.id, interviewRequests.userId))
    .where(
      and(
        eq(interviewSlots.interviewerId, interviewerId),
        gte(interviewSlots.startsAt, q.from),
        lt(interviewSlots.startsAt, q.to),
        q.status ? eq(interviewSlots.status, q.status) : undefined,
      ),
    )
    .orderBy(asc(interviewSlots.startsAt))
    .limit(1000);
  return rows.map((r) => ({
    ...r,
    startsAt: r.startsAt.toISOString(),
    holdExpiresAt: r.holdExpiresAt?.toISOString() ?? null,
  }));
}

function checkZone(zone: string) {
  if (!isTimeZone(zone))
    throw new ValidationError(
      'timeZone: Unknown time zone: use an IANA name such as Asia/Kolkata.',
    );
}

/** One slot; the past and an instant the interviewer already has are refused. */
export async function addOneSlot(
  db: Db,
  interviewerId: string,
  input: { startsAt: string; timeZone: string },
  now = new Date(),
) {
  await getInterviewer(db, interviewerId);
  checkZone(input.timeZone);
  const startsAt = new Date(input.startsAt);
  if (startsAt.getTime() <= now.getTime())
    throw new ValidationError('startsAt: A slot must start in the future.');
  const [slot] = await db
    .insert(interviewSlots)
    .values({ interviewerId, startsAt, timeZone: input.timeZone })
    .onConflictDoNothing({ target: [interviewSlots.interviewerId, interviewSlots.startsAt] })
    .returning();
  if (!slot) throw new ConflictError('This interviewer already has a slot at that time.');
  return { id: slot.id, startsAt: slot.startsAt.toISOString(), status: slot.status };
}

/**
 * A weekly pattern's slots (shared/slot-pattern.ts: never in the past) in ONE insert; instants the
 * interviewer already has are skipped by ON CONFLICT DO NOTHING on (interviewer, starts_at).
 */
export async function addWeeklySlots(
  db: Db,
  interviewerId: string,
  pattern: WeeklyPattern,
  now = new Date(),
) {
  const who = await getInterviewer(db, interviewerId);
  if (!who.isActive)
    throw new ConflictError('This interviewer is retired: reactivate them before adding slots.');
  const zone = pattern.timeZone ?? 'Asia/Kolkata';
  checkZone(zone);
  const instants = weeklySlotInstants(pattern, now);
  if (instants.length === 0) return { created: 0, skipped: 0, slots: [] as string[] };
  const rows = await db
    .insert(interviewSlots)
    .values(instants.map((startsAt) => ({ interviewerId, startsAt, timeZone: zone })))
    .onConflictDoNothing({ target: [interviewSlots.interviewerId, interviewSlots.startsAt] })
    .returning({ startsAt: interviewSlots.startsAt });
  return {
    created: rows.length,
    skipped: instants.length - rows.length,
    slots: rows.map((r) => r.startsAt.toISOString()).sort(),
  };
}

/**
 * Cancels a slot. Available: removed (kept as 'cancelled' when an old rejected request points at
 * it). Held: 'cancelled', so the open checkout cannot book it; if it is paid anyway, the usual
 * late-payment path refunds it (settleInterviews). Booked: the slot is claimed by ONE conditional
 * update (two admins at once: one wins, the other gets 409), then its request is rejected through
 * changeRequestStatus, which refunds through the provider and mails the candidate.
 */
export async function cancelSlot(deps: InterviewDeps, slotId: string, now = new Date()) {
  if (!isUuid(slotId)) throw new NotFoundError('slot');
  const [slot] = await deps.db.select().from(interviewSlots).where(eq(interviewSlots.id, slotId));
  if (!slot) throw new NotFoundError('slot');
  if (slot.startsAt.getTime() <= now.getTime())
    throw new ConflictError('This slot has already started: past slots cannot be cancelled.');
  const before = { status: slot.status, startsAt: slot.startsAt.toISOString() };

  if (slot.status === 'available') {
    const removed = await deps.db
      .delete(interviewSlots)
      .where(
        and(
          eq(interviewSlots.id, slotId),
          eq(interviewSlots.status, 'available'),
          sql`not exists (select 1 from ${interviewRequests} r where r.slot_id = ${interviewSlots.id})`,
        ),
      )
      .returning({ id: interviewSlots.id });
    if (removed.length) return { before, outcome: 'removed' as const, refunded: false };
  }
  const [claimed] = await deps.db
    .update(interviewSlots)
    .set({ status: 'cancelled', heldBy: null, holdExpiresAt: null })
    .where(and(eq(interviewSlots.id, slotId), inArray(interviewSlots.status, [slot.status])))
    .returning({ id: interviewSlots.id });
  if (!claimed || slot.status === 'cancelled')
    throw new ConflictError('This slot was already cancelled or changed: reload the list.');
  if (slot.status !== 'booked') return { before, outcome: 'cancelled' as const, refunded: false };

  const [live] = await deps.db
    .select({ id: interviewRequests.id })
    .from(interviewRequests)
    .where(and(eq(interviewRequests.slotId, slotId), ne(interviewRequests.status, 'rejected')));
  if (!live) return { before, outcome: 'cancelled' as const, refunded: false };
  const result = await changeRequestStatus(deps, live.id, 'reject');
  return { before, outcome: 'cancelled' as const, requestId: live.id, refunded: result.refunded };
}
