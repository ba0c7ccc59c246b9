// Used by the entry before anything else loads, so it must not import the auth client,
// TanStack Query or zod: a plain fetch is enough to tell a visitor from a signed-in user.
import { apiPaths } from '@/client/lib/paths';

/** better-auth's GET /get-session body: `{ session, user }` for a signed-in user, `null` for a visitor. */
export type SessionProbe = { session: unknown; user: unknown } | null;

/** The current session, or null for a visitor. Network failures count as a visitor. */
export async function probeSession(): Promise<SessionProbe> {
  try {
    const response = await fetch(apiPaths.session, {
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'X-Time-Zone': Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as SessionProbe;
    return body?.session && body.user ? body : null;
  } catch {
    // Offline or the server is down: the landing page is the safe thing to show.
    return null;
  }
}
