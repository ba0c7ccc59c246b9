import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  account,
  adminAudit,
  creditLedger,
  evaluations,
  interviewers,
  interviewRequests,
  interviewSlots,
  mailOutbox,
  orders,
  subscriptions,
  testSessions,
  user,
} from '@/server/db/schema';
import { startQueue } from '@/server/jobs/queue';
import { createTestApp, signUpAndSignIn, uniqueEmail } from '@/test/harness';
import { grantAccess } from '../credits/grant.service';
import type { SandboxProvider } from '../payments/sandbox.provider';

// The sandbox provider (no payment variables), as on a fresh machine.
const t = await createTestApp();
const { db } = t.ctx;
const sandbox = t.ctx.payments as SandboxProvider;

async function admin() {
  const u = await signUpAndSignIn(t, uniqueEmail('money-admin'));
  await grantAccess(db, { email: u.email, admin: true });
  await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, u.userId));
  return u;
}
const boss = await admin();
const second = await admin();

const get = (path: string, cookie = boss.cookie) =>
  t.request(`/api/admin/console${path}`, { cookie });
const post = (path: string, json?: unknown, cookie = boss.cookie) =>
  t.request(`/api/admin/console${path}`, { method: 'POST', json, cookie });
const entitlementsOf = async (cookie: string) =>
  (await (await t.request('/api/subscription/entitlements', { cookie })).json()) as {
    planId: string;
  };
const auditOf = (action: string, entityId: string) =>
  db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.action, action), eq(adminAudit.entityId, entityId)));

/** A candidate's order paid through the sandbox checkout (callback verified): our order row. */
async function sandboxPaidOrder(cookie: string, planId = 'major', verify = true) {
  const created = await t.request('/api/payments/orders', {
    method: 'POST',
    cookie,
    json: { planId },
  });
  expect(created.status).toBe(201);
  const { orderId } = await created.json();
  const checkout = await t.request('/api/payments/sandbox/checkout', {
    method: 'POST',
    cookie,
    json: { orderId, outcome: 'pay' },
  });
  const { callback } = await checkout.json();
  if (verify) {
    const res = await t.request('/api/payments/verify', { method: 'POST', cookie, json: callback });
    expect(res.status).toBe(200);
  }
  const [row] = await db.select().from(orders).where(eq(orders.providerOrderId, orderId));
  return row;
}

describe('users: ledger reasons, plans, orders, verification and no secrets', () => {
  it('writes the grant reason on the ledger row and shows it with the subscriptions and orders', async () => {
    const u = await signUpAndSignIn(t);
    const g = await post(`/users/${u.userId}/credits`, {
      testType: 'wat',
      amount: 4,
      reason: 'Make-up for the outage on Monday',
    });
    expect(g.status).toBe(200);
    const order = await sandboxPaidOrder(u.cookie, 'lieutenant');
    const detail = await (await get(`/users/${u.userId}`)).json();
    expect(detail.ledger).toContainEqual(
      expect.objectContaining({
        reason: 'grant',
        delta: 4,
        testType: 'wat',
        note: 'Make-up for the outage on Monday',
      }),
    );
    expect(detail.subscriptions).toEqual([
      expect.objectContaining({ planId: 'lieutenant', status: 'active', isCurrent: true }),
    ]);
    expect(detail.orders).toEqual([
      expect.objectContaining({
        id: order.id,
        status: 'paid',
        amountPaise: 29_900,
        providerPaymentId: order.providerPaymentId,
      }),
    ]);
    const [row] = await db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, u.userId), eq(creditLedger.reason, 'grant')));
    expect(row.note).toBe('Make-up for the outage on Monday');
  });

  it('extends a plan by N days and cancels it exactly once; the entitlements change at once', async () => {
    const u = await signUpAndSignIn(t);
    await grantAccess(db, { email: u.email, plan: 'major' });
    expect((await entitlementsOf(u.cookie)).planId).toBe('major');
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, u.userId));
    // A renewal already paid for, starting when this plan ends: it moves with the end.
    const [renewal] = await db
      .insert(subscriptions)
      .values({
        userId: u.userId,
        planId: 'major',
        planName: 'Major',
        startsAt: sub.expiresAt,
        expiresAt: new Date(sub.expiresAt.getTime() + 90 * 86_400_000),
      })
      .returning();
    const path = `/users/${u.userId}/subscriptions/${sub.id}`;
    const extend = { action: 'extend', days: 10, expiresAt: sub.expiresAt.toISOString() };
    // Two admins (or a double click) with the same view: one extension.
    const both = await Promise.all([
      post(path, { ...extend, reason: 'Goodwill for a bug' }),
      post(path, { ...extend, reason: 'Goodwill for a bug' }, second.cookie),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const [extended] = await db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(extended.expiresAt.getTime() - sub.expiresAt.getTime()).toBe(10 * 86_400_000);
    const [moved] = await db.select().from(subscriptions).where(eq(subscriptions.id, renewal.id));
    expect(moved.startsAt.getTime()).toBe(extended.expiresAt.getTime());
    expect(moved.expiresAt.getTime() - renewal.expiresAt.getTime()).toBe(10 * 86_400_000);
    const [audit] = await auditOf('subscription.extend', sub.id);
    expect(audit.before).toMatchObject({ expiresAt: sub.expiresAt.toISOString() });
    expect(audit.after).toMatchObject({
      expiresAt: extended.expiresAt.toISOString(),
      days: 10,
      reason: 'Goodwill for a bug',
    });

    const stale = await post(path, {
      action: 'cancel',
      expiresAt: sub.expiresAt.toISOString(),
      reason: 'Asked to',
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.message).toMatch(/changed since you opened it/);
    const cancel = {
      action: 'cancel',
      expiresAt: extended.expiresAt.toISOString(),
      reason: 'Asked to',
    };
    expect((await post(path, cancel)).status).toBe(200);
    expect((await entitlementsOf(u.cookie)).planId).toBe('cadet');
    const again = await post(path, cancel);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toMatch(/cancelled/);
    const [cancelAudit] = await auditOf('subscription.cancel', sub.id);
    expect(cancelAudit.before).toMatchObject({ status: 'active' });
    expect(cancelAudit.after).toMatchObject({ status: 'cancelled', reason: 'Asked to' });

    // Input that makes no sense is a 400 with a message; another user's plan is a 404.
    const bad = await post(path, { action: 'extend', days: 0, expiresAt: 'soon', reason: 'x' });
    expect(bad.status).toBe(400);
    const other = await signUpAndSignIn(t);
    expect((await post(`/users/${other.userId}/subscriptions/${sub.id}`, cancel)).status).toBe(404);
  });

  it('resends the verification mail to an unverified account only', async () => {
    const email = uniqueEmail('unverified');
    const signUp = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: 'secret123', name: 'Not Yet' },
    });
    expect(signUp.status).toBe(200);
    const [row] = await db.select().from(user).where(eq(user.email, email));
    const mails = async () =>
      (await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, email)))[0].n;
    const before = await mails();
    const res = await post(`/users/${row.id}/resend-verification`);
    expect(res.status).toBe(200);
    expect(await mails()).toBe(before + 1);
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(mailOutbox.createdAt);
    expect(mail.text).toMatch(/verify-email/);
    expect(await auditOf('user.resend_verification', row.id)).toHaveLength(1);
    const verified = await post(`/users/${boss.userId}/resend-verification`);
    expect(verified.status).toBe(409);
    expect((await verified.json()).error.message).toBe('This email address is already verified.');
    expect((await post('/users/nobody-at-all/resend-verification')).status).toBe(404);
  });

  it('never answers passwords, TOTP secrets, backup codes or session tokens', async () => {
    const u = await signUpAndSignIn(t, uniqueEmail('secretive'));
    const enable = await t.request('/api/auth/two-factor/enable', {
      method: 'POST',
      cookie: u.cookie,
      json: { password: u.password },
    });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, u.userId));
    await sandboxPaidOrder(u.cookie, 'lieutenant');
    const [acct] = await db.select().from(account).where(eq(account.userId, u.userId));
    const secrets = [
      new URL(totpURI).searchParams.get('secret')!,
      ...backupCodes,
      u.password,
      acct.password!,
      decodeURIComponent(u.cookie.match(/session_token=([^.;]+)/)![1]),
    ];
    const bodies = [
      await (await get(`/users?email=${encodeURIComponent(u.email)}`)).text(),
      await (await get(`/users/${u.userId}`)).text(),
      await (await get(`/payments?email=${encodeURIComponent(u.email)}`)).text(),
    ];
    for (const body of bodies) {
      expect(body).toContain(u.email);
      for (const s of secrets) expect(body).not.toContain(s);
      expect(body).not.toMatch(/"(password|secret|backupCodes|token|accessToken|idToken)"/i);
    }
  });
});

describe('payments: orders, events, reconcile, refund (sandbox)', () => {
  it('lists orders by status with the buyer, one order with its events', async () => {
    const u = await signUpAndSignIn(t, uniqueEmail('payer'));
    const order = await sandboxPaidOrder(u.cookie, 'major');
    const list = await (
      await get(`/payments?status=paid&email=${encodeURIComponent(u.email)}`)
    ).json();
    expect(list.orders).toEqual([
      expect.objectContaining({
        id: order.id,
        userEmail: u.email,
        item: 'Major plan',
        status: 'paid',
        amountPaise: 74_900,
        provider: 'sandbox',
        providerOrderId: order.providerOrderId,
        providerPaymentId: order.providerPaymentId,
      }),
    ]);
    expect(list.counts.paid).toBeGreaterThanOrEqual(1);
    expect((await (await get('/payments?status=failed&email=' + u.email)).json()).total).toBe(0);
    const one = await (await get(`/payments/${order.id}`)).json();
    expect(one).toMatchObject({ payment: { id: order.id }, events: [] });
    expect((await get('/payments?status=lost')).status).toBe(400);
    expect((await get('/payments/not-an-order')).status).toBe(404);
    expect((await get('/payments/events')).status).toBe(200);
  });

  it('refunds a paid plan once when two admins press Refund together; the plan ends', async () => {
    const u = await signUpAndSignIn(t, uniqueEmail('refundee'));
    const order = await sandboxPaidOrder(u.cookie, 'major');
    expect((await entitlementsOf(u.cookie)).planId).toBe('major');
    const refundsBefore = sandbox.refunds.length;
    const both = await Promise.all([
      post(`/payments/${order.id}/refund`, { reason: 'Charged twice' }),
      post(`/payments/${order.id}/refund`, { reason: 'Charged twice' }, second.cookie),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(sandbox.refunds.length - refundsBefore).toBe(1);
    expect(sandbox.refunds.at(-1)).toMatchObject({
      paymentId: order.providerPaymentId,
      amount: 74_900,
    });
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe('refunded');
    expect(row.refundedAt).not.toBeNull();
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.orderId, order.id));
    expect(sub.status).toBe('cancelled');
    expect((await entitlementsOf(u.cookie)).planId).toBe('cadet');
    const audits = await auditOf('payment.refund', order.id);
    expect(audits).toHaveLength(1);
    expect(audits[0].before).toEqual({ status: 'paid', subscriptionStatus: 'active' });
    expect(audits[0].after).toMatchObject({
      status: 'refunded',
      subscriptionStatus: 'cancelled',
      reason: 'Charged twice',
    });
    const mail = await db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, u.email),
          eq(mailOutbox.subject, 'Refund of ₹749 for your Major plan'),
        ),
      );
    expect(mail).toHaveLength(1);
    const again = await post(`/payments/${order.id}/refund`, { reason: 'Charged twice' });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('This order has already been refunded.');
    expect((await post(`/payments/${order.id}/refund`, {})).status).toBe(400);
  });

  it('an interview payment: refused while it books an interview, refunded once the booking is gone', async () => {
    const u = await signUpAndSignIn(t, uniqueEmail('interviewee'));
    const [order] = await db
      .insert(orders)
      .values({
        provider: 'sandbox',
        providerOrderId: `order_sbx_iv_${Date.now()}`,
        providerPaymentId: `pay_sbx_iv_${Date.now()}`,
        userId: u.userId,
        purpose: 'interview',
        amountPaise: 39_900,
        status: 'paid',
        paidAt: new Date(),
      })
      .returning();
    const [who] = await db
      .insert(interviewers)
      .values({
        slug: `money-${order.id}`,
        name: 'Money Assessor',
        age: 50,
        rating: 4,
        specialization: 'Testing',
        experienceYears: 10,
        bio: 'A test interviewer.',
      })
      .returning();
    const [slot] = await db
      .insert(interviewSlots)
      .values({
        interviewerId: who.id,
        startsAt: new Date(Date.now() + 86_400_000),
        status: 'booked',
      })
      .returning();
    const [req] = await db
      .insert(interviewRequests)
      .values({
        userId: u.userId,
        interviewerId: who.id,
        slotId: slot.id,
        orderId: order.id,
        jitsiRoomName: `money-${order.id}`,
      })
      .returning();
    const refused = await post(`/payments/${order.id}/refund`, { reason: 'Asked for it' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('interview_booked');
    await db
      .update(interviewRequests)
      .set({ status: 'rejected' })
      .where(eq(interviewRequests.id, req.id));
    const refundsBefore = sandbox.refunds.length;
    const done = await post(`/payments/${order.id}/refund`, { reason: 'Asked for it' });
    expect(done.status).toBe(200);
    expect((await done.json()).payment).toMatchObject({ status: 'refunded' });
    expect(sandbox.refunds.length - refundsBefore).toBe(1);
    expect((await post(`/payments/${order.id}/refund`, { reason: 'Again' })).status).toBe(409);
  });

  it('reconciles one open order or all of them through the reconciliation code', async () => {
    const u = await signUpAndSignIn(t, uniqueEmail('lost-tab'));
    // Paid in the checkout, but the tab closed before the callback reached us.
    const lost = await sandboxPaidOrder(u.cookie, 'lieutenant', false);
    expect(lost.status).toBe('created');
    const one = await post(`/payments/${lost.id}/reconcile`);
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ outcome: 'activated', payment: { status: 'paid' } });
    expect((await entitlementsOf(u.cookie)).planId).toBe('lieutenant');
    expect((await post(`/payments/${lost.id}/reconcile`)).status).toBe(409);

    const v = await signUpAndSignIn(t, uniqueEmail('lost-tab'));
    const lost2 = await sandboxPaidOrder(v.cookie, 'brigadier', false);
    const all = await post('/payments/reconcile');
    expect(all.status).toBe(200);
    expect((await all.json()).activated).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(orders).where(eq(orders.id, lost2.id));
    expect(row.status).toBe('paid');
    expect(await auditOf('payment.reconcile', lost.id)).toHaveLength(1);
  });
});

describe('overview', () => {
  /** YYYY-MM-DD of the IST day `n` days before today, and its noon (IST) as an instant. */
  const istDay = (n: number) =>
    new Date(Date.now() + 5.5 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);
  const noon = (n: number) => new Date(`${istDay(n)}T12:00:00+05:30`);

  it('counts per IST day from built data in grouped queries; revenue is paid minus refunded', async () => {
    const ids: string[] = [];
    for (const [n, i] of [
      [5, 0],
      [5, 1],
      [9, 0],
    ] as const) {
      const id = `overview-${n}-${i}-${Date.now()}`;
      ids.push(id);
      await db.insert(user).values({
        id,
        name: 'Built',
        email: `${id}@example.com`,
        emailVerified: true,
        createdAt: noon(n),
        updatedAt: noon(n),
      });
    }
    // Day 5: two users practise, one of them twice and evaluated; day 9: one session.
    await db.insert(testSessions).values([
      { userId: ids[0], testType: 'wat', itemCount: 60, createdAt: noon(5) },
      { userId: ids[0], testType: 'srt', itemCount: 60, createdAt: noon(5) },
      { userId: ids[1], testType: 'wat', itemCount: 60, createdAt: noon(5) },
      { userId: ids[2], testType: 'wat', itemCount: 60, createdAt: noon(9) },
    ]);
    await db
      .insert(evaluations)
      .values({ userId: ids[0], testType: 'wat', sessionId: `s-${ids[0]}`, createdAt: noon(5) });
    // Paid on day 8 (₹749) and on day 7 (₹299), the latter refunded on day 6.
    await db.insert(orders).values([
      {
        provider: 'sandbox',
        userId: ids[2],
        purpose: 'plan',
        planId: 'major',
        amountPaise: 74_900,
        status: 'paid',
        paidAt: noon(8),
        createdAt: noon(8),
      },
      {
        provider: 'sandbox',
        userId: ids[2],
        purpose: 'plan',
        planId: 'lieutenant',
        amountPaise: 29_900,
        status: 'refunded',
        paidAt: noon(7),
        refundedAt: noon(6),
        createdAt: noon(7),
      },
    ]);
    const res = await get('/overview');
    expect(res.status).toBe(200);
    const o = await res.json();
    expect(o.timeZone).toBe('Asia/Kolkata');
    expect(o.days).toHaveLength(30);
    expect(o.days[29].day).toBe(istDay(0));
    const day = (n: number) => o.days.find((d: { day: string }) => d.day === istDay(n));
    expect(day(5)).toEqual({
      day: istDay(5),
      signUps: 2,
      activeUsers: 2,
      practiceSessions: 3,
      evaluations: 1,
      revenuePaise: 0,
    });
    expect(day(9)).toMatchObject({ signUps: 1, activeUsers: 1, practiceSessions: 1 });
    expect(day(8).revenuePaise).toBe(74_900);
    expect(day(7).revenuePaise).toBe(29_900);
    expect(day(6).revenuePaise).toBe(-29_900);
    expect(o.totals.activeUsers).toBeGreaterThanOrEqual(3);
    expect(o.totals.signUps).toBe(
      o.days.reduce((s: number, d: { signUps: number }) => s + d.signUps, 0),
    );
    expect(o.totals.users).toBe((await db.select({ n: count() }).from(user))[0].n);
    // Outside the 30 days: not counted.
    await db.insert(user).values({
      id: `overview-old-${Date.now()}`,
      name: 'Old',
      email: `old-${Date.now()}@example.com`,
      createdAt: noon(30),
      updatedAt: noon(30),
    });
    expect((await (await get('/overview')).json()).totals.signUps).toBe(o.totals.signUps);
  });

  it("lists pg-boss's failed jobs per queue (null before the queue ever ran)", async () => {
    // An embedded database comes with pg-boss's schema (its template, issue 18); a PostgreSQL
    // database pg-boss never started on has none: the overview says null there.
    await t.ctx.database.db.execute(sql`drop schema if exists pgboss cascade`);
    const before = await (await get('/overview')).json();
    expect(before.failedJobs).toBeNull();
    const queue = await startQueue(t.ctx.database, t.ctx.logger);
    try {
      await queue.createQueue('console-money-test', { retryLimit: 0 } as never);
      await queue.createQueue('console-money-quiet');
      for (let i = 0; i < 2; i++) {
        await queue.send('console-money-test', { i });
        const [job] = await queue.fetch('console-money-test');
        await queue.fail('console-money-test', job.id, { message: 'boom' });
      }
      const o = await (await get('/overview')).json();
      expect(o.failedJobs).toContainEqual({ queue: 'console-money-test', failed: 2 });
      expect(o.failedJobs).toContainEqual({ queue: 'console-money-quiet', failed: 0 });
    } finally {
      await queue.stop({ graceful: false, wait: true, timeout: 2000 } as never);
    }
  });
});
