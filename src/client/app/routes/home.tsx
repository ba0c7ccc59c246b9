import { DashboardPlaceholder } from '@/client/features/dashboard/dashboard-placeholder';
import { useAuth } from '@/client/lib/auth';

export function Component() {
  const { user } = useAuth();
  return <DashboardPlaceholder name={user?.name || undefined} />;
}
