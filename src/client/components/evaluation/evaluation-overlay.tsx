import { useEffect, useState } from 'react';
import type { TestType } from '@/shared/tests';
import { lazyWhen } from '@/client/lib/lazy-component';

// The modal itself (Radix Dialog, ~10 KB gzip with its focus trap and scroll lock) loads when the
// overlay first shows, or ahead with `EvaluationOverlay.preload()` (issue 18); the timers and
// messages run here from the moment the overlay is rendered.
const OverlayDialog = lazyWhen(
  () => import('./evaluation-overlay-dialog').then((m) => m.EvaluationOverlayDialog),
  () => true,
);

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
function Overlay({ testType }: { testType: TestType }) {
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
    <OverlayDialog
      title={messages[index % messages.length]}
      description={isSlow ? OVERLAY_STILL_WORKING : OVERLAY_DESCRIPTION}
      hasRotatingTitle={messages.length > 1}
    />
  );
}

export const EvaluationOverlay = Object.assign(Overlay, { preload: OverlayDialog.preload });
