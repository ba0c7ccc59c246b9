import { count as countOf } from '@/shared/plural';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { RunningElsewhereCard } from '@/client/components/practice/running-elsewhere-card';
import { useTestLock } from '@/client/lib/test-lock';
import { PageHeader } from '@/client/components/app/page-header';
import { EvaluationOverlay } from '@/client/components/evaluation';
import { Skeleton } from '@/client/components/ui/skeleton';
import { paths } from '@/client/lib/paths';
import { useAuth } from '@/client/lib/auth';
import { PaperModeNote, PaperModeSwitch, usePaperMode } from '@/client/components/paper/paper-mode';
import { LazyPaperUploadPanel as PaperUploadPanel } from '@/client/components/paper/lazy-paper-upload-panel';
import { useCredits } from '@/client/lib/credits';
import { InstructionsCard } from '@/client/features/picture-test/components/instructions-card';
import { useEvaluationFlow } from '@/client/features/picture-test/use-evaluation-flow';
import { storyCount, TAT_SECONDS, tatPhase } from '../tat-state';
import { useTatSession } from '../use-tat-session';
import { TatCompletedCard } from './completed-card';
import { CountCard } from './count-card';
import { PremiumWall } from './premium-wall';
import { TatTestScreen } from './test-screen';
import { NO_STORIES_MESSAGE } from '@/client/features/picture-test/messages';

/** /tat: premium wall or chooser → instructions → per picture observe and write → complete → evaluation. */
export function TatPage() {
  // The overlay's modal loads on first use; fetch it once the page is up (issue 18).
  useEffect(() => void EvaluationOverlay.preload(), []);
  const { user } = useAuth();
  if (!user) return null;
  return <TatFlow key={user.id} userId={user.id} />;
}

function instructions(count: number): string[] {
  return [
    `You will see ${countOf(count, 'picture')}, one at a time. Each is shown for ${TAT_SECONDS.observe} seconds; then the story box opens with ${TAT_SECONDS.write / 60} minutes to write.`,
    'Write a story, not a description: a hero of about your age, what led to the situation, what the hero does, and how it ends. Around 100–150 words.',
    'Submit Story moves to the next picture; when the time runs out, what you wrote is submitted. Skip Image, or an empty story, records the picture as skipped.',
    'The test runs in fullscreen; leaving it pauses the test, and Pause stops the clock at any time. Finish Early keeps what you have written and marks the rest as not attempted.',
  ];
}

function TatFlow({ userId }: { userId: string }) {
  const flow = useTatSession(userId);
  const { state } = flow;
  const phase = tatPhase(state);
  const lock = useTestLock(`${userId}:tat`, phase === 'instructions' || phase === 'test');
  const elsewhere = lock.status === 'elsewhere';
  const { setHolder } = flow;
  useEffect(() => setHolder(!elsewhere), [elsewhere, setHolder]);
  const [isPaper] = usePaperMode('tat');
  const paperPanel = phase === 'complete' && isPaper && state.sessionId && !state.evaluationId;
  const credits = useCredits();
  const evaluation = useEvaluationFlow({
    sessionId: state.sessionId,
    evaluationId: state.evaluationId,
    resultsPath: `${paths.results}?test=tat`,
    onSubmitted: flow.setEvaluation,
    onCleared: flow.clearEvaluation,
    onDone: flow.reset,
  });

  function handleSubmit() {
    if (storyCount(state) === 0) {
      toast.error('No Stories', { description: NO_STORIES_MESSAGE });
      return;
    }
    void evaluation.start();
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title="Thematic Apperception Test (TAT)"
        description="One story per picture: 15 seconds to observe, 4 minutes to write."
      />
      {phase === 'setup' &&
        (credits.isPending ? (
          <Skeleton className="h-80 w-full rounded-xl" aria-label="Loading your plan" />
        ) : credits.data?.hasUnlimited || credits.isError ? (
          // Plan unknown (the credits failed to load): let the server decide.
          <>
            <CountCard onStarted={flow.begin} />
            <PaperModeSwitch testType="tat" />
          </>
        ) : (
          <PremiumWall />
        ))}
      {elsewhere && <RunningElsewhereCard testName="TAT" onTakeOver={lock.takeOver} />}
      {phase === 'instructions' && !elsewhere && isPaper && <PaperModeNote />}
      {phase === 'instructions' && !elsewhere && (
        <InstructionsCard
          description={`${countOf(state.practiceCount, 'picture')}. Read these once, then start when you are ready.`}
          items={instructions(state.practiceCount)}
          onContinue={flow.continueTest}
        />
      )}
      {phase === 'test' && !elsewhere && <TatTestScreen flow={flow} />}
      {paperPanel && (
        <PaperUploadPanel
          sessionId={state.sessionId!}
          testType="tat"
          resultsPath={`${paths.results}?test=tat`}
          onEvaluated={flow.reset}
          onPracticeAgain={flow.reset}
        />
      )}
      {phase === 'complete' && !paperPanel && (
        <TatCompletedCard flow={flow} onSubmit={handleSubmit} evaluation={evaluation} />
      )}
      {evaluation.isBusy && <EvaluationOverlay testType="tat" />}
    </div>
  );
}
