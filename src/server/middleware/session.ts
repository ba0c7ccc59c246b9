import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../hono-env';
import { UnauthorizedError } from '../lib/errors';

/** Reads the better-auth session from the cookie; sets c.var.user (or null). */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const result = await c.var.ctx.auth.api.getSession({ headers: c.req.raw.headers });
  c.set('user', result?.user ?? null);
  c.set('session', result?.session ?? null);
  await next();
});

/** 401 unless signed in. After it, handlers use `c.var.user!` safely via `currentUser(c)`. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw new UnauthorizedError();
  await next();
});
