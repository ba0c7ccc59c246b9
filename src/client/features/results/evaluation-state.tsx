import { ClockIcon, LoaderCircleIcon, RotateCwIcon } from 'lucide-react';
import type { EvaluationSummary } from '@/shared/schemas/evaluations';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { EvaluationErrorBanner } from '@/client/components/evaluation/evaluation-error-banner';
import { useRetryEvaluation } from '@/client/components/evaluation/api';
import { EVALUATION_FAILED_MESSAGE } from '@/client/components/evaluation/use-follow-evaluation';

/** Queued, Evaluating or Failed next to a row's title; nothing once done. */
export function StatusBadge({ status }: { status: EvaluationSummary['status'] }) {
  if (status === 'queued')
    return (
      <Badge variant="outline">
        <ClockIcon aria-hidden="true" />
        Queued
      </Badge>
    );
  if (status === 'running')
    return (
      <Badge variant="outline">
        <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
        Evaluating
      </Badge>
    );
  if (status === 'failed') return <Badge variant="destructive">Failed</Badge>;
  return null;
}

/** What a queued or running evaluation is doing; the list refreshes by itself until it is done. */
export function PendingNote({ status }: { status: 'queued' | 'running' }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <LoaderCircleIcon
        className="size-4 shrink-0 animate-spin motion-reduce:animate-none"
        aria-hidden="true"
      />
      {status === 'queued'
        ? 'Waiting for the assessor. Your results appear here as soon as they are ready.'
        : 'The assessor is evaluating your answers. This takes a few seconds.'}
    </p>
  );
}

/** A failed evaluation: the error and 'Retry evaluation' (the answers were kept). */
export function FailedNotice({ evaluation }: { evaluation: EvaluationSummary }) {
  const retry = useRetryEvaluation();
  const message = evaluation.lastError
    ? `Evaluation failed: ${evaluation.lastError}`
    : EVALUATION_FAILED_MESSAGE;
  return (
    <EvaluationErrorBanner
      message={message}
      action={
        <Button
          size="sm"
          variant="outline"
          className="border-destructive/40 bg-background text-destructive hover:bg-destructive/10 hover:text-destructive"
          disabled={retry.isPending}
          onClick={() => retry.mutate(evaluation.id)}
        >
          <RotateCwIcon
            className={retry.isPending ? 'animate-spin' : undefined}
            aria-hidden="true"
          />
          Retry evaluation
        </Button>
      }
    />
  );
}
