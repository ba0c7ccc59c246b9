import { Hono } from 'hono';
import { saveResponseInputSchema, startPracticeInputSchema } from '@/shared/schemas/practice';
import { currentUser, type AppEnv } from '../../hono-env';
import { uuidParams, validate } from '../../lib/validate';
import { requireUser } from '../../middleware/session';
import { refreshStreak } from '../streak/streak.service';
import { cancelUntouchedSession } from './practice.cancel';
import {
  finishSession,
  getPracticeSession,
  saveResponse,
  startPractice,
  submitSession,
} from './practice.service';

const sessionParam = uuidParams('practice session', 'id');

export const practiceRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/sessions', validate('json', startPracticeInputSchema), async (c) =>
    c.json(await startPractice(c.var.ctx.db, currentUser(c).id, c.req.valid('json')), 201),
  )
  .get('/sessions/:id', sessionParam, async (c) =>
    c.json(await getPracticeSession(c.var.ctx.db, currentUser(c).id, c.req.valid('param').id)),
  )
  .put(
    '/sessions/:id/responses/:itemId',
    uuidParams('practice session item', 'id', 'itemId'),
    validate('json', saveResponseInputSchema),
    async (c) => {
      const { id, itemId } = c.req.valid('param');
      const { db } = c.get('ctx');
      return c.json(await saveResponse(db, currentUser(c).id, id, itemId, c.req.valid('json')));
    },
  )
  .post('/sessions/:id/cancel', sessionParam, async (c) =>
    c.json(await cancelUntouchedSession(c.var.ctx.db, currentUser(c).id, c.req.valid('param').id)),
  )
  .post('/sessions/:id/finish', sessionParam, async (c) =>
    c.json(await finishSession(c.var.ctx.db, currentUser(c).id, c.req.valid('param').id)),
  )
  .post('/sessions/:id/submit', sessionParam, async (c) => {
    const { db, boss } = c.var.ctx;
    const userId = currentUser(c).id;
    const result = await submitSession(db, boss, userId, c.req.valid('param').id);
    await refreshStreak(db, userId);
    return c.json(result);
  });
