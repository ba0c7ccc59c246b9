import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ClockIcon, LoaderCircleIcon, MaximizeIcon, SaveIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { PracticeSession } from '@/shared/schemas/practice';
import { maxPracticeCount, PRACTICE_RULES, type PracticeTestType } from '@/shared/practice-rules';
import type { CreditsSummary } from '@/shared/schemas/credits';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Skeleton } from '@/client/components/ui/skeleton';
import { CreditGateCard } from '@/client/components/credits/credit-gate-card';
import { InsufficientCreditsDialog } from '@/client/components/credits/insufficient-credits-dialog';
import { LowCreditsBanner } from '@/client/components/credits/low-credits-banner';
import { ApiError } from '@/client/lib/api-client';
import { isLowOnCredits, useCredits } from '@/client/lib/credits';
import { useStartPractice } from '@/client/lib/practice-api';
import { countNoun, PRACTICE_COPY } from '../config';
import { clampCount, digitsOnly, isZero } from '@/client/lib/practice-count';
import { enterFullscreen, exitFullscreen } from '@/client/lib/fullscreen';
import { formatDuration } from '@/client/lib/timer';
import type { DrillRequest } from '@/client/lib/drill-link';

/** Setup: choose a count within the maximum, then start a session on the server (spec part 2 §4, §5). */
export function SetupCard({
  testType,
  onStarted,
  drill,
  onDrillUsed,
}: {
  testType: PracticeTestType;
  onStarted: (s: PracticeSession) => void;
  /** A drill from /progress (lib/drill-link.ts): start it at once, with its count. */
  drill?: DrillRequest | null;
  onDrillUsed?: () => void;
}) {
  const { data: credits, isPending } = useCredits();
  // Kept here, above the form, so the dialog stays open when a refused start refreshes the
  // credits to 0 and the No Credits card replaces the form.
  const [dialogOpen, setDialogOpen] = useState(false);
  if (isPending)
    return <Skeleton className="h-80 w-full rounded-xl" aria-label="Loading your credits" />;
  const available = credits?.credits[testType];
  return (
    <>
      {credits && !credits.hasUnlimited && available === 0 ? (
        <CreditGateCard testType={testType} needed={1} available={0} />
      ) : (
        <SetupForm
          testType={testType}
          credits={credits}
          onStarted={onStarted}
          onInsufficient={() => setDialogOpen(true)}
          drill={drill}
          onDrillUsed={onDrillUsed}
        />
      )}
      <InsufficientCreditsDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        testType={testType}
        credits={available ?? 0}
      />
    </>
  );
}

function SetupForm({
  testType,
  credits,
  onStarted,
  onInsufficient,
  drill,
  onDrillUsed,
}: {
  testType: PracticeTestType;
  credits: CreditsSummary | undefined;
  onStarted: (s: PracticeSession) => void;
  onInsufficient: () => void;
  drill?: DrillRequest | null;
  onDrillUsed?: () => void;
}) {
  const copy = PRACTICE_COPY[testType];
  const rules = PRACTICE_RULES[testType];
  const hasUnlimited = credits?.hasUnlimited ?? false;
  const available = credits?.credits[testType];
  const max = maxPracticeCount(testType, credits && { hasUnlimited, credits: available });
  // A drill asks for its own count; more than the credits allow starts as many as they do.
  const drillCount = drill
    ? Math.min(drill.count > 0 ? drill.count : rules.defaultCount, Math.max(max, 1))
    : null;
  const [countText, setCountText] = useState(() =>
    String(drillCount ?? Math.min(rules.defaultCount, Math.max(max, 1))),
  );
  const start = useStartPractice(testType);
  const fieldId = useId();
  const count = Number.parseInt(countText, 10) || 0;
  const isLow = isLowOnCredits(credits, testType);

  // Checked before anything is charged (spec part 2 §5): a count of 0 or less, over the maximum,
  // then fewer credits than the count. A refused charge on the server also opens the dialog.
  async function handleStart(options: { drill?: DrillRequest } = {}) {
    // The drill's count, not the box's: this runs in the first render's effect.
    const count = options.drill ? (drillCount ?? 0) : Number.parseInt(countText, 10) || 0;
    if (count < 1) {
      toast.error('Invalid Count', {
        description: `Please select a valid number of ${copy.nouns}.`,
      });
      return;
    }
    if (count > max) {
      toast.error('Credit Limit Exceeded', {
        description: `You can only practice ${countNoun(testType, max)} with your current credits.`,
      });
      return;
    }
    if (!hasUnlimited && available !== undefined && available < count) {
      onInsufficient();
      return;
    }
    // Asked for inside the click, while the browser still counts it as the user's gesture.
    void enterFullscreen();
    try {
      onStarted(await start.mutateAsync({ count, drill: options.drill?.drill }));
    } catch (error) {
      void exitFullscreen();
      if (error instanceof ApiError && error.code === 'insufficient_credits') onInsufficient();
      else if (error instanceof ApiError && error.code === 'credit_limit_exceeded') {
        toast.error('Credit Limit Exceeded', { description: error.message });
      } else if (error instanceof ApiError && error.code === 'invalid_count') {
        toast.error('Invalid Count', { description: error.message });
      } else toast.error('Error', { description: copy.loadError });
    }
  }

  // The drill starts once, as soon as the credits are known (a ref survives StrictMode's remount).
  const drillStarted = useRef(false);
  useEffect(() => {
    if (!drill || drillStarted.current) return;
    drillStarted.current = true;
    onDrillUsed?.();
    if (drillCount && drill.count > drillCount)
      toast.info('Drill shortened', {
        description: `Your credits allow ${countNoun(testType, drillCount)} at a time.`,
      });
    void handleStart({ drill });
    // Once, on arrival: handleStart reads this render's credits and count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const seconds = rules.secondsPerItem;
  const shown = Math.max(count, 1);
  const timing =
    testType === 'wat'
      ? `${formatDuration(seconds)} for each word; the clock restarts with every word.`
      : `${formatDuration(seconds)} per situation, on one clock for the whole test (${formatDuration(seconds * shown)} for ${countNoun(testType, shown)}).`;

  return (
    <>
      {isLow && (
        <LowCreditsBanner
          testType={testType}
          remaining={available ?? 0}
          uses={Math.max(count, 1)}
        />
      )}
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">Set up your practice</CardTitle>
          <CardDescription>
            {hasUnlimited
              ? `Your plan includes unlimited ${copy.short} practice.`
              : `Each ${copy.noun} uses one ${copy.short} credit. You have ${available ?? 'unknown'} left.`}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <form
            className="space-y-2"
            onSubmit={(e) => {
              e.preventDefault();
              void handleStart();
            }}
          >
            <Label htmlFor={fieldId}>Number of {copy.nouns}</Label>
            <Input
              id={fieldId}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              className="h-11 w-28 text-lg tabular-nums"
              value={countText}
              onChange={(e) => setCountText(digitsOnly(e.target.value))}
              // A 0 stays as typed so Start answers 'Invalid Count' instead of starting 1 item.
              onBlur={() => {
                if (!isZero(countText)) setCountText(String(clampCount(countText, max)));
              }}
              aria-describedby={`${fieldId}-max`}
            />
            <p id={`${fieldId}-max`} className="text-sm text-muted-foreground">
              Max: {countNoun(testType, max)}
              {!hasUnlimited && ' (based on your credits)'}
            </p>
          </form>
          <ul className="grid gap-3 text-sm sm:grid-cols-3">
            <Fact icon={<ClockIcon />} text={timing} />
            <Fact
              icon={<MaximizeIcon />}
              text="Runs in fullscreen; leaving it or switching away pauses the test."
            />
            <Fact
              icon={<SaveIcon />}
              text="Each answer is saved as you go, so a reload loses nothing."
            />
          </ul>
        </CardContent>
        <CardFooter>
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={start.isPending}
            onClick={() => void handleStart()}
          >
            {start.isPending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
            {start.isPending ? 'Starting...' : 'Start Test'}
          </Button>
        </CardFooter>
      </Card>
    </>
  );
}

function Fact({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <li className="flex gap-3 rounded-lg border bg-surface p-3 text-muted-foreground">
      <span className="mt-0.5 text-primary [&_svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <span>{text}</span>
    </li>
  );
}
