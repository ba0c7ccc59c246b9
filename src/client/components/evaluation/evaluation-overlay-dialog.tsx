import { Dialog as DialogPrimitive } from 'radix-ui';
import { LoaderCircleIcon } from 'lucide-react';
import { cn } from '@/client/lib/utils';

/** The evaluation overlay's modal (evaluation-overlay.tsx), loaded when it first shows. */
export function EvaluationOverlayDialog({
  title,
  description,
  hasRotatingTitle,
}: {
  title: string;
  description: string;
  hasRotatingTitle: boolean;
}) {
  return (
    <DialogPrimitive.Root open modal>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-background/85 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          aria-busy="true"
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-4 rounded-xl border bg-card p-6 text-center shadow-lg outline-none"
        >
          <LoaderCircleIcon
            className="size-10 animate-spin text-primary motion-reduce:animate-none"
            aria-hidden="true"
          />
          {/* The rotating line is the title; screen readers hear it once when the overlay opens. */}
          <DialogPrimitive.Title
            className={cn(
              'text-lg leading-snug font-semibold text-balance',
              // Two lines kept for rotating messages, so the card does not jump on a phone.
              hasRotatingTitle && 'min-h-[3.5rem] sm:min-h-0',
            )}
          >
            {title}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description
            aria-live="polite"
            className="text-sm text-balance text-muted-foreground"
          >
            {description}
          </DialogPrimitive.Description>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
