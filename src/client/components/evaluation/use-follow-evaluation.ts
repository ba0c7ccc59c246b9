import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EvaluationSummary } from '@/shared/schemas/evaluations';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { evaluationKeys, evaluationQueryOptions, isSettled } from './api';
import { followInterval } from '@/shared/evaluation-follow';

/** The banner and toast text when an evaluation fails without a message (spec part 2 §8). */
export const EVALUATION_FAILED_MESSAGE = 'Failed to get evaluation. Please try again.';

export { FOLLOW_INTERVAL_MS, followInterval } from '@/shared/evaluation-follow';

export interface FollowEvaluationOptions {
  /** Called once when the evaluation is done (e.g. toast 'Evaluation Complete!' and navigate). */
  onDone?: (evaluation: EvaluationSummary) => void;
  /** Called once when the evaluation failed after its retries, or could not be read. */
  onFailed?: (message: string, evaluation: EvaluationSummary | undefined) => void;
}

export interface FollowedEvaluation {
  evaluation: EvaluationSummary | undefined;
  status: EvaluationSummary['status'] | undefined;
  /** True from the moment there is an id until the evaluation is done or failed. */
  isFollowing: boolean;
  isDone: boolean;
  isFailed: boolean;
  /** The message to show when failed: the assessor's error, the server's message, or the default. */
  errorMessage: string | null;
}

function isPermanent(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Follows an evaluation by polling GET /api/evaluations/:id, first after 100 ms and then backing
 * off (followInterval), until it is done or failed. Pass null to follow nothing. When it settles, every
 * evaluation list is refreshed so the results screens show it at once.
 */
export function useFollowEvaluation(
  evaluationId: string | null | undefined,
  options: FollowEvaluationOptions = {},
): FollowedEvaluation {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...evaluationQueryOptions(evaluationId ?? ''),
    enabled: Boolean(evaluationId),
    staleTime: 0,
    refetchInterval: (q) =>
      isSettled(q.state.data?.status) || isPermanent(q.state.error)
        ? false
        : followInterval(q.state.dataUpdateCount + q.state.errorUpdateCount),
    refetchIntervalInBackground: true,
  });
  const evaluation = evaluationId ? query.data : undefined;
  const status = evaluation?.status;
  // A 4xx (not found) will not get better: that ends the following as a failure. A network
  // error or a 5xx does not: polling goes on.
  const fetchFailed = Boolean(evaluationId) && isPermanent(query.error);
  const isDone = status === 'done';
  const isFailed = status === 'failed' || fetchFailed;
  const message = isFailed
    ? status === 'failed'
      ? evaluation?.lastError || EVALUATION_FAILED_MESSAGE
      : errorMessage(query.error, EVALUATION_FAILED_MESSAGE)
    : null;

  const callbacks = useRef(options);
  callbacks.current = options;
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!evaluationId || (!isDone && !isFailed)) return;
    const key = `${evaluationId}:${isDone ? 'done' : 'failed'}`;
    if (reported.current === key) return;
    reported.current = key;
    // Lists and details, not the evaluation just read.
    void queryClient.invalidateQueries({
      queryKey: evaluationKeys.all,
      predicate: (q) => q.queryKey[1] !== 'one',
    });
    if (isDone && evaluation) callbacks.current.onDone?.(evaluation);
    else callbacks.current.onFailed?.(message ?? EVALUATION_FAILED_MESSAGE, evaluation);
  }, [evaluationId, isDone, isFailed, evaluation, message, queryClient]);

  return {
    evaluation,
    status,
    isFollowing: Boolean(evaluationId) && !isDone && !isFailed,
    isDone,
    isFailed,
    errorMessage: message,
  };
}
