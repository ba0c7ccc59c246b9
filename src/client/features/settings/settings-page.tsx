import { PageHeader } from '@/client/components/app/page-header';
import { AccountActionsCard } from './account-actions-card';
import { ProfileCard } from './profile-card';
import { SubscriptionCard } from './subscription-card';

export function SettingsPage() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader title="Settings" description="Manage your profile, plan and account." />
      <ProfileCard />
      <SubscriptionCard />
      <AccountActionsCard />
    </div>
  );
}
