import type { Assessor } from './assessor';
import { assessSession } from './rubric/assess';

/** The built-in rubric assessor (default): offline, deterministic, fast. */
export function createRubricAssessor(): Assessor {
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
