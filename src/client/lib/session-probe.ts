// Used by the entry before anything else loads, so it must not import the auth client,
// TanStack Query or zod: a plain fetch is enough to tell a visitor from a signed-in user.
import { peekBoot } from '@/client/lib/boot';
import { apiPaths } from '@/client/lib/paths';

/** better-auth's GET /get-session body: `{ session, user }` for a signed-in user, `null` for a visitor. */
export type SessionProbe = { session: unknown; user: unknown } | null;

const isSignedIn = (body: SessionProbe) => (body?.session && body.user ? body : null);

/** Whether index.html's first script already asked for the session (lib/boot.ts). */
export function hasBootSession(): boolean {
  return peekBoot(apiPaths.session) !== undefined;
}

/**
 * The current session, or null for a visitor. Network failures count as a visitor. Reads the
 * answer index.html's first script asked for when there is one (lib/boot.ts), without taking it:
 * the auth client's first session fetch takes it.
 */
export async function probeSession(): Promise<SessionProbe> {
  const boot = peekBoot(apiPaths.session);
  if (boot) {
    const answer = await boot;
    if (!answer || answer.status !== 200) return null;
    try {
      return isSignedIn(JSON.parse(answer.body) as SessionProbe);
    } catch {
      return null;
    }
  }
  try {
    const response = await fetch(apiPaths.session, {
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'X-Time-Zone': Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    });
    if (!response.ok) return null;
    return isSignedIn((await response.json()) as SessionProbe);
  } catch {
    // Offline or the server is down: the landing page is the safe thing to show.
    return null;
  }
}
