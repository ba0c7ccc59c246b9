import { Hono } from 'hono';
import { createFeedbackInputSchema } from '@/shared/schemas/feedback';
import { currentUser, type AppEnv } from '../../hono-env';
import { validate } from '../../lib/validate';
import { requireUser } from '../../middleware/session';
import { createFeedback, listFeedback } from './feedback.service';

export const feedbackRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json({ feedback: await listFeedback(c.var.ctx.db, currentUser(c).id) }))
  .post('/', validate('json', createFeedbackInputSchema), async (c) => {
    const { message } = c.req.valid('json');
    return c.json(await createFeedback(c.var.ctx.db, currentUser(c).id, message), 201);
  });
