import { DashboardPage } from '@/client/features/dashboard/dashboard-page';
import { useAuth } from '@/client/lib/auth';

export function Component() {
  const { user } = useAuth();
  return <DashboardPage name={user?.name || undefined} />;
}
