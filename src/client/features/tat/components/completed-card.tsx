import { count } from '@/shared/plural';
import { CircleCheckBigIcon } from 'lucide-react';
import type { PracticeSession } from '@/shared/schemas/practice';
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
import type { EvaluationFlow } from '@/client/features/picture-test/use-evaluation-flow';
import { PictureFrame } from '@/client/features/picture-test/components/picture-frame';
import { storyCount } from '../tat-state';
import type { TatController } from '../use-tat-session';

/** A summary per picture, Submit Test & Get Evaluation, or Practice Again (spec part 1 §2). */
export function TatCompletedCard({
  flow,
  evaluation,
  onSubmit,
}: {
  flow: TatController;
  evaluation: EvaluationFlow;
  onSubmit: () => void;
}) {
  const { state, session } = flow;
  const written = storyCount(state);
  const ending =
    state.endedBy === 'early'
      ? 'You finished early; the remaining pictures are marked as not attempted.'
      : state.practiceCount === 1
        ? 'You went through the picture.'
        : `You went through all ${count(state.practiceCount, 'picture')}.`;
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
            {ending} You wrote {written} of {count(state.practiceCount, 'story', 'stories')}.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="divide-y rounded-lg border">
            {state.responses.map((r, i) => (
              <StoryRow
                key={r.itemId}
                number={i + 1}
                text={r.responseText}
                notAttempted={Boolean(r.notAttempted)}
                session={session}
                itemId={r.itemId}
              />
            ))}
          </ol>
        </CardContent>
        <CardFooter>
          <CompletionActions
            onSubmit={onSubmit}
            onPracticeAgain={flow.reset}
            isBusy={evaluation.isBusy}
          />
        </CardFooter>
      </Card>
    </>
  );
}

function StoryRow({
  number,
  text,
  notAttempted,
  session,
  itemId,
}: {
  number: number;
  text: string | null;
  notAttempted: boolean;
  session: PracticeSession | undefined;
  itemId: string;
}) {
  const imageUrl = session?.items.find((i) => i.id === itemId)?.imageUrl;
  return (
    <li className="flex gap-3 p-3">
      <div className="w-16 shrink-0 sm:w-20">
        <PictureFrame src={imageUrl} alt={`TAT picture ${number}`} className="w-full" />
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium">
          Picture {number}
          {text && (
            <span className="font-normal text-muted-foreground">
              {' '}
              · {count(wordCount(text), 'word')}
            </span>
          )}
        </p>
        {text ? (
          <p className="mt-1 line-clamp-3 break-words text-muted-foreground">{text}</p>
        ) : (
          <p className="mt-1 text-muted-foreground italic">
            {notAttempted ? 'Not attempted' : 'Skipped'}
          </p>
        )}
      </div>
    </li>
  );
}
