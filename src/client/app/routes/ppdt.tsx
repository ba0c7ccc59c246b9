import { ComingSoon } from '@/client/components/app/coming-soon';

export function Component() {
  return <ComingSoon feature="PPDT Test" description="Observe a picture for 15 seconds, then write your story in 4 minutes." />;
}
