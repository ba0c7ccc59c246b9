/**
 * The slot's life: hold → booking, each step one conditional statement on the slot row
 * (docs/decisions/011-interviews.md). This file imports no other feature's service except the
 * entitlement ledger, so the payments activation can call it without an import circle.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { interviewers, interviewRequests, interviewSlots } from '../../db/schema';
import { HOLD_MINUTES } from '@/shared/interviews';

type Conn = Db | Tx;
export type SlotRow = typeof interviewSlots.$inferSelect;
export type RequestRow = typeof interviewRequests.$inferSelect;

/** ≥ 128 random bits (here 160), lower-case hex: Jitsi lower-cases room names. */
export function newRoomName(): string {
  return `ssbprep-interview-${randomBytes(20).toString('hex')}`;
}

/** Free now: available, or held by a hold that has expired, or held by this same user. */
const freeFor = (userId: string | null, now: Date) =>
  or(
    eq(interviewSlots.status, 'available'),
    and(eq(interviewSlots.status, 'held'), lte(interviewSlots.holdExpiresAt, now)),
    userId ? and(eq(interviewSlots.status, 'held'), eq(interviewSlots.heldBy, userId)) : undefined,
  );

/**
 * Takes a HOLD_MINUTES hold in ONE conditional UPDATE: the slot must belong to the (active)
 * interviewer, start in the future and be free. Thirty racing callers: one row comes back, the
 * others get none. A user re-opening checkout for the slot they hold takes it again under the new
 * ref (the old order, if it is ever paid, no longer owns the slot and is refunded).
 */
export async function takeHold(
  conn: Conn,
  input: { slotId: string; interviewerId: string; userId: string; holdRef: string; now: Date },
): Promise<SlotRow | null> {
  const { now } = input;
  const [slot] = await conn
    .update(interviewSlots)
    .set({
      status: 'held',
      heldBy: input.userId,
      holdRef: input.holdRef,
      holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
    })
    .where(
      and(
        eq(interviewSlots.id, input.slotId),
        eq(interviewSlots.interviewerId, input.interviewerId),
        gt(interviewSlots.startsAt, now),
        freeFor(input.userId, now),
        sql`exists (select 1 from ${interviewers} i where i.id = ${interviewSlots.interviewerId} and i.is_active)`,
      ),
    )
    .returning();
  return slot ?? null;
}

/** Gives a hold back (its checkout could not be opened). Only the same hold is released. */
export async function releaseHold(conn: Conn, slotId: string, holdRef: string) {
  await conn
    .update(interviewSlots)
    .set({ status: 'available', heldBy: null, holdRef: null, holdExpiresAt: null })
    .where(
      and(
        eq(interviewSlots.id, slotId),
        eq(interviewSlots.status, 'held'),
        eq(interviewSlots.holdRef, holdRef),
      ),
    );
}

/**
 * Turns a hold into a booking and writes the request, in the caller's transaction. The slot must
 * still start in the future and be held by this ref, or be free again (the hold expired and nobody
 * took it). Returns null when the slot went to someone else: the caller refunds or rolls back.
 */
export async function bookSlotTx(
  tx: Tx,
  input: {
    slotId: string;
    userId: string;
    holdRef: string;
    orderId: string | null;
    isIncluded: boolean;
    now: Date;
    requestId?: string;
  },
): Promise<RequestRow | null> {
  const { now } = input;
  const [slot] = await tx
    .update(interviewSlots)
    .set({ status: 'booked', heldBy: input.userId, holdRef: input.holdRef, holdExpiresAt: null })
    .where(
      and(
        eq(interviewSlots.id, input.slotId),
        gt(interviewSlots.startsAt, now),
        or(
          and(eq(interviewSlots.status, 'held'), eq(interviewSlots.holdRef, input.holdRef)),
          freeFor(null, now),
        ),
      ),
    )
    .returning();
  if (!slot) return null;
  const [request] = await tx
    .insert(interviewRequests)
    .values({
      id: input.requestId,
      userId: input.userId,
      interviewerId: slot.interviewerId,
      slotId: slot.id,
      orderId: input.orderId,
      isIncluded: input.isIncluded,
      status: 'pending',
      jitsiRoomName: newRoomName(),
      createdAt: now,
      updatedAt: now,
    })
    // The unique indexes (one live request per slot, one per order) are the backstop.
    .onConflictDoNothing()
    .returning();
  if (!request) throw new Error(`slot ${slot.id} was booked but already has a live request`);
  return request;
}

/**
 * Called by the payments activation for an order with purpose 'interview' (its slotRef is the
 * slot id, its own id the hold's ref). Null: the slot is gone and the payment must be refunded.
 */
export async function bookInterviewOrderTx(
  tx: Tx,
  order: { id: string; userId: string; slotRef: string | null },
  now: Date,
): Promise<RequestRow | null> {
  if (!order.slotRef) return null;
  return bookSlotTx(tx, {
    slotId: order.slotRef,
    userId: order.userId,
    holdRef: order.id,
    orderId: order.id,
    isIncluded: false,
    now,
  });
}

/** Frees every hold whose time is up (the scheduled job; holds also lapse on their own). */
export async function releaseExpiredHolds(conn: Conn, now = new Date()): Promise<number> {
  const rows = await conn
    .update(interviewSlots)
    .set({ status: 'available', heldBy: null, holdRef: null, holdExpiresAt: null })
    .where(and(eq(interviewSlots.status, 'held'), lte(interviewSlots.holdExpiresAt, now)))
    .returning({ id: interviewSlots.id });
  return rows.length;
}
