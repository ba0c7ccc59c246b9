import { Hono } from 'hono';
import type { AppEnv } from '../../hono-env';
import { requireProvider } from './payments.service';
import { handleWebhook } from './webhook.service';

/**
 * The payment provider's server-to-server webhook. No session or cookie: it is authenticated by
 * the HMAC signature over the raw body alone, so it must stay exempt from the CSRF/Origin checks
 * applied to browser calls. app.ts mounts it at PAYMENT_WEBHOOK_PATH before everything else.
 */
export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

export const paymentWebhookRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const { db, payments, logger } = c.var.ctx;
  const outcome = await handleWebhook(db, requireProvider(payments), logger, {
    rawBody: await c.req.text(),
    signature: c.req.header('x-razorpay-signature'),
    eventId: c.req.header('x-razorpay-event-id'),
  });
  return c.json({ status: outcome });
});
