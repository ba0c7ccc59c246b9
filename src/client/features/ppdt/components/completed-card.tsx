import { CircleCheckBigIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/client/components/ui/card';
import { EvaluationErrorBanner } from '@/client/components/evaluation';
import { wordCount } from '@/client/features/picture-test/clock';
import { CompletionActions } from '@/client/features/picture-test/components/completion-actions';
import { markingSummary } from '../characters';
import type { PpdtController } from '../use-ppdt-session';

/** The saved story, Submit Test & Get Evaluation, or Practice Again (spec part 1 §2). */
export function PpdtCompletedCard({
  flow,
  onSubmit,
  isBusy,
  error,
  onDismissError,
}: {
  flow: PpdtController;
  onSubmit: () => void;
  isBusy: boolean;
  error: string | null;
  onDismissError: () => void;
}) {
  const { state } = flow;
  const story = state.response?.responseText ?? null;
  const marked = state.characters.count > 0 || state.characters.action.trim() !== '';
  return (
    <>
      {error && <EvaluationErrorBanner message={error} onDismiss={onDismissError} />}
      <Card>
        <CardHeader>
          <div className="flex items-center gap-2 text-success">
            <CircleCheckBigIcon className="size-6" aria-hidden="true" />
            <CardTitle className="text-xl text-foreground">Test Complete</CardTitle>
          </div>
          <CardDescription>
            {story
              ? `Your story (${wordCount(story)} words) is saved. Submit it to get the assessor's feedback.`
              : 'No story was written for this picture, so there is nothing to evaluate.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          {marked && (
            <p className="text-sm">
              <span className="font-medium">Characters: </span>
              <span className="text-muted-foreground tabular-nums">{markingSummary(state.characters)}</span>
              {state.characters.action.trim() && (
                <>
                  <span className="font-medium"> · Action: </span>
                  <span className="text-muted-foreground">{state.characters.action.trim()}</span>
                </>
              )}
            </p>
          )}
          {story && (
            <blockquote className="max-h-72 overflow-y-auto rounded-lg border bg-surface p-3 text-sm leading-relaxed break-words whitespace-pre-wrap">
              {story}
            </blockquote>
          )}
        </CardContent>
        <CardFooter>
          <CompletionActions onSubmit={onSubmit} onPracticeAgain={flow.reset} isBusy={isBusy} />
        </CardFooter>
      </Card>
    </>
  );
}
