import { PiqPage } from '@/client/features/piq/piq-page';

export function Component() {
  return <PiqPage />;
}
