import { ComingSoon } from '@/client/components/app/coming-soon';

export function Component() {
  return <ComingSoon feature="SRT" description="Situation Reaction Test practice: 15 seconds per situation." />;
}
