import { useState } from 'react';
import {
  LoaderCircleIcon,
  PauseIcon,
  PlayIcon,
  SendHorizontalIcon,
  SkipForwardIcon,
} from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { secondsLeft } from '@/client/lib/timer';
import { PausedCard } from '@/client/features/picture-test/components/paused-card';
import { ObservedPicture } from '@/client/features/picture-test/components/observed-picture';
import { StageTimer } from '@/client/features/picture-test/components/stage-timer';
import { StoryBox, WordCount } from '@/client/features/picture-test/components/story-box';
import { TestShell } from '@/client/features/picture-test/components/test-shell';
import type { PictureStage } from '@/client/features/picture-test/clock';
import { ppdtTimings } from '../ppdt-state';
import type { PpdtController } from '../use-ppdt-session';
import { CharacterPanel } from './character-panel';

const STAGE_LABEL: Record<PictureStage, string> = {
  observe: 'Observe the picture',
  mark: 'Mark the characters',
  write: 'Write your story',
};

/** Observation, (SSB timings) character marking and writing, over the whole app. */
export function PpdtTestScreen({ flow }: { flow: PpdtController }) {
  const { state, now, busy, session } = flow;
  const { stage, isPaused } = state;
  const timings = ppdtTimings(state.ssbTimings);
  // In writing the marking starts open with the spec's timings (not yet marked) and folds while typing.
  const [panelOpen, setPanelOpen] = useState(!state.ssbTimings);
  const item = session?.items.find((i) => i.id === state.itemId);

  const footer = isPaused ? null : stage === 'observe' ? (
    <>
      <p className="min-w-0 flex-1 text-sm text-muted-foreground max-sm:sr-only">
        Who is there, how do they feel, what is happening?
      </p>
      <Button size="lg" className="h-11 max-sm:flex-1" onClick={() => flow.endStage('observe')}>
        <SkipForwardIcon aria-hidden="true" />
        {state.ssbTimings ? 'Next (Mark Characters)' : 'Next (Start Writing)'}
      </Button>
    </>
  ) : stage === 'mark' ? (
    <Button
      size="lg"
      className="h-11 max-sm:flex-1 sm:ml-auto"
      onClick={() => flow.endStage('mark')}
    >
      <SkipForwardIcon aria-hidden="true" />
      Start Writing
    </Button>
  ) : (
    <>
      <div className="min-w-0 flex-1">
        <WordCount text={state.story} />
      </div>
      <Button size="lg" className="h-11" onClick={flow.submitStory} disabled={busy !== null}>
        {busy ? (
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
      label="PPDT test"
      title={
        <>
          PPDT
          <span className="text-muted-foreground">
            {' '}
            · {state.ssbTimings ? 'SSB timings' : 'Practice timings'}
          </span>
        </>
      }
      actions={
        isPaused ? (
          <Button size="sm" onClick={flow.resume}>
            <PlayIcon aria-hidden="true" />
            Resume
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={flow.pause}>
            <PauseIcon aria-hidden="true" />
            Pause
          </Button>
        )
      }
      timer={
        <StageTimer
          label={STAGE_LABEL[stage]}
          seconds={secondsLeft(state.timer, now)}
          totalSeconds={timings[stage]}
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
          src={item?.imageUrl}
          alt="PPDT picture"
          isLoading={flow.isSessionLoading}
          isFailed={flow.sessionFailed}
          onRetry={flow.retryLoad}
        />
      ) : stage === 'mark' ? (
        <div className="mx-auto w-full max-w-xl">
          <CharacterPanel
            value={state.characters}
            onChange={flow.setCharacters}
            isOpen
            isDisabled={false}
          />
        </div>
      ) : (
        <div className="mx-auto flex min-h-0 w-full max-w-3xl flex-1 flex-col gap-2.5">
          <CharacterPanel
            value={state.characters}
            onChange={flow.setCharacters}
            isOpen={panelOpen}
            onOpenChange={setPanelOpen}
            isDisabled={busy !== null}
          />
          <StoryBox
            value={state.story}
            onChange={flow.setStory}
            onFocus={() => setPanelOpen(false)}
            isDisabled={busy !== null}
            autoFocus={false}
            placeholder="Characters marked? Now the story: what led to this, what the hero does, how it ends..."
          />
        </div>
      )}
    </TestShell>
  );
}
