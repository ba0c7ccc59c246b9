import { createHmac, timingSafeEqual } from 'node:crypto';
import { APIError } from 'better-auth/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { HookCtx } from './types';

/** Set by our server from the socket (or the trusted proxy); never taken from the client. */
export const CLIENT_IP_HEADER = 'x-ssbprep-client-ip';
/** Remembers, per browser, the accounts that signed in there (HMAC tags, not the emails). */
export const DEVICE_COOKIE = 'ssbprep_device';
const DEVICE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
const MAX_DEVICE_TAGS = 5;
/** The global per-email limit is this many times the per-(email, IP) limit. */
export const GLOBAL_EMAIL_FACTOR = 10;

/** Paths limited per (email, IP); sign-in and reset mails also per email. */
const LIMITED_PATHS = ['/sign-in/email', '/sign-up/email', '/request-password-reset'];

const tooMany = () =>
  new APIError('TOO_MANY_REQUESTS', {
    message: 'Too many attempts for this email. Please wait a minute and try again.',
  });

function deviceTag(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`device:${email}`).digest('base64url');
}

function deviceTags(ctx: HookCtx): string[] {
  const raw = ctx.getCookie(DEVICE_COOKIE) ?? '';
  return raw.split('.').filter((t) => /^[\w-]{43}$/.test(t));
}

function hasDeviceTag(ctx: HookCtx, email: string): boolean {
  const expected = Buffer.from(deviceTag(ctx.context.secret, email));
  return deviceTags(ctx).some((t) => timingSafeEqual(Buffer.from(t), expected));
}

/**
 * Sign-in, sign-up and reset-mail limits per (email, IP); per email too for sign-in (far higher)
 * and reset mails. better-auth's own limiter counts per IP. A browser that has signed in to this account
 * before (the device cookie) skips the per-email limits, so nobody can lock the owner out.
 */
export async function limitCredentialAttempts(
  ctx: HookCtx,
  deps: { db: Db; env: Env; logger: Logger },
) {
  if (!LIMITED_PATHS.includes(ctx.path)) return;
  const body = ctx.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!email) return;
  if (ctx.path === '/sign-in/email' && hasDeviceTag(ctx, email)) return;
  const { AUTH_RATE_LIMIT_MAX: max, AUTH_RATE_LIMIT_WINDOW_SECONDS: window } = deps.env;
  const ip = ctx.headers?.get(CLIENT_IP_HEADER) ?? 'unknown';
  const pair = await countAttempt(deps.db, `${ctx.path}:${email}:${ip}`, window);
  if (pair > max) {
    deps.logger.warn({ path: ctx.path }, 'per-(email, IP) auth rate limit reached');
    throw tooMany();
  }
  if (ctx.path === '/sign-up/email') return;
  // Reset mails: a per-email cap too, or many addresses could flood someone's inbox.
  const globalMax = ctx.path === '/sign-in/email' ? max * GLOBAL_EMAIL_FACTOR : max;
  const global = await countAttempt(deps.db, `${ctx.path}:${email}`, window);
  if (global > globalMax) {
    deps.logger.warn({ path: ctx.path }, 'global per-email auth rate limit reached');
    throw tooMany();
  }
}

/** After a sign-in that made a session, remember this browser for that account. */
export function rememberDevice(ctx: HookCtx, secure: boolean) {
  const session = ctx.context.newSession;
  if (!session?.user.email) return;
  const tag = deviceTag(ctx.context.secret, session.user.email.toLowerCase());
  const tags = [tag, ...deviceTags(ctx).filter((t) => t !== tag)].slice(0, MAX_DEVICE_TAGS);
  ctx.setCookie(DEVICE_COOKIE, tags.join('.'), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api/auth',
    maxAge: DEVICE_COOKIE_MAX_AGE,
  });
}

/** Counts one attempt for a key inside a fixed window; returns the count so far. Atomic. */
async function countAttempt(db: Db, key: string, windowSeconds: number): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    insert into auth_attempts (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when auth_attempts.window_start < now() - make_interval(secs => ${windowSeconds})
                   then 1 else auth_attempts.count + 1 end,
      window_start = case when auth_attempts.window_start < now() - make_interval(secs => ${windowSeconds})
                   then now() else auth_attempts.window_start end
    returning count`);
  const rows = (result as unknown as { rows: { count: number }[] }).rows;
  return Number(rows[0]?.count ?? 0);
}
