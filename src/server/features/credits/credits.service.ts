import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { creditLedger, userCredits } from '../../db/schema';
import { FREE_PLAN_NAME } from '@/shared/plans';
import { FREE_CREDITS, type CreditTestType, type TestType } from '@/shared/tests';
import type { CreditCheckResult, CreditsSummary } from '@/shared/schemas/credits';
import type { Logger } from '../../logger';
import { CREDITS_AND_PLAN } from '../../db/hot-sql';
import { runHot } from '../../db/prepared';

type Conn = Db | Tx;
const column = {
  wat: userCredits.watCredits,
  srt: userCredits.srtCredits,
  ppdt: userCredits.ppdtCredits,
} as const;
const field = { wat: 'watCredits', srt: 'srtCredits', ppdt: 'ppdtCredits' } as const;

/** The user's credits row, created with the free-plan defaults (and ledger rows) on first need. */
export async function ensureCredits(db: Conn, userId: string) {
  const [existing] = await db.select().from(userCredits).where(eq(userCredits.userId, userId));
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(userCredits)
      .values({
        userId,
        watCredits: FREE_CREDITS.wat,
        srtCredits: FREE_CREDITS.srt,
        ppdtCredits: FREE_CREDITS.ppdt,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const [row] = await tx.select().from(userCredits).where(eq(userCredits.userId, userId));
      return row;
    }
    await tx.insert(creditLedger).values(
      (Object.keys(FREE_CREDITS) as CreditTestType[]).map((testType) => ({
        userId,
        testType,
        delta: FREE_CREDITS[testType],
        reason: 'initial' as const,
      })),
    );
    return created;
  });
}

export interface Access {
  hasUnlimited: boolean;
  hasActivePlan: boolean;
  planName: string;
}

interface AccessRow {
  wat: number;
  srt: number;
  ppdt: number;
  hasUnlimited: boolean;
  planName: string | null;
}

/**
 * Unlimited when a subscription counts (active, not expired) or has_unlimited is set. One
 * statement (the credits row with the current plan joined); the row is created on first need.
 */
export async function getAccess(
  db: Conn,
  userId: string,
): Promise<Access & { credits: Record<CreditTestType, number> }> {
  const now = new Date();
  let [row] = await runHot<AccessRow>(db, CREDITS_AND_PLAN, [userId, now]);
  if (!row) {
    await ensureCredits(db, userId);
    [row] = await runHot<AccessRow>(db, CREDITS_AND_PLAN, [userId, now]);
  }
  const hasActivePlan = row.planName !== null;
  return {
    hasActivePlan,
    hasUnlimited: hasActivePlan || row.hasUnlimited,
    planName: row.planName ?? (row.hasUnlimited ? 'Premium Access' : FREE_PLAN_NAME),
    credits: { wat: row.wat, srt: row.srt, ppdt: row.ppdt },
  };
}

export async function getCreditsSummary(db: Db, userId: string): Promise<CreditsSummary> {
  const access = await getAccess(db, userId);
  return {
    credits: access.credits,
    limits: { ...FREE_CREDITS },
    hasUnlimited: access.hasUnlimited,
    hasActivePlan: access.hasActivePlan,
    planName: access.planName,
  };
}

/** Spec manage-credits check. Any failure reads as can_take_test false, credits 0 (logged). */
export async function checkCredits(
  db: Db,
  logger: Logger,
  userId: string,
  testType: TestType,
  itemCount: number,
): Promise<CreditCheckResult> {
  try {
    const access = await getAccess(db, userId);
    if (testType === 'tat') {
      return {
        can_take_test: access.hasActivePlan || access.hasUnlimited,
        credits: 0,
        has_unlimited: access.hasUnlimited,
      };
    }
    const credits = access.credits[testType];
    return {
      can_take_test: access.hasUnlimited || credits >= itemCount,
      credits,
      has_unlimited: access.hasUnlimited,
    };
  } catch (err) {
    logger.error({ err, userId, testType }, 'credit check failed');
    return { can_take_test: false, credits: 0, has_unlimited: false };
  }
}

export class InsufficientCreditsError extends Error {
  constructor(
    readonly testType: TestType,
    readonly needed: number,
    readonly available: number,
  ) {
    super(
      testType === 'tat'
        ? 'TAT practice needs an active paid plan.'
        : `Not enough ${testType.toUpperCase()} credits: this practice needs ${needed} and you have ${available}.`,
    );
  }
}

/**
 * Pays for one practice session inside the caller's transaction: one conditional update that can
 * never go below zero, plus a ledger row unique per (user, test, session), so a retried consume
 * for the same session charges once and two racing consumes can never overspend.
 * Unlimited users are not charged. Throws InsufficientCreditsError when the balance is short.
 */
export async function consumeCreditsTx(
  tx: Tx,
  userId: string,
  testType: TestType,
  itemCount: number,
  practiceSessionId: string,
  /** The caller's getAccess in this transaction, when it has one (saves a round trip). */
  known?: Awaited<ReturnType<typeof getAccess>>,
): Promise<{ charged: number }> {
  const access = known ?? (await getAccess(tx, userId));
  if (testType === 'tat') {
    if (!access.hasUnlimited) throw new InsufficientCreditsError('tat', itemCount, 0);
    return { charged: 0 };
  }
  if (access.hasUnlimited) return { charged: 0 };
  const [ledger] = await tx
    .insert(creditLedger)
    .values({ userId, testType, delta: -itemCount, reason: 'consume', practiceSessionId })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  if (!ledger) return { charged: 0 }; // this session is already paid for
  const col = column[testType];
  const [updated] = await tx
    .update(userCredits)
    .set({ [field[testType]]: sql`${col} - ${itemCount}`, updatedAt: new Date() })
    .where(and(eq(userCredits.userId, userId), gte(col, itemCount)))
    .returning({ left: col });
  if (!updated) throw new InsufficientCreditsError(testType, itemCount, access.credits[testType]);
  return { charged: itemCount };
}
