import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BrainIcon, CalendarDaysIcon, LineChartIcon, TargetIcon, TimerIcon } from 'lucide-react';
import { count } from '@/shared/plural';
import type { ProgressResponse } from '@/shared/progress';
import { LoadErrorCard } from '@/client/components/app/load-error-card';
import { PageHeader } from '@/client/components/app/page-header';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { paths } from '@/client/lib/paths';
import { practicesToUnlock, progressQueryOptions } from '@/client/lib/progress-api';
import { OlqProfile } from './olq-profile';
import { PractiseNext } from './practise-next';
import { ScoreTrend } from './score-trend';
import { StreakCalendar } from './streak-calendar';
import { TestCounts } from './test-counts';

/** /progress (issue 19): trends, the OLQ profile, the practice calendar and drills. */
export function ProgressPage() {
  const query = useQuery(progressQueryOptions);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PageHeader
        title="Progress"
        description="Your scores over time, the qualities your answers show, and what to practise next."
      />
      {query.data ? (
        <ProgressView data={query.data} />
      ) : query.isError ? (
        <LoadErrorCard title="Could not load your progress." onRetry={() => void query.refetch()} />
      ) : (
        <div role="status" aria-label="Loading your progress" className="flex flex-col gap-4">
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-72 rounded-xl" />
          <Skeleton className="h-56 rounded-xl" />
        </div>
      )}
    </div>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="gap-4" role="region" aria-label={title}>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function StartButtons() {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild>
        <Link to={paths.wat}>
          <BrainIcon aria-hidden="true" />
          Start a WAT practice
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.srt}>
          <TimerIcon aria-hidden="true" />
          Start an SRT practice
        </Link>
      </Button>
    </div>
  );
}

const PREVIEW = [
  { icon: LineChartIcon, text: 'Your score for every practice, as a line per test over time.' },
  { icon: TargetIcon, text: 'Your officer-like qualities, with your own words that showed them.' },
  { icon: CalendarDaysIcon, text: 'A calendar of the days you practised, and your streak.' },
  { icon: BrainIcon, text: 'The two qualities to work on next, each with a drill to start.' },
];

function EmptyState() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Your progress starts with your first practice</CardTitle>
        <CardDescription>
          Take a WAT or SRT practice and submit it for assessment. Once it is scored, this page
          shows:
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ul className="grid gap-3 sm:grid-cols-2">
          {PREVIEW.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3 rounded-lg border bg-surface p-3 text-sm">
              <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
        <StartButtons />
      </CardContent>
    </Card>
  );
}

function ProgressView({ data }: { data: ProgressResponse }) {
  const taken = Object.values(data.counts).reduce((s, n) => s + n, 0);
  if (taken === 0 && data.trend.length === 0) return <EmptyState />;
  const hasProfile = data.qualities.some((q) => q.level !== null);
  const more = practicesToUnlock(data);
  return (
    <>
      <Section
        title="What to practise next"
        description={
          data.practiseNext.length > 0
            ? 'Your weakest qualities with enough evidence, each with a drill that builds it.'
            : undefined
        }
      >
        {data.practiseNext.length > 0 ? (
          <PractiseNext items={data.practiseNext} />
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-sm">
              Take {count(more, 'more practice', 'more practices')} to see your weakest qualities. A
              quality ranks once at least three of your answers have shown it or missed it.
            </p>
            <StartButtons />
          </div>
        )}
      </Section>
      <Section
        title="Score trend"
        description="Overall score out of 5 for every assessed practice."
      >
        {data.trend.length > 0 ? (
          <>
            <ScoreTrend points={data.trend} timeZone={data.timeZone} />
            {data.trend.length === 1 && (
              <p className="mt-2 text-sm text-muted-foreground">
                One score so far: your next practice draws the first line.
              </p>
            )}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            Your practices are still being assessed; their scores appear here when they are done.
          </p>
        )}
      </Section>
      <Section
        title="OLQ profile"
        description="The four factors of the officer-like qualities, from all your assessed answers (recent ones count more)."
      >
        {hasProfile ? (
          <OlqProfile factors={data.factors} qualities={data.qualities} timeZone={data.timeZone} />
        ) : (
          <p className="text-sm text-muted-foreground">
            Your profile appears once the assessor has scored your answers.
          </p>
        )}
      </Section>
      <Section title="Practice calendar" description="Practices submitted per day, last 6 months.">
        <StreakCalendar calendar={data.calendar} today={data.today} />
      </Section>
      <Section title="Tests taken">
        <TestCounts counts={data.counts} answersAssessed={data.answersAssessed} />
      </Section>
    </>
  );
}
