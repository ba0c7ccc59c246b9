/**
 * What an operator does to interviews: list requests, change their status, publish slots. The
 * CLI (`npm run interviews`) calls these now; the admin console (issue 17) will call the same.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  entitlementLedger,
  interviewers,
  interviewRequests,
  interviewSlots,
  user,
} from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { isUuid } from '../../lib/validate';
import { INTERVIEW_STATUSES } from '@/shared/interviews';
import { statusMail } from './interviews.mail';
import type { InterviewDeps } from './interviews.queries';
import { TRANSITIONS } from './interviews.service';
import { mailTarget, refundInterviewOrder } from './interviews.settle';

export const operatorInterviewInputSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list'), status: z.enum(INTERVIEW_STATUSES).optional() }),
  z.object({ action: z.literal('interviewers') }),
  z.object({
    action: z.enum(['approve', 'confirm', 'reject', 'complete']),
    requestId: z.uuid({ error: 'Give the request id (a UUID, see `list`).' }),
  }),
  z.object({
    action: z.literal('add-slot'),
    interviewer: z.string().min(1).max(200),
    startsAt: z.iso.datetime({ offset: true, error: 'startsAt must be an ISO date-time' }),
    timeZone: z.string().min(1).max(64).default('Asia/Kolkata'),
  }),
]);
export type OperatorInterviewInput = z.infer<typeof operatorInterviewInputSchema>;

export async function runOperatorAction(deps: InterviewDeps, input: OperatorInterviewInput) {
  switch (input.action) {
    case 'list':
      return { requests: await listAllRequests(deps, input.status) };
    case 'interviewers':
      return { interviewers: await listInterviewerKeys(deps) };
    case 'add-slot':
      return { slot: await addSlot(deps, input) };
    default:
      return { request: await changeRequestStatus(deps, input.requestId, input.action) };
  }
}

export async function listAllRequests(deps: InterviewDeps, status?: string) {
  const rows = await deps.db
    .select({
      id: interviewRequests.id,
      status: interviewRequests.status,
      candidate: user.email,
      interviewer: interviewers.name,
      startsAt: interviewSlots.startsAt,
      orderId: interviewRequests.orderId,
      isIncluded: interviewRequests.isIncluded,
      createdAt: interviewRequests.createdAt,
    })
    .from(interviewRequests)
    .innerJoin(user, eq(user.id, interviewRequests.userId))
    .innerJoin(interviewers, eq(interviewers.id, interviewRequests.interviewerId))
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviewRequests.slotId))
    .where(
      status
        ? eq(interviewRequests.status, status as (typeof INTERVIEW_STATUSES)[number])
        : undefined,
    )
    .orderBy(desc(interviewRequests.createdAt))
    .limit(500);
  return rows.map((r) => ({
    ...r,
    startsAt: r.startsAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * approve | confirm | reject | complete, each a conditional update from the statuses it may
 * follow (a repeat or a stale action answers 409). Rejecting frees the slot, gives back an
 * included interview and refunds a paid one. Every change mails the candidate.
 */
export async function changeRequestStatus(
  deps: InterviewDeps,
  requestId: string,
  action: keyof typeof TRANSITIONS,
  now = new Date(),
) {
  const { to, from } = TRANSITIONS[action];
  const changed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(interviewRequests)
      .set({ status: to, updatedAt: now })
      .where(and(eq(interviewRequests.id, requestId), inArray(interviewRequests.status, from)))
      .returning();
    if (!row) return null;
    if (to === 'rejected') {
      await tx
        .update(interviewSlots)
        .set({ status: 'available', heldBy: null, holdRef: null, holdExpiresAt: null })
        .where(and(eq(interviewSlots.id, row.slotId), eq(interviewSlots.status, 'booked')));
      await tx
        .delete(entitlementLedger)
        .where(
          and(eq(entitlementLedger.kind, 'mock_interview'), eq(entitlementLedger.ref, row.id)),
        );
    }
    return row;
  });
  if (!changed) {
    const [current] = await deps.db
      .select({ status: interviewRequests.status })
      .from(interviewRequests)
      .where(eq(interviewRequests.id, requestId));
    if (!current) throw new NotFoundError('interview request');
    throw new ConflictError(
      `Cannot ${action} a request that is ${current.status} (allowed from: ${from.join(', ')}).`,
      'bad_transition',
    );
  }
  let refunded = false;
  if (to === 'rejected' && changed.orderId) {
    refunded = await refundInterviewOrder(deps, changed.orderId);
  }
  const target = await mailTarget(deps.db, changed.id);
  if (target) await deps.mailer.send(statusMail(target, to));
  return { id: changed.id, status: changed.status, refunded };
}

/** Publishes one slot for an interviewer (by id or slug). The same instant twice is refused. */
export async function addSlot(
  deps: InterviewDeps,
  input: { interviewer: string; startsAt: string; timeZone: string },
) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: input.timeZone });
  } catch {
    throw new ValidationError(`Unknown time zone: ${input.timeZone}`);
  }
  const [who] = await deps.db
    .select({ id: interviewers.id })
    .from(interviewers)
    .where(
      isUuid(input.interviewer)
        ? eq(interviewers.id, input.interviewer)
        : eq(interviewers.slug, input.interviewer),
    );
  if (!who) throw new NotFoundError('interviewer');
  const [slot] = await deps.db
    .insert(interviewSlots)
    .values({ interviewerId: who.id, startsAt: new Date(input.startsAt), timeZone: input.timeZone })
    .onConflictDoNothing()
    .returning();
  if (!slot) throw new ConflictError('That interviewer already has a slot at that time.');
  return { id: slot.id, interviewerId: slot.interviewerId, startsAt: slot.startsAt.toISOString() };
}

/** The interviewers an operator can name (slug and id), for `npm run interviews -- interviewers`. */
export async function listInterviewerKeys(deps: InterviewDeps) {
  return deps.db
    .select({ slug: interviewers.slug, id: interviewers.id, name: interviewers.name })
    .from(interviewers)
    .orderBy(asc(interviewers.name));
}
