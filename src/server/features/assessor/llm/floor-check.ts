/**
 * Holds the LLM's answer to the built-in safety floor: an answer the floor marks (aggression,
 * dishonest or unlawful acts, self-harm, giving up, unresolved fear) is overruled to 2 at most,
 * with no strengths, and the disagreement is logged. The support note of ../support.ts is set here
 * too, from the answer, never taken from the model.
 */
import type { SessionAssessment } from '@/shared/schemas/assessment';
import type { Logger } from '../../../logger';
import type { AssessorInput } from '../assessor';
import { FLOOR_LINE, FLOOR_SCORE } from '../model/floor';
import { safetyFloor } from '../rubric/assess';
import { withSupport } from '../support';

export function applySafetyFloor(
  input: AssessorInput,
  result: SessionAssessment,
  logger: Logger,
  model: string,
): SessionAssessment {
  const ctx = { candidateAge: input.candidateAge, piqSummary: input.piqSummary };
  let changed = false;
  const items = result.items.map((given, i) => {
    const item = input.items[i];
    if (!item) return given;
    // The support note is ours, whatever the model wrote (see ../support.ts).
    const { support: _, ...rest } = given;
    const a = { ...rest, ...withSupport(input.testType, item.response) };
    if (a.support !== given.support) changed = true;
    const floor = safetyFloor(input.testType, item, ctx);
    if (!floor || (a.score <= FLOOR_SCORE && a.strengths.length === 0)) return a;
    changed = true;
    logger.warn(
      {
        model,
        testType: input.testType,
        item: i,
        llmScore: a.score,
        floor: floor.name,
        quote: floor.quote,
      },
      'LLM assessor overruled by the safety floor',
    );
    return {
      ...a,
      score: Math.min(a.score, FLOOR_SCORE),
      strengths: [],
      olqsShown: [],
      improvements: [FLOOR_LINE, ...a.improvements.filter((x) => x !== FLOOR_LINE)].slice(0, 5),
      cap: a.cap ?? floor.name,
    };
  });
  if (!changed) return result;
  const mean = items.reduce((s, x) => s + x.score, 0) / Math.max(1, items.length);
  return { ...result, items, overallScore: Math.round(mean * 10) / 10 };
}
