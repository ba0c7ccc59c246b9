import { Hono } from 'hono';
import { currentUser, type AppEnv } from '../../hono-env';
import { requireUser } from '../../middleware/session';
import { rememberTimeZone } from '../streak/streak.service';
import { getProgress } from './progress.service';

export const progressRoutes = new Hono<AppEnv>().use(requireUser).get('/', async (c) => {
  const { db } = c.var.ctx;
  const userId = currentUser(c).id;
  await rememberTimeZone(db, userId, c.req.header('x-time-zone'));
  return c.json(await getProgress(db, userId));
});
