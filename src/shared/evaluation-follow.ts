// The evaluation follow schedule: the client polls with it (use-follow-evaluation.ts) and the
// evaluation bench (scripts/bench-eval.ts) computes when a browser would see a result.

/**
 * How often the evaluation is asked for while it is queued or running: soon after submitting
 * (the rubric assessor answers in well under a second, issue 18), then backing off to at most
 * FOLLOW_INTERVAL_MS for a slow assessor (an LLM) or a queue that is busy.
 */
export const FOLLOW_INTERVAL_MS = 2000;
export const FOLLOW_FIRST_INTERVAL_MS = 100;

/** The wait before the next ask, after `asked` answers that were still pending. */
export function followInterval(asked: number): number {
  return Math.min(FOLLOW_INTERVAL_MS, Math.round(FOLLOW_FIRST_INTERVAL_MS * 1.5 ** asked));
}
