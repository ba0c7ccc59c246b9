import { and, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { entitlementLedger, userCredits } from '../../db/schema';
import type { PlanId } from '@/shared/plans';
import type { Entitlements } from '@/shared/schemas/subscription';
import { getActiveSubscriptionRow } from './subscription.service';

type Conn = Db | Tx;

/** What each tier gives (issue 12). Features check these flags, never plan names. */
export const TIERS: Record<
  PlanId,
  {
    unlimitedTests: boolean;
    earlyRoomAccess: boolean;
    privateRooms: boolean;
    includedMockInterviews: number;
  }
> = {
  cadet: {
    unlimitedTests: false,
    earlyRoomAccess: false,
    privateRooms: false,
    includedMockInterviews: 0,
  },
  lieutenant: {
    unlimitedTests: true,
    earlyRoomAccess: false,
    privateRooms: false,
    includedMockInterviews: 0,
  },
  major: {
    unlimitedTests: true,
    earlyRoomAccess: true,
    privateRooms: false,
    includedMockInterviews: 0,
  },
  brigadier: {
    unlimitedTests: true,
    earlyRoomAccess: true,
    privateRooms: true,
    includedMockInterviews: 0,
  },
  general: {
    unlimitedTests: true,
    earlyRoomAccess: true,
    privateRooms: true,
    includedMockInterviews: 1,
  },
};

/** Rooms open to everyone else from this many hours before their start (early access: on publish). */
export const ROOM_ENROLMENT_OPENS_HOURS = 48;

/**
 * The one function the rooms and interviews features ask: what this user may do now. The
 * operator's has_unlimited flag also lifts test limits.
 */
export async function entitlements(
  db: Conn,
  userId: string,
  now = new Date(),
): Promise<Entitlements> {
  const [subscription, [credits]] = await Promise.all([
    getActiveSubscriptionRow(db, userId, now),
    db
      .select({ hasUnlimited: userCredits.hasUnlimited })
      .from(userCredits)
      .where(eq(userCredits.userId, userId)),
  ]);
  const planId = (subscription?.planId ?? 'cadet') as PlanId;
  const tier = TIERS[planId] ?? TIERS.cadet;
  let used = 0;
  if (subscription && tier.includedMockInterviews > 0) {
    const [row] = await db
      .select({ n: count() })
      .from(entitlementLedger)
      .where(
        and(
          eq(entitlementLedger.subscriptionId, subscription.id),
          eq(entitlementLedger.kind, 'mock_interview'),
        ),
      );
    used = row?.n ?? 0;
  }
  return {
    planId,
    subscriptionId: subscription?.id ?? null,
    unlimitedTests: tier.unlimitedTests || Boolean(credits?.hasUnlimited),
    earlyRoomAccess: tier.earlyRoomAccess,
    privateRooms: tier.privateRooms,
    includedMockInterviews: tier.includedMockInterviews,
    mockInterviewsLeft: Math.max(0, tier.includedMockInterviews - used),
  };
}

/**
 * Takes one included mock interview for `ref` (a booking id) inside the caller's transaction.
 * Returns false when none is left. The unique (subscription, kind, seq) index makes two racing
 * claims for the last one end with exactly one winner; the same ref claimed twice counts once.
 */
export async function claimIncludedMockInterview(
  tx: Tx,
  userId: string,
  ref: string,
  now = new Date(),
): Promise<boolean> {
  const ent = await entitlements(tx, userId, now);
  if (!ent.subscriptionId) return false;
  for (let seq = 1; seq <= ent.includedMockInterviews; seq++) {
    const inserted = await tx
      .insert(entitlementLedger)
      .values({ userId, subscriptionId: ent.subscriptionId, kind: 'mock_interview', seq, ref })
      .onConflictDoNothing()
      .returning({ id: entitlementLedger.id });
    if (inserted.length > 0) return true;
    const [same] = await tx
      .select({ id: entitlementLedger.id })
      .from(entitlementLedger)
      .where(
        and(
          eq(entitlementLedger.subscriptionId, ent.subscriptionId),
          eq(entitlementLedger.kind, 'mock_interview'),
          eq(entitlementLedger.ref, ref),
        ),
      );
    if (same) return true;
  }
  return false;
}

/** Whether the user may enrol in a room now (early access: as soon as it is published). */
export function canEnrolInRoom(
  ent: Pick<Entitlements, 'earlyRoomAccess' | 'privateRooms'>,
  room: { startsAt: Date; isPrivate: boolean },
  now = new Date(),
): boolean {
  if (room.isPrivate && !ent.privateRooms) return false;
  if (ent.earlyRoomAccess) return true;
  return room.startsAt.getTime() - now.getTime() <= ROOM_ENROLMENT_OPENS_HOURS * 3_600_000;
}
