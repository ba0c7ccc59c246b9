import { queryOptions } from '@tanstack/react-query';
import type { ProgressResponse } from '@/shared/progress';
import { api } from './api-client';
import { takeBootData } from './boot';

// GET /api/progress (issue 19), read by the /progress page and the dashboard's card. The server
// computes the calendar in the time zone api-client sends as X-Time-Zone.
export const PROGRESS_URL = '/api/progress';

export const progressKeys = { all: ['progress'] as const };

export const progressQueryOptions = queryOptions({
  queryKey: progressKeys.all,
  queryFn: ({ signal }) => api.get<ProgressResponse>(PROGRESS_URL, { signal }),
  // Prefetched by index.html's first script on /progress (lib/boot.ts).
  initialData: () => takeBootData<ProgressResponse>(PROGRESS_URL),
});

/** Practices still to take before the weakest qualities can rank (each needs a few judged answers). */
export function practicesToUnlock(data: Pick<ProgressResponse, 'counts'>): number {
  const taken = Object.values(data.counts).reduce((s, n) => s + n, 0);
  return Math.max(1, 3 - taken);
}
