import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ImageIcon, LoaderCircleIcon, PlusIcon } from 'lucide-react';
import { toast } from 'sonner';
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
import { paths } from '@/client/lib/paths';
import { errorMessage } from '@/client/lib/api-client';
import { evaluationListQueryOptions } from './api';
import { PpdtResultCard } from './ppdt-result-card';

/** /ppdt-results: one collapsible card per PPDT attempt (spec part 2 §2 PPDT results screen). */
export function PpdtResultsPage() {
  const query = useQuery(evaluationListQueryOptions('ppdt'));
  // ?evaluation=<id>: a link to one attempt (a quote on /progress) opens its card.
  const [searchParams] = useSearchParams();
  const target = searchParams.get('evaluation');

  useEffect(() => {
    if (query.isError)
      toast.error('Error', {
        // One toast, updated in place, even when a refreshing list keeps failing.
        id: 'evaluations-fetch',
        description: errorMessage(query.error, 'Failed to fetch evaluations.'),
      });
  }, [query.isError, query.error]);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 sm:gap-6">
      <PageHeader
        title="PPDT Test Results"
        description="Your Picture Perception Test stories, scored out of 5."
      >
        <Button asChild>
          <Link to={paths.ppdt}>
            <PlusIcon aria-hidden="true" />
            Take New Test
          </Link>
        </Button>
      </PageHeader>
      {query.data ? (
        query.data.evaluations.length === 0 ? (
          <Card>
            <CardHeader className="items-center justify-items-center text-center">
              <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
                <ImageIcon className="size-6" aria-hidden="true" />
              </span>
              <CardTitle className="text-lg">No PPDT Results Yet</CardTitle>
              <CardDescription>
                Take a Picture Perception Test to get your story scored and improved.
              </CardDescription>
            </CardHeader>
            <CardContent className="flex justify-center">
              <Button asChild>
                <Link to={paths.ppdt}>Take PPDT Test</Link>
              </Button>
            </CardContent>
          </Card>
        ) : (
          <ul aria-label="PPDT attempts" className="flex flex-col gap-3">
            {query.data.evaluations.map((evaluation) => (
              <li key={evaluation.id}>
                <PpdtResultCard evaluation={evaluation} isTarget={evaluation.id === target} />
              </li>
            ))}
          </ul>
        )
      ) : query.isError ? (
        <LoadErrorCard title="Failed to fetch evaluations." onRetry={() => void query.refetch()} />
      ) : (
        <p
          role="status"
          className="flex items-center justify-center gap-2 py-12 text-muted-foreground"
        >
          <LoaderCircleIcon
            className="size-5 animate-spin motion-reduce:animate-none"
            aria-hidden="true"
          />
          Loading results...
        </p>
      )}
    </div>
  );
}
