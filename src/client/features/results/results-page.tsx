import { article } from '@/shared/plural';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ClipboardListIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { EvaluationList } from '@/shared/schemas/evaluations';
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
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { paths } from '@/client/lib/paths';
import { errorMessage } from '@/client/lib/api-client';
import { evaluationListQueryOptions } from './api';
import { RESULT_COPY } from './copy';
import { EvaluationRow } from './evaluation-row';

export const RESULT_TABS = ['tat', 'wat', 'srt'] as const;
export type ResultTab = (typeof RESULT_TABS)[number];

/** `?test=tat|wat|srt`; anything else is WAT (spec part 2 §9). */
export function tabFromQuery(value: string | null): ResultTab {
  return RESULT_TABS.find((t) => t === value) ?? 'wat';
}

const TEST_PATHS: Record<ResultTab, string> = { tat: paths.tat, wat: paths.wat, srt: paths.srt };

/** /results: TAT, WAT and SRT evaluations in tabs with counts (spec part 2 §2 Results screen). */
export function ResultsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const test = tabFromQuery(searchParams.get('test'));
  // ?evaluation=<id>: a link to one evaluation (a quote on /progress) opens its row.
  const target = searchParams.get('evaluation');
  const query = useQuery(evaluationListQueryOptions(test));
  const counts = query.data?.counts;

  useEffect(() => {
    if (query.isError)
      toast.error('Error', {
        // One toast, updated in place, even when a refreshing list keeps failing.
        id: 'evaluations-fetch',
        description: errorMessage(query.error, 'Failed to fetch evaluations.'),
      });
  }, [query.isError, query.error]);

  const select = (value: string) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('test', tabFromQuery(value));
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 sm:gap-6">
      <PageHeader
        title="Results"
        description="Your TAT, WAT and SRT evaluations, scored out of 5."
      />
      <Tabs value={test} onValueChange={select} className="gap-4">
        <TabsList aria-label="Test type" className="w-full sm:w-fit">
          {RESULT_TABS.map((t) => (
            <TabsTrigger key={t} value={t} className="px-3 sm:px-4">
              {RESULT_COPY[t].short}
              {counts ? ` (${counts[t]})` : ''}
            </TabsTrigger>
          ))}
        </TabsList>
        {RESULT_TABS.map((t) => (
          <TabsContent key={t} value={t}>
            {t === test && (
              <EvaluationListView
                test={t}
                data={query.isPlaceholderData ? undefined : query.data}
                isError={query.isError}
                onRetry={() => void query.refetch()}
                target={target}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function EvaluationListView({
  test,
  data,
  isError,
  onRetry,
  target,
}: {
  test: ResultTab;
  data: EvaluationList | undefined;
  isError: boolean;
  onRetry: () => void;
  target: string | null;
}) {
  const short = RESULT_COPY[test].short;
  if (!data && isError) {
    return <LoadErrorCard title="Failed to fetch evaluations." onRetry={onRetry} />;
  }
  if (!data) {
    return (
      <div role="status" aria-label="Loading evaluations" className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-[4.5rem] rounded-xl" />
        ))}
      </div>
    );
  }
  if (data.evaluations.length === 0) {
    return (
      <Card>
        <CardHeader className="items-center justify-items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <ClipboardListIcon className="size-6" aria-hidden="true" />
          </span>
          <CardTitle className="text-lg">No {short} evaluations yet</CardTitle>
          <CardDescription>
            Complete {article(short)} {short} test to see your results here
          </CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Button asChild>
            <Link to={TEST_PATHS[test]}>Start {short} test</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <ul aria-label={`${short} evaluations`} className="flex flex-col gap-3">
      {data.evaluations.map((evaluation) => (
        <li key={evaluation.id}>
          <EvaluationRow evaluation={evaluation} isTarget={evaluation.id === target} />
        </li>
      ))}
    </ul>
  );
}
