import { MailboxPage } from '@/client/features/dev-mailbox/mailbox-page';

export function Component() {
  return <MailboxPage />;
}
