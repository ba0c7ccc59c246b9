import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MobileUploadResult,
  SessionPhotos,
  UploadLink,
  UploadSession,
} from '@/shared/schemas/uploads';
import { api } from '@/client/lib/api-client';

// The upload endpoints (src/server/features/uploads/uploads.routes.ts).
const base = '/api/uploads';
export const uploadUrls = {
  sessions: `${base}/sessions`,
  photos: (practiceSessionId: string) =>
    `${base}/sessions/${encodeURIComponent(practiceSessionId)}/files`,
  answers: (practiceSessionId: string) =>
    `${base}/sessions/${encodeURIComponent(practiceSessionId)}/answers`,
  validate: `${base}/validate-upload-session`,
  upload: `${base}/mobile-upload`,
};

export const uploadKeys = {
  all: ['uploads'] as const,
  photos: (practiceSessionId: string) => ['uploads', 'photos', practiceSessionId] as const,
};

/** The phone: no sign-in, so a 401 must never send it to the sign-in page. */
export const phoneApi = {
  validate: (token: string) =>
    api.post<UploadSession>(uploadUrls.validate, { token }, { allowUnauthorized: true }),
  deactivate: (token: string) =>
    api.post<UploadSession>(
      uploadUrls.validate,
      { token, action: 'deactivate' },
      { allowUnauthorized: true },
    ),
};

/** Thrown by uploadPhoto: the spec's 'Upload failed ({status}): {body}'. */
export class UploadError extends Error {}

/** mobile-upload: multipart token + file; the server answers with the photo's url. */
export async function uploadPhoto(token: string, file: File): Promise<MobileUploadResult> {
  const form = new FormData();
  form.set('token', token);
  form.set('file', file, file.name);
  const response = await fetch(new URL(uploadUrls.upload, window.location.origin), {
    method: 'POST',
    body: form,
    credentials: 'omit',
  });
  if (!response.ok) {
    const text = await response.text();
    let body = text;
    try {
      body = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? text;
    } catch {
      // Not JSON (a proxy's page): the raw text is the body.
    }
    throw new UploadError(`Upload failed (${response.status}): ${body}`);
  }
  return (await response.json()) as MobileUploadResult;
}

export function useCreateUploadLink() {
  return useMutation({
    mutationFn: (practiceSessionId: string) =>
      api.post<UploadLink>(uploadUrls.sessions, { practiceSessionId }),
    onError: () => {},
  });
}

/** The desktop follows the photos as they arrive: polled every 2 s while it waits for them. */
export function useSessionPhotos(practiceSessionId: string | null, isPolling: boolean) {
  return useQuery({
    queryKey: uploadKeys.photos(practiceSessionId ?? ''),
    queryFn: ({ signal }) =>
      api.get<SessionPhotos>(uploadUrls.photos(practiceSessionId!), { signal }),
    enabled: Boolean(practiceSessionId),
    refetchInterval: isPolling ? 2000 : false,
  });
}

/** Removes one photo (the owner's, before submitting): its place on the phone is free again. */
export function useDeletePhoto(practiceSessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => api.delete<void>(`${base}/files/${encodeURIComponent(fileId)}`),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: uploadKeys.photos(practiceSessionId) }),
  });
}

export function useSubmitPaperAnswers(practiceSessionId: string) {
  return useMutation({
    mutationFn: (answers: (string | null)[]) =>
      api.post<{ evaluationId: string }>(uploadUrls.answers(practiceSessionId), { answers }),
    onError: () => {},
  });
}
