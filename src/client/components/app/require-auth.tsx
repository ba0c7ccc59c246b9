import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/client/lib/paths';
import { useAuth } from '@/client/lib/auth';
import { FullScreenLoading } from './full-screen-loading';

/** The protected wrapper: a visitor goes to /auth?redirect=<where they were> and comes back after sign-in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isPending, leavingTo } = useAuth();
  const location = useLocation();
  if (isPending) return <FullScreenLoading />;
  // Signing out or deleting the account: go where that flow is going, without a redirect back.
  if (!user && leavingTo) return <Navigate to={leavingTo} replace />;
  if (!user)
    return <Navigate to={paths.authWithRedirect(location.pathname + location.search)} replace />;
  return children;
}
