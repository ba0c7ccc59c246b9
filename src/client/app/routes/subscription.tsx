import { SubscriptionPage } from '@/client/features/subscription/subscription-page';

export function Component() {
  return <SubscriptionPage />;
}
