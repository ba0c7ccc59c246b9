import { Hono } from 'hono';
import { currentUser, type AppEnv } from '../../hono-env';
import { requireUser } from '../../middleware/session';
import { refreshStreak, rememberTimeZone } from './streak.service';

export const streakRoutes = new Hono<AppEnv>().use(requireUser).get('/', async (c) => {
  const { db } = c.var.ctx;
  const userId = currentUser(c).id;
  await rememberTimeZone(db, userId, c.req.header('x-time-zone'));
  return c.json(await refreshStreak(db, userId));
});
