import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { createTestApp } from './harness';

/**
 * A local HTTP server that speaks the part of Razorpay's REST API the app uses (Orders, an
 * order's Payments, Refunds) with HTTP Basic auth, so tests drive the real `razorpay` SDK.
 * It also plays the customer (pay) and the webhook sender, signing with real HMAC-SHA256.
 */
export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  notes: Record<string, string>;
  created_at: number;
}
export interface FakePayment {
  id: string;
  entity: 'payment';
  order_id: string;
  amount: number;
  currency: string;
  status: 'captured' | 'failed' | 'refunded';
}

const rid = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url')}`;
const hmac = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(payload).digest('hex');

export async function startFakeRazorpay(opts: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}) {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const requests: string[] = [];
  const auth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, description: string) =>
    send(res, status, { error: { code: 'BAD_REQUEST_ERROR', description } });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString();
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(`${req.method} ${url.pathname}`);
    if (req.headers.authorization !== auth) return error(res, 401, 'Authentication failed');
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    let m: RegExpMatchArray | null;
    if (req.method === 'POST' && url.pathname === '/v1/orders') {
      if (typeof body.amount !== 'number' || body.amount < 100) {
        return error(res, 400, 'The amount must be atleast INR 1.00.');
      }
      const order: FakeOrder = {
        id: rid('order'),
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        currency: String(body.currency ?? 'INR'),
        receipt: String(body.receipt ?? ''),
        status: 'created',
        notes: (body.notes as Record<string, string>) ?? {},
        created_at: Math.floor(Date.now() / 1000),
      };
      orders.set(order.id, order);
      return send(res, 200, order);
    }
    if (req.method === 'GET' && (m = url.pathname.match(/^\/v1\/orders\/([^/]+)\/payments$/))) {
      if (!orders.has(m[1])) return error(res, 400, 'The id provided does not exist');
      const items = [...payments.values()].filter((p) => p.order_id === m![1]);
      return send(res, 200, { entity: 'collection', count: items.length, items });
    }
    if (req.method === 'GET' && (m = url.pathname.match(/^\/v1\/orders\/([^/]+)$/))) {
      const order = orders.get(m[1]);
      return order ? send(res, 200, order) : error(res, 400, 'The id provided does not exist');
    }
    if (req.method === 'POST' && (m = url.pathname.match(/^\/v1\/payments\/([^/]+)\/refund$/))) {
      const payment = payments.get(m[1]);
      if (!payment || payment.status !== 'captured')
        return error(res, 400, 'Payment not refundable');
      payment.status = 'refunded';
      return send(res, 200, {
        id: rid('rfnd'),
        entity: 'refund',
        payment_id: payment.id,
        amount: Number(body.amount ?? payment.amount),
        status: 'processed',
      });
    }
    return error(res, 404, `No route ${req.method} ${url.pathname}`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => error(res, 500, String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    orders,
    payments,
    requests,
    /** The customer pays (or fails to pay) in Checkout: returns the signed success callback. */
    pay(orderId: string, outcome: 'captured' | 'failed' = 'captured') {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const payment: FakePayment = {
        id: rid('pay'),
        entity: 'payment',
        order_id: orderId,
        amount: order.amount,
        currency: order.currency,
        status: outcome,
      };
      payments.set(payment.id, payment);
      if (outcome === 'captured') {
        order.status = 'paid';
        order.amount_paid = order.amount;
      } else order.status = 'attempted';
      return {
        payment,
        callback: {
          razorpay_order_id: orderId,
          razorpay_payment_id: payment.id,
          razorpay_signature: hmac(`${orderId}|${payment.id}`, opts.keySecret),
        },
      };
    },
    /** A webhook delivery as Razorpay sends it: raw JSON body, signature and event id headers. */
    webhook(event: string, payload: Record<string, unknown>, eventId = rid('evt')) {
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_test',
        event,
        contains: Object.keys(payload),
        payload,
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmac(body, opts.webhookSecret),
          'x-razorpay-event-id': eventId,
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;

/**
 * A fake Razorpay plus the real app configured to reach it through the official SDK (closed
 * after the file's tests).
 */
export async function createAppWithFakeRazorpay(keys: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}) {
  const fake = await startFakeRazorpay(keys);
  afterAll(() => fake.close());
  const t = await createTestApp({
    env: {
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      RAZORPAY_API_BASE_URL: fake.baseUrl,
    },
  });
  return { fake, t };
}
