import { ComingSoon } from '@/client/components/app/coming-soon';

export function Component() {
  return <ComingSoon feature="TAT" description="Thematic Apperception Test practice: one story per picture, 15 seconds to observe and 4 minutes to write." />;
}
