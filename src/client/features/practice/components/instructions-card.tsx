import { LoaderCircleIcon, PlayIcon, XIcon } from 'lucide-react';
import { PRACTICE_RULES, type PracticeTestType } from '@/shared/practice-rules';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { countNoun, PRACTICE_COPY } from '../config';
import { formatDuration } from '@/client/lib/timer';

function instructions(testType: PracticeTestType, count: number): string[] {
  const seconds = PRACTICE_RULES[testType].secondsPerItem;
  const common = [
    'The test runs in fullscreen. Leaving fullscreen or switching to another tab or app pauses it; the clock stops while paused.',
    'Every answer is saved as you give it. Finish Early ends the test and marks the rest as not attempted.',
  ];
  if (testType === 'wat') {
    return [
      `You will see ${countNoun(testType, count)}, one at a time, with ${formatDuration(seconds)} for each.`,
      'Write the first meaningful sentence the word brings to mind. Keep it short, positive and natural; avoid clichés and preaching.',
      'Press Enter or Next Word to move on. When the time runs out, what you have typed is submitted; a blank answer is recorded as skipped.',
      ...common,
    ];
  }
  return [
    `You will see ${countNoun(testType, count)}, one at a time, with ${formatDuration(seconds * count)} on one clock for the whole test (${formatDuration(seconds)} each on average).`,
    'Write what you would actually do, in 1-2 lines per response: act, and take the situation to a sensible end.',
    'Submit Response saves your answer and shows the next situation. When the time runs out, your current answer is saved and the remaining situations are marked as not attempted.',
    ...common,
  ];
}

/** Shown after the start and before the clock runs; Continue Test starts it (spec part 2 §4). */
export function InstructionsCard({
  testType,
  count,
  onContinue,
  onCancel,
  isCancelling = false,
}: {
  testType: PracticeTestType;
  count: number;
  onContinue: () => void;
  /** Leaves the test before it begins; the server refunds the credits it took. */
  onCancel?: () => void;
  isCancelling?: boolean;
}) {
  const copy = PRACTICE_COPY[testType];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Instructions</CardTitle>
        <CardDescription>
          {copy.name}: {countNoun(testType, count)}. Read these once, then start when you are ready.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="space-y-3">
          {instructions(testType, count).map((text, i) => (
            <li key={i} className="flex gap-3">
              <span
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <span className="text-sm leading-6">{text}</span>
            </li>
          ))}
        </ol>
      </CardContent>
      <CardFooter className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        {onCancel && (
          <Button
            size="lg"
            variant="outline"
            className="w-full sm:w-auto"
            onClick={onCancel}
            disabled={isCancelling}
          >
            {isCancelling ? (
              <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
            ) : (
              <XIcon aria-hidden="true" />
            )}
            {isCancelling ? 'Cancelling...' : 'Cancel Test'}
          </Button>
        )}
        <Button
          size="lg"
          className="w-full sm:w-auto"
          onClick={onContinue}
          disabled={isCancelling}
          autoFocus
        >
          <PlayIcon aria-hidden="true" />
          Continue Test
        </Button>
        {onCancel && (
          <p className="text-sm text-muted-foreground sm:order-last">
            Not now? Cancel Test returns the credits this test used.
          </p>
        )}
      </CardFooter>
    </Card>
  );
}
