import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useFollowEvaluation } from '@/client/components/evaluation';
import { errorMessage } from '@/client/lib/api-client';
import { practiceApi } from './api';

export const TRIGGER_FAILED_MESSAGE = 'Failed to trigger evaluation. Please try again.';

/**
 * Submit Test & Get Evaluation for a picture test: POST submit, then follow the evaluation until
 * the assessor is done ('Evaluation Complete!' and the results screen) or failed (an inline
 * dismissible error). The evaluation id is kept in the test's state, so a reload keeps following.
 */
export function useEvaluationFlow(options: {
  sessionId: string | null;
  evaluationId: string | null;
  resultsPath: string;
  onSubmitted: (evaluationId: string) => void;
  onCleared: () => void;
  onDone: () => void;
}) {
  const { sessionId, evaluationId, resultsPath, onSubmitted, onCleared, onDone } = options;
  const navigate = useNavigate();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const submit = useMutation({
    mutationFn: (id: string) => practiceApi.submit(id),
    onError: () => {},
  });
  const follow = useFollowEvaluation(evaluationId, {
    onDone: () => {
      toast.success('Evaluation Complete!', { description: 'Your feedback is ready.' });
      // The overlay stays up until the results screen replaces this one.
      setIsLeaving(true);
      onDone();
      navigate(resultsPath);
    },
    onFailed: (message) => toast.error('Error', { description: message }),
  });

  async function start() {
    if (!sessionId || submit.isPending) return;
    setSubmitError(null);
    try {
      const { evaluationId: id } = await submit.mutateAsync(sessionId);
      onSubmitted(id);
    } catch (error) {
      const message = errorMessage(error, TRIGGER_FAILED_MESSAGE);
      setSubmitError(message);
      toast.error('Error', { description: message });
    }
  }

  const hasFailed = Boolean(evaluationId) && follow.isFailed;
  return {
    start,
    isBusy: submit.isPending || follow.isFollowing || isLeaving,
    error: submitError ?? (hasFailed ? follow.errorMessage : null),
    /** The assessor gave up: Retry evaluation lives on the results screen. */
    resultsPath: hasFailed && !submitError ? resultsPath : null,
    dismissError: () => {
      setSubmitError(null);
      onCleared();
    },
  };
}

export type EvaluationFlow = ReturnType<typeof useEvaluationFlow>;
