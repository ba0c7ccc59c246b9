import { QuotaCard } from '@/client/components/credits/quota-card';

/** Where the 'Quota & Plan' card sits in the sidebar, under the first group (spec part 1 §2). */
export function QuotaCardSlot() {
  return <QuotaCard />;
}
