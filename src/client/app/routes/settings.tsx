import { SettingsPage } from '@/client/features/settings/settings-page';

export function Component() {
  return <SettingsPage />;
}
