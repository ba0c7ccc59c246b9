import { useState } from 'react';
import { RotateCcwIcon, SparklesIcon } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { PracticeAgainDialog } from './practice-again-dialog';

/** The two buttons of the completed card: Practice Again (confirmed) and Submit Test & Get Evaluation. */
export function CompletionActions({
  onSubmit,
  onPracticeAgain,
  isBusy,
  canSubmit = true,
}: {
  onSubmit: () => void;
  onPracticeAgain: () => void;
  isBusy: boolean;
  /** False when nothing was written: there is nothing to evaluate, so no submit button. */
  canSubmit?: boolean;
}) {
  const [confirmAgain, setConfirmAgain] = useState(false);
  return (
    <div className="flex w-full flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" size="lg" onClick={() => setConfirmAgain(true)} disabled={isBusy}>
        <RotateCcwIcon aria-hidden="true" />
        Practice Again
      </Button>
      {canSubmit && (
        <Button size="lg" onClick={onSubmit} disabled={isBusy}>
          <SparklesIcon aria-hidden="true" />
          Submit Test &amp; Get Evaluation
        </Button>
      )}
      <PracticeAgainDialog
        open={confirmAgain}
        onOpenChange={setConfirmAgain}
        onConfirm={onPracticeAgain}
      />
    </div>
  );
}
