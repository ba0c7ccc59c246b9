import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../hono-env';
import { uuidParams, validate } from '../../lib/validate';
import {
  interviewerInputSchema,
  singleSlotSchema,
  SLOT_STATUSES,
} from '@/shared/schemas/interviewers';
import { weeklyPatternSchema } from '@/shared/slot-pattern';
import {
  addOneSlot,
  addWeeklySlots,
  cancelSlot,
  createInterviewer,
  getInterviewer,
  listAdminInterviewers,
  listSlots,
  updateInterviewer,
} from '../interviews/interviews.admin';
import { createInterviewerLink } from '../interviews/interviewer-link';
import { recordAudit } from './console.audit';

const DAY = 86_400_000;
const slotsQuery = z
  .object({
    from: z.coerce.date({ error: 'from must be a date (YYYY-MM-DD).' }).optional(),
    to: z.coerce.date({ error: 'to must be a date (YYYY-MM-DD).' }).optional(),
    status: z
      .enum(SLOT_STATUSES, { error: 'status must be available, held, booked or cancelled' })
      .optional(),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from < q.to, 'to must be after from.')
  .refine(
    (q) => !q.from || !q.to || q.to.getTime() - q.from.getTime() <= 366 * DAY,
    'Show at most a year at a time.',
  );

/**
 * Interviewers & slots (issue 17), mounted at /api/admin/console/interviewers. Logic lives in
 * interviews/interviews.admin.ts; every mutation records an audit row.
 */
export const interviewersRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ interviewers: await listAdminInterviewers(c.var.ctx.db) }))
  .post('/', validate('json', interviewerInputSchema), async (c) => {
    const row = await createInterviewer(c.var.ctx.db, c.req.valid('json'));
    await recordAudit(c, {
      action: 'interviewer.create',
      entityType: 'interviewer',
      entityId: row.id,
      after: row,
    });
    return c.json({ interviewer: row }, 201);
  })
  .patch(
    '/:id',
    uuidParams('interviewer', 'id'),
    validate('json', interviewerInputSchema.partial().strict()),
    async (c) => {
      const { id } = c.req.valid('param');
      const before = await getInterviewer(c.var.ctx.db, id);
      const row = await updateInterviewer(c.var.ctx.db, id, c.req.valid('json'));
      const input = c.req.valid('json');
      await recordAudit(c, {
        action:
          input.isActive === false && before.isActive
            ? 'interviewer.retire'
            : input.isActive === true && !before.isActive
              ? 'interviewer.reactivate'
              : 'interviewer.update',
        entityType: 'interviewer',
        entityId: id,
        before: { ...before, createdAt: before.createdAt.toISOString() },
        after: row,
      });
      return c.json({ interviewer: row });
    },
  )
  .get('/:id/slots', uuidParams('interviewer', 'id'), validate('query', slotsQuery), async (c) => {
    const q = c.req.valid('query');
    const from = q.from ?? new Date(Date.now() - DAY);
    const to = q.to ?? new Date(from.getTime() + 28 * DAY);
    return c.json({
      from: from.toISOString(),
      to: to.toISOString(),
      slots: await listSlots(c.var.ctx.db, c.req.valid('param').id, { ...q, from, to }),
    });
  })
  .post(
    '/:id/slots',
    uuidParams('interviewer', 'id'),
    validate('json', singleSlotSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const slot = await addOneSlot(c.var.ctx.db, id, c.req.valid('json'));
      await recordAudit(c, {
        action: 'slot.create',
        entityType: 'interview_slot',
        entityId: slot.id,
        after: { interviewerId: id, ...slot },
      });
      return c.json({ slot }, 201);
    },
  )
  .post(
    '/:id/slots/weekly',
    uuidParams('interviewer', 'id'),
    validate('json', weeklyPatternSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const pattern = c.req.valid('json');
      const result = await addWeeklySlots(c.var.ctx.db, id, pattern);
      await recordAudit(c, {
        action: 'slot.create_weekly',
        entityType: 'interviewer',
        entityId: id,
        after: { pattern, created: result.created, skipped: result.skipped },
      });
      return c.json(result, result.created > 0 ? 201 : 200);
    },
  )
  .post('/slots/:slotId/cancel', uuidParams('slot', 'slotId'), async (c) => {
    const { slotId } = c.req.valid('param');
    const result = await cancelSlot(c.var.ctx, slotId);
    const { before, ...after } = result;
    await recordAudit(c, {
      action: 'slot.cancel',
      entityType: 'interview_slot',
      entityId: slotId,
      before,
      after,
    });
    return c.json(after);
  })
  // The interviewer's signed join link for a request (they have no account).
  .post(
    '/requests/:requestId/join-link',
    uuidParams('interview request', 'requestId'),
    async (c) => {
      const { requestId } = c.req.valid('param');
      const { env } = c.var.ctx;
      const link = await createInterviewerLink(
        c.var.ctx,
        requestId,
        env.PUBLIC_URL ?? new URL(c.req.url).origin,
      );
      await recordAudit(c, {
        action: 'interview.interviewer_link',
        entityType: 'interview_request',
        entityId: requestId,
        after: { expiresAt: link.expiresAt },
      });
      return c.json({ url: link.url, expiresAt: link.expiresAt });
    },
  );
