import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../hono-env';
import { uuidParams, validate } from '../../lib/validate';
import {
  EVALUATION_STATUSES,
  getConsoleEvaluation,
  listConsoleEvaluations,
  retryAllFailed,
  retryOne,
} from '../evaluations/evaluations.admin';
import { recordAudit } from './console.audit';

const listQuery = z
  .object({
    status: z
      .enum([...EVALUATION_STATUSES, 'all'], {
        error: 'status must be queued, running, done, failed or all',
      })
      .default('failed'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();
const evaluationId = uuidParams('evaluation', 'id');

/**
 * Evaluations (issue 17), mounted at /api/admin/console/evaluations: failed ones with the raw
 * error, retry one or all through the durable job (evaluations.admin.ts).
 */
export const evaluationsConsoleRoutes = new Hono<AppEnv>()
  .get('/', validate('query', listQuery), async (c) => {
    const { status, ...page } = c.req.valid('query');
    return c.json(
      await listConsoleEvaluations(c.var.ctx.db, {
        ...page,
        status: status === 'all' ? undefined : status,
      }),
    );
  })
  // Before '/:id' routes: 'retry-failed' is not an id.
  .post('/retry-failed', async (c) => {
    const r = await retryAllFailed(c.var.ctx.db, c.var.ctx.boss);
    await recordAudit(c, {
      action: 'evaluation.retry_all',
      entityType: 'evaluation',
      after: r,
    });
    return c.json(r);
  })
  .get('/:id', evaluationId, async (c) =>
    c.json({ evaluation: await getConsoleEvaluation(c.var.ctx.db, c.req.valid('param').id) }),
  )
  .post('/:id/retry', evaluationId, async (c) => {
    const { id } = c.req.valid('param');
    const r = await retryOne(c.var.ctx.db, c.var.ctx.boss, id);
    await recordAudit(c, {
      action: 'evaluation.retry',
      entityType: 'evaluation',
      entityId: id,
      before: { status: r.before.status, lastError: r.before.lastError },
      after: { status: r.evaluation.status, retried: r.retried },
    });
    return c.json(r);
  });
