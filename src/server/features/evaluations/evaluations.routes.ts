import { Hono } from 'hono';
import { evaluationListQuerySchema } from '@/shared/schemas/evaluations';
import { currentUser, type AppEnv } from '../../hono-env';
import { uuidParams, validate } from '../../lib/validate';
import { requireUser } from '../../middleware/session';
import {
  getEvaluation,
  getEvaluationDetail,
  listEvaluations,
  retryEvaluation,
} from './evaluations.service';

const idParam = uuidParams('evaluation', 'id');

export const evaluationsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', validate('query', evaluationListQuerySchema), async (c) =>
    c.json(await listEvaluations(c.var.ctx.db, currentUser(c).id, c.req.valid('query').test)),
  )
  .get('/:id', idParam, async (c) =>
    c.json(await getEvaluation(c.var.ctx.db, currentUser(c).id, c.req.valid('param').id)),
  )
  .get('/:id/details', idParam, async (c) =>
    c.json(await getEvaluationDetail(c.var.ctx.db, currentUser(c).id, c.req.valid('param').id)),
  )
  .post('/:id/retry', idParam, async (c) => {
    const { db, boss } = c.var.ctx;
    return c.json(await retryEvaluation(db, boss, currentUser(c).id, c.req.valid('param').id));
  });
