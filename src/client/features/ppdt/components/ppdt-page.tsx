import { useEffect } from 'react';
import { PageHeader } from '@/client/components/app/page-header';
import { RunningElsewhereCard } from '@/client/components/practice/running-elsewhere-card';
import { useTestLock } from '@/client/lib/test-lock';
import { useDrillRequest } from '@/client/lib/use-drill-request';
import { EvaluationOverlay } from '@/client/components/evaluation';
import { paths } from '@/client/lib/paths';
import { useAuth } from '@/client/lib/auth';
import { PaperModeNote, PaperModeSwitch, usePaperMode } from '@/client/components/paper/paper-mode';
import { LazyPaperUploadPanel as PaperUploadPanel } from '@/client/components/paper/lazy-paper-upload-panel';
import { InstructionsCard } from '@/client/features/picture-test/components/instructions-card';
import { useEvaluationFlow } from '@/client/features/picture-test/use-evaluation-flow';
import { ppdtPhase, ppdtTimings } from '../ppdt-state';
import { usePpdtSession } from '../use-ppdt-session';
import { PpdtCompletedCard } from './completed-card';
import { StartCard } from './start-card';
import { PpdtTestScreen } from './test-screen';

/** /ppdt: start card → instructions → observation → writing → completed → evaluation (spec part 1 §4). */
export function PpdtPage() {
  // The overlay's modal loads on first use; fetch it once the page is up (issue 18).
  useEffect(() => void EvaluationOverlay.preload(), []);
  const { user } = useAuth();
  // The protected wrapper renders this only for a signed-in user; the key keeps accounts apart.
  if (!user) return null;
  return <PpdtFlow key={user.id} userId={user.id} />;
}

function instructions(ssbTimings: boolean): string[] {
  const t = ppdtTimings(ssbTimings);
  return [
    `You will see one hazy picture for ${t.observe} seconds. Notice the people, their age, sex and mood, and what is happening. ${ssbTimings ? 'Next (Mark Characters)' : 'Next (Start Writing)'} ends the viewing early.`,
    ssbTimings
      ? `Then you have ${t.mark / 60} minute to mark the characters: how many there are and, for each, age, sex and mood (+, 0 or −), and the action.`
      : 'Start the writing time by marking the characters in the panel above the story box: how many there are and, for each, age, sex and mood (+, 0 or −), and the action.',
    `You then have ${t.write / 60} minutes to write the story. The story box starts empty when the writing time starts. If you prefer typing the marking, make it the first line, e.g. "Characters: 2 (M 22 +, F 20 0). Action: helping after an accident."`,
    'Write a story, not a description: a hero of about your age, what led to the situation, what the hero does, and how it ends. 100–150 words is plenty.',
    'When the time runs out, your story is submitted as it is. Pause stops the clock at any time; leaving fullscreen or switching away pauses the test.',
  ];
}

function PpdtFlow({ userId }: { userId: string }) {
  const flow = usePpdtSession(userId);
  const { state } = flow;
  const phase = ppdtPhase(state);
  const lock = useTestLock(`${userId}:ppdt`, phase === 'instructions' || phase === 'test');
  const elsewhere = lock.status === 'elsewhere';
  const { setHolder } = flow;
  useEffect(() => setHolder(!elsewhere), [elsewhere, setHolder]);
  const [isPaper] = usePaperMode('ppdt');
  // A drill from /progress starts only from the start card; a test under way is left alone.
  const [drill, clearDrill] = useDrillRequest(phase === 'setup');
  const evaluation = useEvaluationFlow({
    sessionId: state.sessionId,
    evaluationId: state.evaluationId,
    resultsPath: paths.ppdtResults,
    onSubmitted: flow.setEvaluation,
    onCleared: flow.clearEvaluation,
    onDone: flow.reset,
  });
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title="Picture Perception Test (PPDT)"
        description="Observe a hazy picture, mark the characters, and write a story in four minutes."
      />
      {phase === 'setup' && (
        <StartCard onStarted={flow.begin} drill={drill} onDrillUsed={clearDrill} />
      )}
      {phase === 'setup' && <PaperModeSwitch testType="ppdt" />}
      {elsewhere && <RunningElsewhereCard testName="PPDT" onTakeOver={lock.takeOver} />}
      {phase === 'instructions' && !elsewhere && isPaper && <PaperModeNote />}
      {phase === 'instructions' && !elsewhere && (
        <InstructionsCard
          description={
            state.ssbTimings
              ? 'SSB timings, as at the board. Read these once, then start.'
              : 'Read these once, then start when you are ready.'
          }
          items={instructions(state.ssbTimings)}
          onContinue={flow.continueTest}
        />
      )}
      {phase === 'test' && !elsewhere && <PpdtTestScreen flow={flow} />}
      {phase === 'complete' && isPaper && state.sessionId && !state.evaluationId && (
        <PaperUploadPanel
          sessionId={state.sessionId}
          testType="ppdt"
          resultsPath={paths.ppdtResults}
          onEvaluated={flow.reset}
          onPracticeAgain={flow.reset}
        />
      )}
      {phase === 'complete' && !(isPaper && state.sessionId && !state.evaluationId) && (
        <PpdtCompletedCard
          flow={flow}
          onSubmit={() => void evaluation.start()}
          evaluation={evaluation}
        />
      )}
      {evaluation.isBusy && <EvaluationOverlay testType="ppdt" />}
    </div>
  );
}
