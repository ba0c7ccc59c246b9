import { DashboardPage } from '@/client/features/dashboard/dashboard-page';
import { useAuth } from '@/client/lib/auth';

export function Component() {
  const { user } = useAuth();
  // The protected wrapper renders this only for a signed-in user.
  return user ? <DashboardPage user={user} /> : null;
}
