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

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
