import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { creditLedger, testResponses, userCredits } from '@/server/db/schema';
import { grantAccess } from '@/server/features/credits/grant.service';
import { createTestApp, signUpAndSignIn, type TestApp } from '@/test/harness';
import type { PracticeSession } from '@/shared/schemas/practice';

const t = await createTestApp();

const start = async (cookie: string, testType: 'wat' | 'srt', count: number) => {
  const res = await t.request('/api/practice/sessions', {
    method: 'POST',
    cookie,
    json: { testType, count },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as PracticeSession;
};
const cancel = (cookie: string, id: string) =>
  t.request(`/api/practice/sessions/${id}/cancel`, { method: 'POST', cookie });
const save = (cookie: string, id: string, itemId: string) =>
  t.request(`/api/practice/sessions/${id}/responses/${itemId}`, {
    method: 'PUT',
    cookie,
    json: { responseText: 'Friends helped me finish the climb.' },
  });

async function balance(app: TestApp, userId: string) {
  const [row] = await app.ctx.db.select().from(userCredits).where(eq(userCredits.userId, userId));
  return row;
}
const refunds = (userId: string, sessionId: string) =>
  t.ctx.db
    .select()
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        eq(creditLedger.practiceSessionId, sessionId),
        eq(creditLedger.reason, 'refund'),
      ),
    );

describe('leaving a just-started test from its Instructions card', () => {
  it('cancels an untouched session and refunds its credits, with a ledger row', async () => {
    const u = await signUpAndSignIn(t);
    const s = await start(u.cookie, 'wat', 4);
    expect((await balance(t, u.userId)).watCredits).toBe(6);
    const res = await cancel(u.cookie, s.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ refunded: 4 });
    expect((await balance(t, u.userId)).watCredits).toBe(10);
    const ledger = await refunds(u.userId, s.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ testType: 'wat', delta: 4 });
    const after = (await (
      await t.request(`/api/practice/sessions/${s.id}`, { cookie: u.cookie })
    ).json()) as PracticeSession;
    expect(after.status).toBe('cancelled');
    // A cancelled session takes no answers and cannot be evaluated.
    expect((await save(u.cookie, s.id, s.items[0].id)).status).toBe(409);
    const submit = await t.request(`/api/practice/sessions/${s.id}/submit`, {
      method: 'POST',
      cookie: u.cookie,
    });
    expect(submit.status).toBe(409);
  });

  it('refunds once however often it is asked, even in parallel', async () => {
    const u = await signUpAndSignIn(t);
    const s = await start(u.cookie, 'srt', 3);
    const results = await Promise.all([1, 2, 3, 4].map(() => cancel(u.cookie, s.id)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await balance(t, u.userId)).srtCredits).toBe(10);
    expect(await refunds(u.userId, s.id)).toHaveLength(1);
  });

  it('never refunds a session with an answer, also when the answer races the cancel', async () => {
    const u = await signUpAndSignIn(t);
    const answered = await start(u.cookie, 'wat', 2);
    expect((await save(u.cookie, answered.id, answered.items[0].id)).status).toBe(200);
    const refused = await cancel(u.cookie, answered.id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('session_started');

    const raced = await start(u.cookie, 'wat', 3);
    const [saved, cancelled] = await Promise.all([
      save(u.cookie, raced.id, raced.items[0].id),
      cancel(u.cookie, raced.id),
    ]);
    // Exactly one wins: either the answer is stored and nothing is refunded, or the other way round.
    expect([saved.status, cancelled.status].sort()).toEqual([200, 409]);
    const stored = await t.ctx.db
      .select()
      .from(testResponses)
      .where(eq(testResponses.sessionId, raced.id));
    const ledger = await refunds(u.userId, raced.id);
    expect(stored.length + ledger.length).toBe(1);
    expect((await balance(t, u.userId)).watCredits).toBe(10 - 2 - (ledger.length ? 0 : 3));
  });

  it('cancels without a refund when nothing was charged, and keeps sessions private', async () => {
    const u = await signUpAndSignIn(t);
    const other = await signUpAndSignIn(t);
    await grantAccess(t.ctx.db, { email: u.email, unlimited: true });
    const s = await start(u.cookie, 'wat', 5);
    expect((await cancel(other.cookie, s.id)).status).toBe(404);
    const res = await cancel(u.cookie, s.id);
    expect(await res.json()).toEqual({ refunded: 0 });
    expect(await refunds(u.userId, s.id)).toHaveLength(0);
    expect((await cancel(u.cookie, 'not-a-uuid')).status).toBe(404);
  });
});
