import type { Context } from 'hono';
import type { AppContext } from './context';
import type { Auth } from './auth';

type SessionResult = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = SessionResult['user'];

export interface AppEnv {
  Variables: {
    ctx: AppContext;
    requestId: string;
    user: SessionUser | null;
    session: SessionResult['session'] | null;
  };
}

/** The signed-in user; only call behind requireUser. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new Error('currentUser() used on a route without requireUser');
  return user;
}
