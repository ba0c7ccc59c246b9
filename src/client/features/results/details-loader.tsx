import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircleIcon } from 'lucide-react';
import type { EvaluationDetail, EvaluationSummary } from '@/shared/schemas/evaluations';
import { Button } from '@/client/components/ui/button';
import { evaluationDetailsQueryOptions } from './api';

/** Loads an evaluation's details when its row opens: 'Loading details...', then `children`. */
export function DetailsLoader({
  evaluation,
  children,
}: {
  evaluation: EvaluationSummary;
  children: (detail: EvaluationDetail) => ReactNode;
}) {
  const query = useQuery(evaluationDetailsQueryOptions(evaluation));
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        Failed to load details.
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground"
    >
      <LoaderCircleIcon
        className="size-4 animate-spin motion-reduce:animate-none"
        aria-hidden="true"
      />
      Loading details...
    </p>
  );
}
