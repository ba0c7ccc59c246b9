import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { adminAudit, orders, subscriptions, user } from '@/server/db/schema';
import { createAppWithFakeRazorpay } from '@/test/fake-razorpay';
import { signUpAndSignIn, uniqueEmail } from '@/test/harness';
import { grantAccess } from '../credits/grant.service';
import { PAYMENT_WEBHOOK_PATH } from '../payments/webhook.routes';

// The console's refund and events through the real razorpay SDK against a local Razorpay API.
const keys = {
  keyId: 'rzp_test_console',
  keySecret: 'console-secret',
  webhookSecret: 'console-wh',
};
const { fake, t } = await createAppWithFakeRazorpay(keys);
const { db } = t.ctx;

async function admin() {
  const u = await signUpAndSignIn(t, uniqueEmail('rzp-admin'));
  await grantAccess(db, { email: u.email, admin: true });
  await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, u.userId));
  return u;
}
const [a, b] = [await admin(), await admin()];
const bareApp = createApp(t.ctx);

/** A candidate pays; Razorpay's webhook (not the callback) tells us. Answers our order row. */
async function paidByWebhook() {
  const u = await signUpAndSignIn(t, uniqueEmail('rzp-buyer'));
  const created = await t.request('/api/payments/orders', {
    method: 'POST',
    cookie: u.cookie,
    json: { planId: 'general' },
  });
  const { orderId } = await created.json();
  const { payment } = fake.pay(orderId);
  const w = fake.webhook('payment.captured', {
    payment: { entity: { ...payment, status: 'captured' } },
  });
  const hook = await bareApp.request(`http://localhost${PAYMENT_WEBHOOK_PATH}`, {
    method: 'POST',
    body: w.body,
    headers: w.headers,
  });
  expect(hook.status).toBe(200);
  const [row] = await db.select().from(orders).where(eq(orders.providerOrderId, orderId));
  expect(row.status).toBe('paid');
  return { u, row, eventId: w.headers['x-razorpay-event-id'] };
}

describe('console payments through Razorpay', () => {
  it("shows an order's webhook events, per order and overall", async () => {
    const { row, eventId } = await paidByWebhook();
    const one = await (
      await t.request(`/api/admin/console/payments/${row.id}`, { cookie: a.cookie })
    ).json();
    expect(one.events).toEqual([
      expect.objectContaining({
        id: eventId,
        type: 'payment.captured',
        providerOrderId: row.providerOrderId,
      }),
    ]);
    const all = await (
      await t.request('/api/admin/console/payments/events', { cookie: a.cookie })
    ).json();
    expect(all.events.map((e: { id: string }) => e.id)).toContain(eventId);
  });

  it('two admins refunding at once make one provider refund, five times over', async () => {
    for (let round = 0; round < 5; round++) {
      const { u, row } = await paidByWebhook();
      const refundCalls = () =>
        fake.requests.filter((r) => r === `POST /v1/payments/${row.providerPaymentId}/refund`)
          .length;
      const results = await Promise.all(
        [a, b].map((admin) =>
          t.request(`/api/admin/console/payments/${row.id}/refund`, {
            method: 'POST',
            cookie: admin.cookie,
            json: { reason: `Round ${round}` },
          }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(refundCalls()).toBe(1);
      expect(fake.payments.get(row.providerPaymentId!)?.status).toBe('refunded');
      const [after] = await db.select().from(orders).where(eq(orders.id, row.id));
      expect(after.status).toBe('refunded');
      const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.orderId, row.id));
      expect(sub.status).toBe('cancelled');
      const ent = await (
        await t.request('/api/subscription/entitlements', { cookie: u.cookie })
      ).json();
      expect(ent).toMatchObject({ planId: 'cadet', mockInterviewsLeft: 0 });
      const audit = await db.select().from(adminAudit).where(eq(adminAudit.entityId, row.id));
      expect(audit.map((r) => r.action)).toEqual(['payment.refund']);
    }
  });

  it('a refund the provider refuses leaves the order paid and says why', async () => {
    const { row } = await paidByWebhook();
    // Refunded at Razorpay's dashboard behind our back: the API refuses a second refund.
    fake.payments.get(row.providerPaymentId!)!.status = 'refunded';
    const res = await t.request(`/api/admin/console/payments/${row.id}/refund`, {
      method: 'POST',
      cookie: a.cookie,
      json: { reason: 'Customer asked' },
    });
    expect(res.status).toBe(503);
    expect((await res.json()).error.message).toBe(
      'The payment provider refused the refund: Payment not refundable',
    );
    const [after] = await db.select().from(orders).where(eq(orders.id, row.id));
    expect(after.status).toBe('paid');
  });
});
