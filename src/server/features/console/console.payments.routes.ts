import { Hono } from 'hono';
import type { AppEnv } from '../../hono-env';
import { uuidParams, validate } from '../../lib/validate';
import { paymentsQuerySchema, refundInputSchema } from '@/shared/schemas/console-payments';
import { ConflictError } from '../../lib/errors';
import { reconcileOrder, reconcileOrders } from '../payments/payments.jobs';
import { requireProvider } from '../payments/payments.service';
import { refundOrder } from '../payments/refunds.service';
import { recordAudit } from './console.audit';
import { getPayment, listPayments, listPaymentEvents } from './console.payments.service';

/**
 * Payments (issue 17), mounted at /api/admin/console/payments: orders by status, webhook events,
 * "Reconcile now" through the reconciliation job's own code, and refunds (refunds.service.ts).
 */
export const consolePaymentsRoutes = new Hono<AppEnv>()
  .get('/', validate('query', paymentsQuerySchema), async (c) =>
    c.json(await listPayments(c.var.ctx.db, c.req.valid('query'))),
  )
  .get('/events', async (c) => c.json({ events: await listPaymentEvents(c.var.ctx.db) }))
  .post('/reconcile', async (c) => {
    const { db, logger } = c.var.ctx;
    const provider = requireProvider(c.var.ctx.payments);
    // Every open order now, not only those older than the job's 15 minutes.
    const result = await reconcileOrders({ db, provider, logger }, new Date(), {
      staleAfterMs: 0,
    });
    await recordAudit(c, { action: 'payments.reconcile', entityType: 'order', after: result });
    return c.json(result);
  })
  .get('/:id', uuidParams('order', 'id'), async (c) => {
    const { payment } = await getPayment(c.var.ctx.db, c.req.valid('param').id);
    const events = await listPaymentEvents(c.var.ctx.db, payment.providerOrderId);
    return c.json({ payment, events });
  })
  .post('/:id/reconcile', uuidParams('order', 'id'), async (c) => {
    const { db, logger } = c.var.ctx;
    const provider = requireProvider(c.var.ctx.payments);
    const { id } = c.req.valid('param');
    const { raw, payment: before } = await getPayment(db, id);
    if (raw.status !== 'created')
      throw new ConflictError(`This order is ${raw.status}; only an open order is reconciled.`);
    if (raw.provider !== provider.name)
      throw new ConflictError(
        `This order was opened with ${raw.provider}, which this server is not using.`,
      );
    const outcome = await reconcileOrder({ db, provider, logger }, raw);
    const { payment } = await getPayment(db, id);
    await recordAudit(c, {
      action: 'payment.reconcile',
      entityType: 'order',
      entityId: id,
      before: { status: before.status },
      after: { status: payment.status, outcome },
    });
    return c.json({ outcome, payment });
  })
  .post(
    '/:id/refund',
    uuidParams('order', 'id'),
    validate('json', refundInputSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      const result = await refundOrder(c.var.ctx, id);
      await recordAudit(c, {
        action: 'payment.refund',
        entityType: 'order',
        entityId: id,
        before: result.before,
        after: { ...result.after, refundId: result.refundId, reason },
      });
      const { payment } = await getPayment(c.var.ctx.db, id);
      return c.json({ refundId: result.refundId, payment });
    },
  );
