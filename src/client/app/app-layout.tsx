import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppShell } from '@/client/components/app/app-shell';
import { FullScreenLoading } from '@/client/components/app/full-screen-loading';
import { RequireAuth } from '@/client/components/app/require-auth';
import { useArrived, useAuth, useCurrentUser } from '@/client/lib/auth';
import { paths } from '@/client/lib/paths';

const LandingPage = lazy(() =>
  import('@/client/features/landing/landing-page').then((m) => ({ default: m.LandingPage })),
);

function Landing() {
  useArrived();
  return <LandingPage />;
}

/** "/" is the landing page for visitors; every other page here needs a session and sits in the shell. */
export function AppLayout() {
  const { isPending } = useAuth();
  const { pathname, state } = useLocation();
  const user = useCurrentUser(state);
  if (!isPending && !user && pathname === paths.home) {
    return (
      <Suspense fallback={<FullScreenLoading />}>
        <Landing />
      </Suspense>
    );
  }
  return (
    <RequireAuth>
      <AppShell>
        <Outlet />
      </AppShell>
    </RequireAuth>
  );
}
