import { HelpPage } from '@/client/features/help/help-page';
import { usePublicConfig } from '@/client/lib/config';

export function Component() {
  const { data } = usePublicConfig();
  return <HelpPage supportEmail={data?.supportEmail} />;
}
