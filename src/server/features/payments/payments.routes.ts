import { Hono } from 'hono';
import {
  createOrderInputSchema,
  sandboxCheckoutInputSchema,
  verifyPaymentInputSchema,
  type SandboxCheckoutResult,
} from '@/shared/schemas/payments';
import { currentUser, type AppEnv } from '../../hono-env';
import { NotFoundError } from '../../lib/errors';
import { uuidParams, validate } from '../../lib/validate';
import { requireUser } from '../../middleware/session';
import { markOrderFailed } from './activation.service';
import { createPlanOrder, findOwnOrder, requireProvider, verifyPayment } from './payments.service';
import { getReceipt, listPayments } from './receipts.service';
import { SandboxProvider } from './sandbox.provider';

/** Signed-in payment calls. The provider's webhook is separate: see webhook.routes.ts. */
export const paymentsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/orders', validate('json', createOrderInputSchema), async (c) => {
    const { db, payments } = c.var.ctx;
    const order = await createPlanOrder(
      db,
      requireProvider(payments),
      currentUser(c).id,
      c.req.valid('json'),
    );
    return c.json(order, 201);
  })
  .post('/verify', validate('json', verifyPaymentInputSchema), async (c) => {
    const { db, payments } = c.var.ctx;
    return c.json(
      await verifyPayment(db, requireProvider(payments), currentUser(c).id, c.req.valid('json')),
    );
  })
  // The in-app test checkout (sandbox provider only): Pay signs the callback as Razorpay would.
  .post('/sandbox/checkout', validate('json', sandboxCheckoutInputSchema), async (c) => {
    const { db, payments } = c.var.ctx;
    if (!(payments instanceof SandboxProvider)) throw new NotFoundError('test checkout');
    const { orderId, outcome } = c.req.valid('json');
    const order = await findOwnOrder(db, currentUser(c).id, orderId);
    const result = payments.pay(order.providerOrderId!, outcome);
    if (!result) throw new NotFoundError('order');
    if (outcome === 'fail') await markOrderFailed(db, order.providerOrderId!);
    const body: SandboxCheckoutResult =
      outcome === 'pay'
        ? { outcome: 'pay', callback: result.callback }
        : { outcome: 'fail', message: 'The test card was declined.' };
    return c.json(body);
  })
  .get('/', async (c) => c.json({ payments: await listPayments(c.var.ctx.db, currentUser(c).id) }))
  .get('/:id/receipt', uuidParams('payment', 'id'), async (c) =>
    c.json(await getReceipt(c.var.ctx.db, currentUser(c).id, c.req.valid('param').id)),
  );
