import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { createApp } from '@/server/app';
import {
  entitlementLedger,
  interviewers,
  interviewRequests,
  interviewSlots,
  mailOutbox,
  orders,
} from '@/server/db/schema';
import { signUpAndSignIn, uniqueEmail } from '@/test/harness';
import { createAppWithFakeRazorpay } from '@/test/fake-razorpay';
import { SLOT_TAKEN_MESSAGE } from '@/shared/interviews';
import { grantAccess } from '../credits/grant.service';
import { buildPiqInput } from '../piq/piq.factory';
import { reconcileOrders } from '../payments/payments.jobs';
import { PAYMENT_WEBHOOK_PATH } from '../payments/webhook.routes';
import { settleInterviews } from './interviews.settle';
import { changeRequestStatus } from './interviews.operator';
import { SEED_INTERVIEWERS } from './interviews.seed';

const keys = { keyId: 'rzp_test_iv', keySecret: 'iv-key-secret', webhookSecret: 'iv-whsec' };
const { fake, t } = await createAppWithFakeRazorpay(keys);
const { db } = t.ctx;

const post = (path: string, cookie: string | undefined, json: unknown) =>
  t.request(path, { method: 'POST', cookie, json });
const get = (path: string, cookie: string) => t.request(path, { cookie });
const bareApp = createApp(t.ctx);
const sendWebhook = (w: { body: string; headers: Record<string, string> }) =>
  bareApp.request(`http://localhost${PAYMENT_WEBHOOK_PATH}`, {
    method: 'POST',
    body: w.body,
    headers: w.headers,
  });
const captured = (p: { id: string; order_id: string; amount: number }) =>
  fake.webhook('payment.captured', {
    payment: { entity: { ...p, entity: 'payment', status: 'captured', currency: 'INR' } },
  });

/** A signed-in candidate with a submitted PIQ. */
async function candidate() {
  const u = await signUpAndSignIn(t, uniqueEmail('iv'));
  const res = await t.request('/api/piq', {
    method: 'PUT',
    cookie: u.cookie,
    json: buildPiqInput(),
  });
  expect(res.status).toBe(200);
  return u;
}

/** An interviewer of this test with one slot `inMinutes` from now. */
async function slot(inMinutes = 24 * 60) {
  const [who] = await db
    .insert(interviewers)
    .values({
      slug: `test-${randomUUID()}`,
      name: 'Test Assessor',
      age: 50,
      rating: 4,
      specialization: 'Testing',
      experienceYears: 10,
      bio: 'A test interviewer.',
    })
    .returning();
  const [s] = await db
    .insert(interviewSlots)
    .values({ interviewerId: who.id, startsAt: new Date(Date.now() + inMinutes * 60_000) })
    .returning();
  return { interviewerId: who.id, slotId: s.id, startsAtMs: s.startsAt.getTime() };
}

const order = (cookie: string, s: { interviewerId: string; slotId: string }) =>
  post('/api/interviews/orders', cookie, { interviewerId: s.interviewerId, slotId: s.slotId });
const verify = (
  cookie: string,
  s: { interviewerId: string; slotId: string },
  cb: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
) =>
  post('/api/interviews/verify', cookie, {
    ...cb,
    interviewer_id: s.interviewerId,
    slot_id: s.slotId,
  });
const slotRow = async (id: string) =>
  (await db.select().from(interviewSlots).where(eq(interviewSlots.id, id)))[0];
const requestsForSlot = (slotId: string) =>
  db.select().from(interviewRequests).where(eq(interviewRequests.slotId, slotId));
const orderRow = async (providerOrderId: string) =>
  (await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId)))[0];
const mailsTo = (email: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const deps = () => ({ ...t.ctx });

async function bookAndPay(cookie: string, s: { interviewerId: string; slotId: string }) {
  const res = await order(cookie, s);
  expect(res.status).toBe(201);
  const o = (await res.json()) as { orderId: string; amount: number; included: boolean };
  const { callback } = fake.pay(o.orderId);
  const v = await verify(cookie, s, callback);
  expect(v.status).toBe(200);
  return { order: o, callback, body: await v.json() };
}

describe('interview portal: interviewers and slots', () => {
  it('lists the seeded interviewers by rating and their free future slots', async () => {
    const u = await signUpAndSignIn(t);
    const res = await get('/api/interviews/interviewers', u.cookie);
    expect(res.status).toBe(200);
    const { interviewers: list } = await res.json();
    const seeded = list.filter((i: { name: string }) =>
      SEED_INTERVIEWERS.some((s) => s.name === i.name),
    );
    expect(seeded).toHaveLength(6);
    const ratings = list.map((i: { rating: number }) => i.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const slotsRes = await get(`/api/interviews/interviewers/${seeded[0].id}/slots`, u.cookie);
    const { slots } = await slotsRes.json();
    expect(slots.length).toBeGreaterThan(10);
    expect(new Date(slots[0].startsAt).getTime()).toBeGreaterThan(Date.now());
    expect(slots[0]).toMatchObject({ timeZone: 'Asia/Kolkata' });
    expect(slots[0].slotDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(slots[0].slotTime).toMatch(/^\d{2}:\d{2}$/);
    expect((await get('/api/interviews/interviewers/nope/slots', u.cookie)).status).toBe(404);
    expect((await get(`/api/interviews/interviewers/${randomUUID()}/slots`, u.cookie)).status).toBe(
      404,
    );
    expect((await t.request('/api/interviews/interviewers')).status).toBe(401);
  });

  it('refuses to book without a PIQ, a past slot and unknown ids', async () => {
    const u = await signUpAndSignIn(t);
    const s = await slot();
    const res = await order(u.cookie, s);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({
      code: 'piq_required',
      message: 'Please complete your PIQ form',
    });
    const c = await candidate();
    const past = await slot(-5);
    const late = await order(c.cookie, past);
    expect(late.status).toBe(409);
    expect((await late.json()).error.message).toBe(SLOT_TAKEN_MESSAGE);
    expect((await order(c.cookie, { ...s, interviewerId: past.interviewerId })).status).toBe(409);
    expect((await order(c.cookie, { interviewerId: randomUUID(), slotId: s.slotId })).status).toBe(
      404,
    );
    expect((await order(c.cookie, { interviewerId: 'x', slotId: 1 } as never)).status).toBe(400);
  });
});

describe('booking never double-books a slot', () => {
  it('30 candidates order one slot at once: one hold, 29 clear 409s, one provider order', async () => {
    const s = await slot();
    const users = [];
    for (let i = 0; i < 30; i++) users.push(await candidate());
    const before = fake.orders.size;
    const results = await Promise.all(users.map((u) => order(u.cookie, s)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 201)).toHaveLength(1);
    expect(statuses.filter((x) => x === 409)).toHaveLength(29);
    const losers = await Promise.all(results.filter((r) => r.status === 409).map((r) => r.json()));
    for (const l of losers) expect(l.error.message).toBe(SLOT_TAKEN_MESSAGE);
    expect(fake.orders.size - before).toBe(1);
    const winner = users[statuses.indexOf(201)];
    const o = await results[statuses.indexOf(201)].json();
    expect(o).toMatchObject({ amount: 39_900, currency: 'INR', key: keys.keyId, included: false });
    expect(await slotRow(s.slotId)).toMatchObject({ status: 'held', heldBy: winner.userId });
    const paid = await verify(winner.cookie, s, fake.pay(o.orderId).callback);
    expect((await paid.json()).status).toBe('booked');
    expect(await slotRow(s.slotId)).toMatchObject({ status: 'booked' });
    expect(await requestsForSlot(s.slotId)).toHaveLength(1);
  }, 120_000);

  it('an expired hold frees the slot; the late payment of the old hold is refunded and told', async () => {
    const s = await slot();
    const a = await candidate();
    const b = await candidate();
    const first = await order(a.cookie, s);
    expect(first.status).toBe(201);
    const aOrder = await first.json();
    expect((await order(b.cookie, s)).status).toBe(409);
    const result = await settleInterviews(deps(), new Date(Date.now() + 11 * 60_000));
    expect(result.released).toBeGreaterThanOrEqual(1);
    expect(await slotRow(s.slotId)).toMatchObject({ status: 'available', heldBy: null });
    // b takes the freed slot and pays; then a's payment arrives.
    const bPaid = await bookAndPay(b.cookie, s);
    expect(bPaid.body.status).toBe('booked');
    const { callback, payment } = fake.pay(aOrder.orderId);
    const late = await verify(a.cookie, s, callback);
    expect(late.status).toBe(200);
    const body = await late.json();
    expect(body.status).toBe('refunded');
    expect(body.message).toMatch(/booked by someone else/);
    expect((await orderRow(aOrder.orderId)).status).toBe('refunded');
    expect(fake.payments.get(payment.id)?.status).toBe('refunded');
    expect(fake.requests).toContain(`POST /v1/payments/${payment.id}/refund`);
    const mails = await mailsTo(a.email);
    expect(mails.some((m) => m.subject.startsWith('Refund'))).toBe(true);
    const rows = await requestsForSlot(s.slotId);
    expect(rows).toHaveLength(1);
    expect(rows[0].userId).toBe(b.userId);
    // A replay of a's callback changes nothing and refunds nothing more.
    const replay = await verify(a.cookie, s, callback);
    expect((await replay.json()).status).toBe('refunded');
    expect(fake.requests.filter((r) => r.includes(payment.id))).toHaveLength(1);
  });

  it('a payment after the hold expired still books when nobody took the slot', async () => {
    const s = await slot();
    const a = await candidate();
    const o = await (await order(a.cookie, s)).json();
    await settleInterviews(deps(), new Date(Date.now() + 11 * 60_000));
    const v = await verify(a.cookie, s, fake.pay(o.orderId).callback);
    expect((await v.json()).status).toBe('booked');
  });

  it('callback and webhook at the same instant, 10 times: one request, one booking each time', async () => {
    for (let i = 0; i < 10; i++) {
      const s = await slot();
      const u = await candidate();
      const o = await (await order(u.cookie, s)).json();
      const { payment, callback } = fake.pay(o.orderId);
      const [a, b] = await Promise.all([
        verify(u.cookie, s, callback),
        sendWebhook(captured(payment)),
      ]);
      expect(a.status).toBe(200);
      expect((await a.json()).status).toBe('booked');
      expect(b.status).toBe(200);
      const rows = await requestsForSlot(s.slotId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ userId: u.userId, status: 'pending' });
      expect(rows[0].jitsiRoomName).toMatch(/^ssbprep-interview-[0-9a-f]{40}$/);
      expect((await orderRow(o.orderId)).status).toBe('paid');
      const mails = await mailsTo(u.email);
      expect(mails.filter((m) => m.subject.startsWith('Mock interview booked'))).toHaveLength(1);
    }
  }, 120_000);

  it('a webhook or reconciliation books too; one that finds the slot gone is refunded by the job', async () => {
    const s = await slot();
    const u = await candidate();
    const o = await (await order(u.cookie, s)).json();
    const { payment } = fake.pay(o.orderId);
    const w = await sendWebhook(captured(payment));
    expect(await w.json()).toEqual({ status: 'activated' });
    expect(await requestsForSlot(s.slotId)).toHaveLength(1);
    // No callback came: the job sends the 'booked' mail, once.
    const booked = async () =>
      (await mailsTo(u.email)).filter((m) => m.subject.startsWith('Mock interview booked'));
    expect(await booked()).toHaveLength(0);
    await settleInterviews(deps(), new Date(Date.now() + 60_000));
    await settleInterviews(deps(), new Date(Date.now() + 120_000));
    expect(await booked()).toHaveLength(1);

    const s2 = await slot();
    const v = await candidate();
    const o2 = await (await order(v.cookie, s2)).json();
    fake.pay(o2.orderId); // paid, tab closed: reconciliation finds it
    const r = await reconcileOrders(
      { db, provider: t.ctx.payments!, logger: t.ctx.logger },
      new Date(Date.now() + 16 * 60_000),
    );
    expect(r.activated).toBeGreaterThanOrEqual(1);
    expect((await requestsForSlot(s2.slotId))[0]).toMatchObject({ userId: v.userId });

    // A hold lapses, someone else books, then the first payment arrives by webhook only.
    const s3 = await slot();
    const x = await candidate();
    const y = await candidate();
    const ox = await (await order(x.cookie, s3)).json();
    await settleInterviews(deps(), new Date(Date.now() + 11 * 60_000));
    await bookAndPay(y.cookie, s3);
    const px = fake.pay(ox.orderId).payment;
    expect(await (await sendWebhook(captured(px))).json()).toEqual({ status: 'activated' });
    expect((await orderRow(ox.orderId)).status).toBe('paid');
    const settled = await settleInterviews(deps());
    expect(settled.refunded).toBeGreaterThanOrEqual(1);
    expect((await orderRow(ox.orderId)).status).toBe('refunded');
    expect(fake.payments.get(px.id)?.status).toBe('refunded');
    expect((await requestsForSlot(s3.slotId)).map((q) => q.userId)).toEqual([y.userId]);
  });

  it('refuses a tampered signature, another slot and another user’s order', async () => {
    const s = await slot();
    const other = await slot();
    const u = await candidate();
    const thief = await candidate();
    const o = await (await order(u.cookie, s)).json();
    const { callback } = fake.pay(o.orderId);
    const bad = await verify(u.cookie, s, { ...callback, razorpay_signature: 'ab'.repeat(32) });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('Payment verification failed');
    expect((await verify(u.cookie, other, callback)).status).toBe(400);
    expect((await verify(thief.cookie, s, callback)).status).toBe(404);
    expect(await requestsForSlot(s.slotId)).toHaveLength(0);
    expect((await orderRow(o.orderId)).status).toBe('created');
  });
});

describe('the General plan’s included interview', () => {
  it('is used once only, even by two bookings at the same instant', async () => {
    const u = await candidate();
    await grantAccess(db, { email: u.email, plan: 'general' });
    const [s1, s2, s3] = [await slot(), await slot(), await slot()];
    const [r1, r2] = await Promise.all([order(u.cookie, s1), order(u.cookie, s2)]);
    expect([r1.status, r2.status]).toEqual([201, 201]);
    const bodies = [await r1.json(), await r2.json()];
    const included = bodies.filter((b) => b.included);
    expect(included).toHaveLength(1);
    expect(included[0]).toMatchObject({
      amount: 0,
      request: { status: 'pending', isIncluded: true },
    });
    expect(bodies.filter((b) => !b.included)[0]).toMatchObject({ amount: 39_900 });
    const third = await (await order(u.cookie, s3)).json();
    expect(third).toMatchObject({ included: false, amount: 39_900 });
    const [{ n }] = await db
      .select({ n: count() })
      .from(entitlementLedger)
      .where(
        and(eq(entitlementLedger.userId, u.userId), eq(entitlementLedger.kind, 'mock_interview')),
      );
    expect(n).toBe(1);
    const booked = await db
      .select()
      .from(interviewRequests)
      .where(and(eq(interviewRequests.userId, u.userId), eq(interviewRequests.isIncluded, true)));
    expect(booked).toHaveLength(1);
    expect(await slotRow(booked[0].slotId)).toMatchObject({ status: 'booked' });
    const ent = await (await get('/api/subscription/entitlements', u.cookie)).json();
    expect(ent.mockInterviewsLeft).toBe(0);
  });
});

describe('requests are the owner’s only', () => {
  it('lists the user’s own requests; another user’s id answers 404', async () => {
    const s = await slot();
    const u = await candidate();
    const other = await candidate();
    const { body } = await bookAndPay(u.cookie, s);
    const id = body.request.id;
    const list = await (await get('/api/interviews/requests', u.cookie)).json();
    expect(list.requests.map((r: { id: string }) => r.id)).toContain(id);
    expect(list.requests[0]).toMatchObject({
      status: 'pending',
      interviewer: { name: 'Test Assessor', experienceYears: 10 },
      slot: { id: s.slotId },
    });
    expect((await get(`/api/interviews/requests/${id}`, u.cookie)).status).toBe(200);
    expect((await get(`/api/interviews/requests/${id}`, other.cookie)).status).toBe(404);
    expect((await get('/api/interviews/requests/not-a-uuid', other.cookie)).status).toBe(404);
    const theirs = await (await get('/api/interviews/requests', other.cookie)).json();
    expect(theirs.requests).toEqual([]);
  });
});

describe('operator status changes', () => {
  it('approve, confirm, complete mail the candidate; a stale change is refused', async () => {
    const s = await slot();
    const u = await candidate();
    const { body } = await bookAndPay(u.cookie, s);
    const id = body.request.id as string;
    expect(await changeRequestStatus(deps(), id, 'approve')).toMatchObject({ status: 'approved' });
    expect(await changeRequestStatus(deps(), id, 'confirm')).toMatchObject({ status: 'confirmed' });
    await expect(changeRequestStatus(deps(), id, 'approve')).rejects.toThrow(/Cannot approve/);
    expect(await changeRequestStatus(deps(), id, 'complete')).toMatchObject({
      status: 'completed',
    });
    const subjects = (await mailsTo(u.email)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/booked/),
        expect.stringMatching(/approved/),
        expect.stringMatching(/confirmed/),
        expect.stringMatching(/completed/),
      ]),
    );
    await expect(changeRequestStatus(deps(), randomUUID(), 'approve')).rejects.toThrow(/not found/);
  });

  it('rejecting a paid request refunds it once and frees the slot', async () => {
    const s = await slot();
    const u = await candidate();
    const { body, order: o, callback } = await bookAndPay(u.cookie, s);
    const id = body.request.id as string;
    const [a, b] = await Promise.allSettled([
      changeRequestStatus(deps(), id, 'reject'),
      changeRequestStatus(deps(), id, 'reject'),
    ]);
    expect([a.status, b.status].sort()).toEqual(['fulfilled', 'rejected']);
    expect((await orderRow(o.orderId)).status).toBe('refunded');
    expect(fake.payments.get(callback.razorpay_payment_id)?.status).toBe('refunded');
    expect(await slotRow(s.slotId)).toMatchObject({ status: 'available' });
    const mails = await mailsTo(u.email);
    expect(mails.filter((m) => /cancelled/.test(m.subject))).toHaveLength(1);
    const list = await (await get('/api/interviews/requests', u.cookie)).json();
    expect(list.requests[0]).toMatchObject({ id, status: 'rejected' });
    const replay = await (await verify(u.cookie, s, callback)).json();
    expect(replay).toEqual({
      status: 'refunded',
      message: 'This interview was cancelled and your payment has been refunded.',
    });
    expect(fake.requests.filter((r) => r.includes(callback.razorpay_payment_id))).toHaveLength(1);
    // The slot can be booked again by someone else.
    const v = await candidate();
    expect((await bookAndPay(v.cookie, s)).body.status).toBe('booked');
  });

  it('rejecting an included interview gives it back', async () => {
    const u = await candidate();
    await grantAccess(db, { email: u.email, plan: 'general' });
    const s = await slot();
    const r = await (await order(u.cookie, s)).json();
    expect(r.included).toBe(true);
    await changeRequestStatus(deps(), r.request.id, 'reject');
    const ent = await (await get('/api/subscription/entitlements', u.cookie)).json();
    expect(ent.mockInterviewsLeft).toBe(1);
  });
});

describe('the operator route behind `npm run interviews`', () => {
  it('needs the operator token; lists, confirms and publishes slots', async () => {
    t.ctx.adminToken = 'iv-operator-token';
    const admin = (json: unknown, token = 'iv-operator-token') =>
      t.request('/api/admin/interviews', {
        method: 'POST',
        json,
        headers: { authorization: `Bearer ${token}` },
        noOrigin: true,
      });
    const s = await slot();
    const u = await candidate();
    const { body } = await bookAndPay(u.cookie, s);
    expect((await admin({ action: 'list' }, 'wrong-token-value')).status).toBe(401);
    const list = await (await admin({ action: 'list', status: 'pending' })).json();
    expect(list.requests.map((r: { id: string }) => r.id)).toContain(body.request.id);
    const confirmed = await admin({ action: 'confirm', requestId: body.request.id });
    expect(await confirmed.json()).toMatchObject({ request: { status: 'confirmed' } });
    expect((await admin({ action: 'confirm', requestId: body.request.id })).status).toBe(409);
    expect((await admin({ action: 'approve', requestId: 'nope' })).status).toBe(400);
    const at = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const added = await admin({
      action: 'add-slot',
      interviewer: SEED_INTERVIEWERS[0].slug,
      startsAt: at,
    });
    expect(added.status).toBe(200);
    expect(
      (await admin({ action: 'add-slot', interviewer: SEED_INTERVIEWERS[0].slug, startsAt: at }))
        .status,
    ).toBe(409);
  });
});

describe('joining an interview', () => {
  it('hands out the meeting only to the owner, once confirmed, inside the window', async () => {
    const soon = await slot(10); // starts in 10 minutes: the window is open
    const later = await slot(24 * 60);
    const u = await candidate();
    const other = await candidate();
    const a = (await bookAndPay(u.cookie, soon)).body.request;
    const b = (await bookAndPay(u.cookie, later)).body.request;
    const join = (cookie: string, id: string) =>
      post(`/api/interviews/requests/${id}/join`, cookie, {});
    const pending = await join(u.cookie, a.id);
    expect(pending.status).toBe(409);
    expect((await pending.json()).error.message).toBe('This interview is not confirmed yet.');
    await changeRequestStatus(deps(), a.id, 'confirm');
    await changeRequestStatus(deps(), b.id, 'approve');
    const ok = await join(u.cookie, a.id);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      domain: 'meet.jit.si',
      scriptUrl: 'https://meet.jit.si/external_api.js',
      roomName: a.jitsiRoomName,
      jwt: null,
    });
    const early = await join(u.cookie, b.id);
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toBe('You can join 15 minutes before the interview');
    expect((await join(other.cookie, a.id)).status).toBe(404);
    expect((await join(other.cookie, 'junk')).status).toBe(404);
    // The window closes when the interview ends (start + 45 minutes).
    const { joinInterview } = await import('./interviews.service');
    const start = new Date((await slotRow(soon.slotId)).startsAt);
    await expect(
      joinInterview(t.ctx, u.userId, a.id, new Date(start.getTime() + 46 * 60_000)),
    ).rejects.toThrow('This interview has ended.');
    await expect(
      joinInterview(t.ctx, u.userId, a.id, new Date(start.getTime() - 16 * 60_000)),
    ).rejects.toThrow(/15 minutes before/);
    const opened = await joinInterview(
      t.ctx,
      u.userId,
      a.id,
      new Date(start.getTime() - 15 * 60_000),
    );
    expect(opened.roomName).toBe(a.jitsiRoomName);
  });

  it('signs a short-lived token when JITSI_APP_ID and JITSI_PRIVATE_KEY are set', async () => {
    const env = { ...t.ctx.env, JITSI_APP_ID: 'ssbprep', JITSI_PRIVATE_KEY: 'a'.repeat(40) };
    const s = await slot(5);
    const u = await candidate();
    const r = (await bookAndPay(u.cookie, s)).body.request;
    await changeRequestStatus(deps(), r.id, 'approve');
    const { joinInterview } = await import('./interviews.service');
    const join = await joinInterview({ db, env }, u.userId, r.id);
    expect(join.jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const claims = JSON.parse(Buffer.from(join.jwt!.split('.')[1], 'base64url').toString());
    expect(claims.room).toBe(r.jitsiRoomName);
    expect(claims.exp * 1000).toBe(new Date(s.startsAtMs + 45 * 60_000).setMilliseconds(0));
  });
});

describe('the seed', () => {
  it('is idempotent and keeps 14 days of future slots in India’s working hours', async () => {
    const { seedInterviews, istSlotInstants } = await import('./interviews.seed');
    const now = new Date();
    await seedInterviews(db, now); // the app's start seeded; this may add a new day at midnight IST
    expect(await seedInterviews(db, now)).toBe(0);
    const later = new Date(Date.now() + 3 * 86_400_000);
    const added = await seedInterviews(db, later);
    expect(added).toBeGreaterThan(0); // three more days topped up
    expect(await seedInterviews(db, later)).toBe(0);
    const instants = istSlotInstants(['09:30'], new Date('2026-11-25T05:00:00Z'), 2);
    // 05:00Z is 10:30 IST: today's 09:30 is past; the next two days remain.
    expect(instants.map((d) => d.toISOString())).toEqual([
      '2026-11-26T04:00:00.000Z',
      '2026-11-27T04:00:00.000Z',
    ]);
    const [{ n }] = await db.select({ n: count() }).from(interviewers);
    expect(n).toBeGreaterThanOrEqual(6);
  });
});
