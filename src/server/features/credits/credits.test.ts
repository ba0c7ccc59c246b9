import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { creditLedger, evaluations, subscriptions, userCredits } from '@/server/db/schema';
import { createTestApp, signUpAndSignIn } from '@/test/harness';
import { grantAccess } from './grant.service';
import { consumeCreditsTx, InsufficientCreditsError } from './credits.service';

const t = await createTestApp();

/** What the practice start does inside its transaction (there is no public consume route). */
const consume = async (
  userId: string,
  body: { test_type: 'wat' | 'srt' | 'ppdt' | 'tat'; item_count: number; session_id: string },
) => {
  try {
    await t.ctx.db.transaction((tx) =>
      consumeCreditsTx(tx, userId, body.test_type, body.item_count, body.session_id),
    );
    return { success: true };
  } catch (err) {
    if (!(err instanceof InsufficientCreditsError)) throw err;
    return { success: false, error: err.message };
  }
};

describe('credits', () => {
  it('creates the free-plan defaults on first need, with ledger rows explaining them', async () => {
    const u = await signUpAndSignIn(t);
    const res = await t.request('/api/credits', { cookie: u.cookie });
    expect(await res.json()).toEqual({
      credits: { wat: 10, srt: 10, ppdt: 2 },
      limits: { wat: 10, srt: 10, ppdt: 2 },
      hasUnlimited: false,
      hasActivePlan: false,
      planName: 'Cadet Free Plan',
    });
    const ledger = await t.ctx.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, u.userId));
    expect(ledger.map((l) => [l.testType, l.delta, l.reason]).sort()).toEqual([
      ['ppdt', 2, 'initial'],
      ['srt', 10, 'initial'],
      ['wat', 10, 'initial'],
    ]);
  });

  it('checks and consumes; a short balance fails with the message and charges nothing', async () => {
    const u = await signUpAndSignIn(t);
    const check = await t.request('/api/credits/check', {
      method: 'POST',
      cookie: u.cookie,
      json: { test_type: 'wat', item_count: 10 },
    });
    expect(await check.json()).toEqual({ can_take_test: true, credits: 10, has_unlimited: false });
    expect(
      await consume(u.userId, { test_type: 'wat', item_count: 7, session_id: 'session-aaaa' }),
    ).toEqual({ success: true });
    const short = await consume(u.userId, {
      test_type: 'wat',
      item_count: 4,
      session_id: 'session-bbbb',
    });
    expect(short.success).toBe(false);
    expect(short.error).toBe('Not enough WAT credits: this practice needs 4 and you have 3.');
    const [row] = await t.ctx.db.select().from(userCredits).where(eq(userCredits.userId, u.userId));
    expect(row.watCredits).toBe(3);
    const blocked = await t.request('/api/credits/check', {
      method: 'POST',
      cookie: u.cookie,
      json: { test_type: 'wat', item_count: 4 },
    });
    expect((await blocked.json()).can_take_test).toBe(false);
  });

  it('charges a practice session once, however often the consume is retried', async () => {
    const u = await signUpAndSignIn(t);
    for (let i = 0; i < 3; i++) {
      const res = await consume(u.userId, {
        test_type: 'srt',
        item_count: 5,
        session_id: 'same-session-1',
      });
      expect(res.success).toBe(true);
    }
    const [row] = await t.ctx.db.select().from(userCredits).where(eq(userCredits.userId, u.userId));
    expect(row.srtCredits).toBe(5);
  });

  it('20 parallel consumes against a balance of 2: exactly 2 succeed, balance 0, 2 ledger rows', async () => {
    const u = await signUpAndSignIn(t);
    await t.request('/api/credits', { cookie: u.cookie }); // create the row (ppdt 2)
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        consume(u.userId, {
          test_type: 'ppdt',
          item_count: 1,
          session_id: `race-session-${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.success)).toHaveLength(2);
    const [row] = await t.ctx.db.select().from(userCredits).where(eq(userCredits.userId, u.userId));
    expect(row.ppdtCredits).toBe(0);
    const consumes = (
      await t.ctx.db.select().from(creditLedger).where(eq(creditLedger.userId, u.userId))
    ).filter((l) => l.reason === 'consume');
    expect(consumes).toHaveLength(2);
  });

  it('gives unlimited access through an active plan or has_unlimited, not an expired or cancelled one', async () => {
    const u = await signUpAndSignIn(t);
    await t.request('/api/credits', { cookie: u.cookie });
    const base = { userId: u.userId, planId: 'major', planName: 'Major', amount: 749 };
    await t.ctx.db.insert(subscriptions).values([
      { ...base, status: 'active', expiresAt: new Date(Date.now() - 1000) },
      { ...base, status: 'cancelled', expiresAt: new Date(Date.now() + 86_400_000) },
    ]);
    let summary = await (await t.request('/api/credits', { cookie: u.cookie })).json();
    expect(summary.hasUnlimited).toBe(false);
    expect(
      (await (await t.request('/api/subscription', { cookie: u.cookie })).json()).subscription,
    ).toBeNull();

    await grantAccess(t.ctx.db, { email: u.email, unlimited: true });
    summary = await (await t.request('/api/credits', { cookie: u.cookie })).json();
    expect(summary).toMatchObject({ hasUnlimited: true, hasActivePlan: false });
    expect(
      (
        await consume(u.userId, {
          test_type: 'ppdt',
          item_count: 1,
          session_id: 'unlimited-session-1',
        })
      ).success,
    ).toBe(true);
    const [row] = await t.ctx.db.select().from(userCredits).where(eq(userCredits.userId, u.userId));
    expect(row.ppdtCredits).toBe(2); // not charged

    await grantAccess(t.ctx.db, { email: u.email, unlimited: false, plan: 'major' });
    summary = await (await t.request('/api/credits', { cookie: u.cookie })).json();
    expect(summary).toMatchObject({ hasUnlimited: true, hasActivePlan: true, planName: 'Major' });
    const sub = (await (await t.request('/api/subscription', { cookie: u.cookie })).json())
      .subscription;
    expect(sub).toMatchObject({ planId: 'major', status: 'active', amount: 749, currency: 'INR' });
  });

  it('refuses TAT without a plan', async () => {
    const u = await signUpAndSignIn(t);
    const res = await consume(u.userId, {
      test_type: 'tat',
      item_count: 3,
      session_id: 'tat-session-1',
    });
    expect(res).toEqual({ success: false, error: 'TAT practice needs an active paid plan.' });
  });

  it('keeps users apart and validates input', async () => {
    const a = await signUpAndSignIn(t);
    const b = await signUpAndSignIn(t);
    await consume(a.userId, { test_type: 'wat', item_count: 10, session_id: 'a-session' });
    expect((await (await t.request('/api/credits', { cookie: b.cookie })).json()).credits.wat).toBe(
      10,
    );
    // Credits are spent only by the server's own practice start: no public route charges an id.
    const consumeRoute = await t.request('/api/credits/consume', {
      method: 'POST',
      cookie: b.cookie,
      json: { test_type: 'wat', item_count: 1, session_id: 'any-session-id' },
    });
    expect(consumeRoute.status).toBe(404);
    const bad = await t.request('/api/credits/check', {
      method: 'POST',
      cookie: b.cookie,
      json: { test_type: 'chess', item_count: 1 },
    });
    expect((await bad.json()).error.message).toBe(
      'test_type: test_type must be one of wat, srt, ppdt, tat',
    );
    const negative = await t.request('/api/credits/check', {
      method: 'POST',
      cookie: b.cookie,
      json: { test_type: 'wat', item_count: -3, user_id: a.userId },
    });
    expect(negative.status).toBe(400);
    expect((await t.request('/api/credits')).status).toBe(401);
  });
});

describe('streak', () => {
  it('is 0 for a new user and counts evaluation days in the browser’s time zone', async () => {
    const u = await signUpAndSignIn(t);
    const first = await t.request('/api/streak', {
      cookie: u.cookie,
      headers: { 'x-time-zone': 'Asia/Kolkata' },
    });
    expect(await first.json()).toEqual({
      currentStreak: 0,
      longestStreak: 0,
      lastActivityDate: null,
    });
    const day = 86_400_000;
    await t.ctx.db.insert(evaluations).values(
      [0, 1, 2, 4].map((d) => ({
        userId: u.userId,
        testType: 'wat' as const,
        sessionId: `s-${u.userId}-${d}`,
        createdAt: new Date(Date.now() - d * day),
      })),
    );
    const res = await (
      await t.request('/api/streak', {
        cookie: u.cookie,
        headers: { 'x-time-zone': 'Asia/Kolkata' },
      })
    ).json();
    expect(res.currentStreak).toBe(3);
    expect(res.longestStreak).toBe(3);
    expect(res.lastActivityDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('ignores an invalid time zone header', async () => {
    const u = await signUpAndSignIn(t);
    const res = await t.request('/api/streak', {
      cookie: u.cookie,
      headers: { 'x-time-zone': 'Not/AZone' },
    });
    expect(res.status).toBe(200);
  });
});
