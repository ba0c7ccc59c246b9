import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { EvaluationErrorBanner } from '@/client/components/evaluation';
import type { EvaluationFlow } from '../use-evaluation-flow';

/** The inline, dismissible evaluation error; a failed evaluation links to the results screen. */
export function CompletionError({ evaluation }: { evaluation: EvaluationFlow }) {
  if (!evaluation.error) return null;
  return (
    <EvaluationErrorBanner
      message={evaluation.error}
      onDismiss={evaluation.dismissError}
      action={
        evaluation.resultsPath && (
          <Button
            asChild
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          >
            <Link to={evaluation.resultsPath}>Open results</Link>
          </Button>
        )
      }
    />
  );
}
