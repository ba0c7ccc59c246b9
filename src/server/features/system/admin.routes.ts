import { Hono } from 'hono';
import type { AppEnv } from '../../hono-env';
import { validate } from '../../lib/validate';
import { adminAccess } from '../console/console.access';
import { auditTrail, recordAudit, skipAudit } from '../console/console.audit';
import { consoleRoutes } from '../console/console.routes';
import { z } from 'zod';
import { grantAccess, grantInputSchema } from '../credits/grant.service';
import { addOperatorPicture } from '../pictures/pictures.service';
import { createRoom, roomInputSchema } from '../rooms/rooms.admin';
import { operatorInterviewInputSchema, runOperatorAction } from '../interviews/interviews.operator';

const addPictureInputSchema = z
  .object({
    testType: z.enum(['ppdt', 'tat']),
    description: z.string().trim().min(10).max(1000),
    dataBase64: z.string().min(1).max(20_000_000),
  })
  .strict();

/**
 * Everything under /api/admin. One access rule for the whole mount (console/console.access.ts):
 * the operator token of the running server (the npm operator commands: `npm run grant`,
 * `interviews`, `room:add`, `picture:add`, while the embedded database is open in the server
 * process) OR a signed-in admin with two-factor on (the console at /admin, routes under
 * /api/admin/console). Every mutating request that succeeds writes an admin_audit row.
 */
export function adminRoutes(getToken: () => string | undefined) {
  return (
    new Hono<AppEnv>()
      .use(adminAccess(getToken))
      .use(auditTrail)
      .route('/console', consoleRoutes)
      .post('/grant', validate('json', grantInputSchema), async (c) => {
        const input = c.req.valid('json');
        const result = await grantAccess(c.var.ctx.db, input);
        await recordAudit(c, {
          action: 'user.grant',
          entityType: 'user',
          entityId: result.userId,
          before: 'previousRole' in result ? { role: result.previousRole } : null,
          after: { ...input, ...result },
        });
        return c.json(result);
      })
      .post('/interviews', validate('json', operatorInterviewInputSchema), async (c) => {
        const input = c.req.valid('json');
        if (input.action === 'list' || input.action === 'interviewers') skipAudit(c);
        const result = await runOperatorAction(c.var.ctx, input);
        if (input.action !== 'list' && input.action !== 'interviewers') {
          const r = result as { request?: { id: string }; slot?: { id: string } };
          const entity = r.request
            ? { entityType: 'interview_request', entityId: r.request.id }
            : { entityType: 'interview_slot', entityId: r.slot?.id ?? null };
          await recordAudit(c, { action: `interview.${input.action}`, ...entity, after: result });
        }
        return c.json(result);
      })
      .post('/pictures', validate('json', addPictureInputSchema), async (c) => {
        const { testType, description, dataBase64 } = c.req.valid('json');
        const row = await addOperatorPicture(c.var.ctx.db, c.var.ctx.storage, {
          bytes: Buffer.from(dataBase64, 'base64'),
          testType,
          description,
        });
        await recordAudit(c, {
          action: 'picture.create',
          entityType: 'picture',
          entityId: row.id,
          after: { testType: row.testType, description, width: row.width, height: row.height },
        });
        return c.json(
          { id: row.id, testType: row.testType, width: row.width, height: row.height },
          201,
        );
      })
      // `npm run room:add` until the admin console (issue 17).
      .post('/rooms', validate('json', roomInputSchema.strict()), async (c) => {
        const room = await createRoom(c.var.ctx.db, c.req.valid('json'));
        await recordAudit(c, {
          action: 'room.create',
          entityType: 'room',
          entityId: room.id,
          after: room,
        });
        return c.json(
          { id: room.id, title: room.title, scheduledDatetime: room.scheduledDatetime },
          201,
        );
      })
  );
}
