import { count } from '@/shared/plural';
import { CircleCheckBigIcon } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { wordCount } from '@/client/features/picture-test/clock';
import { CompletionActions } from '@/client/features/picture-test/components/completion-actions';
import { CompletionError } from '@/client/features/picture-test/components/completion-error';
import { NO_STORIES_MESSAGE } from '@/client/features/picture-test/messages';
import type { EvaluationFlow } from '@/client/features/picture-test/use-evaluation-flow';
import { markingSummary } from '../characters';
import type { PpdtController } from '../use-ppdt-session';

/** The saved story, Submit Test & Get Evaluation, or Practice Again (spec part 1 §2). */
export function PpdtCompletedCard({
  flow,
  evaluation,
  onSubmit,
}: {
  flow: PpdtController;
  evaluation: EvaluationFlow;
  onSubmit: () => void;
}) {
  const { state } = flow;
  const story = state.response?.responseText ?? null;
  const marked = state.characters.count > 0 || state.characters.action.trim() !== '';
  return (
    <>
      <CompletionError evaluation={evaluation} />
      <Card>
        <CardHeader>
          <div className="flex items-center gap-2 text-success">
            <CircleCheckBigIcon className="size-6" aria-hidden="true" />
            <CardTitle className="text-xl text-foreground">Test Complete</CardTitle>
          </div>
          <CardDescription>
            {story
              ? `Your story (${count(wordCount(story), 'word')}) is saved. Submit it to get the assessor's feedback.`
              : 'Practice Again to try another picture.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          {marked && (
            <p className="text-sm">
              <span className="font-medium">Characters: </span>
              <span className="text-muted-foreground tabular-nums">
                {markingSummary(state.characters)}
              </span>
              {state.characters.action.trim() && (
                <>
                  <span className="font-medium"> · Action: </span>
                  <span className="text-muted-foreground">{state.characters.action.trim()}</span>
                </>
              )}
            </p>
          )}
          {!story && (
            <p role="status" className="rounded-lg border border-dashed p-3 text-sm">
              {NO_STORIES_MESSAGE}
            </p>
          )}
          {story && (
            <blockquote className="max-h-72 overflow-y-auto rounded-lg border bg-surface p-3 text-sm leading-relaxed break-words whitespace-pre-wrap">
              {story}
            </blockquote>
          )}
        </CardContent>
        <CardFooter>
          <CompletionActions
            onSubmit={onSubmit}
            onPracticeAgain={flow.reset}
            isBusy={evaluation.isBusy}
            canSubmit={Boolean(story)}
          />
        </CardFooter>
      </Card>
    </>
  );
}
