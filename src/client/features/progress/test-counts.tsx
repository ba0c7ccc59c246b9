import { count } from '@/shared/plural';
import type { ProgressResponse } from '@/shared/progress';
import type { TestType } from '@/shared/tests';
import { TEST_LABELS, TREND_TYPES } from './format';

/** Practices taken per test type, and the answers the assessor has scored. */
export function TestCounts({
  counts,
  answersAssessed,
}: Pick<ProgressResponse, 'counts' | 'answersAssessed'>) {
  // Every test type, whether or not the response lists it yet.
  const byType: Partial<Record<TestType, number>> = counts;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {TREND_TYPES.map((type) => (
          <div key={type} className="flex flex-col gap-0.5 rounded-lg border bg-surface p-3">
            <dt className="text-sm text-muted-foreground">{TEST_LABELS[type]}</dt>
            <dd className="text-2xl font-semibold tabular-nums">
              {byType[type] ?? 0}
              <span className="sr-only"> practices</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">
        {count(answersAssessed, 'answer')} assessed in all.
      </p>
    </div>
  );
}
