import { Hono } from 'hono';
import { creditCheckInputSchema, creditConsumeInputSchema } from '@/shared/schemas/credits';
import { currentUser, type AppEnv } from '../../hono-env';
import { validate } from '../../lib/validate';
import { requireUser } from '../../middleware/session';
import { checkCredits, consumeCredits, getCreditsSummary } from './credits.service';

export const creditsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json(await getCreditsSummary(c.var.ctx.db, currentUser(c).id)))
  .post('/check', validate('json', creditCheckInputSchema), async (c) => {
    const { test_type, item_count } = c.req.valid('json');
    const { db, logger } = c.var.ctx;
    return c.json(await checkCredits(db, logger, currentUser(c).id, test_type, item_count));
  })
  .post('/consume', validate('json', creditConsumeInputSchema), async (c) => {
    const { test_type, item_count, session_id } = c.req.valid('json');
    const { db, logger } = c.var.ctx;
    return c.json(
      await consumeCredits(db, logger, currentUser(c).id, test_type, item_count, session_id),
    );
  });
