import { ComingSoon } from '@/client/components/app/coming-soon';

export function Component() {
  return <ComingSoon feature="WAT" description="Word Association Test practice: 15 seconds per word." />;
}
