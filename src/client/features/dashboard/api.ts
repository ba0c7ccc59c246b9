import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Streak } from '@/shared/schemas/credits';
import { api } from '@/client/lib/api-client';
import { takeBootData } from '@/client/lib/boot';

export const streakKeys = { all: ['streak'] as const };

/** GET /api/streak recomputes the streak in the user's time zone (sent as X-Time-Zone). */
export const streakQueryOptions = queryOptions({
  queryKey: streakKeys.all,
  queryFn: ({ signal }) => api.get<Streak>('/api/streak', { signal }),
  // Prefetched by index.html's first script on the dashboard (lib/boot.ts).
  initialData: () => takeBootData<Streak>('/api/streak'),
});

export function useStreak() {
  return useQuery(streakQueryOptions);
}
