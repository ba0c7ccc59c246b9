import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  EvaluationDetail,
  EvaluationList,
  EvaluationSummary,
} from '@/shared/schemas/evaluations';
import type { TestType } from '@/shared/tests';
import { api } from '@/client/lib/api-client';
import { evaluationKeys, evaluationUrls, isSettled } from '@/client/components/evaluation/api';

/** How often a list with a queued or running evaluation asks again. */
export const PENDING_REFRESH_MS = 1500;

/** GET /api/evaluations?test=…: newest first, with the counts for the tabs. */
export const evaluationListQueryOptions = (test: TestType) =>
  queryOptions({
    queryKey: evaluationKeys.list(test),
    queryFn: ({ signal }) => api.get<EvaluationList>(evaluationUrls.list(test), { signal }),
    // Always fresh on arrival: the test screens send people here right after submitting.
    staleTime: 0,
    // Keep the other tab's counts on screen while this tab loads.
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.evaluations.some((e) => !isSettled(e.status)) ? PENDING_REFRESH_MS : false,
  });

/** GET /api/evaluations/:id/details, loaded when a row opens (and again when its status changes). */
export const evaluationDetailsQueryOptions = (
  evaluation: Pick<EvaluationSummary, 'id' | 'status'>,
) =>
  queryOptions({
    queryKey: evaluationKeys.details(evaluation.id, evaluation.status),
    queryFn: ({ signal }) =>
      api.get<EvaluationDetail>(evaluationUrls.details(evaluation.id), { signal }),
    staleTime: evaluation.status === 'done' ? Infinity : 0,
  });
