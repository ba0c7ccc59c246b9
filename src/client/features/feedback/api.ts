import { useMutation } from '@tanstack/react-query';
import type { CreateFeedbackInput, Feedback } from '@/shared/schemas/feedback';
import { api } from '@/client/lib/api-client';
import { apiPaths } from '@/client/lib/paths';

export function useSubmitFeedback(options: {
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
}) {
  return useMutation({
    mutationFn: (input: CreateFeedbackInput) => api.post<Feedback>(apiPaths.feedback, input),
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
