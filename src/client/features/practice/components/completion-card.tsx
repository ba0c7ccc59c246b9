import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { CircleCheckBigIcon, RotateCcwIcon, SparklesIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import {
  EVALUATION_FAILED_MESSAGE,
  EvaluationErrorBanner,
  EvaluationOverlay,
  useFollowEvaluation,
} from '@/client/components/evaluation';
import { paths } from '@/client/lib/paths';
import { whenOpened } from '@/client/lib/lazy-component';
import { errorMessage } from '@/client/lib/api-client';
import { useSubmitPractice } from '@/client/lib/practice-api';
import { count } from '@/shared/plural';
import { countNoun, PRACTICE_COPY } from '../config';
import { writtenCount, type LocalResponse } from '../practice-state';
import type { PracticeController } from '../use-practice-session';

// The confirmation loads when it first opens, and ahead once this card shows (issue 18).
const PracticeAgainDialog = whenOpened(() =>
  import('./practice-again-dialog').then((m) => m.PracticeAgainDialog),
);

/** The end of a test: a summary, Submit Test & Get Evaluation, or Practice Again (spec part 2 §4). */
export function CompletionCard({ flow }: { flow: PracticeController }) {
  const { state } = flow;
  const { testType } = state;
  const copy = PRACTICE_COPY[testType];
  const navigate = useNavigate();
  const submit = useSubmitPractice();
  const [confirmAgain, setConfirmAgain] = useState(false);
  useEffect(() => {
    void PracticeAgainDialog.preload();
    void EvaluationOverlay.preload();
  }, []);
  const [evaluationError, setEvaluationError] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const [followId, setFollowId] = useState<string | null>(null);
  const written = writtenCount(state);
  // After submit, follow the evaluation: the overlay stays until it is done (then the results)
  // or failed (then the banner; the answers are kept and the results page offers a retry).
  const followed = useFollowEvaluation(followId, {
    onDone: () => {
      toast.success('Evaluation Complete!', {
        description: `Your ${testType.toUpperCase()} test has been evaluated successfully.`,
      });
      setIsLeaving(true);
      flow.reset();
      navigate(`${paths.results}?test=${testType}`);
    },
    onFailed: (message) => {
      setFollowId(null);
      setEvaluationError(message);
      toast.error('Error', { description: message });
    },
  });
  const texts = new Map(state.items.map((i) => [i.id, i.text]));

  async function handleSubmit() {
    if (written === 0) {
      toast.error('No Content', {
        description: 'Please provide text responses before evaluation.',
      });
      return;
    }
    if (!state.sessionId) return;
    setEvaluationError(null);
    try {
      const { evaluationId } = await submit.mutateAsync(state.sessionId);
      setFollowId(evaluationId);
    } catch (error) {
      const message = errorMessage(error, EVALUATION_FAILED_MESSAGE);
      setEvaluationError(message);
      toast.error('Error', { description: message });
    }
  }

  const ending =
    state.endedBy === 'early'
      ? 'You finished early; the rest are marked as not attempted.'
      : state.endedBy === 'time'
        ? 'Time ran out; the rest are marked as not attempted.'
        : state.practiceCount === 1
          ? `You went through the ${copy.noun}.`
          : `You went through all ${countNoun(testType, state.practiceCount)}.`;

  return (
    <>
      {evaluationError && (
        <EvaluationErrorBanner
          message={evaluationError}
          onDismiss={() => setEvaluationError(null)}
        />
      )}
      <Card>
        <CardHeader>
          <div className="flex items-center gap-2 text-success">
            <CircleCheckBigIcon className="size-6" aria-hidden="true" />
            <CardTitle className="text-xl text-foreground">Test Complete</CardTitle>
          </div>
          <CardDescription>
            {ending} You wrote {written} of{' '}
            {testType === 'wat'
              ? count(state.practiceCount, 'answer')
              : count(state.practiceCount, 'response')}
            .
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="divide-y rounded-lg border">
            {state.responses.map((r, i) => (
              <li
                key={r.itemId}
                className="grid gap-1 px-3 py-2.5 text-sm sm:grid-cols-[minmax(0,12rem)_1fr] sm:gap-4"
              >
                <span className={testType === 'wat' ? 'font-semibold' : 'text-muted-foreground'}>
                  <span className="text-muted-foreground tabular-nums">{i + 1}. </span>
                  {texts.get(r.itemId)}
                </span>
                <span className={r.responseText ? 'break-words' : 'text-muted-foreground italic'}>
                  {r.responseText ?? (isNotAttempted(r, testType) ? 'Not attempted' : 'Skipped')}
                </span>
              </li>
            ))}
          </ol>
        </CardContent>
        <CardFooter className="flex-col-reverse items-stretch gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            size="lg"
            onClick={() => setConfirmAgain(true)}
            disabled={submit.isPending || followed.isFollowing}
          >
            <RotateCcwIcon aria-hidden="true" />
            Practice Again
          </Button>
          <Button
            size="lg"
            onClick={() => void handleSubmit()}
            disabled={submit.isPending || followed.isFollowing}
          >
            <SparklesIcon aria-hidden="true" />
            Submit Test &amp; Get Evaluation
          </Button>
        </CardFooter>
      </Card>

      <PracticeAgainDialog
        open={confirmAgain}
        onOpenChange={setConfirmAgain}
        testType={testType}
        onConfirm={flow.reset}
      />

      {(submit.isPending || followed.isFollowing || isLeaving) && (
        <EvaluationOverlay testType={testType} />
      )}
    </>
  );
}

/**
 * The spec's words per item (part 2 §4, §8): a blank answer the candidate gave is 'Skipped'; an
 * item never reached (Finish Early, time up) is 'Not attempted', as the end-of-test toast says.
 * An SRT answer always carries its time taken, so one without it was not attempted.
 */
function isNotAttempted(r: LocalResponse, testType: string): boolean {
  return Boolean(r.notAttempted) || (testType === 'srt' && r.timeTaken === null);
}
