import { ComingSoon } from '@/client/components/app/coming-soon';

export function Component() {
  return <ComingSoon feature="Room Join" description="Join the rooms you have enrolled in." />;
}
