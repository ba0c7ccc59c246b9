/**
 * Agreement of the rubric assessor with graded examples (RUBRIC.md §8).
 *
 *   npm run assess:eval -- [file] [--verbose]
 *
 * Reads a file in dev-set.json's schema (default ../shared/assessment/dev-set.json, relative to
 * the repo root), scores every item and prints one Spearman line per test type, then overall.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assessItem, type AssessTestType } from '../src/server/features/assessor/rubric/assess';
import { spearman } from '../src/server/features/assessor/rubric/spearman';

interface WatItem {
  word: string;
  response: string | null;
  grade: number;
}
interface SrtItem {
  situation: string;
  response: string | null;
  grade: number;
}
interface StoryItem {
  test?: string;
  picture?: string;
  story: string | null;
  grade: number;
}
interface DevSet {
  wat?: WatItem[];
  srt?: SrtItem[];
  story?: StoryItem[];
}

interface Row {
  group: 'wat' | 'srt' | 'story';
  grade: number;
  score: number;
  cap: string | null;
  label: string;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const verbose = args.includes('--verbose') || args.includes('-v');
const fileArg = args.find((a) => !a.startsWith('-'));
const file = fileArg
  ? path.resolve(process.cwd(), fileArg)
  : path.resolve(repoRoot, '../shared/assessment/dev-set.json');
const data = JSON.parse(readFileSync(file, 'utf8')) as DevSet;

/** PPDT when the item says so or carries a character-marking line; TAT otherwise. */
function storyType(item: StoryItem): AssessTestType {
  const test = (item.test ?? '').toLowerCase();
  if (test === 'ppdt' || test === 'tat') return test;
  return /^\s*characters?\s*[:-]/i.test(item.story ?? '') || /hazy/i.test(item.picture ?? '')
    ? 'ppdt'
    : 'tat';
}

const short = (s: string | null, n = 60) =>
  (s ?? '').length > n ? `${(s ?? '').slice(0, n)}…` : (s ?? '(blank)');

const rows: Row[] = [
  ...(data.wat ?? []).map((x) => {
    const a = assessItem('wat', { stimulus: x.word, response: x.response });
    return {
      group: 'wat' as const,
      grade: x.grade,
      score: a.score,
      cap: a.cap,
      label: `${x.word}: ${short(x.response)}`,
    };
  }),
  ...(data.srt ?? []).map((x) => {
    const a = assessItem('srt', { stimulus: x.situation, response: x.response });
    return {
      group: 'srt' as const,
      grade: x.grade,
      score: a.score,
      cap: a.cap,
      label: short(x.response),
    };
  }),
  ...(data.story ?? []).map((x) => {
    const type = storyType(x);
    const a = assessItem(type, {
      stimulus: x.picture ?? '',
      response: x.story,
      pictureDescription: x.picture,
    });
    return {
      group: 'story' as const,
      grade: x.grade,
      score: a.score,
      cap: a.cap,
      label: `${type}: ${short(x.story)}`,
    };
  }),
];

function line(name: string, subset: readonly Row[]): string {
  const rho = spearman(
    subset.map((r) => r.grade),
    subset.map((r) => r.score),
  );
  return `${name} spearman=${Number.isNaN(rho) ? 'n/a' : rho.toFixed(2)} n=${subset.length}`;
}

for (const group of ['wat', 'srt', 'story'] as const) {
  const subset = rows.filter((r) => r.group === group);
  if (verbose) {
    for (const r of subset)
      console.log(
        `  ${r.grade === r.score ? ' ' : '*'} grade=${r.grade} score=${r.score} cap=${r.cap ?? '-'}  ${r.label}`,
      );
  }
  console.log(line(group, subset));
}
console.log(line('overall', rows));
