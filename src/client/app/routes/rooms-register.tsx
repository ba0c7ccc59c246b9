import { ComingSoon } from '@/client/components/app/coming-soon';

export function Component() {
  return <ComingSoon feature="Room Register" description="Enrol in group practice rooms." />;
}
