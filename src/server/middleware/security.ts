import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiErrorBody } from '@/shared/schemas/errors';
import { CLIENT_IP_HEADER } from '../auth';
import type { AppContext } from '../context';
import type { AppEnv } from '../hono-env';
import { isJsonContentType, readBody, unreadIncoming, useBody } from '../lib/node-body';
import {
  clientAddress,
  isLoopbackAddress,
  isLoopbackHost,
  socketAddress,
} from '../lib/client-address';

/** JSON bodies on /api/*. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

export interface SecurityOptions {
  /** Routes that take bigger bodies (uploads): the first matching path prefix wins. */
  largeBodies?: { prefix: string; maxSize: number; message?: string }[];
  /**
   * Path prefixes exempt from the cross-site check: server-to-server callers that send no
   * browser Origin (payment webhooks), which must authenticate themselves (signatures).
   */
  csrfExempt?: string[];
}

/**
 * Routes allowed a bigger body than DEFAULT_BODY_LIMIT: add upload routes here. The biggest valid
 * PIQ (every text at its limit in 3-byte characters, 50 rows of each table) is ~570 KB.
 */
export const LARGE_BODY_ROUTES: { prefix: string; maxSize: number; message?: string }[] = [
  { prefix: '/api/piq', maxSize: 1024 * 1024 },
  // The console's picture upload (8 MB as base64 in JSON) and CSV import (500 KB of text).
  {
    prefix: '/api/admin/console/content/pictures',
    maxSize: 11 * 1024 * 1024 + 64 * 1024,
    message: 'The picture is too large: the limit is 8 MB.',
  },
  { prefix: '/api/admin/console/content/', maxSize: 2 * 1024 * 1024 },
  // The phone's photo upload (features/uploads): 15 MB of photo plus the multipart envelope.
  {
    prefix: '/api/uploads/mobile-upload',
    maxSize: 15 * 1024 * 1024 + 64 * 1024,
    message: 'The photo is too large: the limit is 15 MB. Take it again at a lower resolution.',
  },
  // The console's room image (5 MB) and material (10 MB) uploads, multipart.
  {
    prefix: '/api/admin/console/rooms/',
    maxSize: 10 * 1024 * 1024 + 64 * 1024,
    message: 'The file is too large: images up to 5 MB, PDFs up to 10 MB.',
  },
];
/**
 * Path prefixes exempt from the cross-site check. Add webhooks here (e.g. '/api/webhooks/'):
 * they must verify their own signatures. OAuth callbacks may arrive as a cross-site form POST
 * (response_mode=form_post); better-auth checks their state against its cookie.
 */
export const CSRF_EXEMPT_PATHS: string[] = [
  '/api/auth/callback/',
  '/api/auth/oauth2/callback/',
  // Razorpay's webhook: server to server, authenticated by its HMAC signature (payments feature).
  '/api/payments/webhook',
];

const errorBody = (code: string, message: string): ApiErrorBody => ({ error: { code, message } });
const formLike =
  /^\b(application\/x-www-form-urlencoded|multipart\/form-data|text\/(?:plain|ping))\b/i;

/**
 * The request-level defences, in order: the client address (for rate limits), the
 * development mailbox's loopback guard, the host allow-list for auth links, body limits and
 * the cross-site write check. See README "Security".
 */
export function applySecurity(app: Hono<AppEnv>, ctx: AppContext, opts: SecurityOptions = {}) {
  const { env } = ctx;
  const largeBodies = opts.largeBodies ?? LARGE_BODY_ROUTES;
  const csrfExempt = opts.csrfExempt ?? CSRF_EXEMPT_PATHS;

  // A header only the server sets (any client copy is overwritten): better-auth's per-IP rate
  // limits and session records read it. Only its routes: touching the raw request's headers
  // makes @hono/node-server build a full Request, a cost every other API request is spared.
  app.use('/api/auth/*', async (c, next) => {
    c.req.raw.headers.set(CLIENT_IP_HEADER, clientAddress(c, env.TRUST_PROXY));
    await next();
  });

  const guardMailbox = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    if (env.NODE_ENV === 'production') return c.json(errorBody('not_found', 'Not found.'), 404);
    if (!isDevMailboxAllowed(c)) {
      return c.json(
        errorBody(
          'forbidden',
          'The development mailbox answers only on this machine (loopback). Set DEV_MAILBOX=open to share it.',
        ),
        403,
      );
    }
    await next();
  };
  app.use('/api/dev/*', guardMailbox);
  app.use('/dev/*', guardMailbox);

  // Without PUBLIC_URL, better-auth builds mail links from the Host header: refuse hosts that
  // are neither loopback nor listed in ALLOWED_HOSTS.
  app.use('/api/auth/*', async (c, next) => {
    if (env.PUBLIC_URL) return next();
    const host = requestHost(c);
    if (!isAllowedHost(host, env.ALLOWED_HOSTS)) {
      return c.json(
        errorBody(
          'host_not_allowed',
          `This server does not answer for the host "${host}". Set PUBLIC_URL, or add the host to ALLOWED_HOSTS.`,
        ),
        400,
      );
    }
    await next();
  });

  // better-auth redirects to callbackURL with new URL(), which throws (500) on anything that is
  // neither a path on this site nor an absolute URL: refuse those here with a clear 400.
  app.use('/api/auth/verify-email', async (c, next) => {
    const callback = c.req.query('callbackURL');
    if (callback !== undefined && !isRedirectTarget(callback)) {
      return c.json(
        errorBody('bad_request', 'callbackURL must be a path on this site or a full URL.'),
        400,
      );
    }
    await next();
  });

  const tooLarge = (c: Context, maxSize: number, message?: string) =>
    c.json(
      errorBody(
        'payload_too_large',
        message ?? `The request body is too large (the limit is ${Math.round(maxSize / 1024)} KB).`,
      ),
      413,
    );
  const limiters = new Map<string, ReturnType<typeof bodyLimit>>();
  const limiterFor = (maxSize: number, message?: string) => {
    const key = `${maxSize}:${message ?? ''}`;
    let limiter = limiters.get(key);
    if (!limiter) {
      limiter = bodyLimit({ maxSize, onError: (c) => tooLarge(c, maxSize, message) });
      limiters.set(key, limiter);
    }
    return limiter;
  };
  const limitBody = async (c: Context, next: () => Promise<void>) => {
    const route = largeBodies.find((r) => c.req.path.startsWith(r.prefix));
    // A JSON body within the default limit, on the Node server: read from the socket, the same
    // limit counted as it arrives (lib/node-body.ts). Anything else: Hono's bodyLimit.
    const incoming =
      !route && isJsonContentType(c.req.header('content-type')) ? unreadIncoming(c) : undefined;
    if (!incoming) {
      return limiterFor(route?.maxSize ?? DEFAULT_BODY_LIMIT, route?.message)(c, next);
    }
    const body = await readBody(incoming, DEFAULT_BODY_LIMIT);
    if (body === 'too_large') return tooLarge(c, DEFAULT_BODY_LIMIT);
    if (body) useBody(c, incoming, body);
    await next();
  };
  // A GET or HEAD has no body to limit (and asking Hono's bodyLimit builds the raw Request).
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );

  // Hono's csrf() rule (Origin or Sec-Fetch-Site must say same origin), applied to every
  // content type: csrf() itself checks only form-like bodies.
  const publicOrigin = env.PUBLIC_URL && new URL(env.PUBLIC_URL).origin;
  const checkCrossSite = async (c: Context, next: () => Promise<void>) => {
    if (csrfExempt.some((p) => c.req.path.startsWith(p))) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const ownOrigins = [new URL(c.req.url).origin, publicOrigin];
    const sameOrigin = origin !== undefined && ownOrigins.includes(origin);
    const sameSite = site === 'same-origin';
    const noBrowserSignal = origin === undefined && site === undefined;
    const simpleBody = formLike.test(c.req.header('content-type') ?? 'text/plain');
    if (!sameOrigin && !sameSite && !(noBrowserSignal && !simpleBody)) {
      return c.json(
        errorBody(
          'cross_site_request',
          'Cross-site requests are not allowed. Reload the page and try again.',
        ),
        403,
      );
    }
    await next();
  };
  app.use('/api/*', (c, next) =>
    /^(GET|HEAD|OPTIONS)$/.test(c.req.method) ? next() : checkCrossSite(c, next),
  );
}

/** The outbox and /dev/mailbox: never in production; loopback sockets unless DEV_MAILBOX=open. */
export function isDevMailboxAllowed(
  c: Context<AppEnv>,
  env: AppContext['env'] = c.var.ctx.env,
): boolean {
  if (env.NODE_ENV === 'production') return false;
  return env.DEV_MAILBOX === 'open' || isLoopbackAddress(socketAddress(c));
}

function requestHost(c: Context): string {
  return (c.req.header('host') ?? new URL(c.req.url).host).toLowerCase();
}

export function isAllowedHost(host: string, allowed: string[]): boolean {
  const hostname = host.replace(/:\d+$/, '');
  return isLoopbackHost(hostname) || allowed.includes(host) || allowed.includes(hostname);
}

function isRedirectTarget(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
