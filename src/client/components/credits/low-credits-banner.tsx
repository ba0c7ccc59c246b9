import { TriangleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/client/lib/paths';
import { count } from '@/shared/plural';
import { TEST_NAMES, type TestType } from '@/shared/tests';

/** A gentle warning when the remaining credits are few (spec part 1 §8); see isLowOnCredits. */
export function LowCreditsBanner({
  testType,
  remaining,
  uses,
}: {
  testType: TestType;
  remaining: number;
  uses: number;
}) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-900 dark:text-amber-200"
    >
      <TriangleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
      <span className="flex-1">
        {count(remaining, 'credit')} left for the {TEST_NAMES[testType]}. This test uses{' '}
        {count(uses, 'credit')}.
      </span>
      <Link to={paths.subscription} className="font-medium underline underline-offset-4">
        Upgrade
      </Link>
    </div>
  );
}
