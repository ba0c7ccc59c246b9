import { ComingSoon } from '@/client/components/app/coming-soon';

export function Component() {
  return (
    <ComingSoon
      feature="Subscription"
      description="Plans with unlimited practice and TAT access."
    />
  );
}
