import { Hono } from 'hono';
import { piqInputSchema, saveDraftInputSchema } from '@/shared/schemas/piq';
import { currentUser, type AppEnv } from '../../hono-env';
import { validate } from '../../lib/validate';
import { requireUser } from '../../middleware/session';
import { discardDraft, getPiq, piqExists, saveDraft, submitPiq } from './piq.service';

/** The signed-in user's PIQ (issue 4); every query is keyed by the session's user id. */
export const piqRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json(await getPiq(c.var.ctx.db, currentUser(c).id)))
  .put('/', validate('json', piqInputSchema), async (c) =>
    c.json(await submitPiq(c.var.ctx.db, currentUser(c).id, c.req.valid('json'))),
  )
  .get('/exists', async (c) => c.json({ exists: await piqExists(c.var.ctx.db, currentUser(c).id) }))
  .put('/draft', validate('json', saveDraftInputSchema), async (c) =>
    c.json(await saveDraft(c.var.ctx.db, currentUser(c).id, c.req.valid('json'))),
  )
  .delete('/draft', async (c) => {
    await discardDraft(c.var.ctx.db, currentUser(c).id);
    return c.body(null, 204);
  });
