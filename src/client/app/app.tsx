import { RouterProvider } from 'react-router/dom';
import type { AuthSession } from '@/client/lib/auth-client';
import type { SessionProbe } from '@/client/lib/session-probe';
import { hydrateSession as hydrate } from '@/client/lib/session-store';
import { Providers } from './providers';
import { createAppRouter } from './router';

const router = createAppRouter();

/** The entry already asked for the session: reuse the answer instead of showing 'Loading...' again. */
export function hydrateSession(session: SessionProbe) {
  hydrate(session as unknown as AuthSession | null);
}

/**
 * Resolves once the router has loaded the page's route module (preloaded by the server), so the
 * first render is the page itself, not the router's 'Loading...' fallback in between: the served
 * first frame (client/first-frame.tsx) is replaced by the page, never by 'Loading...'.
 */
export function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
