import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  interviewers,
  interviewRequests,
  interviewSlots,
  orders,
  profiles,
  user,
} from '../../db/schema';
import type { Mailer } from '../../integrations/mail';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors';
import type { Logger } from '../../logger';
import {
  JOIN_TOOLTIP,
  joinWindow,
  SLOT_TAKEN_MESSAGE,
  type InterviewStatus,
} from '@/shared/interviews';
import type { MeetingJoin } from '@/shared/meeting';
import { meetingJoin, type MeetingEnv } from '../../integrations/meeting';
import type {
  CreateInterviewOrderInput,
  Interviewer,
  InterviewOrder,
  InterviewRequest,
  InterviewSlot,
  VerifiedInterviewPayment,
  VerifyInterviewPaymentInput,
} from '@/shared/schemas/interviews';
import { activateOrder } from '../payments/activation.service';
import { openOrder } from '../payments/orders.service';
import { assertSignedPayment, findOwnOrder, requireProvider } from '../payments/payments.service';
import { INTERVIEW_FEE_PAISE, CURRENCY } from '../payments/plans';
import type { PaymentProvider } from '../payments/provider';
import { piqExists } from '../piq/piq.service';
import { claimIncludedMockInterview, entitlements } from '../subscription/entitlements';
import { bookSlotTx, releaseExpiredHolds, releaseHold, takeHold } from './booking.service';
import { bookedMail, SLOT_LOST_REFUND_MESSAGE, slotLostRefundMail } from './interviews.mail';

export interface InterviewDeps {
  db: Db;
  payments: PaymentProvider | null;
  mailer: Mailer;
  logger: Logger;
}

type InterviewerRow = typeof interviewers.$inferSelect;

export const PIQ_REQUIRED_MESSAGE = 'Please complete your PIQ form';

function toInterviewer(r: InterviewerRow): Interviewer {
  return {
    id: r.id,
    name: r.name,
    age: r.age,
    rating: Math.round(r.rating * 10) / 10,
    recommendationsCount: r.recommendationsCount,
    recommendationPlaces: r.recommendationPlaces,
    specialization: r.specialization,
    experienceYears: r.experienceYears,
    bio: r.bio,
  };
}

/** GET interviewers where is_active, ordered by rating descending (spec §7). */
export async function listInterviewers(db: Db): Promise<Interviewer[]> {
  const rows = await db
    .select()
    .from(interviewers)
    .where(eq(interviewers.isActive, true))
    .orderBy(desc(interviewers.rating), asc(interviewers.name));
  return rows.map(toInterviewer);
}

const dateIn = (zone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
const timeIn = (zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/**
 * The free slots of an active interviewer, from now on, by time. A hold that has expired counts
 * as free, and so does the caller's own hold (a checkout they closed).
 */
export async function listFreeSlots(
  db: Db,
  interviewerId: string,
  userId: string,
  now = new Date(),
): Promise<InterviewSlot[]> {
  const [who] = await db
    .select({ id: interviewers.id })
    .from(interviewers)
    .where(and(eq(interviewers.id, interviewerId), eq(interviewers.isActive, true)));
  if (!who) throw new NotFoundError('interviewer');
  const rows = await db
    .select()
    .from(interviewSlots)
    .where(
      and(
        eq(interviewSlots.interviewerId, interviewerId),
        gt(interviewSlots.startsAt, now),
        or(
          eq(interviewSlots.status, 'available'),
          and(
            eq(interviewSlots.status, 'held'),
            or(lte(interviewSlots.holdExpiresAt, now), eq(interviewSlots.heldBy, userId)),
          ),
        ),
      ),
    )
    .orderBy(asc(interviewSlots.startsAt))
    .limit(500);
  return rows.map((s) => ({
    id: s.id,
    interviewerId: s.interviewerId,
    startsAt: s.startsAt.toISOString(),
    timeZone: s.timeZone,
    slotDate: dateIn(s.timeZone).format(s.startsAt),
    slotTime: timeIn(s.timeZone).format(s.startsAt),
  }));
}

const requestColumns = {
  request: interviewRequests,
  interviewer: interviewers,
  slot: interviewSlots,
};

export function toRequest(row: {
  request: typeof interviewRequests.$inferSelect;
  interviewer: InterviewerRow;
  slot: typeof interviewSlots.$inferSelect | null;
}): InterviewRequest {
  const { request: r, interviewer: i, slot: s } = row;
  return {
    id: r.id,
    status: r.status,
    jitsiRoomName: r.jitsiRoomName,
    createdAt: r.createdAt.toISOString(),
    isIncluded: r.isIncluded,
    interviewer: {
      id: i.id,
      name: i.name,
      rating: Math.round(i.rating * 10) / 10,
      experienceYears: i.experienceYears,
      recommendationsCount: i.recommendationsCount,
    },
    slot: s ? { id: s.id, startsAt: s.startsAt.toISOString(), timeZone: s.timeZone } : null,
  };
}

export function requestQuery(conn: Db | Tx) {
  return conn
    .select(requestColumns)
    .from(interviewRequests)
    .innerJoin(interviewers, eq(interviewers.id, interviewRequests.interviewerId))
    .leftJoin(interviewSlots, eq(interviewSlots.id, interviewRequests.slotId));
}

/** The user's requests with interviewer and slot, newest first (spec §7). */
export async function listRequests(db: Db, userId: string): Promise<InterviewRequest[]> {
  const rows = await requestQuery(db)
    .where(eq(interviewRequests.userId, userId))
    .orderBy(desc(interviewRequests.createdAt))
    .limit(200);
  return rows.map(toRequest);
}

/** One of the user's own requests; anyone else's answers 404. */
export async function getOwnRequest(db: Db, userId: string, requestId: string) {
  const [row] = await requestQuery(db).where(
    and(eq(interviewRequests.id, requestId), eq(interviewRequests.userId, userId)),
  );
  if (!row) throw new NotFoundError('interview request');
  return row;
}

const slotTaken = () => new ConflictError(SLOT_TAKEN_MESSAGE, 'slot_taken');
/** Thrown inside the included-interview transaction to roll its hold back. */
class NoIncludedInterviewLeft extends Error {}

/**
 * interview-create-order: a signed-in user with a PIQ; the hold is taken first, in one statement,
 * so a taken slot answers 409 before any payment. A General-plan holder with an included interview
 * left is booked at ₹0 at once (hold, ledger claim and booking in one transaction); otherwise the
 * ₹399 order is opened with the hold naming it.
 */
export async function createInterviewOrder(
  deps: InterviewDeps,
  userId: string,
  input: CreateInterviewOrderInput,
  now = new Date(),
): Promise<InterviewOrder> {
  const { db } = deps;
  if (!(await piqExists(db, userId))) {
    throw new AppError(409, 'piq_required', PIQ_REQUIRED_MESSAGE);
  }
  const [interviewer] = await db
    .select()
    .from(interviewers)
    .where(and(eq(interviewers.id, input.interviewerId), eq(interviewers.isActive, true)));
  if (!interviewer) throw new NotFoundError('interviewer');

  const ent = await entitlements(db, userId, now);
  if (ent.mockInterviewsLeft > 0) {
    const booked = await bookIncluded(deps, userId, input, now);
    if (booked) {
      const [row] = await requestQuery(db).where(eq(interviewRequests.id, booked.id));
      await mailBooked(deps, booked.id);
      return { included: true, amount: 0, currency: CURRENCY, request: toRequest(row) };
    }
  }

  const provider = requireProvider(deps.payments);
  const orderId = randomUUID();
  const slot = await takeHold(db, { ...input, userId, holdRef: orderId, now });
  if (!slot) throw slotTaken();
  try {
    const order = await openOrder(db, provider, {
      userId,
      purpose: 'interview',
      orderId,
      slotRef: slot.id,
      amountPaise: INTERVIEW_FEE_PAISE,
      description: `Mock interview with ${interviewer.name}`,
      now,
    });
    return { ...order, included: false };
  } catch (err) {
    await releaseHold(db, slot.id, orderId);
    throw err;
  }
}

/**
 * The included interview: the same hold → booking path at ₹0, with the ledger claim in the same
 * transaction. Null when the claim lost a race (the hold is rolled back; the caller pays instead).
 */
async function bookIncluded(
  deps: InterviewDeps,
  userId: string,
  input: CreateInterviewOrderInput,
  now: Date,
) {
  const requestId = randomUUID();
  const holdRef = `included:${requestId}`;
  try {
    return await deps.db.transaction(async (tx) => {
      const slot = await takeHold(tx, { ...input, userId, holdRef, now });
      if (!slot) throw slotTaken();
      if (!(await claimIncludedMockInterview(tx, userId, requestId, now))) {
        throw new NoIncludedInterviewLeft();
      }
      const request = await bookSlotTx(tx, {
        slotId: slot.id,
        userId,
        holdRef,
        orderId: null,
        isIncluded: true,
        now,
        requestId,
      });
      if (!request) throw slotTaken();
      return request;
    });
  } catch (err) {
    if (err instanceof NoIncludedInterviewLeft) return null;
    throw err;
  }
}

/**
 * interview-verify-payment: the same signature check as plans, then the payments activation,
 * which books the held slot in its transaction (the webhook and reconciliation take the same
 * path, so whichever comes first books and the others change nothing). A paid order whose slot
 * went to someone else is refunded here and the caller is told.
 */
export async function verifyInterviewPayment(
  deps: InterviewDeps,
  userId: string,
  input: VerifyInterviewPaymentInput,
  now = new Date(),
): Promise<VerifiedInterviewPayment> {
  const provider = requireProvider(deps.payments);
  const order = await findOwnOrder(deps.db, userId, input.razorpay_order_id);
  if (order.purpose !== 'interview') throw new NotFoundError('interview order');
  assertSignedPayment(provider, order, input);
  if (order.slotRef !== input.slot_id) {
    throw new AppError(400, 'validation_failed', 'This payment is for another interview slot.');
  }
  if (order.status !== 'refunded') {
    await activateOrder(deps.db, {
      providerOrderId: order.providerOrderId!,
      paymentId: input.razorpay_payment_id,
      now,
    });
  }
  const [booked] = await requestQuery(deps.db).where(
    and(eq(interviewRequests.orderId, order.id), ne(interviewRequests.status, 'rejected')),
  );
  if (booked) {
    await mailBooked(deps, booked.request.id);
    return { status: 'booked', request: toRequest(booked) };
  }
  await refundInterviewOrder(deps, order.id);
  const [cancelled] = await deps.db
    .select({ id: interviewRequests.id })
    .from(interviewRequests)
    .where(eq(interviewRequests.orderId, order.id));
  return {
    status: 'refunded',
    message: cancelled
      ? 'This interview was cancelled and your payment has been refunded.'
      : SLOT_LOST_REFUND_MESSAGE,
  };
}

export async function mailTarget(conn: Db, requestId: string) {
  const [row] = await conn
    .select({
      email: user.email,
      name: user.name,
      fullName: profiles.fullName,
      timeZone: profiles.timeZone,
      interviewerName: interviewers.name,
      startsAt: interviewSlots.startsAt,
    })
    .from(interviewRequests)
    .innerJoin(user, eq(user.id, interviewRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, interviewRequests.userId))
    .innerJoin(interviewers, eq(interviewers.id, interviewRequests.interviewerId))
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviewRequests.slotId))
    .where(eq(interviewRequests.id, requestId));
  return row ? { ...row, name: row.fullName || row.name } : null;
}

/**
 * The 'booked' mail, once per request whichever path booked it (callback, webhook,
 * reconciliation or the ₹0 path): the conditional update claims it.
 */
async function mailBooked(deps: InterviewDeps, requestId: string) {
  const claimed = await deps.db
    .update(interviewRequests)
    .set({ bookedMailAt: new Date() })
    .where(and(eq(interviewRequests.id, requestId), isNull(interviewRequests.bookedMailAt)))
    .returning({ id: interviewRequests.id });
  if (claimed.length === 0) return;
  const t = await mailTarget(deps.db, requestId);
  if (t) await deps.mailer.send(bookedMail(t));
}

/**
 * Returns the money of a paid interview order that has no live booking (the slot went to someone
 * else, or the operator rejected it). The row is locked while the provider refunds, so the
 * callback, the job and the operator never refund twice; only the one that flips paid → refunded
 * mails the candidate. Answers whether this call refunded it.
 */
export async function refundInterviewOrder(deps: InterviewDeps, orderId: string): Promise<boolean> {
  const provider = requireProvider(deps.payments);
  const refunded = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.purpose, 'interview'),
          eq(orders.status, 'paid'),
          sql`not exists (select 1 from ${interviewRequests} r where r.order_id = ${orders.id} and r.status <> 'rejected')`,
        ),
      )
      .for('update');
    if (!order?.providerPaymentId) return null;
    await provider.refund(order.providerPaymentId, order.amountPaise);
    await tx
      .update(orders)
      .set({ status: 'refunded', updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    return order;
  });
  if (!refunded) return false;
  deps.logger.info({ orderId }, 'interview payment refunded');
  const [who] = await deps.db
    .select({
      email: user.email,
      name: user.name,
      interviewerName: interviewers.name,
      rejected: interviewRequests.id,
    })
    .from(user)
    .leftJoin(interviewSlots, eq(interviewSlots.id, sql`${refunded.slotRef}::uuid`))
    .leftJoin(interviewers, eq(interviewers.id, interviewSlots.interviewerId))
    .leftJoin(interviewRequests, eq(interviewRequests.orderId, refunded.id))
    .where(eq(user.id, refunded.userId));
  // A rejected request's mail already says it is refunded; a lost slot gets its own mail.
  if (who && !who.rejected) {
    await deps.mailer.send(
      slotLostRefundMail({ ...who, interviewerName: who.interviewerName ?? 'your interviewer' }),
    );
  }
  return true;
}

/**
 * The scheduled job: frees expired holds and refunds every paid interview order left without a
 * live booking (the webhook or reconciliation activated it after its slot was gone, or a refund
 * call failed earlier and is retried here).
 */
export async function settleInterviews(deps: InterviewDeps, now = new Date()) {
  const released = await releaseExpiredHolds(deps.db, now);
  // Bookings made by the webhook or reconciliation (no callback) get their mail here.
  const unmailed = await deps.db
    .select({ id: interviewRequests.id })
    .from(interviewRequests)
    .where(
      and(
        isNull(interviewRequests.bookedMailAt),
        lt(interviewRequests.createdAt, new Date(now.getTime() - 30_000)),
      ),
    )
    .limit(100);
  for (const { id } of unmailed) await mailBooked(deps, id);
  let refunded = 0;
  if (deps.payments) {
    const due = await deps.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.purpose, 'interview'),
          eq(orders.status, 'paid'),
          eq(orders.provider, deps.payments.name),
          sql`not exists (select 1 from ${interviewRequests} r where r.order_id = ${orders.id} and r.status <> 'rejected')`,
        ),
      )
      .limit(100);
    for (const { id } of due) {
      try {
        if (await refundInterviewOrder(deps, id)) refunded++;
      } catch (err) {
        deps.logger.warn({ err, orderId: id }, 'interview refund failed; will retry');
      }
    }
  }
  return { released, refunded, mailed: unmailed.length };
}

/** The operator's status changes (spec §4): from which statuses each one may be made. */
export const TRANSITIONS: Record<
  'approve' | 'confirm' | 'reject' | 'complete',
  { to: Exclude<InterviewStatus, 'pending'>; from: InterviewStatus[] }
> = {
  approve: { to: 'approved', from: ['pending'] },
  confirm: { to: 'confirmed', from: ['pending', 'approved'] },
  reject: { to: 'rejected', from: ['pending', 'approved', 'confirmed'] },
  complete: { to: 'completed', from: ['approved', 'confirmed'] },
};

/**
 * The meeting details of the user's own approved or confirmed interview, only inside its window
 * (15 minutes before the start until the end): the room name is the secret, so it is not handed
 * out earlier than needed. With JITSI_APP_ID/JITSI_PRIVATE_KEY the token expires when it ends.
 */
export async function joinInterview(
  deps: { db: Db; env: MeetingEnv },
  userId: string,
  requestId: string,
  now = new Date(),
): Promise<MeetingJoin> {
  const { request, slot } = await getOwnRequest(deps.db, userId, requestId);
  if (request.status !== 'approved' && request.status !== 'confirmed') {
    throw new ConflictError('This interview is not confirmed yet.', 'not_confirmed');
  }
  if (!slot) throw new ConflictError('This interview has no time slot.', 'no_slot');
  const { opensAt, closesAt } = joinWindow(slot.startsAt);
  if (now < opensAt) throw new ConflictError(JOIN_TOOLTIP, 'join_not_open');
  if (now >= closesAt) throw new ConflictError('This interview has ended.', 'join_closed');
  const [who] = await deps.db
    .select({ name: user.name, email: user.email, fullName: profiles.fullName })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  return meetingJoin(
    deps.env,
    request.jitsiRoomName,
    { id: userId, name: who?.fullName || who?.name || '', email: who?.email ?? '' },
    { expiresAt: closesAt, now },
  );
}
