import { useEffect, useState } from 'react';
import {
  FlagIcon,
  LoaderCircleIcon,
  PauseIcon,
  PlayIcon,
  SendHorizontalIcon,
  SkipForwardIcon,
} from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { FinishEarlyDialog } from '@/client/components/practice/finish-early-dialog';
import { secondsLeft } from '@/client/lib/timer';
import { PausedCard } from '@/client/features/picture-test/components/paused-card';
import { ObservedPicture } from '@/client/features/picture-test/components/observed-picture';
import { StageTimer } from '@/client/features/picture-test/components/stage-timer';
import { StoryBox, WordCount } from '@/client/features/picture-test/components/story-box';
import { TestShell } from '@/client/features/picture-test/components/test-shell';
import { currentItemId, TAT_SECONDS } from '../tat-state';
import type { TatController } from '../use-tat-session';

/** For each picture: observation, then the story, over the whole app. */
export function TatTestScreen({ flow }: { flow: TatController }) {
  const { state, now, busy, session } = flow;
  const { stage, isPaused } = state;
  const [confirmFinish, setConfirmFinish] = useState(false);
  // The confirmation's code loads on first use; fetch it while the test runs (issue 18).
  useEffect(() => void FinishEarlyDialog.preload(), []);
  const itemId = currentItemId(state);
  const item = session?.items.find((i) => i.id === itemId);
  const position = Math.min(state.currentIndex + 1, state.practiceCount);

  const footer = isPaused ? null : stage === 'observe' ? (
    <>
      <p className="min-w-0 flex-1 text-sm text-muted-foreground max-sm:sr-only">
        Look closely; the story box opens when the time is up.
      </p>
      <Button
        variant="outline"
        size="lg"
        className="h-11 max-sm:flex-1"
        onClick={flow.skipImage}
        disabled={busy !== null}
      >
        <SkipForwardIcon aria-hidden="true" />
        Skip Image
      </Button>
    </>
  ) : (
    <>
      <div className="min-w-0 flex-1">
        <WordCount text={state.story} />
      </div>
      <Button size="lg" className="h-11" onClick={flow.submitStory} disabled={busy !== null}>
        {busy === 'saving' ? (
          <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
        ) : (
          <SendHorizontalIcon aria-hidden="true" />
        )}
        Submit Story
      </Button>
    </>
  );

  return (
    <TestShell
      label="TAT test"
      title={
        <>
          <span className="max-sm:sr-only">TAT · </span>Picture {position} of {state.practiceCount}
          <span
            className="mt-1 block h-1 w-full max-w-40 overflow-hidden rounded-full bg-muted"
            aria-hidden="true"
          >
            <span
              className="block h-full bg-primary"
              style={{
                width: `${(state.completedCount / Math.max(1, state.practiceCount)) * 100}%`,
              }}
            />
          </span>
        </>
      }
      actions={
        <>
          {isPaused ? (
            <Button size="sm" onClick={flow.resume}>
              <PlayIcon aria-hidden="true" />
              Resume
            </Button>
          ) : (
            <Button size="sm" variant="outline" onClick={flow.pause}>
              <PauseIcon aria-hidden="true" />
              Pause
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setConfirmFinish(true)}
            disabled={busy === 'finishing'}
          >
            <FlagIcon aria-hidden="true" />
            Finish Early
          </Button>
        </>
      }
      timer={
        <StageTimer
          label={stage === 'observe' ? 'Observe the picture' : 'Write your story'}
          seconds={secondsLeft(state.timer, now)}
          totalSeconds={TAT_SECONDS[stage]}
          isPaused={isPaused}
          urgentAt={stage === 'write' ? 30 : 5}
        />
      }
      footer={footer}
    >
      {isPaused ? (
        <PausedCard reason={state.pauseReason} onResume={flow.resume} />
      ) : stage === 'observe' ? (
        <ObservedPicture
          key={itemId}
          src={item?.imageUrl}
          alt={`TAT picture ${position}`}
          isLoading={flow.isSessionLoading}
          isFailed={flow.sessionFailed}
          onRetry={flow.retryLoad}
        />
      ) : (
        <div className="mx-auto flex min-h-0 w-full max-w-3xl flex-1 flex-col">
          <StoryBox
            key={itemId}
            value={state.story}
            onChange={flow.setStory}
            isDisabled={busy !== null}
            autoFocus
            placeholder="What led to this, what the hero does, and how it ends..."
          />
        </div>
      )}
      <FinishEarlyDialog
        open={confirmFinish}
        onOpenChange={setConfirmFinish}
        nouns="pictures"
        onConfirm={flow.finishEarly}
      />
    </TestShell>
  );
}
