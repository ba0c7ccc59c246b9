import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interviewers, interviewRequests, profiles, user } from '../../db/schema';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors';
import {
  JOIN_TOOLTIP,
  joinWindow,
  SLOT_TAKEN_MESSAGE,
  type InterviewStatus,
} from '@/shared/interviews';
import type { MeetingJoin } from '@/shared/meeting';
import type {
  CreateInterviewOrderInput,
  InterviewOrder,
  VerifiedInterviewPayment,
  VerifyInterviewPaymentInput,
} from '@/shared/schemas/interviews';
import { meetingJoin, type MeetingEnv } from '../../integrations/meeting';
import { activateOrder } from '../payments/activation.service';
import { openOrder } from '../payments/orders.service';
import { assertSignedPayment, findOwnOrder, requireProvider } from '../payments/payments.service';
import { CURRENCY, INTERVIEW_FEE_PAISE } from '../payments/plans';
import { piqExists } from '../piq/piq.service';
import { claimIncludedMockInterview, entitlements } from '../subscription/entitlements';
import { bookSlotTx, releaseHold, takeHold } from './booking.service';
import { SLOT_LOST_REFUND_MESSAGE } from './interviews.mail';
import { getOwnRequest, requestQuery, toRequest, type InterviewDeps } from './interviews.queries';
import { mailBooked, refundInterviewOrder } from './interviews.settle';

export const PIQ_REQUIRED_MESSAGE = 'Please complete your PIQ form';

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
