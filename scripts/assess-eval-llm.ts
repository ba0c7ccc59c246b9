/**
 * Scores items through the configured OpenAI-compatible model (the same assessor the server uses,
 * few-shot prompt and safety floor included), in small batches per test type.
 */
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { createAssessor } from '../src/server/features/assessor';
import type { Item } from './assess-data';

const BATCH = { wat: 15, srt: 10, tat: 2, ppdt: 2 } as const;

export async function llmScores(items: readonly Item[]): Promise<number[]> {
  const env = loadEnv();
  if (!env.OPENAI_BASE_URL || !env.OPENAI_API_KEY || !env.AI_MODEL)
    throw new Error(
      '--assessor llm needs OPENAI_BASE_URL, OPENAI_API_KEY and AI_MODEL (see README)',
    );
  const assessor = createAssessor({ ...env, AI_FALLBACK: 'none' }, createLogger('warn'));
  const scores = new Array<number>(items.length).fill(3);
  for (const type of ['wat', 'srt', 'tat', 'ppdt'] as const) {
    const idx = items.map((x, i) => (x.testType === type ? i : -1)).filter((i) => i >= 0);
    for (let from = 0; from < idx.length; from += BATCH[type]) {
      const batch = idx.slice(from, from + BATCH[type]);
      const out = await assessor.assess({
        testType: type,
        items: batch.map((i) => ({
          stimulus: items[i].stimulus,
          response: items[i].response,
          pictureDescription: items[i].pictureDescription,
        })),
      });
      out.result.items.forEach((a, k) => (scores[batch[k]] = a.score));
      process.stderr.write(
        `  llm ${type} ${Math.min(from + BATCH[type], idx.length)}/${idx.length}\r`,
      );
    }
  }
  return scores;
}
