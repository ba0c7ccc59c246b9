import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditsSummary } from '@/shared/schemas/credits';
import { api } from '@/client/lib/api-client';

/** Credits and plan state, shared by the Quota & Plan card and every test screen. */
export const creditsKeys = { all: ['credits'] as const };

export const creditsQueryOptions = queryOptions({
  queryKey: creditsKeys.all,
  queryFn: ({ signal }) => api.get<CreditsSummary>('/api/credits', { signal }),
  staleTime: 30_000,
});

export function useCredits() {
  return useQuery(creditsQueryOptions);
}
