import { createAuthClient } from 'better-auth/react';
import { inferAdditionalFields, twoFactorClient } from 'better-auth/client/plugins';
import { timeZone } from './api-client';
import { refetchSession } from './session-store';

// Loaded only by the pages that sign in or change the account (issue 18); the app shell reads the
// session through lib/session-store.ts.
export { authErrorMessage } from './auth-fetch';

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
    // (MSW in tests, instrumentation) see auth requests too.
    customFetchImpl: (input, init) => globalThis.fetch(input, init),
    credentials: 'same-origin',
    headers: { 'X-Time-Zone': timeZone() },
  },
});

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthUser = AuthSession['user'];

// A call that changes the session (sign-in, two-factor, account deletion...) flips the client's
// session signal; the app's session store reloads then, as the client's own store would have.
authClient.$store.atoms.$sessionSignal.listen(() => void refetchSession());
