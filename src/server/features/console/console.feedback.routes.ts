import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../hono-env';
import { uuidParams, validate } from '../../lib/validate';
import { listInbox, setHandled } from '../feedback/feedback.admin';
import { adminActor } from './console.access';
import { recordAudit } from './console.audit';

const inboxQuery = z
  .object({
    status: z
      .enum(['open', 'handled', 'all'], { error: 'status must be open, handled or all' })
      .default('open'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
const feedbackId = uuidParams('feedback', 'id');

async function mark(c: Context<AppEnv>, handled: boolean) {
  const id = c.req.param('id')!;
  const r = await setHandled(c.var.ctx.db, id, adminActor(c).id, handled);
  await recordAudit(c, {
    action: handled ? 'feedback.handle' : 'feedback.reopen',
    entityType: 'feedback',
    entityId: id,
    before: { handledAt: r.before.handledAt, handledBy: r.before.handledBy },
    after: { handledAt: r.after.handledAt, handledBy: r.after.handledBy },
  });
  return c.json({ feedback: r.after });
}

/** The feedback inbox (issue 17), mounted at /api/admin/console/feedback. */
export const feedbackInboxRoutes = new Hono<AppEnv>()
  .get('/', validate('query', inboxQuery), async (c) =>
    c.json(await listInbox(c.var.ctx.db, c.req.valid('query'))),
  )
  .post('/:id/handled', feedbackId, (c) => mark(c, true))
  .post('/:id/reopen', feedbackId, (c) => mark(c, false));
