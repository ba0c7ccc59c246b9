import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../../hono-env';
import { UnauthorizedError } from '../../lib/errors';
import { validate } from '../../lib/validate';
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
 * Operator endpoints for the CLI (`npm run grant`) while the embedded database is open in the
 * server process (PGlite allows one process). The bearer token is random per start and written
 * only to DATA_DIR/server.json; without one the routes answer 401.
 */
export function adminRoutes(getToken: () => string | undefined) {
  return (
    new Hono<AppEnv>()
      .use(async (c, next) => {
        const token = getToken();
        const given = c.req.header('authorization')?.replace(/^Bearer /, '') ?? '';
        const ok =
          token !== undefined &&
          given.length === token.length &&
          timingSafeEqual(Buffer.from(given), Buffer.from(token));
        if (!ok) throw new UnauthorizedError('Operator token required.');
        await next();
      })
      .post('/grant', validate('json', grantInputSchema), async (c) =>
        c.json(await grantAccess(c.var.ctx.db, c.req.valid('json'))),
      )
      .post('/interviews', validate('json', operatorInterviewInputSchema), async (c) =>
        c.json(await runOperatorAction(c.var.ctx, c.req.valid('json'))),
      )
      .post('/pictures', validate('json', addPictureInputSchema), async (c) => {
        const { testType, description, dataBase64 } = c.req.valid('json');
        const row = await addOperatorPicture(c.var.ctx.db, c.var.ctx.storage, {
          bytes: Buffer.from(dataBase64, 'base64'),
          testType,
          description,
        });
        return c.json(
          { id: row.id, testType: row.testType, width: row.width, height: row.height },
          201,
        );
      })
      // `npm run room:add` until the admin console (issue 17).
      .post('/rooms', validate('json', roomInputSchema.strict()), async (c) => {
        const room = await createRoom(c.var.ctx.db, c.req.valid('json'));
        return c.json(
          { id: room.id, title: room.title, scheduledDatetime: room.scheduledDatetime },
          201,
        );
      })
  );
}
