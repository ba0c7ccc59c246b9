import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createApp } from '@/server/app';
import { orders, paymentEvents, subscriptions } from '@/server/db/schema';
import { signUpAndSignIn } from '@/test/harness';
import { createAppWithFakeRazorpay } from '@/test/fake-razorpay';
import { reconcileOrders } from './payments.jobs';
import { PAYMENT_WEBHOOK_PATH } from './webhook.routes';

const keys = { keyId: 'rzp_test_key', keySecret: 'key-secret-123', webhookSecret: 'whsec-456' };
const { fake, t } = await createAppWithFakeRazorpay(keys);

const post = (path: string, cookie: string | undefined, json: unknown) =>
  t.request(path, { method: 'POST', cookie, json });
const buy = async (cookie: string, planId = 'major', extra: Record<string, unknown> = {}) => {
  const res = await post('/api/payments/orders', cookie, { planId, planName: planId, ...extra });
  expect(res.status).toBe(201);
  return (await res.json()) as { orderId: string; amount: number; key: string; currency: string };
};
const verify = (cookie: string, body: unknown) => post('/api/payments/verify', cookie, body);
// Razorpay's servers call the webhook: no cookie, no Origin header (unlike t.request).
const bareApp = createApp(t.ctx);
const sendWebhook = (w: { body: string; headers: Record<string, string> }) =>
  bareApp.request(`http://localhost${PAYMENT_WEBHOOK_PATH}`, {
    method: 'POST',
    body: w.body,
    headers: w.headers,
  });
const capturedEvent = (
  payment: { id: string; order_id: string; amount: number },
  eventId?: string,
) =>
  fake.webhook(
    'payment.captured',
    { payment: { entity: { ...payment, entity: 'payment', status: 'captured', currency: 'INR' } } },
    eventId,
  );
const subsOf = (userId: string) =>
  t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
const orderRow = async (providerOrderId: string) =>
  (await t.ctx.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId)))[0];

describe('payments through Razorpay (the real SDK against a local Razorpay API)', () => {
  it('creates an order at the server price, whatever price the body carries', async () => {
    const u = await signUpAndSignIn(t);
    const order = await buy(u.cookie, 'major', { amount: 100, price: 1, currency: 'USD' });
    expect(order).toMatchObject({ key: keys.keyId, amount: 74_900, currency: 'INR' });
    expect(fake.orders.get(order.orderId)).toMatchObject({ amount: 74_900, currency: 'INR' });
    expect(await orderRow(order.orderId)).toMatchObject({
      userId: u.userId,
      purpose: 'plan',
      planId: 'major',
      amountPaise: 74_900,
      status: 'created',
      provider: 'razorpay',
    });
    const bad = await post('/api/payments/orders', u.cookie, { planId: 'cadet' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/planId must be one of/);
    expect((await post('/api/payments/orders', undefined, { planId: 'major' })).status).toBe(401);
    const csp = (await t.request('/api/health')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/checkout\.razorpay\.com/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain('frame-src https://api.razorpay.com');
  });

  it('activates a valid payment once: a replayed callback changes nothing', async () => {
    const u = await signUpAndSignIn(t);
    const order = await buy(u.cookie);
    const { callback } = fake.pay(order.orderId);
    const res = await verify(u.cookie, callback);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      status: 'paid',
      subscription: { planId: 'major', planName: 'Major', amount: 749 },
    });
    const months =
      (new Date(body.subscription.expiresAt).getTime() -
        new Date(body.subscription.startsAt).getTime()) /
      86_400_000;
    expect(months).toBeGreaterThanOrEqual(89);
    expect(months).toBeLessThanOrEqual(92);
    const credits = await (await t.request('/api/credits', { cookie: u.cookie })).json();
    expect(credits).toMatchObject({ hasUnlimited: true, hasActivePlan: true, planName: 'Major' });
    const replay = await verify(u.cookie, callback);
    expect(replay.status).toBe(200);
    expect(await subsOf(u.userId)).toHaveLength(1);
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'paid',
      providerPaymentId: callback.razorpay_payment_id,
    });
  });

  it('refuses a tampered signature and another user’s order', async () => {
    const u = await signUpAndSignIn(t);
    const other = await signUpAndSignIn(t);
    const order = await buy(u.cookie);
    const { callback } = fake.pay(order.orderId);
    const flipped = callback.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    const tampered = await verify(u.cookie, { ...callback, razorpay_signature: flipped });
    expect(tampered.status).toBe(400);
    expect((await tampered.json()).error.message).toBe('Payment verification failed');
    const otherPayment = await verify(u.cookie, { ...callback, razorpay_payment_id: 'pay_other' });
    expect(otherPayment.status).toBe(400);
    const stolen = await verify(other.cookie, callback);
    expect(stolen.status).toBe(404);
    expect(await subsOf(u.userId)).toHaveLength(0);
    expect(await subsOf(other.userId)).toHaveLength(0);
    expect((await orderRow(order.orderId)).status).toBe('created');
  });

  it('rejects a webhook with a bad signature and stores nothing', async () => {
    const u = await signUpAndSignIn(t);
    const order = await buy(u.cookie);
    const { payment } = fake.pay(order.orderId);
    const w = capturedEvent(payment);
    const res = await sendWebhook({
      ...w,
      headers: { ...w.headers, 'x-razorpay-signature': 'ab'.repeat(32) },
    });
    expect(res.status).toBe(400);
    const altered = await sendWebhook({ ...w, body: w.body.replace('74900', '100') });
    expect(altered.status).toBe(400);
    expect(await subsOf(u.userId)).toHaveLength(0);
    const events = await t.ctx.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.providerOrderId, order.orderId));
    expect(events).toHaveLength(0);
  });

  it('activates from a webhook before the callback; the same webhook twice counts once', async () => {
    const u = await signUpAndSignIn(t);
    const order = await buy(u.cookie, 'brigadier');
    const { payment, callback } = fake.pay(order.orderId);
    const w = capturedEvent(payment);
    const first = await sendWebhook(w);
    expect(await first.json()).toEqual({ status: 'activated' });
    const again = await sendWebhook(w);
    expect(await again.json()).toEqual({ status: 'duplicate' });
    const late = await verify(u.cookie, callback);
    expect(late.status).toBe(200);
    expect((await late.json()).subscription.planId).toBe('brigadier');
    expect(await subsOf(u.userId)).toHaveLength(1);
  });

  it('callback and webhook at the same instant, 20 times: exactly one subscription each time', async () => {
    for (let i = 0; i < 20; i++) {
      const u = await signUpAndSignIn(t);
      const order = await buy(u.cookie, 'lieutenant');
      const { payment, callback } = fake.pay(order.orderId);
      const [a, b] = await Promise.all([
        verify(u.cookie, callback),
        sendWebhook(capturedEvent(payment)),
      ]);
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      const rows = await subsOf(u.userId);
      expect(rows).toHaveLength(1);
      expect(rows[0].orderId).toBe((await orderRow(order.orderId)).id);
    }
  }, 120_000);

  it('a payment that reaches us only through reconciliation activates', async () => {
    const u = await signUpAndSignIn(t);
    const order = await buy(u.cookie, 'general');
    const unpaid = await buy((await signUpAndSignIn(t)).cookie, 'major');
    fake.pay(order.orderId); // the customer paid and closed the tab: no callback, no webhook
    const deps = { db: t.ctx.db, provider: t.ctx.payments!, logger: t.ctx.logger };
    expect((await reconcileOrders(deps)).activated).toBe(0); // not yet 15 minutes old
    const later = new Date(Date.now() + 16 * 60_000);
    const result = await reconcileOrders(deps, later);
    expect(result.activated).toBeGreaterThanOrEqual(1);
    const [sub] = await subsOf(u.userId);
    expect(sub).toMatchObject({ planId: 'general', status: 'active', amount: 2499 });
    expect((await orderRow(unpaid.orderId)).status).toBe('created');
    await reconcileOrders(deps, new Date(Date.now() + 25 * 3_600_000));
    expect((await orderRow(unpaid.orderId)).status).toBe('expired');
    expect(fake.requests).toContain(`GET /v1/orders/${order.orderId}/payments`);
  });

  it('a failed payment marks the order failed; a refund cancels the plan it bought', async () => {
    const u = await signUpAndSignIn(t);
    const order = await buy(u.cookie);
    const failed = fake.pay(order.orderId, 'failed').payment;
    const f = await sendWebhook(
      fake.webhook('payment.failed', { payment: { entity: { ...failed, status: 'failed' } } }),
    );
    expect(await f.json()).toEqual({ status: 'failed' });
    expect((await orderRow(order.orderId)).status).toBe('failed');
    const { callback, payment } = fake.pay(order.orderId); // a retry in the same checkout succeeds
    expect((await verify(u.cookie, callback)).status).toBe(200);
    await t.ctx.payments!.refund(payment.id, payment.amount);
    const r = await sendWebhook(
      fake.webhook('refund.processed', {
        refund: { entity: { id: 'rfnd_1', payment_id: payment.id, amount: payment.amount } },
        payment: { entity: { ...payment, status: 'refunded' } },
      }),
    );
    expect(await r.json()).toEqual({ status: 'refunded' });
    expect((await orderRow(order.orderId)).status).toBe('refunded');
    expect((await subsOf(u.userId))[0].status).toBe('cancelled');
    expect(
      (await (await t.request('/api/credits', { cookie: u.cookie })).json()).hasActivePlan,
    ).toBe(false);
  });
});
