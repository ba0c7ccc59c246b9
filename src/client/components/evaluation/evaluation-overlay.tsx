import { useEffect, useState } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { LoaderCircleIcon } from 'lucide-react';
import type { TestType } from '@/shared/tests';
import { cn } from '@/client/lib/utils';

/** Spec part 1 §9: the PPDT and TAT overlay message rotates every 2.5 s. */
export const OVERLAY_ROTATION_MS = 2500;

export const OVERLAY_DESCRIPTION = 'Please wait while AI evaluates your test.';

/**
 * After this long the overlay says so honestly: a worker that crashed mid-evaluation has its job
 * retried by the server after ~20–30 s, and the candidate should not think the page hung.
 */
export const STILL_WORKING_AFTER_MS = 20_000;
export const OVERLAY_STILL_WORKING =
  'Still working: this is taking longer than usual. Your answers are saved and your results will appear here.';

/** The overlay's headline per test: one line for WAT and SRT, three in turn for PPDT and TAT. */
export const OVERLAY_MESSAGES: Record<TestType, readonly string[]> = {
  wat: ['Analyzing your WAT responses...'],
  srt: ['Analyzing your SRT responses...'],
  ppdt: [
    'Analyzing your PPDT story...',
    'Reading your perception of the picture...',
    'Preparing your feedback on officer-like qualities...',
  ],
  tat: [
    'Analyzing your TAT stories...',
    'Looking for officer-like qualities in your heroes...',
    'Preparing your improved stories and feedback...',
  ],
};

/**
 * Blocks the page while the assessor works (spec part 2 §4 Evaluation, part 1 §2 PPDT). A modal
 * with no way out: focus stays inside, Escape and outside clicks do nothing. Render it while the
 * test is submitted and followed (see useFollowEvaluation); unmount it to lift it.
 */
export function EvaluationOverlay({ testType }: { testType: TestType }) {
  const messages = OVERLAY_MESSAGES[testType];
  const [index, setIndex] = useState(0);
  const [isSlow, setIsSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsSlow(true), STILL_WORKING_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (messages.length < 2) return;
    const timer = setInterval(
      () => setIndex((i) => (i + 1) % messages.length),
      OVERLAY_ROTATION_MS,
    );
    return () => clearInterval(timer);
  }, [messages]);

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
              messages.length > 1 && 'min-h-[3.5rem] sm:min-h-0',
            )}
          >
            {messages[index % messages.length]}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description
            aria-live="polite"
            className="text-sm text-balance text-muted-foreground"
          >
            {isSlow ? OVERLAY_STILL_WORKING : OVERLAY_DESCRIPTION}
          </DialogPrimitive.Description>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
