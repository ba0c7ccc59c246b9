import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { genericOAuth, twoFactor } from 'better-auth/plugins';
import type { Db } from './db/client';
import * as authSchema from './db/auth-schema';
import type { Env } from './env';
import { resolveSecret } from './lib/installation-secret';
import type { Mailer } from './integrations/mail';
import { passwordResetMail, verificationMail } from './integrations/mail-templates';
import { validateAuthInput } from './auth-hooks/input';
import { CLIENT_IP_HEADER, limitCredentialAttempts, rememberDevice } from './auth-hooks/limits';
import { refuseTotpReplay } from './auth-hooks/totp';
import { releaseSeatsOf } from './features/rooms/rooms.service';
import type { Logger } from './logger';

export const PRODUCT_NAME = 'SSB Prep';
export { CLIENT_IP_HEADER };

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
    // PUBLIC_URL pins it (mail links, OAuth callbacks). Without it, the request's own origin, for
    // loopback hosts and ALLOWED_HOSTS only (middleware/security.ts refuses the others first).
    baseURL: env.PUBLIC_URL ?? {
      allowedHosts: devHostPatterns(env.ALLOWED_HOSTS),
      protocol: 'auto',
      // For server-side calls without a Host header (getSession in our middleware).
      fallback: `http://localhost:${env.PORT}`,
    },
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
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetMail(user.email, url));
      },
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
    user: {
      // The console role (issue 17): read with the session, never set by a request (input: false
      // makes sign-up and update-user refuse it); only `npm run grant -- --admin` changes it.
      additionalFields: {
        role: { type: 'string', input: false, required: false, defaultValue: 'user' },
      },
      deleteUser: {
        enabled: true,
        // A deleted account's room seats go back to the rooms (issue 14).
        beforeDelete: async (user) => releaseSeatsOf(db, user.id),
      },
    },
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
        '/request-password-reset': {
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
    // better-auth prints every refused request (a wrong password, a common password) as an error;
    // those are answers, not faults: log them at debug and keep errors for real failures.
    onAPIError: {
      onError: (err) => {
        const status = (err as { status?: unknown }).status;
        if (typeof status === 'string' && status !== 'INTERNAL_SERVER_ERROR') {
          logger.debug({ status, source: 'better-auth' }, (err as Error).message);
        } else {
          logger.error({ err, source: 'better-auth' }, 'auth request failed');
        }
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        validateAuthInput(ctx.path, ctx.body);
        await limitCredentialAttempts(ctx, { db, env, logger });
        await refuseTotpReplay(ctx, db);
        // A password change always signs out the other sessions.
        if (ctx.path === '/change-password' && ctx.body && typeof ctx.body === 'object') {
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        rememberDevice(ctx, secureCookies);
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

/** better-auth host patterns for a set-up without PUBLIC_URL: loopback and ALLOWED_HOSTS, any port. */
function devHostPatterns(allowed: string[]): string[] {
  const hosts = ['localhost', '*.localhost', '127.0.0.1', '[::1]', ...allowed];
  return hosts.flatMap((h) => (/:\d+$/.test(h) ? [h] : [h, `${h}:*`]));
}
