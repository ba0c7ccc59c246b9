import { useEffect, type ReactNode } from 'react';
import type { PracticeTestType } from '@/shared/practice-rules';
import { RunningElsewhereCard } from '@/client/components/practice/running-elsewhere-card';
import { useTestLock } from '@/client/lib/test-lock';
import { useDrillRequest } from '@/client/lib/use-drill-request';
import { PageHeader } from '@/client/components/app/page-header';
import { useAuth } from '@/client/lib/auth';
import { paths } from '@/client/lib/paths';
import { PaperModeNote, PaperModeSwitch, usePaperMode } from '@/client/components/paper/paper-mode';
import { LazyPaperUploadPanel as PaperUploadPanel } from '@/client/components/paper/lazy-paper-upload-panel';
import { PRACTICE_COPY } from '../config';
import { practicePhase } from '../practice-state';
import { usePracticeSession } from '../use-practice-session';
import { CompletionCard } from './completion-card';
import { InstructionsCard } from './instructions-card';
import { SetupCard } from './setup-card';
import { TestScreen } from './test-screen';

/** /wat and /srt: setup → instructions → timed test → completion (spec part 2 §4). */
export function PracticePage({ testType }: { testType: PracticeTestType }) {
  const { user } = useAuth();
  // The protected wrapper renders this only for a signed-in user; the key keeps accounts apart.
  if (!user) return null;
  return <PracticeFlow key={`${user.id}:${testType}`} testType={testType} userId={user.id} />;
}

function PracticeFlow({ testType, userId }: { testType: PracticeTestType; userId: string }) {
  const flow = usePracticeSession(testType, userId);
  const copy = PRACTICE_COPY[testType];
  const phase = practicePhase(flow.state);
  const lock = useTestLock(`${userId}:${testType}`, phase === 'instructions' || phase === 'test');
  const elsewhere = lock.status === 'elsewhere';
  const { setHolder } = flow;
  useEffect(() => setHolder(!elsewhere), [elsewhere, setHolder]);
  const [isPaper] = usePaperMode(testType);
  // A drill from /progress starts only from the setup card; a test under way is left alone.
  const [drill, clearDrill] = useDrillRequest(phase === 'setup');
  return (
    <PracticeTop testType={testType}>
      {phase === 'setup' && (
        <SetupCard
          testType={testType}
          onStarted={flow.begin}
          drill={drill}
          onDrillUsed={clearDrill}
        />
      )}
      {phase === 'setup' && <PaperModeSwitch testType={testType} />}
      {elsewhere && <RunningElsewhereCard testName={copy.short} onTakeOver={lock.takeOver} />}
      {phase === 'instructions' && !elsewhere && isPaper && <PaperModeNote />}
      {phase === 'instructions' && !elsewhere && (
        <InstructionsCard
          testType={testType}
          count={flow.state.practiceCount}
          onContinue={flow.continueTest}
          onCancel={() => void flow.cancelTest()}
          isCancelling={flow.busy === 'cancelling'}
        />
      )}
      {phase === 'test' && !elsewhere && <TestScreen flow={flow} />}
      {phase === 'complete' && isPaper && flow.state.sessionId ? (
        <PaperUploadPanel
          sessionId={flow.state.sessionId}
          testType={testType}
          resultsPath={`${paths.results}?test=${testType}`}
          onEvaluated={flow.reset}
          onPracticeAgain={flow.reset}
        />
      ) : (
        phase === 'complete' && <CompletionCard flow={flow} />
      )}
    </PracticeTop>
  );
}

/**
 * The page's title and description, and the flow below them. The server's first frame of /wat and
 * /srt (client/first-frame.tsx) is this without children, so the description paints before the
 * scripts run and the app adds the rest below it.
 */
export function PracticeTop({
  testType,
  children,
}: {
  testType: PracticeTestType;
  children?: ReactNode;
}) {
  const copy = PRACTICE_COPY[testType];
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader title={`${copy.name} (${copy.short})`} description={copy.pageDescription} />
      {children}
    </div>
  );
}
