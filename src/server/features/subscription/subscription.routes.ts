import { Hono } from 'hono';
import type { CurrentSubscription } from '@/shared/schemas/subscription';
import { currentUser, type AppEnv } from '../../hono-env';
import { requireUser } from '../../middleware/session';
import {
  canPurchasePlan,
  getActiveSubscription,
  getUpcomingSubscription,
} from './subscription.service';
import { entitlements } from './entitlements';

export const subscriptionRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const { db } = c.var.ctx;
    const userId = currentUser(c).id;
    const now = new Date();
    const [subscription, upcoming, purchase] = await Promise.all([
      getActiveSubscription(db, userId, now),
      getUpcomingSubscription(db, userId, now),
      canPurchasePlan(db, userId, now),
    ]);
    const body: CurrentSubscription = {
      subscription,
      upcoming,
      canPurchase: purchase.canPurchase,
    };
    return c.json(body);
  })
  .get('/entitlements', async (c) => c.json(await entitlements(c.var.ctx.db, currentUser(c).id)));
