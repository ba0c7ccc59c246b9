import { ComingSoon } from '@/client/components/app/coming-soon';

export function Component() {
  return (
    <ComingSoon
      feature="Interview"
      description="Book a mock interview with a recommended candidate."
    />
  );
}
