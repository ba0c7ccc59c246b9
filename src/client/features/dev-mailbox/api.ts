import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '@/shared/schemas/outbox';
import { api } from '@/client/lib/api-client';
import { apiPaths } from '@/client/lib/paths';

const REFRESH_MS = 3000;

export const outboxQueryOptions = queryOptions({
  queryKey: ['dev-outbox'],
  queryFn: async ({ signal }) => {
    const { messages } = await api.get<{ messages: OutboxMessage[] }>(apiPaths.devOutbox, {
      signal,
      allowUnauthorized: true,
    });
    return [...messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  },
  retry: false,
});

export function useOutbox() {
  return useQuery({
    ...outboxQueryOptions,
    // Poll until the server says the mailbox does not exist (production answers 404).
    refetchInterval: (query) => (query.state.error ? false : REFRESH_MS),
  });
}
