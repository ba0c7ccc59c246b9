import { Navigate, useLocation, useSearchParams } from 'react-router';
import { FullScreenLoading } from '@/client/components/app/full-screen-loading';
import { AuthPage } from '@/client/features/auth/auth-page';
import { useArrived, useAuth, useCurrentUser } from '@/client/lib/auth';
import { safeRedirect } from '@/client/lib/paths';

export function Component() {
  const { isPending } = useAuth();
  const user = useCurrentUser(useLocation().state);
  const [params] = useSearchParams();
  useArrived();
  if (isPending) return <FullScreenLoading />;
  // Signed in (now or already): go where the user was headed.
  if (user) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <AuthPage />;
}
