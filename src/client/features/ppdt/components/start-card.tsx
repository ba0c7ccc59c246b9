import { useEffect, useRef, useState } from 'react';
import { EyeIcon, LoaderCircleIcon, MaximizeIcon, PenLineIcon, UsersIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { PracticeSession } from '@/shared/schemas/practice';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { CreditGateCard } from '@/client/components/credits/credit-gate-card';
import { InsufficientCreditsDialog } from '@/client/components/credits/insufficient-credits-dialog';
import { LowCreditsBanner } from '@/client/components/credits/low-credits-banner';
import { ApiError } from '@/client/lib/api-client';
import { isLowOnCredits, useCredits } from '@/client/lib/credits';
import { enterFullscreen, exitFullscreen } from '@/client/lib/fullscreen';
import type { DrillRequest } from '@/client/lib/drill-link';
import { useStartPictureTest } from '@/client/features/picture-test/api';
import { FactList } from '@/client/features/picture-test/components/fact-list';
import { ppdtTimings } from '../ppdt-state';
import { PPDT_LOAD_ERROR } from '../use-ppdt-session';
import { SsbTimingsSwitch } from './ssb-timings-switch';

/** The start card: one picture for one credit (spec part 1 §2, §9), with the credit gate. */
export function StartCard({
  onStarted,
  drill,
  onDrillUsed,
}: {
  onStarted: (session: PracticeSession) => void;
  /** A drill from /progress (lib/drill-link.ts): start it at once, with its timings. */
  drill?: DrillRequest | null;
  onDrillUsed?: () => void;
}) {
  const { data: credits, isPending } = useCredits();
  const [ssbTimings, setSsbTimings] = useState(drill?.ssbTimings ?? false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const start = useStartPictureTest('ppdt');
  const hasNoCredits = !!credits && !credits.hasUnlimited && credits.credits.ppdt === 0;

  // The drill starts once the credits are known; a ref survives StrictMode's remount.
  const drillStarted = useRef(false);
  useEffect(() => {
    if (!drill || isPending || drillStarted.current) return;
    drillStarted.current = true;
    onDrillUsed?.();
    if (!hasNoCredits) void handleStart(drill.ssbTimings, drill);
    // Once, when the credits arrive: handleStart is this render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drill, isPending]);

  async function handleStart(withSsbTimings = ssbTimings, fromDrill?: DrillRequest) {
    // Asked for inside the click, while the browser still counts it as the user's gesture.
    void enterFullscreen();
    try {
      onStarted(
        await start.mutateAsync({ count: 1, ssbTimings: withSsbTimings, drill: fromDrill?.drill }),
      );
    } catch (error) {
      void exitFullscreen();
      if (error instanceof ApiError && error.code === 'insufficient_credits') setDialogOpen(true);
      else toast.error('Error', { description: PPDT_LOAD_ERROR });
    }
  }

  if (isPending)
    return <Skeleton className="h-80 w-full rounded-xl" aria-label="Loading your credits" />;
  const hasUnlimited = credits?.hasUnlimited ?? false;
  const available = credits?.credits.ppdt;
  const dialog = (
    <InsufficientCreditsDialog
      open={dialogOpen}
      onOpenChange={setDialogOpen}
      testType="ppdt"
      credits={available ?? 0}
    />
  );
  // The dialog stays beside the No Credits card: a refused start refreshes the credits to 0.
  if (hasNoCredits) {
    return (
      <>
        <CreditGateCard testType="ppdt" needed={1} available={0} />
        {dialog}
      </>
    );
  }
  const t = ppdtTimings(ssbTimings);

  return (
    <>
      {isLowOnCredits(credits, 'ppdt') && (
        <LowCreditsBanner testType="ppdt" remaining={available ?? 0} uses={1} />
      )}
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">Start a PPDT practice</CardTitle>
          <CardDescription>
            {hasUnlimited
              ? 'Your plan includes unlimited PPDT practice.'
              : `One picture uses one PPDT credit. You have ${available ?? 'unknown'} left.`}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <FactList
            facts={[
              { icon: <EyeIcon />, text: `Observe a hazy picture for ${t.observe} seconds.` },
              {
                icon: <UsersIcon />,
                text: ssbTimings
                  ? `${t.mark / 60} minute to mark the characters and the action.`
                  : 'Mark the characters and the action as you start writing.',
              },
              {
                icon: <PenLineIcon />,
                text: `Write your story in ${t.write / 60} minutes; it is submitted at zero.`,
              },
              {
                icon: <MaximizeIcon />,
                text: 'Runs in fullscreen; leaving it or switching away pauses the test.',
              },
            ]}
          />
          <SsbTimingsSwitch checked={ssbTimings} onCheckedChange={setSsbTimings} />
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
      {dialog}
    </>
  );
}
