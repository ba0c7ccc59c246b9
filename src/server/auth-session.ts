import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Auth } from './auth';
import type { Db } from './db/client';
import { SESSION_BY_TOKEN } from './db/hot-sql';
import { runHot, toDate } from './db/prepared';
import type { AppEnv } from './hono-env';

type SessionResult = { user: AppEnv['Variables']['user']; session: AppEnv['Variables']['session'] };

interface Row {
  sId: string;
  sExpiresAt: Date | string;
  sToken: string;
  sIpAddress: string | null;
  sUserAgent: string | null;
  sUserId: string;
  sCreatedAt: Date | string;
  sUpdatedAt: Date | string;
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  twoFactorEnabled: boolean | null;
  role: string;
  createdAt: Date | string;
  updatedAt: Date | string;
}

const VERIFIED_MAX = 10_000;

/**
 * Reads the signed-in session for our API (issue 18): the same answer as better-auth's
 * getSession, in one indexed round trip. better-auth verifies the cookie's HMAC by importing the
 * key into WebCrypto on every request and then reads the session and the user separately; here
 * the HMAC is node:crypto's and the session is joined with its user in one prepared statement.
 *
 * Nothing is cached: a revoked session (sign-out, password change, deleted account) and a role
 * change take effect on the next request. Whenever better-auth would do more than read (the
 * session has expired and must be deleted, or it is due for its daily refresh) the request goes
 * to better-auth's own getSession, so those rules stay its own.
 */
export function createSessionReader(auth: Auth, db: Db) {
  let config: Promise<{ secret: string; cookie: string; expiresIn: number; updateAge: number }>;
  const settings = () =>
    (config ??= auth.$context.then((c) => ({
      secret: c.secret,
      cookie: c.authCookies.sessionToken.name,
      expiresIn: c.sessionConfig.expiresIn,
      updateAge: c.sessionConfig.updateAge,
    })));

  // Cookie values whose signature checked out, and their token: the HMAC is a pure function of
  // the value and the secret, so a value once verified needs no second HMAC (issue 18: ~3 % of a
  // request's CPU). This is not a session cache: the session is still read from the database on
  // every request below. Values that fail are never kept; the map is emptied when full.
  const verified = new Map<string, string>();

  /**
   * `cookieHeader` is the request's Cookie header; `headers()` gives all its headers, asked for
   * only when better-auth must answer (building them has a cost on @hono/node-server).
   */
  return async function readSession(
    cookieHeader: string | null | undefined,
    headers: () => Headers,
  ): Promise<SessionResult | null> {
    if (!cookieHeader) return null;
    const { secret, cookie, expiresIn, updateAge } = await settings();
    const raw = cookieValue(cookieHeader, cookie);
    if (!raw) return null;
    let token = verified.get(raw);
    if (token === undefined) {
      const checked = verifySigned(raw, secret);
      if (!checked) return null;
      if (verified.size >= VERIFIED_MAX) verified.clear();
      verified.set(raw, (token = checked));
    }
    const [row] = await runHot<Row>(db, SESSION_BY_TOKEN, [token]);
    if (!row) return null;
    const expiresAt = toDate(row.sExpiresAt);
    const now = Date.now();
    const dueForRefresh = expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
    if (expiresAt.getTime() <= now || dueForRefresh) {
      // better-auth deletes an expired session and extends one due for refresh.
      return (await auth.api.getSession({ headers: headers() })) as SessionResult | null;
    }
    return {
      session: {
        id: row.sId,
        expiresAt,
        token: row.sToken,
        ipAddress: row.sIpAddress,
        userAgent: row.sUserAgent,
        userId: row.sUserId,
        createdAt: toDate(row.sCreatedAt),
        updatedAt: toDate(row.sUpdatedAt),
      },
      user: {
        id: row.id,
        name: row.name,
        email: row.email,
        emailVerified: row.emailVerified,
        image: row.image,
        twoFactorEnabled: row.twoFactorEnabled,
        role: row.role,
        createdAt: toDate(row.createdAt),
        updatedAt: toDate(row.updatedAt),
      },
    } as SessionResult;
  };
}

/** The first cookie of that name, URL-decoded (better-call's parsing: the first one wins). */
export function cookieValue(header: string, name: string): string | null {
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf('=', index);
    if (eq === -1) return null;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      index = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    if (header.slice(index, eq).trim() === name) {
      let value = header.slice(eq + 1, end).trim();
      if (value.charCodeAt(0) === 34) value = value.slice(1, -1);
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
    index = end + 1;
  }
  return null;
}

/** better-call's signed cookie `<value>.<base64 HMAC-SHA256(secret, value)>`: the value, or null. */
export function verifySigned(raw: string, secret: string): string | null {
  const dot = raw.lastIndexOf('.');
  if (dot < 1) return null;
  const value = raw.slice(0, dot);
  const signature = raw.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const given = Buffer.from(signature);
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
