import { MutationCache, QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError, errorMessage } from './api-client';

export function createQueryClient() {
  return new QueryClient({
    mutationCache: new MutationCache({
      // The default for every failed mutation; a mutation with its own onError shows its own message.
      onError: (error, _variables, _context, mutation) => {
        if (mutation.options.onError) return;
        toast.error('Error', { description: errorMessage(error, 'An unexpected error occurred.') });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
      },
    },
  });
}
