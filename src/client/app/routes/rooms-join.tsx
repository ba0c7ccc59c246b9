import { JoinPage } from '@/client/features/rooms/join-page';

export function Component() {
  return <JoinPage />;
}
