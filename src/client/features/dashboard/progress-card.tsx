import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowRightIcon, TrendingUpIcon } from 'lucide-react';
import { count } from '@/shared/plural';
import { olqLabel } from '@/shared/olqs';
import type { ProgressPoint } from '@/shared/progress';
import { Skeleton } from '@/client/components/ui/skeleton';
import { paths } from '@/client/lib/paths';
import { practicesToUnlock, progressQueryOptions } from '@/client/lib/progress-api';
import { useStreak } from './api';

const SPARK = { width: 120, height: 36, pad: 3 };
const LATEST = 10;

/** The latest scores as a small line (hand-drawn SVG: no chart library on the dashboard). */
function Sparkline({ points }: { points: ProgressPoint[] }) {
  const { width, height, pad } = SPARK;
  const step = points.length > 1 ? (width - 2 * pad) / (points.length - 1) : 0;
  const xy = points.map((p, i) => [
    points.length > 1 ? pad + i * step : width / 2,
    pad + (1 - p.score / 5) * (height - 2 * pad),
  ]);
  const last = xy[xy.length - 1];
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`Your latest scores out of 5: ${points.map((p) => p.score.toFixed(1)).join(', ')}`}
      className="shrink-0 text-primary"
    >
      <line
        x1={0}
        x2={width}
        y1={height / 2}
        y2={height / 2}
        stroke="currentColor"
        strokeOpacity={0.15}
        strokeDasharray="2 3"
      />
      {xy.length > 1 && (
        <polyline
          points={xy.map(([x, y]) => `${x},${y}`).join(' ')}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      )}
      <circle cx={last[0]} cy={last[1]} r={3} fill="currentColor" />
    </svg>
  );
}

/**
 * 'Your progress' (issue 19): the latest scores and the weakest quality, linking to /progress.
 * It asks for /api/progress only once the dashboard's own data is in, and hides on an error.
 */
export function ProgressCard() {
  const { isPending: isStreakPending } = useStreak();
  const { data, isPending, isError } = useQuery({
    ...progressQueryOptions,
    enabled: !isStreakPending,
  });
  if (isError) return null;
  if (isPending)
    // As tall as the card it stands for (phone: two rows; wider: one), so nothing below moves.
    return (
      <Skeleton className="h-52 w-full rounded-xl sm:h-40" aria-label="Loading your progress" />
    );

  const latest = data.trend.slice(-LATEST);
  const weakest = data.practiseNext[0];
  const taken = Object.values(data.counts).reduce((s, n) => s + n, 0);
  return (
    <section
      aria-labelledby="progress-card-heading"
      className="flex min-h-52 flex-col justify-between gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:min-h-40 sm:p-5"
    >
      <div className="flex items-center gap-2">
        <TrendingUpIcon className="size-5 text-primary" aria-hidden="true" />
        <h2 id="progress-card-heading" className="text-lg font-semibold">
          Your progress
        </h2>
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {latest.length > 0 ? (
          <div className="flex items-center gap-3">
            <Sparkline points={latest} />
            <p className="text-sm">
              <span className="block text-muted-foreground">Latest score</span>
              <span className="text-xl font-semibold tabular-nums">
                {latest[latest.length - 1].score.toFixed(1)}
              </span>
              <span className="text-muted-foreground">/5</span>
            </p>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            {taken === 0
              ? 'Take a WAT or SRT practice to start your score trend.'
              : 'Your first scores appear once the assessor has finished.'}
          </p>
        )}
        <p className="min-w-40 flex-1 text-sm">
          {weakest ? (
            <>
              <span className="block text-muted-foreground">Work on next</span>
              <span className="font-medium">{olqLabel(weakest.quality)}</span>
            </>
          ) : (
            <span className="text-muted-foreground">
              {taken === 0
                ? 'Your officer-like qualities appear after your first practices.'
                : `Take ${count(practicesToUnlock(data), 'more practice', 'more practices')} to see your weakest quality.`}
            </span>
          )}
        </p>
      </div>
      <Link
        to={paths.progress}
        className="inline-flex items-center gap-1 self-start rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        See your progress
        <ArrowRightIcon className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
