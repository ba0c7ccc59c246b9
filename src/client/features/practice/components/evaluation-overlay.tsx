import { LoaderCircleIcon } from 'lucide-react';

/** Blocks the page while the test is handed to the assessor (spec part 2 §4 Evaluation). */
export function EvaluationOverlay({ short }: { short: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex items-center justify-center bg-background/85 p-6 backdrop-blur-sm"
    >
      <div className="flex max-w-sm flex-col items-center gap-4 text-center">
        <LoaderCircleIcon className="size-10 animate-spin text-primary" aria-hidden="true" />
        <p className="text-lg font-semibold">Analyzing your {short} responses...</p>
        <p className="text-sm text-muted-foreground">Please wait while AI evaluates your test.</p>
      </div>
    </div>
  );
}
