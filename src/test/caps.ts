import type { AssessTestType } from '@/server/features/assessor/rubric/assess';
import { judge } from '@/server/features/assessor/rubric/assess';

/** Names of the rubric caps one answer triggers (rules only; the learned score is not involved). */
export const capNames = (type: AssessTestType, stimulus: string, response: string): string[] =>
  judge(type, { stimulus, response }, {}).caps.map((c) => c.name);
