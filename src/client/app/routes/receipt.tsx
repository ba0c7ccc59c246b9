import { ReceiptPage } from '@/client/features/settings/receipt-page';

export function Component() {
  return <ReceiptPage />;
}
