// better-auth's HTTP API as its client calls it, for the app shell (lib/session-store.ts, the
// sign-out in lib/auth.tsx), which does without the client itself (issue 18).
import { timeZone } from './api-client';
import { takeBootResponse } from './boot';

export const AUTH_BASE = '/api/auth';
/** better-auth's cross-tab channel: a localStorage key that other tabs' `storage` events carry. */
export const BROADCAST_KEY = 'better-auth.message';

/** better-auth's error shape: the body it answered with, plus the status. */
export interface AuthFetchError {
  status: number;
  statusText: string;
  message?: string;
  code?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,7})?(?:Z|[+-]\d{2}:\d{2})$/;

/** JSON with ISO timestamps as Dates, as better-auth's client parses it. */
export function parse(text: string): unknown {
  if (!text) return null;
  return JSON.parse(text, (key, value: unknown) => {
    if (key === '__proto__') return undefined;
    if (typeof value === 'string' && ISO_DATE.test(value)) {
      const date = new Date(value);
      if (!Number.isNaN(date.getTime())) return date;
    }
    return value;
  });
}

/**
 * A request to better-auth as its client sends it (the cookie, the time zone, JSON). A GET the
 * page's first script already sent (lib/boot.ts) is answered from there, once.
 */
export function authFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const url = `${AUTH_BASE}${path}`;
  const method = (init.method ?? 'GET').toUpperCase();
  return (
    (method === 'GET' && takeBootResponse(url)) ||
    fetch(url, {
      ...init,
      method,
      credentials: 'same-origin',
      headers: {
        'X-Time-Zone': timeZone(),
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
    })
  );
}

export async function errorFrom(response: Response): Promise<AuthFetchError> {
  let body: unknown = null;
  try {
    body = parse(await response.text());
  } catch {
    // Not JSON (a proxy's error page): the status is all there is.
  }
  return {
    ...(body && typeof body === 'object' ? body : {}),
    status: response.status,
    statusText: response.statusText,
  };
}

/** Tells other tabs the session changed, as better-auth's client does after a sign-out. */
export function broadcastSessionChange(trigger: 'signout' | 'updateUser') {
  try {
    localStorage.setItem(
      BROADCAST_KEY,
      JSON.stringify({
        event: 'session',
        data: { trigger },
        clientId: Math.random().toString(36).substring(7),
        timestamp: Math.floor(Date.now() / 1000),
      }),
    );
  } catch {
    // Storage is off (private mode): other tabs notice on their next focus instead.
  }
}

interface AuthClientError {
  message?: string | null;
  statusText?: string;
  error?: { message?: string };
}

/**
 * The server's message from a better-auth client error: better-auth answers `{ code, message }`,
 * our own API `{ error: { code, message } }`; either may come back through the auth routes.
 */
export function authErrorMessage(error: AuthClientError | null | undefined): string {
  return error?.message || error?.error?.message || error?.statusText || '';
}

/**
 * better-auth's client (lib/auth-client.ts), for a page whose first screen does not need it
 * (/auth): it loads on the first call, or earlier with `void loadAuthClient()` once the user
 * starts on the form.
 */
export const loadAuthClient = () => import('./auth-client').then((m) => m.authClient);
