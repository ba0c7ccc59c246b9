import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../hono-env';
import { uuidParams, validate } from '../../lib/validate';
import { INTERVIEW_STATUSES } from '@/shared/interviews';
import { changeRequestStatus, listAllRequests } from '../interviews/interviews.operator';
import { cancelRoom, createRoom, roomInputSchema, updateRoom } from '../rooms/rooms.admin';
import { adminActor } from './console.access';
import { contentRoutes } from './console.content.routes';
import { evaluationsConsoleRoutes } from './console.evaluations.routes';
import { feedbackInboxRoutes } from './console.feedback.routes';
import { mailRoomCancelled } from './console.mail';
import { auditQuerySchema, listAudit, recordAudit } from './console.audit';
import { consoleOverviewRoutes } from './console.overview.routes';
import { consolePaymentsRoutes } from './console.payments.routes';
import { consoleUsersRoutes } from './console.users.routes';
import { userSearchSchema } from '@/shared/schemas/console-users';
import { interviewersRoutes } from './console.interviewers.routes';
import { roomFilesRoutes } from './console.room-files.routes';
import {
  creditGrantSchema,
  getConsoleUser,
  getRoomRow,
  grantCredits,
  listConsoleRooms,
  listRoomParticipants,
  searchUsers,
} from './console.service';

const interviewActionParams = z.object({
  id: z.uuid({ error: 'The interview request id must be a UUID.' }),
  action: z.enum(['approve', 'confirm', 'reject', 'complete'], {
    error: 'action must be approve, confirm, reject or complete',
  }),
});

/**
 * The operator console's API (issue 17), mounted at /api/admin/console behind adminAccess and
 * auditTrail (system/admin.routes.ts). Every mutation records its own audit row.
 */
export const consoleRoutes = new Hono<AppEnv>()
  .get('/me', (c) => c.json({ actor: adminActor(c) }))
  .route('/overview', consoleOverviewRoutes)
  .route('/payments', consolePaymentsRoutes)
  .route('/users', consoleUsersRoutes)
  .route('/content', contentRoutes)
  .route('/feedback', feedbackInboxRoutes)
  .route('/evaluations', evaluationsConsoleRoutes)
  .route('/interviewers', interviewersRoutes)
  .route('/rooms', roomFilesRoutes)
  .get('/audit', validate('query', auditQuerySchema), async (c) =>
    c.json(await listAudit(c.var.ctx.db, c.req.valid('query'))),
  )
  // Interview requests: the queue, and status changes through interviews.operator.ts (each mails).
  .get(
    '/interviews',
    validate('query', z.object({ status: z.enum(INTERVIEW_STATUSES).optional() }).strict()),
    async (c) =>
      c.json({ requests: await listAllRequests(c.var.ctx, c.req.valid('query').status) }),
  )
  .post('/interviews/:id/:action', validate('param', interviewActionParams), async (c) => {
    const { id, action } = c.req.valid('param');
    const result = await changeRequestStatus(c.var.ctx, id, action);
    await recordAudit(c, {
      action: `interview.${action}`,
      entityType: 'interview_request',
      entityId: id,
      after: result,
    });
    return c.json({ request: result });
  })
  // Rooms through rooms.admin.ts.
  .get('/rooms', async (c) => c.json({ rooms: await listConsoleRooms(c.var.ctx.db) }))
  .post('/rooms', validate('json', roomInputSchema.strict()), async (c) => {
    const room = await createRoom(c.var.ctx.db, c.req.valid('json'));
    await recordAudit(c, {
      action: 'room.create',
      entityType: 'room',
      entityId: room.id,
      after: room,
    });
    return c.json({ room }, 201);
  })
  .patch(
    '/rooms/:id',
    uuidParams('room', 'id'),
    validate('json', roomInputSchema.partial().strict()),
    async (c) => {
      const { id } = c.req.valid('param');
      const before = await getRoomRow(c.var.ctx.db, id);
      const room = await updateRoom(c.var.ctx, id, c.req.valid('json'));
      await recordAudit(c, {
        action: 'room.update',
        entityType: 'room',
        entityId: id,
        before,
        after: room,
      });
      return c.json({ room });
    },
  )
  .post('/rooms/:id/cancel', uuidParams('room', 'id'), async (c) => {
    const { id } = c.req.valid('param');
    const before = await getRoomRow(c.var.ctx.db, id);
    const result = await cancelRoom(c.var.ctx, id);
    // Mail the enrolled people when the room was active before this request (a repeat mails no one).
    const mailed = before.isActive
      ? await mailRoomCancelled(c.var.ctx.db, c.var.ctx.mailer, id, before)
      : 0;
    await recordAudit(c, {
      action: 'room.cancel',
      entityType: 'room',
      entityId: id,
      before: { isActive: before.isActive },
      after: { isActive: false, ...result, mailed },
    });
    return c.json({ ...result, mailed });
  })
  .get('/rooms/:id/participants', uuidParams('room', 'id'), async (c) =>
    c.json({ participants: await listRoomParticipants(c.var.ctx.db, c.req.valid('param').id) }),
  )
  // Users: search, credits and ledger, credit grants with a reason.
  .get('/users', validate('query', userSearchSchema), async (c) =>
    c.json({ users: await searchUsers(c.var.ctx.db, c.req.valid('query').email) }),
  )
  .get('/users/:id', validate('param', z.object({ id: z.string().min(1).max(100) })), async (c) =>
    c.json(await getConsoleUser(c.var.ctx.db, c.req.valid('param').id)),
  )
  .post(
    '/users/:id/credits',
    validate('param', z.object({ id: z.string().min(1).max(100) })),
    validate('json', creditGrantSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const result = await grantCredits(c.var.ctx.db, id, input);
      await recordAudit(c, {
        action: 'credits.grant',
        entityType: 'user',
        entityId: id,
        before: { [input.testType]: result.before },
        after: { [input.testType]: result.after, delta: input.amount, reason: input.reason },
      });
      return c.json(result);
    },
  );
