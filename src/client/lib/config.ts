import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@/shared/schemas/config';
import { apiPaths } from '@/client/lib/paths';
import { api } from './api-client';

/** GET /api/config: public facts about this server (Google sign-in, support address, dev mailbox). */
export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) =>
    api.get<PublicConfig>(apiPaths.config, { signal, allowUnauthorized: true }),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(configQueryOptions);
}
