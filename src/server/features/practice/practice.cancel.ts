import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditLedger, testResponses, testSessions, userCredits } from '../../db/schema';
import { ConflictError } from '../../lib/errors';
import { ownSession } from './practice.service';

const column = {
  wat: userCredits.watCredits,
  srt: userCredits.srtCredits,
  ppdt: userCredits.ppdtCredits,
} as const;
const field = { wat: 'watCredits', srt: 'srtCredits', ppdt: 'ppdtCredits' } as const;

/**
 * Leaves a test from its Instructions card: an untouched session (active, not one answer stored)
 * is cancelled and the credits it took are given back, with a 'refund' row in the ledger.
 * One transaction that first locks the session row, so a racing answer (saveResponse locks the
 * same row) or a second cancel sees the outcome of the first: a session with an answer is never
 * refunded, and a session is refunded at most once (also guarded by a unique index).
 */
export async function cancelUntouchedSession(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<{ refunded: number }> {
  const session = await ownSession(db, userId, sessionId);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: testSessions.status, creditsCharged: testSessions.creditsCharged })
      .from(testSessions)
      .where(eq(testSessions.id, session.id))
      .for('update');
    if (!locked || locked.status !== 'active') {
      throw new ConflictError(
        'This test has already ended and cannot be cancelled.',
        'session_closed',
      );
    }
    const [answered] = await tx
      .select({ id: testResponses.id })
      .from(testResponses)
      .where(eq(testResponses.sessionId, session.id))
      .limit(1);
    if (answered) {
      throw new ConflictError(
        'This test already has answers, so its credits cannot be refunded.',
        'session_started',
      );
    }
    await tx
      .update(testSessions)
      .set({ status: 'cancelled', completedAt: new Date() })
      .where(eq(testSessions.id, session.id));
    const charged = locked.creditsCharged;
    if (charged <= 0 || session.testType === 'tat') return { refunded: 0 };
    const testType = session.testType;
    await tx.insert(creditLedger).values({
      userId,
      testType,
      delta: charged,
      reason: 'refund',
      practiceSessionId: session.id,
    });
    const col = column[testType];
    await tx
      .update(userCredits)
      .set({ [field[testType]]: sql`${col} + ${charged}`, updatedAt: new Date() })
      .where(and(eq(userCredits.userId, userId)));
    return { refunded: charged };
  });
}
