/**
 * Graded few-shot examples for the LLM assessor, drawn from the training split of the corpus by
 * `npm run assess:train` (examples.json): per test group, answers at every grade with the pattern
 * the writer meant, so the model sees where this product draws each line.
 */
import { readFileSync } from 'node:fs';
import type { AssessTestType } from '../assessor';

export interface Example {
  stimulus: string;
  response: string | null;
  grade: number;
  pattern?: string;
}

type Examples = Partial<Record<'wat' | 'srt' | 'story', Example[]>>;

let cached: Examples | undefined;

function load(): Examples {
  if (cached) return cached;
  try {
    cached = JSON.parse(
      readFileSync(new URL('./examples.json', import.meta.url), 'utf8'),
    ) as Examples;
  } catch {
    cached = {};
  }
  return cached;
}

const label = (t: AssessTestType) => (t === 'wat' ? 'Word' : t === 'srt' ? 'Situation' : 'Picture');

/** The examples block of the prompt for one test type ('' when none ship). */
export function examplesBlock(testType: AssessTestType): string {
  const group = testType === 'tat' || testType === 'ppdt' ? 'story' : testType;
  const list = load()[group] ?? [];
  if (list.length === 0) return '';
  const lines = list.map(
    (e) =>
      `${label(testType)}: ${e.stimulus}\nResponse: ${e.response ?? '(blank)'}\nScore: ${e.grade}${e.pattern ? ` (${e.pattern.replace(/-/g, ' ')})` : ''}`,
  );
  return `Graded examples from this product's reference set (score like these):\n\n${lines.join('\n\n')}`;
}
