import { Hono } from 'hono';
import { evaluationListQuerySchema } from '@/shared/schemas/evaluations';
import { currentUser, type AppEnv } from '../../hono-env';
import { validate } from '../../lib/validate';
import { requireUser } from '../../middleware/session';
import {
  getEvaluation,
  getEvaluationDetail,
  listEvaluations,
  retryEvaluation,
} from './evaluations.service';

export const evaluationsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', validate('query', evaluationListQuerySchema), async (c) =>
    c.json(await listEvaluations(c.var.ctx.db, currentUser(c).id, c.req.valid('query').test)),
  )
  .get('/:id', async (c) =>
    c.json(await getEvaluation(c.var.ctx.db, currentUser(c).id, c.req.param('id'))),
  )
  .get('/:id/details', async (c) =>
    c.json(await getEvaluationDetail(c.var.ctx.db, currentUser(c).id, c.req.param('id'))),
  )
  .post('/:id/retry', async (c) =>
    c.json(
      await retryEvaluation(c.var.ctx.db, c.var.ctx.boss, currentUser(c).id, c.req.param('id')),
    ),
  );
