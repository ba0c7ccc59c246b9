import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../hono-env';
import { validate } from '../../lib/validate';
import { interviewerJoin, interviewerLinkInfo } from './interviewer-link';

const tokenSchema = z
  .object({ token: z.string().min(1, 'The link has no token.').max(300, 'The link is not valid.') })
  .strict();

/**
 * The interviewer's public join (no account; the signed link is the credential), mounted at
 * /api/interviewer-join. GET: who and when; POST: the meeting, as moderator, inside the window.
 */
export const interviewerJoinRoutes = new Hono<AppEnv>()
  .get('/', validate('query', tokenSchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(
      await interviewerLinkInfo(c.var.ctx.db, c.var.ctx.env, c.req.valid('query').token),
    );
  })
  .post('/', validate('json', tokenSchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await interviewerJoin(c.var.ctx.db, c.var.ctx.env, c.req.valid('json').token));
  });
