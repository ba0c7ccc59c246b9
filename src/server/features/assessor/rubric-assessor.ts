import type { Assessor } from './assessor';
import { assessSession } from './rubric/assess';
import { warmUp } from './rubric/nlp';

/** The built-in rubric assessor (default): offline, deterministic, fast. */
export function createRubricAssessor(options: { warm?: boolean } = {}): Assessor {
  // Load the language model off the first evaluation's path.
  if (options.warm) setImmediate(warmUp);
  return {
    name: 'rubric',
    assess: async (input) => ({
      result: assessSession(input),
      assessor: 'rubric',
      promptVersion: RUBRIC_VERSION,
    }),
  };
}

export const RUBRIC_VERSION = 'rubric-2026-11';
