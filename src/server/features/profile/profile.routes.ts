import { Hono } from 'hono';
import { updateProfileInputSchema } from '@/shared/schemas/profile';
import { currentUser, type AppEnv } from '../../hono-env';
import { validate } from '../../lib/validate';
import { requireUser } from '../../middleware/session';
import { getProfile, upsertProfile } from './profile.service';

export const profileRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json(await getProfile(c.var.ctx.db, currentUser(c).id)))
  .put('/', validate('json', updateProfileInputSchema), async (c) =>
    c.json(await upsertProfile(c.var.ctx.db, currentUser(c).id, c.req.valid('json'))),
  );
