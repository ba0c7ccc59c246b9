import { Hono } from 'hono';
import { currentUser, type AppEnv } from '../../hono-env';
import { requireUser } from '../../middleware/session';
import { getActiveSubscription } from './subscription.service';

export const subscriptionRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) =>
    c.json({ subscription: await getActiveSubscription(c.var.ctx.db, currentUser(c).id) }),
  );
