import { ConsolePage } from '@/client/features/console/console-page';

export function Component() {
  return <ConsolePage />;
}
