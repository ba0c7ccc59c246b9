import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PracticeResponse,
  PracticeSession,
  SaveResponseInput,
  StartPracticeInput,
} from '@/shared/schemas/practice';
import type { PracticeTestType } from '@/shared/practice-rules';
import type { OlqKey } from '@/shared/olqs';
import { api } from '@/client/lib/api-client';
import { creditsKeys } from '@/client/lib/credits';

// The practice endpoints (src/server/features/practice/practice.routes.ts).
const base = '/api/practice/sessions';
export const practiceUrls = {
  sessions: base,
  session: (id: string) => `${base}/${encodeURIComponent(id)}`,
  response: (id: string, itemId: string) =>
    `${base}/${encodeURIComponent(id)}/responses/${encodeURIComponent(itemId)}`,
  finish: (id: string) => `${base}/${encodeURIComponent(id)}/finish`,
  cancel: (id: string) => `${base}/${encodeURIComponent(id)}/cancel`,
  submit: (id: string) => `${base}/${encodeURIComponent(id)}/submit`,
};

export const practiceApi = {
  get: (id: string, signal?: AbortSignal) =>
    api.get<PracticeSession>(practiceUrls.session(id), { signal }),
  /** Idempotent per item: a retry returns the answer already stored. */
  saveResponse: (id: string, itemId: string, input: SaveResponseInput) =>
    api.put<PracticeResponse>(practiceUrls.response(id, itemId), input),
  /** Records every unanswered item as not attempted and closes the session. */
  finish: (id: string) => api.post<PracticeSession>(practiceUrls.finish(id)),
  submit: (id: string) => api.post<{ evaluationId: string }>(practiceUrls.submit(id)),
  /** Cancels an untouched session (no answer yet) and refunds what it was charged. */
  cancel: (id: string) => api.post<{ refunded: number }>(practiceUrls.cancel(id)),
};

/** Starts a session on the server (it checks the count and pays with credits), then refreshes the credits. */
export function useStartPractice(testType: PracticeTestType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ count, drill }: { count: number; drill?: OlqKey }) =>
      api.post<PracticeSession>(practiceUrls.sessions, {
        testType,
        count,
        ...(drill ? { drill } : {}),
      } satisfies StartPracticeInput),
    onSettled: () => queryClient.invalidateQueries({ queryKey: creditsKeys.all }),
    // Errors are shown by the caller (each code has its own message or dialog).
    onError: () => {},
  });
}

export function useSubmitPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => practiceApi.submit(sessionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditsKeys.all }),
    onError: () => {},
  });
}
