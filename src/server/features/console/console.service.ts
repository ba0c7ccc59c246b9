/**
 * Read side of the console (issue 17) and the one write it owns (credit grants). Interview and
 * room changes go through interviews.operator.ts and rooms.admin.ts, never around them.
 */
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  creditLedger,
  orders,
  profiles,
  roomEnrollments,
  rooms,
  subscriptions,
  user,
  userCredits,
} from '../../db/schema';
import { creditGrantSchema, type CreditGrant } from '@/shared/schemas/console-users';
import type { ConsoleUserDetail } from '@/shared/schemas/console-users';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { isUuid } from '../../lib/validate';
import { ensureCredits, getCreditsSummary } from '../credits/credits.service';

export async function listConsoleRooms(db: Db) {
  const rows = await db
    .select({
      id: rooms.id,
      title: rooms.title,
      roomType: rooms.roomType,
      scheduledDatetime: rooms.scheduledDatetime,
      durationMinutes: rooms.durationMinutes,
      maxParticipants: rooms.maxParticipants,
      seatsTaken: rooms.seatsTaken,
      modName: rooms.modName,
      modEmail: rooms.modEmail,
      description: rooms.description,
      isActive: rooms.isActive,
      isPrivate: rooms.isPrivate,
      roomFileName: rooms.roomFileName,
    })
    .from(rooms)
    .orderBy(
      desc(rooms.isActive),
      // Upcoming first, soonest on top; then the past, most recent first.
      sql`${rooms.scheduledDatetime} < now()`,
      sql`case when ${rooms.scheduledDatetime} >= now() then ${rooms.scheduledDatetime} end asc`,
      desc(rooms.scheduledDatetime),
    )
    .limit(500);
  return rows.map((r) => ({ ...r, scheduledDatetime: r.scheduledDatetime.toISOString() }));
}

export async function getRoomRow(db: Db, roomId: string) {
  if (!isUuid(roomId)) throw new NotFoundError('room');
  const [room] = await db.select().from(rooms).where(eq(rooms.id, roomId));
  if (!room) throw new NotFoundError('room');
  return room;
}

/** The enrolled people with the phone they gave for the reminder (or their profile's). */
export async function listRoomParticipants(db: Db, roomId: string) {
  await getRoomRow(db, roomId);
  const rows = await db
    .select({
      enrollmentId: roomEnrollments.id,
      userId: user.id,
      name: user.name,
      email: user.email,
      reminderPhone: roomEnrollments.reminderPhone,
      profilePhone: profiles.phone,
      emailReminderAt: roomEnrollments.emailReminderAt,
      whatsappReminderAt: roomEnrollments.whatsappReminderAt,
      enrolledAt: roomEnrollments.createdAt,
    })
    .from(roomEnrollments)
    .innerJoin(user, eq(user.id, roomEnrollments.userId))
    .leftJoin(profiles, eq(profiles.userId, roomEnrollments.userId))
    .where(eq(roomEnrollments.roomId, roomId))
    .orderBy(asc(roomEnrollments.createdAt));
  return rows.map(({ profilePhone, ...r }) => ({
    ...r,
    phone: r.reminderPhone || profilePhone || null,
    emailReminderAt: r.emailReminderAt?.toISOString() ?? null,
    whatsappReminderAt: r.whatsappReminderAt?.toISOString() ?? null,
    enrolledAt: r.enrolledAt.toISOString(),
  }));
}

const userColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  emailVerified: user.emailVerified,
  twoFactorEnabled: user.twoFactorEnabled,
  role: user.role,
  createdAt: user.createdAt,
};

/** Up to 20 accounts whose email contains the text (never passwords or TOTP secrets). */
export async function searchUsers(db: Db, email: string) {
  const pattern = `%${email.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const rows = await db
    .select(userColumns)
    .from(user)
    .where(email ? ilike(user.email, pattern) : undefined)
    .orderBy(desc(user.createdAt))
    .limit(20);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * One account for the Users section: credits with the ledger (and each admin row's reason), the
 * subscriptions and the orders. Only the columns listed here leave the server.
 */
export async function getConsoleUser(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<ConsoleUserDetail> {
  const [row] = await db.select(userColumns).from(user).where(eq(user.id, userId));
  if (!row) throw new NotFoundError('user');
  const [credits, ledger, subs, userOrders] = await Promise.all([
    getCreditsSummary(db, userId),
    db
      .select({
        id: creditLedger.id,
        testType: creditLedger.testType,
        delta: creditLedger.delta,
        reason: creditLedger.reason,
        note: creditLedger.note,
        practiceSessionId: creditLedger.practiceSessionId,
        createdAt: creditLedger.createdAt,
      })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(desc(creditLedger.createdAt))
      .limit(200),
    db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.startsAt))
      .limit(50),
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt))
      .limit(100),
  ]);
  return {
    user: { ...row, createdAt: row.createdAt.toISOString() },
    credits,
    ledger: ledger.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
    subscriptions: subs.map((s) => ({
      id: s.id,
      planId: s.planId,
      planName: s.planName,
      status: s.status,
      startsAt: s.startsAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      amount: s.amount,
      orderId: s.orderId,
      isCurrent: s.status === 'active' && s.expiresAt > now,
    })),
    orders: userOrders.map(toConsoleOrder),
  };
}

export function toConsoleOrder(o: typeof orders.$inferSelect) {
  return {
    id: o.id,
    provider: o.provider,
    providerOrderId: o.providerOrderId,
    providerPaymentId: o.providerPaymentId,
    purpose: o.purpose,
    planId: o.planId,
    slotRef: o.slotRef,
    amountPaise: o.amountPaise,
    currency: o.currency,
    status: o.status,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    refundedAt: o.refundedAt?.toISOString() ?? null,
  };
}

export { creditGrantSchema, type CreditGrant };

const balance = {
  wat: userCredits.watCredits,
  srt: userCredits.srtCredits,
  ppdt: userCredits.ppdtCredits,
} as const;

/**
 * Adds (or, negative, takes back) credits: the balance changes in one conditional statement that
 * cannot go below zero, and the ledger row ('grant', or 'adjust' when negative) in the same
 * transaction. The written reason is the ledger row's note and goes to the audit row.
 */
export async function grantCredits(db: Db, userId: string, input: CreditGrant) {
  const [exists] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!exists) throw new NotFoundError('user');
  await ensureCredits(db, userId);
  const col = balance[input.testType];
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ value: col })
      .from(userCredits)
      .where(eq(userCredits.userId, userId));
    const [row] = await tx
      .update(userCredits)
      .set({ [colKey(input.testType)]: sql`${col} + ${input.amount}`, updatedAt: new Date() })
      .where(and(eq(userCredits.userId, userId), sql`${col} + ${input.amount} >= 0`))
      .returning({ value: col });
    if (!row)
      throw new ValidationError(
        `amount: the ${input.testType.toUpperCase()} balance is ${before?.value ?? 0}; it cannot go below 0.`,
      );
    const [entry] = await tx
      .insert(creditLedger)
      .values({
        userId,
        testType: input.testType,
        delta: input.amount,
        reason: input.amount > 0 ? 'grant' : 'adjust',
        note: input.reason,
      })
      .returning({ id: creditLedger.id });
    return {
      ledgerId: entry.id,
      testType: input.testType,
      before: before?.value ?? 0,
      after: row.value,
    };
  });
}

function colKey(t: CreditGrant['testType']) {
  return ({ wat: 'watCredits', srt: 'srtCredits', ppdt: 'ppdtCredits' } as const)[t];
}
