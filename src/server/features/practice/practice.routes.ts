import { Hono } from 'hono';
import { saveResponseInputSchema, startPracticeInputSchema } from '@/shared/schemas/practice';
import { currentUser, type AppEnv } from '../../hono-env';
import { validate } from '../../lib/validate';
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

export const practiceRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/sessions', validate('json', startPracticeInputSchema), async (c) =>
    c.json(await startPractice(c.var.ctx.db, currentUser(c).id, c.req.valid('json')), 201),
  )
  .get('/sessions/:id', async (c) =>
    c.json(await getPracticeSession(c.var.ctx.db, currentUser(c).id, c.req.param('id'))),
  )
  .put('/sessions/:id/responses/:itemId', validate('json', saveResponseInputSchema), async (c) =>
    c.json(
      await saveResponse(
        c.var.ctx.db,
        currentUser(c).id,
        c.req.param('id'),
        c.req.param('itemId'),
        c.req.valid('json'),
      ),
    ),
  )
  .post('/sessions/:id/cancel', async (c) =>
    c.json(await cancelUntouchedSession(c.var.ctx.db, currentUser(c).id, c.req.param('id'))),
  )
  .post('/sessions/:id/finish', async (c) =>
    c.json(await finishSession(c.var.ctx.db, currentUser(c).id, c.req.param('id'))),
  )
  .post('/sessions/:id/submit', async (c) => {
    const { db, boss } = c.var.ctx;
    const userId = currentUser(c).id;
    const result = await submitSession(db, boss, userId, c.req.param('id'));
    await refreshStreak(db, userId);
    return c.json(result);
  });
