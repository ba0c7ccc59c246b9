import type { ReactNode } from 'react';
import { CircleAlertIcon, XIcon } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/utils';

/**
 * The red banner of a failed evaluation (spec part 2 §4 and §8): the message, an optional action
 * (e.g. 'Retry evaluation') and Dismiss when `onDismiss` is given. Pair it with a toast.
 */
export function EvaluationErrorBanner({
  message,
  onDismiss,
  action,
  className,
}: {
  message: string;
  onDismiss?: () => void;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm text-destructive',
        className,
      )}
    >
      <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 flex-1 basis-48 break-words">{message}</span>
      {(action || onDismiss) && (
        <span className="-my-1 ml-auto flex shrink-0 items-center gap-1">
          {action}
          {onDismiss && (
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={onDismiss}
            >
              <XIcon aria-hidden="true" />
              Dismiss
            </Button>
          )}
        </span>
      )}
    </div>
  );
}
