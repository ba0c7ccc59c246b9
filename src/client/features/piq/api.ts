import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PiqDraft,
  PiqForm,
  PiqInputBody,
  PiqState,
  SaveDraftInput,
} from '@/shared/schemas/piq';
import { api } from '@/client/lib/api-client';

const piqUrl = '/api/piq';
const draftUrl = '/api/piq/draft';

export const piqKeys = {
  all: ['piq'] as const,
  state: () => [...piqKeys.all, 'state'] as const,
};

/** The user's submitted PIQ and saved draft (GET /api/piq). */
export const piqQueryOptions = () =>
  queryOptions({
    queryKey: piqKeys.state(),
    queryFn: ({ signal }) => api.get<PiqState>(piqUrl, { signal }),
  });

/** Submit or update: the server validates, writes the summary and clears the draft. */
export function useSubmitPiq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PiqInputBody) => api.put<PiqForm>(piqUrl, input),
    // Failures are reported by the form, which keeps every value the user typed.
    onError: () => {},
    onSuccess: (form) => {
      queryClient.setQueryData<PiqState>(piqKeys.state(), { form, draft: null });
      return queryClient.invalidateQueries({ queryKey: piqKeys.all });
    },
  });
}

/** Save Progress: stores the partial form on the server without validation. */
export function useSavePiqDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveDraftInput) => api.put<PiqDraft>(draftUrl, input),
    onError: () => {},
    onSuccess: (draft) =>
      queryClient.setQueryData<PiqState>(piqKeys.state(), (old) => ({
        form: old?.form ?? null,
        draft,
      })),
  });
}

export function useDiscardPiqDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(draftUrl),
    onSuccess: () =>
      queryClient.setQueryData<PiqState>(piqKeys.state(), (old) => ({
        form: old?.form ?? null,
        draft: null,
      })),
  });
}
