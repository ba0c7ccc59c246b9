import { afterAll } from 'vitest';
import { createApp } from '@/server/app';
import { createContext, type AppContext } from '@/server/context';
import { createAuth } from '@/server/auth';
import { parseEnv, type Env } from '@/server/env';
import type { SecurityOptions } from '@/server/middleware/security';
import { startJobs } from '@/server/jobs';
import { jobModules } from '@/server/modules';
import { freshDatabaseUrl } from './db';

export const ORIGIN = 'http://localhost:3000';

export interface TestApp {
  ctx: AppContext;
  /** The Hono app itself (its route table drives the fuzz suite). */
  app: ReturnType<typeof createApp>;
  /** The PostgreSQL database this app uses (undefined on PGlite). */
  databaseUrl?: string;
  request: (
    path: string,
    init?: RequestInit & {
      json?: unknown;
      cookie?: string;
      /** The socket's peer address (default 127.0.0.1); app.request() has no real socket. */
      remoteAddress?: string;
      /** Send no Origin header (a non-browser client). */
      noOrigin?: boolean;
    },
  ) => Promise<Response>;
  close: () => Promise<void>;
}

/**
 * The real app on a real, freshly migrated database (in-memory PGlite, or a new PostgreSQL
 * database when DATABASE_URL is set). One per test file: creating a database takes seconds.
 */
export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    jobs?: boolean;
    /** Keep the (PostgreSQL) database on close, to open it again with `databaseUrl`. */
    keepDatabase?: boolean;
    /** Reuse an existing database instead of creating a fresh one. */
    databaseUrl?: string;
  } = {},
): Promise<TestApp> {
  const fresh = opts.databaseUrl
    ? { url: opts.databaseUrl, drop: async () => {} }
    : await freshDatabaseUrl();
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: 'memory://',
    DATABASE_URL: fresh.url,
    AUTH_RATE_LIMIT_MAX: '1000',
    PICTURES_PRERENDER: 'false',
    ...opts.env,
  });
  const ctx = await createContext(env);
  if (opts.jobs) await startJobs(ctx, jobModules);
  const app = createApp(ctx);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await ctx.boss?.stop({ graceful: false, wait: true, timeout: 2000 } as never);
    await ctx.database.close();
    if (!opts.keepDatabase) await fresh.drop();
  };
  afterAll(close);
  return {
    ctx,
    app,
    databaseUrl: fresh.url,
    close,
    request: requester(app),
  };
}

type Requester = TestApp['request'];

/** Requests against an app as a browser on this machine would send them (see TestApp.request). */
export function requester(app: { request: ReturnType<typeof createApp>['request'] }): Requester {
  return async (path, init = {}) => {
    const { remoteAddress = '127.0.0.1', noOrigin, ...rest } = init;
    const headers = new Headers(init.headers);
    if (!noOrigin && !headers.has('origin')) headers.set('origin', ORIGIN);
    if (init.cookie) headers.set('cookie', init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    // The bindings @hono/node-server's getConnInfo reads: the socket's peer address.
    const socket = {
      remoteAddress,
      remotePort: 40000,
      remoteFamily: remoteAddress.includes(':') ? 'IPv6' : 'IPv4',
    };
    return app.request(`${ORIGIN}${path}`, { ...rest, headers, body }, { incoming: { socket } });
  };
}

/**
 * The same database under other settings: a new auth instance and app over `t`'s context, so a
 * test can vary the environment without creating another database.
 */
export function withEnv(
  t: TestApp,
  overrides: Partial<Env>,
  opts: { security?: SecurityOptions } = {},
): { ctx: AppContext; request: Requester; app: ReturnType<typeof createApp> } {
  const env = { ...t.ctx.env, ...overrides };
  const { db, mailer, logger } = t.ctx;
  const ctx: AppContext = { ...t.ctx, env, auth: createAuth({ db, env, mailer, logger }) };
  const app = createApp(ctx, opts);
  return { ctx, app, request: requester(app) };
}

let counter = 0;
export const uniqueEmail = (prefix = 'cadet') =>
  `${prefix}.${Date.now().toString(36)}.${(counter++).toString(36)}@example.com`;

/** Signs up, opens the verification link from the outbox, and returns the session cookie. */
export async function signUpAndSignIn(
  t: Pick<TestApp, 'request'>,
  email = uniqueEmail(),
  password = 'secret123',
): Promise<{ email: string; password: string; cookie: string; userId: string }> {
  const signUp = await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, password, name: email.split('@')[0] },
  });
  if (signUp.status !== 200)
    throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const link = await latestVerificationLink(t, email);
  const verify = await t.request(link.replace(ORIGIN, ''), { redirect: 'manual' });
  if (verify.status >= 400) throw new Error(`verify failed: ${verify.status}`);
  const signIn = await t.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password },
  });
  if (signIn.status !== 200)
    throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = cookieFrom(signIn);
  const body = (await signIn.json()) as { user: { id: string } };
  return { email, password, cookie, userId: body.user.id };
}

export async function latestVerificationLink(
  t: Pick<TestApp, 'request'>,
  email: string,
): Promise<string> {
  const res = await t.request('/api/dev/outbox');
  const { messages } = (await res.json()) as { messages: { to: string; text: string }[] };
  const mail = messages.find((m) => m.to === email);
  const match = mail?.text.match(/https?:\/\/\S+verify-email\S+/);
  if (!match) throw new Error(`no verification mail for ${email}`);
  return match[0];
}

/** The name=value pairs of a response's Set-Cookie headers, joined as a Cookie header. */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c.endsWith('='))
    .join('; ');
}
