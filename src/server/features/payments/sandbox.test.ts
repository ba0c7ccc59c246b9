import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, subscriptions } from '@/server/db/schema';
import { PLANS } from '@/shared/plans';
import { createTestApp, signUpAndSignIn } from '@/test/harness';
import { sendExpiryReminders } from './payments.jobs';
import { SERVER_PLANS } from './plans';

// No payment variables: the sandbox provider, as on a fresh machine.
const t = await createTestApp();
const post = (path: string, cookie: string, json: unknown) =>
  t.request(path, { method: 'POST', cookie, json });

async function buyWithSandbox(cookie: string, planId: string) {
  const created = await post('/api/payments/orders', cookie, { planId, planName: planId });
  if (created.status !== 201) return created;
  const { orderId } = await created.json();
  const checkout = await (
    await post('/api/payments/sandbox/checkout', cookie, { orderId, outcome: 'pay' })
  ).json();
  return post('/api/payments/verify', cookie, checkout.callback);
}
const day = 86_400_000;

describe('plans bought through the sandbox checkout', () => {
  it('the display copy shows exactly the server prices', () => {
    for (const plan of PLANS.filter((p) => p.id !== 'cadet')) {
      const server = SERVER_PLANS[plan.id as keyof typeof SERVER_PLANS];
      expect(plan.price * 100).toBe(server.amountPaise);
      expect(plan.durationMonths).toBe(server.durationMonths);
    }
  });

  it('config names the sandbox; Pay activates, Fail leaves the order failed and the user free', async () => {
    const config = await (await t.request('/api/config')).json();
    expect(config.payments).toEqual({ provider: 'sandbox', keyId: 'rzp_test_sandbox' });
    const csp = (await t.request('/api/health')).headers.get('content-security-policy');
    expect(csp).not.toContain('razorpay');
    const u = await signUpAndSignIn(t);
    const created = await (
      await post('/api/payments/orders', u.cookie, { planId: 'lieutenant' })
    ).json();
    const fail = await post('/api/payments/sandbox/checkout', u.cookie, {
      orderId: created.orderId,
      outcome: 'fail',
    });
    expect(await fail.json()).toEqual({ outcome: 'fail', message: 'The test card was declined.' });
    const payments = await (await t.request('/api/payments', { cookie: u.cookie })).json();
    expect(payments.payments).toMatchObject([{ status: 'failed', planName: 'Lieutenant plan' }]);
    expect(
      (await (await t.request('/api/credits', { cookie: u.cookie })).json()).hasActivePlan,
    ).toBe(false);
    const other = await signUpAndSignIn(t);
    const stolen = await post('/api/payments/sandbox/checkout', other.cookie, {
      orderId: created.orderId,
      outcome: 'pay',
    });
    expect(stolen.status).toBe(404);
    const paid = await buyWithSandbox(u.cookie, 'major');
    expect((await paid.json()).subscription.planName).toBe('Major');
  });

  it('refuses a second plan while one runs, and chains a renewal bought in its last 7 days', async () => {
    const u = await signUpAndSignIn(t);
    expect((await buyWithSandbox(u.cookie, 'lieutenant')).status).toBe(200);
    const again = await post('/api/payments/orders', u.cookie, { planId: 'general' });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('plan_active');
    const state = await (await t.request('/api/subscription', { cookie: u.cookie })).json();
    expect(state).toMatchObject({ canPurchase: false, upcoming: null });
    // Move the plan to its last 3 days.
    const end = new Date(Date.now() + 3 * day);
    await t.ctx.db
      .update(subscriptions)
      .set({ expiresAt: end })
      .where(eq(subscriptions.userId, u.userId));
    expect(
      (await (await t.request('/api/subscription', { cookie: u.cookie })).json()).canPurchase,
    ).toBe(true);
    const renewal = await (await buyWithSandbox(u.cookie, 'major')).json();
    expect(new Date(renewal.subscription.startsAt).getTime()).toBe(end.getTime());
    const after = await (await t.request('/api/subscription', { cookie: u.cookie })).json();
    expect(after).toMatchObject({
      canPurchase: false,
      subscription: { planId: 'lieutenant' },
      upcoming: { planId: 'major', startsAt: end.toISOString() },
    });
    expect((await post('/api/payments/orders', u.cookie, { planId: 'major' })).status).toBe(409);
  });

  it('limits order creation to 10 in 10 minutes per user', async () => {
    const u = await signUpAndSignIn(t);
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/payments/orders', u.cookie, { planId: 'major' })).status).toBe(201);
    }
    const eleventh = await post('/api/payments/orders', u.cookie, { planId: 'major' });
    expect(eleventh.status).toBe(429);
    expect((await eleventh.json()).error.code).toBe('too_many_orders');
  });

  it('lists payments with a receipt (GST included); another user’s receipt is not found', async () => {
    const u = await signUpAndSignIn(t);
    await buyWithSandbox(u.cookie, 'general');
    const { payments } = await (await t.request('/api/payments', { cookie: u.cookie })).json();
    expect(payments).toMatchObject([{ status: 'paid', amount: 249_900, planName: 'General plan' }]);
    const receipt = await (
      await t.request(`/api/payments/${payments[0].id}/receipt`, { cookie: u.cookie })
    ).json();
    expect(receipt).toMatchObject({
      amount: 249_900,
      taxableAmount: 211_780,
      gstAmount: 38_120,
      gstRatePercent: 18,
      customer: { email: u.email },
    });
    expect(receipt.orderId).toMatch(/^order_sbx_/);
    expect(receipt.paymentId).toMatch(/^pay_sbx_/);
    const other = await signUpAndSignIn(t);
    const res = await t.request(`/api/payments/${payments[0].id}/receipt`, {
      cookie: other.cookie,
    });
    expect(res.status).toBe(404);
  });

  it('mails the expiry reminder once, 3 days before, and not when a renewal follows', async () => {
    const u = await signUpAndSignIn(t);
    await buyWithSandbox(u.cookie, 'lieutenant');
    const renewed = await signUpAndSignIn(t);
    await buyWithSandbox(renewed.cookie, 'lieutenant');
    const soon = new Date(Date.now() + 2 * day);
    for (const id of [u.userId, renewed.userId]) {
      await t.ctx.db
        .update(subscriptions)
        .set({ expiresAt: soon })
        .where(eq(subscriptions.userId, id));
    }
    await buyWithSandbox(renewed.cookie, 'major');
    const deps = { db: t.ctx.db, mailer: t.ctx.mailer };
    await sendExpiryReminders(deps);
    await sendExpiryReminders(deps);
    const mailTo = async (email: string) =>
      (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((m) =>
        m.subject.includes('expires'),
      );
    const mails = await mailTo(u.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^Your Lieutenant plan expires on /);
    expect(await mailTo(renewed.email)).toHaveLength(0);
  });
});
