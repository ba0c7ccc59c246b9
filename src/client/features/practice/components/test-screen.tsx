import { useEffect, useState } from 'react';
import { FlagIcon, PauseIcon, PlayIcon } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Toaster } from '@/client/components/ui/toaster';
import { cn } from '@/client/lib/utils';
import { PRACTICE_COPY } from '../config';
import { currentItem, timerDurationMs, type PauseReason } from '../practice-state';
import { secondsLeft } from '@/client/lib/timer';
import { TEST_TOASTER_ID, type PracticeController } from '../use-practice-session';
import { useVisualViewport } from '@/client/lib/use-visual-viewport';
import { AnswerBox } from './answer-box';
import { FinishEarlyDialog } from '@/client/components/practice/finish-early-dialog';
import { TimerDisplay } from './timer-display';

const PAUSED_TEXT: Record<PauseReason, string> = {
  fullscreen: 'Test paused due to exiting fullscreen mode.',
  hidden: 'Test paused due to navigating away from the page.',
  button: 'Test has been paused.',
  reload: 'Test paused while the page was reloaded.',
};

/**
 * The timed part, over the whole app: timer, the word or situation, and the answer box pinned
 * to the bottom of what the user can see (above a phone's keyboard).
 */
export function TestScreen({ flow }: { flow: PracticeController }) {
  const { state, now, busy } = flow;
  const copy = PRACTICE_COPY[state.testType];
  const item = currentItem(state);
  const viewport = useVisualViewport(true);
  const [confirmFinish, setConfirmFinish] = useState(false);
  // The confirmation's code loads on first use; fetch it while the test runs (issue 18).
  useEffect(() => void FinishEarlyDialog.preload(), []);
  const seconds = secondsLeft(state.timer, now);
  const totalSeconds = timerDurationMs(state.testType, state.practiceCount) / 1000;
  const position = Math.min(state.currentIndex + 1, state.practiceCount);

  // The page behind must not scroll under the test (iOS scrolls the body when the keyboard opens).
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <section
      aria-label={`${copy.short} test`}
      className="fixed inset-x-0 top-0 z-40 flex h-dvh flex-col bg-background"
      style={viewport ? { top: viewport.top, height: viewport.height } : undefined}
    >
      <header className="flex shrink-0 items-center gap-2 border-b px-3 py-2 sm:px-6">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">
            <span className="max-sm:sr-only">{copy.short} · </span>
            <span className="capitalize">{copy.noun}</span> {position} of {state.practiceCount}
          </p>
          <div
            className="mt-1 h-1 w-full max-w-48 overflow-hidden rounded-full bg-muted"
            aria-hidden="true"
          >
            <div
              className="h-full bg-primary"
              style={{
                width: `${(state.completedCount / Math.max(1, state.practiceCount)) * 100}%`,
              }}
            />
          </div>
        </div>
        {state.isPaused ? (
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
      </header>

      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto px-4 py-4">
        <div className="m-auto flex w-full max-w-2xl flex-col items-center gap-6 [@media(max-height:540px)]:gap-3">
          <div className="flex flex-col items-center gap-2">
            {state.isPaused && (
              <Badge variant="destructive" className="px-3 py-1 text-sm tracking-widest">
                PAUSED
              </Badge>
            )}
            <TimerDisplay
              seconds={seconds}
              totalSeconds={totalSeconds}
              isPaused={state.isPaused}
              urgentAt={state.testType === 'wat' ? 5 : 15}
            />
          </div>
          {state.isPaused ? (
            <div className="flex flex-col items-center gap-3 rounded-xl border bg-card p-6 text-center shadow-sm">
              <h2 className="text-lg font-semibold">Test Paused</h2>
              <p className="text-sm text-muted-foreground">
                {PAUSED_TEXT[state.pauseReason ?? 'button']}
              </p>
              <p className="text-sm text-muted-foreground">
                The clock is stopped. The {copy.noun} shows again when you resume.
              </p>
              <Button size="lg" onClick={flow.resume}>
                <PlayIcon aria-hidden="true" />
                Resume Test
              </Button>
            </div>
          ) : (
            item && (
              <p
                key={item.id}
                aria-live="polite"
                className={cn(
                  'w-full text-center break-words',
                  state.testType === 'wat'
                    ? 'text-4xl font-bold tracking-tight sm:text-6xl'
                    : 'text-lg leading-relaxed font-medium sm:text-xl',
                )}
              >
                {item.text}
              </p>
            )
          )}
        </div>
      </div>

      <footer className="shrink-0 border-t bg-background px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
        <AnswerBox
          testType={state.testType}
          itemKey={item?.id ?? ''}
          value={state.draft}
          onChange={flow.setDraft}
          onSubmit={() => void flow.submitAnswer()}
          isSaving={busy !== null}
          isDisabled={state.isPaused}
        />
      </footer>

      <Toaster
        id={TEST_TOASTER_ID}
        position="top-center"
        offset={{ top: 64 }}
        mobileOffset={{ top: 60 }}
      />
      <FinishEarlyDialog
        open={confirmFinish}
        onOpenChange={setConfirmFinish}
        nouns={copy.nouns}
        onConfirm={() => void flow.finishEarly()}
      />
    </section>
  );
}
