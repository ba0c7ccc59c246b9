import { useQuery } from '@tanstack/react-query';
import type { OverviewDay } from '@/shared/schemas/console-overview';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { DailyChart } from './daily-chart';
import { DayTable as DayRows } from '@/client/components/charts/day-table';
import { formatDay, formatRupees, overviewQuery } from './overview-api';

type Metric = keyof Omit<OverviewDay, 'day'>;
const METRICS: { key: Metric; title: string; format?: (n: number) => string }[] = [
  { key: 'signUps', title: 'Sign-ups' },
  { key: 'activeUsers', title: 'Active users' },
  { key: 'practiceSessions', title: 'Practice sessions' },
  { key: 'evaluations', title: 'Evaluations' },
  { key: 'revenuePaise', title: 'Revenue', format: formatRupees },
];

/**
 * Overview (issue 17): the last 30 days per day in India Standard Time — sign-ups, active users
 * (a practice session or an evaluation that day), practice sessions, evaluations and revenue
 * (paid minus refunded) — with totals and pg-boss's failed jobs per queue.
 */
export function OverviewSection() {
  const q = useQuery(overviewQuery);
  if (q.isPending) return <Skeleton className="h-96" />;
  if (q.isError) return <p className="text-destructive">The overview could not load.</p>;
  const { days, totals, failedJobs } = q.data;
  const range = `${formatDay(days[0].day)} – ${formatDay(days[days.length - 1].day)}`;
  const tiles = [
    { label: 'Sign-ups', value: totals.signUps.toLocaleString('en-IN') },
    { label: 'Active users', value: totals.activeUsers.toLocaleString('en-IN') },
    { label: 'Practice sessions', value: totals.practiceSessions.toLocaleString('en-IN') },
    { label: 'Evaluations', value: totals.evaluations.toLocaleString('en-IN') },
    { label: 'Revenue', value: formatRupees(totals.revenuePaise) },
    { label: 'All accounts', value: totals.users.toLocaleString('en-IN') },
  ];
  const failedTotal = failedJobs?.reduce((s, j) => s + j.failed, 0) ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Last 30 days, {range}, by day in India Standard Time (IST).
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map((t) => (
          <div key={t.label} className="rounded-lg border bg-card p-3">
            <dt className="text-xs text-muted-foreground">{t.label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{t.value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        {METRICS.map((m) => (
          <Card
            key={m.key}
            className={m.key === 'revenuePaise' ? 'min-w-0 lg:col-span-2' : 'min-w-0'}
          >
            <CardHeader>
              <CardTitle className="text-base">{m.title} per day</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-2">
              <DailyChart
                title={`${m.title} per day`}
                points={days.map((d) => ({ day: d.day, value: d[m.key] }))}
                format={m.format}
              />
              <DayTable title={m.title} days={days} metric={m.key} format={m.format} />
            </CardContent>
          </Card>
        ))}
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">
            Failed jobs{failedJobs ? ` (${failedTotal.toLocaleString('en-IN')})` : ''}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {failedJobs === null ? (
            <p className="text-sm text-muted-foreground">
              The job queue has not run on this database yet.
            </p>
          ) : failedJobs.length === 0 ? (
            <p className="text-sm text-muted-foreground">No queues yet.</p>
          ) : (
            <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              {failedJobs.map((j) => (
                <li key={j.queue} className="flex justify-between gap-3 border-b py-1">
                  <span className="truncate font-mono text-xs">{j.queue}</span>
                  <span className={j.failed > 0 ? 'font-semibold text-destructive' : ''}>
                    {j.failed}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** The chart's numbers as a table (docs/decisions/019-charts.md), newest day first. */
function DayTable({
  title,
  days,
  metric,
  format = (n) => n.toLocaleString('en-IN'),
}: {
  title: string;
  days: OverviewDay[];
  metric: Metric;
  format?: (n: number) => string;
}) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground">Show as table</summary>
      <DayRows
        caption={`${title} per day (IST)`}
        valueLabel={title}
        rows={[...days].reverse().map((d) => ({
          day: d.day,
          label: formatDay(d.day),
          value: format(d[metric]),
        }))}
      />
    </details>
  );
}
