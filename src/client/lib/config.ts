import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@/shared/schemas/config';
import { apiPaths } from '@/client/lib/paths';
import { api } from './api-client';
import { takeBootData } from './boot';

/** GET /api/config: public facts about this server (Google sign-in, support address, dev mailbox). */
export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) =>
    api.get<PublicConfig>(apiPaths.config, { signal, allowUnauthorized: true }),
  staleTime: Infinity,
  // Prefetched by index.html's first script on the account pages (lib/boot.ts), so /auth draws
  // its development notice in the first frame instead of shifting the card when it arrives.
  initialData: () => takeBootData<PublicConfig>(apiPaths.config),
});

export function usePublicConfig() {
  return useQuery(configQueryOptions);
}
