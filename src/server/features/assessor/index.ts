import type { Env } from '../../env';
import type { Logger } from '../../logger';
import type { Assessor } from './assessor';
import { createLlmAssessor } from './llm/llm-assessor';
import { createRubricAssessor } from './rubric-assessor';
import { warmUp } from './rubric/nlp';

export type { Assessor, AssessorInput, AssessorItem, AssessorOutput } from './assessor';

/** The LLM assessor when OPENAI_BASE_URL, OPENAI_API_KEY and AI_MODEL are set; else the rubric. */
export function createAssessor(env: Env, logger: Logger): Assessor {
  const rubric = createRubricAssessor();
  if (!env.OPENAI_BASE_URL || !env.OPENAI_API_KEY || !env.AI_MODEL) return rubric;
  return createLlmAssessor(
    {
      baseURL: env.OPENAI_BASE_URL,
      apiKey: env.OPENAI_API_KEY,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
      maxRetries: env.AI_MAX_RETRIES,
    },
    env.AI_FALLBACK === 'rubric' ? rubric : null,
    logger,
  );
}

/**
 * Loads the rubric's language model off the first evaluation's path, in a process that works
 * evaluations (not in tests). The composition root calls it a moment after the server listens:
 * it is a few hundred milliseconds of work that a first start does not need (issue 18).
 */
export function warmUpAssessor(env: Env): void {
  if (env.ROLE !== 'web' && env.NODE_ENV !== 'test') warmUp();
}
