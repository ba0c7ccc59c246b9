import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PracticeSession, StartPracticeInput } from '@/shared/schemas/practice';
import type { OlqKey } from '@/shared/olqs';
import { api } from '@/client/lib/api-client';
import { creditsKeys } from '@/client/lib/credits';
import { practiceApi, practiceUrls } from '@/client/lib/practice-api';

/** The picture session as the server last sent it: the pictures' URLs live here, not in storage. */
export const pictureSessionKeys = {
  all: ['picture-session'] as const,
  one: (id: string) => [...pictureSessionKeys.all, id] as const,
};

export function usePictureSession(sessionId: string | null) {
  return useQuery({
    queryKey: pictureSessionKeys.one(sessionId ?? ''),
    queryFn: ({ signal }) => practiceApi.get(sessionId!, signal),
    enabled: Boolean(sessionId),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: 1,
  });
}

/** Starts a PPDT or TAT session (the server checks credits or the plan and draws the pictures). */
export function useStartPictureTest(testType: 'ppdt' | 'tat') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { count: number; ssbTimings?: boolean; drill?: OlqKey }) =>
      api.post<PracticeSession>(practiceUrls.sessions, {
        testType,
        count: input.count,
        ...(input.ssbTimings !== undefined ? { options: { ssbTimings: input.ssbTimings } } : {}),
        ...(input.drill ? { drill: input.drill } : {}),
      } satisfies StartPracticeInput),
    onSuccess: (session) => queryClient.setQueryData(pictureSessionKeys.one(session.id), session),
    onSettled: () => queryClient.invalidateQueries({ queryKey: creditsKeys.all }),
    // The caller shows each failure with its own message or dialog.
    onError: () => {},
  });
}

/** Fetches the pictures ahead of time so the observation seconds are not spent loading. */
export function preloadPictures(session: PracticeSession | undefined) {
  if (!session || typeof Image === 'undefined') return;
  for (const item of session.items) {
    if (!item.imageUrl) continue;
    const img = new Image();
    img.decoding = 'async';
    img.src = item.imageUrl;
  }
}

export { practiceApi };
