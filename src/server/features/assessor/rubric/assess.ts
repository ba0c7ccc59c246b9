/**
 * The built-in rubric assessor (RUBRIC.md): pure and deterministic, no DB, no network.
 * `assessItem` scores one answer and explains itself; `assessSession` adds the attempt summary.
 */
import type { ItemAssessment, SessionAssessment } from '@/shared/schemas/assessment';
import { OLQS, type OlqKey } from '@/shared/olqs';
import { predict } from '../model/learned';
import { FLOOR_LINE, finalScore } from '../model/floor';
import { withSupport } from '../support';
import { analysis, improvements, strengths } from './feedback';
import { improveSrt } from './improve-srt';
import { improveStory } from './improve-story';
import { improveWat } from './improve-wat';
import { judgeSrt } from './srt';
import { judgeStory } from './story';
import { ageFromPiq } from './story-signals';
import { summarise } from './summary';
import type {
  AssessContext,
  AssessItemInput,
  AssessSessionInput,
  AssessTestType,
  CapHit,
  Judgement,
} from './types';
import { judgeWat } from './wat';

export type { AssessTestType } from './types';
/** Optional: load the language model at server start instead of on the first request. */
export { warmUp } from './nlp';

export type { AssessContext, AssessItemInput, AssessSessionInput } from './types';

export function judge(
  testType: AssessTestType,
  item: AssessItemInput,
  ctx: AssessContext,
): Judgement {
  if (testType === 'wat') return judgeWat(item.stimulus, item.response);
  if (testType === 'srt') return judgeSrt(item.stimulus, item.response);
  return judgeStory(
    testType,
    {
      story: item.response,
      pictureDescription: item.pictureDescription ?? item.stimulus,
      characters: item.characters,
    },
    ctx,
  );
}

function improve(
  testType: AssessTestType,
  item: AssessItemInput,
  j: Judgement,
  ctx: AssessContext,
): [string, string] {
  if (testType === 'wat') return improveWat(item.stimulus, item.response, j);
  if (testType === 'srt') return improveSrt(item.stimulus, item.response, j);
  const age = ctx.candidateAge ?? ageFromPiq(ctx.piqSummary);
  return improveStory(
    testType,
    {
      story: item.response,
      pictureDescription: item.pictureDescription ?? item.stimulus,
      characters: item.characters,
    },
    j,
    { candidateAge: age },
  );
}

/** The built-in safety floor's verdict on one answer (for checking another assessor's score). */
export function safetyFloor(
  testType: AssessTestType,
  item: AssessItemInput,
  ctx: AssessContext = {},
): CapHit | null {
  const ruled = judge(testType, item, ctx);
  const stimulus =
    testType === 'wat' || testType === 'srt'
      ? item.stimulus
      : (item.pictureDescription ?? item.stimulus);
  return finalScore(ruled, item.response, predict(testType, ruled, stimulus, item.response)).floor;
}

export function assessItem(
  testType: AssessTestType,
  item: AssessItemInput,
  ctx: AssessContext = {},
): ItemAssessment {
  const ruled = judge(testType, item, ctx);
  // The learned model's grade, then the rules' hard caps, then the safety floor (model/floor.ts).
  const stimulus =
    testType === 'wat' || testType === 'srt'
      ? item.stimulus
      : (item.pictureDescription ?? item.stimulus);
  const learned = predict(testType, ruled, stimulus, item.response);
  const { judgement: j, scored, explains } = finalScore(ruled, item.response, learned);
  // A deciding cap leads the advice even when the learned score sits below its level.
  const advice = improvements(j, {
    ...scored,
    score: Math.max(scored.score, scored.deciding?.level ?? 0),
  });
  if (explains) advice.splice(1, 0, FLOOR_LINE);
  const shown = [...new Set(j.olqs.map((h) => h.key))];
  const lacking = j.wanted.filter((k) => !shown.includes(k)).slice(0, 3);
  return {
    score: scored.score,
    analysis: analysis(j, scored),
    strengths: strengths(j),
    improvements: advice.slice(0, 5),
    improved: improve(testType, item, ruled, ctx),
    olqsShown: shown,
    olqsLacking: lacking,
    cap: scored.deciding?.name ?? (scored.tooLong ? 'length' : null),
    ...withSupport(testType, item.response),
  };
}

export function assessSession(input: AssessSessionInput): SessionAssessment {
  const ctx: AssessContext = { candidateAge: input.candidateAge, piqSummary: input.piqSummary };
  const items = input.items.map((item) => assessItem(input.testType, item, ctx));
  const n = items.length;
  // The overall score is the mean item score (each 1–5) with one decimal; 0 only for no answers.
  const mean = n === 0 ? 0 : items.reduce((sum, x) => sum + x.score, 0) / n;
  const overallScore = Math.round(mean * 10) / 10;
  const counts = new Map<OlqKey, number>();
  for (const item of items)
    for (const key of item.olqsShown) counts.set(key, (counts.get(key) ?? 0) + 1);
  const olqProfile = OLQS.map(({ key }) => {
    const count = counts.get(key) ?? 0;
    return { key, count, strength: n === 0 ? 0 : Math.round((count / n) * 100) / 100 };
  });
  return { overallScore, summary: summarise(input, items), olqProfile, items };
}
