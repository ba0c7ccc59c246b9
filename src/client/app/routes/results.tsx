import { ComingSoon } from '@/client/components/app/coming-soon';

export function Component() {
  return <ComingSoon feature="Results" description="Your TAT, WAT and SRT evaluations, scored out of 5." />;
}
