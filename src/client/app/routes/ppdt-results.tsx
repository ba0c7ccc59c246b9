import { ComingSoon } from '@/client/components/app/coming-soon';

export function Component() {
  return <ComingSoon feature="PPDT Results" description="Your PPDT evaluations and stories will appear here." />;
}
