import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EvaluationSummary } from '@/shared/schemas/evaluations';
import type { TestType } from '@/shared/tests';
import { api } from '@/client/lib/api-client';

// The evaluation endpoints (src/server/features/evaluations/evaluations.routes.ts).
const base = '/api/evaluations';
export const evaluationUrls = {
  list: (test: TestType) => `${base}?test=${test}`,
  one: (id: string) => `${base}/${encodeURIComponent(id)}`,
  details: (id: string) => `${base}/${encodeURIComponent(id)}/details`,
  retry: (id: string) => `${base}/${encodeURIComponent(id)}/retry`,
};

/** One key factory for every evaluation query: invalidating `all` refreshes lists, rows and details. */
export const evaluationKeys = {
  all: ['evaluations'] as const,
  list: (test: TestType) => [...evaluationKeys.all, 'list', test] as const,
  one: (id: string) => [...evaluationKeys.all, 'one', id] as const,
  // The status is part of the key: a row that finishes loads its judgements afresh.
  details: (id: string, status: string) => [...evaluationKeys.all, 'details', id, status] as const,
};

export const isSettled = (status: EvaluationSummary['status'] | undefined) =>
  status === 'done' || status === 'failed';

/** GET /api/evaluations/:id: the evaluation's state (queued → running → done | failed). */
export const evaluationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: evaluationKeys.one(id),
    queryFn: ({ signal }) => api.get<EvaluationSummary>(evaluationUrls.one(id), { signal }),
  });

/** 'Retry evaluation': a failed evaluation goes back to the queue; its answers were kept. */
export function useRetryEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<EvaluationSummary>(evaluationUrls.retry(id)),
    onSuccess: (evaluation) => {
      queryClient.setQueryData(evaluationKeys.one(evaluation.id), evaluation);
      return queryClient.invalidateQueries({ queryKey: evaluationKeys.all });
    },
  });
}
