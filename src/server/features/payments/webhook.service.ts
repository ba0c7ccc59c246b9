import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { paymentEvents } from '../../db/schema';
import { ValidationError } from '../../lib/errors';
import type { Logger } from '../../logger';
import { activateOrderTx, markOrderFailed, markRefundedTx } from './activation.service';
import type { PaymentProvider } from './provider';
import { hmacHex, signatureMatches } from './signature';

const entity = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ entity: z.object(shape).passthrough() }).optional();

const eventSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: entity({
        id: z.string(),
        order_id: z.string().nullish(),
        amount: z.coerce.number(),
      }),
      order: entity({ id: z.string() }),
      refund: entity({ id: z.string(), payment_id: z.string() }),
    })
    .passthrough(),
});

export type WebhookOutcome =
  'activated' | 'no_change' | 'failed' | 'refunded' | 'duplicate' | 'ignored';

/**
 * POST /api/payments/webhook: the signature is an HMAC of the raw body with the webhook secret.
 * Each event id is stored in the same transaction as its effect, so a repeat is ignored and a
 * failed attempt is retried by the provider. Handles payment.captured, order.paid,
 * payment.failed and refund.processed; anything else is acknowledged and ignored.
 */
export async function handleWebhook(
  db: Db,
  provider: PaymentProvider,
  logger: Logger,
  input: { rawBody: string; signature?: string; eventId?: string },
): Promise<WebhookOutcome> {
  const expected = hmacHex(input.rawBody, provider.webhookSecret);
  if (!signatureMatches(expected, input.signature)) {
    throw new ValidationError('Invalid webhook signature.');
  }
  let parsed: z.infer<typeof eventSchema>;
  try {
    parsed = eventSchema.parse(JSON.parse(input.rawBody));
  } catch {
    throw new ValidationError('The webhook body is not a payment event.');
  }
  const eventId =
    input.eventId || `body_${createHash('sha256').update(input.rawBody).digest('hex')}`;
  const payment = parsed.payload.payment?.entity;
  const providerOrderId = payment?.order_id ?? parsed.payload.order?.entity.id ?? null;
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: eventId, type: parsed.event, providerOrderId })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return 'duplicate';
    switch (parsed.event) {
      case 'payment.captured':
      case 'order.paid': {
        if (!payment || !providerOrderId) return 'ignored';
        const { activated } = await activateOrderTx(tx, {
          providerOrderId,
          paymentId: payment.id,
          amountPaise: payment.amount,
        });
        if (!activated) logger.info({ eventId, providerOrderId }, 'payment webhook: no change');
        return activated ? 'activated' : 'no_change';
      }
      case 'payment.failed':
        if (!providerOrderId) return 'ignored';
        return (await markOrderFailed(tx, providerOrderId)) ? 'failed' : 'no_change';
      case 'refund.processed': {
        const paymentId = parsed.payload.refund?.entity.payment_id ?? payment?.id;
        if (!paymentId) return 'ignored';
        return (await markRefundedTx(tx, paymentId)) ? 'refunded' : 'no_change';
      }
      default:
        return 'ignored';
    }
  });
}
