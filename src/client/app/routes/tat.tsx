import { TatPage } from '@/client/features/tat/components/tat-page';

export function Component() {
  return <TatPage />;
}
