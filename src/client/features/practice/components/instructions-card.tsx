import { PlayIcon } from 'lucide-react';
import { PRACTICE_RULES, type PracticeTestType } from '@/shared/schemas/practice';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { PRACTICE_COPY } from '../config';
import { formatSeconds } from '@/client/lib/timer';

function instructions(testType: PracticeTestType, count: number): string[] {
  const seconds = PRACTICE_RULES[testType].secondsPerItem;
  const common = [
    'The test runs in fullscreen. Leaving fullscreen or switching to another tab or app pauses it; the clock stops while paused.',
    'Every answer is saved as you give it. Finish Early ends the test and marks the rest as not attempted.',
  ];
  if (testType === 'wat') {
    return [
      `You will see ${count} ${count === 1 ? 'word' : 'words'}, one at a time, with ${seconds} seconds for each.`,
      'Write the first meaningful sentence the word brings to mind. Keep it short, positive and natural; avoid clichés and preaching.',
      'Press Enter or Next Word to move on. When the time runs out, what you have typed is submitted; a blank answer is recorded as skipped.',
      ...common,
    ];
  }
  return [
    `You will see ${count} ${count === 1 ? 'situation' : 'situations'}, one at a time, with ${formatSeconds(seconds * count)} on one clock for the whole test (${seconds} seconds each on average).`,
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
}: {
  testType: PracticeTestType;
  count: number;
  onContinue: () => void;
}) {
  const copy = PRACTICE_COPY[testType];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Instructions</CardTitle>
        <CardDescription>
          {copy.name}: {count} {count === 1 ? copy.noun : copy.nouns}. Read these once, then start
          when you are ready.
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
      <CardFooter>
        <Button size="lg" className="w-full sm:w-auto" onClick={onContinue} autoFocus>
          <PlayIcon aria-hidden="true" />
          Continue Test
        </Button>
      </CardFooter>
    </Card>
  );
}
