import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../hono-env';
import { AppError, ForbiddenError, UnauthorizedError } from '../../lib/errors';

/**
 * Who may call /api/admin/* (issue 17), one rule for the whole mount:
 *  - the operator token (`Authorization: Bearer <token>`, random per server start, written only to
 *    DATA_DIR/server.json) — the npm operator commands; a wrong token answers 401;
 *  - or a signed-in user whose role is 'admin' AND who has two-factor enabled.
 * Signed out: 401. Signed in without the role: 403. An admin without two-factor: 403
 * `two_factor_required` (the console shows a prompt to set it up in Settings).
 */
export const ADMIN_ACTOR_TOKEN = 'operator-token';
export const TWO_FACTOR_REQUIRED_MESSAGE =
  'The admin console needs two-factor authentication. Turn it on in Settings → Two-factor authentication, then come back.';

export interface AdminActor {
  id: string;
  email: string | null;
}

const actors = new WeakMap<Request, AdminActor>();

/** The admin (or the operator token) behind this request; only on routes behind adminAccess. */
export function adminActor(c: Context<AppEnv>): AdminActor {
  const actor = actors.get(c.req.raw);
  if (!actor) throw new Error('adminActor() used outside adminAccess');
  return actor;
}

export class TwoFactorRequiredError extends AppError {
  constructor() {
    super(403, 'two_factor_required', TWO_FACTOR_REQUIRED_MESSAGE);
  }
}

function tokenMatches(expected: string | undefined, given: string) {
  return (
    expected !== undefined &&
    given.length === expected.length &&
    timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}

export function adminAccess(getToken: () => string | undefined) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization');
    if (header !== undefined) {
      if (!tokenMatches(getToken(), header.replace(/^Bearer /, '')))
        throw new UnauthorizedError('Operator token required.');
      actors.set(c.req.raw, { id: ADMIN_ACTOR_TOKEN, email: null });
      return next();
    }
    const user = c.var.user;
    if (!user) throw new UnauthorizedError('Sign in with an admin account to continue.');
    if ((user as { role?: string }).role !== 'admin')
      throw new ForbiddenError('This is for the people who run SSB Prep.');
    if (!user.twoFactorEnabled) throw new TwoFactorRequiredError();
    actors.set(c.req.raw, { id: user.id, email: user.email });
    await next();
  });
}
