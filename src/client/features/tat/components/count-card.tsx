import { useId, useState } from 'react';
import { EyeIcon, LoaderCircleIcon, MaximizeIcon, PenLineIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { PracticeSession } from '@/shared/schemas/practice';
import { PICTURE_RULES } from '@/shared/practice-rules';
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
import { ApiError } from '@/client/lib/api-client';
import { clampCount, digitsOnly } from '@/client/lib/practice-count';
import { enterFullscreen, exitFullscreen } from '@/client/lib/fullscreen';
import { useStartPictureTest } from '@/client/features/picture-test/api';
import { FactList } from '@/client/features/picture-test/components/fact-list';
import { TAT_LOAD_ERROR } from '../use-tat-session';

const { minCount, maxCount, defaultCount, observeSeconds, writeSeconds } = PICTURE_RULES.tat;

/** The image-count chooser (spec part 1 §5): digits only, clamped to 1–10 on blur, 5 by default. */
export function CountCard({ onStarted }: { onStarted: (session: PracticeSession) => void }) {
  const [countText, setCountText] = useState(String(defaultCount));
  const start = useStartPictureTest('tat');
  const fieldId = useId();

  async function handleStart() {
    const count = clampCount(countText, maxCount);
    setCountText(String(count));
    void enterFullscreen();
    try {
      onStarted(await start.mutateAsync({ count }));
    } catch (error) {
      void exitFullscreen();
      if (
        error instanceof ApiError &&
        (error.code === 'plan_required' || error.code === 'invalid_count')
      ) {
        toast.error('Error', { description: error.message });
      } else toast.error('Error', { description: TAT_LOAD_ERROR });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Set up your TAT</CardTitle>
        <CardDescription>
          One story per picture, as at the board. Your plan includes unlimited TAT practice.
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
          <Label htmlFor={fieldId}>Number of pictures</Label>
          <Input
            id={fieldId}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            className="h-11 w-28 text-lg tabular-nums"
            value={countText}
            onChange={(e) => setCountText(digitsOnly(e.target.value))}
            onBlur={() => setCountText(String(clampCount(countText, maxCount)))}
            aria-describedby={`${fieldId}-hint`}
          />
          <p id={`${fieldId}-hint`} className="text-sm text-muted-foreground">
            Between {minCount} and {maxCount} pictures.
          </p>
        </form>
        <FactList
          className="sm:grid-cols-3"
          facts={[
            { icon: <EyeIcon />, text: `${observeSeconds} seconds to observe each picture.` },
            {
              icon: <PenLineIcon />,
              text: `${writeSeconds / 60} minutes to write each story; it is submitted at zero.`,
            },
            {
              icon: <MaximizeIcon />,
              text: 'Runs in fullscreen; leaving it pauses the test. A reload loses nothing.',
            },
          ]}
        />
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
  );
}
