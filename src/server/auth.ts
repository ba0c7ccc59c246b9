import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth, twoFactor } from 'better-auth/plugins';
import { sql } from 'drizzle-orm';
import type { Db } from './db/client';
import * as authSchema from './db/auth-schema';
import type { Env } from './env';
import type { Mailer } from './integrations/mail';
import { verificationMail } from './integrations/mail-templates';
import type { Logger } from './logger';

export const PRODUCT_NAME = 'SSB Prep';
/** Set by our server from the socket (or the trusted proxy); never taken from the client. */
export const CLIENT_IP_HEADER = 'x-ssbprep-client-ip';

export function createAuth(opts: { db: Db; env: Env; mailer: Mailer; logger: Logger }) {
  const { db, env, mailer, logger } = opts;
  const googleEnabled = Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
  const secureCookies =
    env.SECURE_COOKIES === 'auto'
      ? Boolean(env.PUBLIC_URL?.startsWith('https://'))
      : env.SECURE_COOKIES === 'true';

  return betterAuth({
    appName: PRODUCT_NAME,
    secret: resolveSecret(env),
    // Unset in development: better-auth then trusts the request's own origin, so the product
    // works on any host and port. PUBLIC_URL pins it in production (mail links, OAuth callbacks).
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    logger: {
      level: 'warn',
      log: (level, message, ...args) => logger[level]({ args, source: 'better-auth' }, message),
    },
    database: drizzleAdapter(db, { provider: 'pg', schema: authSchema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false,
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationMail(user.email, url));
      },
    },
    user: { deleteUser: { enabled: true } },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': {
          window: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
          max: env.AUTH_RATE_LIMIT_MAX,
        },
        '/sign-up/email': {
          window: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
          max: env.AUTH_RATE_LIMIT_MAX,
        },
        '/two-factor/*': {
          window: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
          max: env.AUTH_RATE_LIMIT_MAX,
        },
        '/get-session': false,
      },
    },
    advanced: {
      useSecureCookies: secureCookies,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email' && ctx.path !== '/sign-up/email') return;
        const email =
          typeof ctx.body?.email === 'string' ? ctx.body.email.trim().toLowerCase() : '';
        if (!email) return;
        const count = await countAttempt(
          db,
          `${ctx.path}:${email}`,
          env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
        );
        if (count > env.AUTH_RATE_LIMIT_MAX) {
          logger.warn({ path: ctx.path }, 'per-email auth rate limit reached');
          throw new APIError('TOO_MANY_REQUESTS', {
            message: 'Too many attempts for this email. Please wait a minute and try again.',
          });
        }
      }),
    },
    plugins: [
      twoFactor({ issuer: PRODUCT_NAME, backupCodeOptions: { amount: 10, length: 10 } }),
      ...(googleEnabled
        ? [
            // Google through its OpenID Connect discovery document; GOOGLE_DISCOVERY_URL points the
            // same code at another OIDC server (the tests use a local one).
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  name: 'Google',
                  clientId: env.GOOGLE_CLIENT_ID!,
                  clientSecret: env.GOOGLE_CLIENT_SECRET!,
                  discoveryUrl: env.GOOGLE_DISCOVERY_URL,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  requireIdTokenVerification: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

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

/**
 * The auth secret signs cookies and encrypts TOTP secrets, so it must be stable. Production
 * requires BETTER_AUTH_SECRET (env.ts); elsewhere one is generated once and kept in DATA_DIR.
 */
function resolveSecret(env: Env): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.DATA_DIR === 'memory://') return randomBytes(32).toString('base64url');
  const file = path.resolve(env.DATA_DIR, '.auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
