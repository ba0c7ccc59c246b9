import { Hono } from 'hono';
import { creditCheckInputSchema } from '@/shared/schemas/credits';
import { currentUser, type AppEnv } from '../../hono-env';
import { validate } from '../../lib/validate';
import { requireUser } from '../../middleware/session';
import { checkCredits, getCreditsSummary } from './credits.service';

/**
 * Credits are consumed only by the server's own practice start (practice.service), inside the
 * transaction that creates the session: there is no public consume route to charge any id.
 */
export const creditsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json(await getCreditsSummary(c.get('ctx').db, currentUser(c).id)))
  .post('/check', validate('json', creditCheckInputSchema), async (c) => {
    const { test_type, item_count } = c.req.valid('json');
    const { db, logger } = c.var.ctx;
    return c.json(await checkCredits(db, logger, currentUser(c).id, test_type, item_count));
  });
