import { createAuthClient } from 'better-auth/react';
import { inferAdditionalFields, twoFactorClient } from 'better-auth/client/plugins';
import { timeZone } from './api-client';
import { takeBootResponse } from './boot';

function requestUrl(input: RequestInfo | URL): string | URL {
  return input instanceof Request ? input.url : input;
}

// The session lives in an httpOnly cookie set by the server; nothing is kept in localStorage.
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  plugins: [
    twoFactorClient(),
    // user.role ('user' | 'admin', issue 17): read-only, set by `npm run grant -- --admin`.
    inferAdditionalFields({ user: { role: { type: 'string', input: false, required: false } } }),
  ],
  fetchOptions: {
    // Look fetch up on every call rather than once at import, so wrappers installed later
    // (MSW in tests, instrumentation) see auth requests too. The first session fetch takes the
    // answer index.html's first script already asked for (lib/boot.ts), so it is not sent twice.
    customFetchImpl: (input, init) =>
      ((init?.method ?? 'GET').toUpperCase() === 'GET' && takeBootResponse(requestUrl(input))) ||
      globalThis.fetch(input, init),
    credentials: 'same-origin',
    headers: { 'X-Time-Zone': timeZone() },
  },
});

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthUser = AuthSession['user'];

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
