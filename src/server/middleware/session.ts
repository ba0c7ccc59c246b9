import { createMiddleware } from 'hono/factory';
import { createSessionReader } from '../auth-session';
import type { AppContext } from '../context';
import type { AppEnv } from '../hono-env';
import { UnauthorizedError } from '../lib/errors';

/** Public routes that never look at the session (issue 18: no session work on them). */
const PUBLIC_PATHS = new Set(['/api/health', '/api/config']);

const readers = new WeakMap<AppContext, ReturnType<typeof createSessionReader>>();

/** Reads the better-auth session from the cookie; sets c.var.user (or null). */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  if (PUBLIC_PATHS.has(c.req.path) || c.req.path.startsWith('/api/dev/')) {
    c.set('user', null);
    c.set('session', null);
    return next();
  }
  const ctx = c.get('ctx');
  let read = readers.get(ctx);
  if (!read) readers.set(ctx, (read = createSessionReader(ctx.auth, ctx.db)));
  const result = await read(c.req.header('cookie'), () => c.req.raw.headers);
  c.set('user', result?.user ?? null);
  c.set('session', result?.session ?? null);
  await next();
});

/** 401 unless signed in. After it, handlers use `c.var.user!` safely via `currentUser(c)`. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw new UnauthorizedError();
  await next();
});
