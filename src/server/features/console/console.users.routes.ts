import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../hono-env';
import { validate } from '../../lib/validate';
import { planChangeSchema } from '@/shared/schemas/console-users';
import { changeSubscription } from '../subscription/subscription.admin';
import { recordAudit } from './console.audit';
import { resendVerification } from './console.users.service';

const userParam = z.object({ id: z.string().min(1).max(100) });
const subscriptionParams = z.object({
  id: z.string().min(1).max(100),
  subscriptionId: z.string().min(1).max(100),
});

/**
 * Users (issue 17), beside the search, detail and credit routes in console.routes.ts: plan changes
 * and the verification mail. Mounted at /api/admin/console/users.
 */
export const consoleUsersRoutes = new Hono<AppEnv>()
  .post(
    '/:id/subscriptions/:subscriptionId',
    validate('param', subscriptionParams),
    validate('json', planChangeSchema),
    async (c) => {
      const { id, subscriptionId } = c.req.valid('param');
      const change = c.req.valid('json');
      const result = await changeSubscription(c.var.ctx.db, id, subscriptionId, change);
      await recordAudit(c, {
        action: `subscription.${change.action}`,
        entityType: 'subscription',
        entityId: subscriptionId,
        before: result.before,
        after: {
          ...result.after,
          reason: change.reason,
          ...(change.action === 'extend' ? { days: change.days } : {}),
        },
      });
      return c.json({ subscription: result.after });
    },
  )
  .post('/:id/resend-verification', validate('param', userParam), async (c) => {
    const { id } = c.req.valid('param');
    const result = await resendVerification(c.var.ctx, id);
    await recordAudit(c, {
      action: 'user.resend_verification',
      entityType: 'user',
      entityId: id,
      before: { emailVerified: false },
      after: { mailedTo: result.email },
    });
    return c.json({ sent: true, email: result.email });
  });
