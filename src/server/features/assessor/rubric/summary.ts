/**
 * The attempt summary (RUBRIC §1: "one answer is one data point"): the mean score in words and
 * the patterns that repeat across answers, with counts.
 */
import { olqLabel, type OlqKey } from '@/shared/olqs';
import type { ItemAssessment } from '@/shared/schemas/assessment';
import { MILITARY_STRICT } from './lexicons';
import type { AssessItemInput, AssessSessionInput } from './types';

interface Pattern {
  count: number;
  text: (count: number, total: number) => string;
}

const FEW = 2;

function countWhere(
  items: readonly ItemAssessment[],
  test: (x: ItemAssessment) => boolean,
): number {
  return items.filter(test).length;
}

const capIs =
  (...names: string[]) =>
  (x: ItemAssessment) =>
    x.cap !== null && names.includes(x.cap);

function militaryCount(inputs: readonly AssessItemInput[]): number {
  return inputs.filter((x) =>
    (x.response ?? '')
      .toLowerCase()
      .split(/[^a-z]+/)
      .some((w) => MILITARY_STRICT.has(w)),
  ).length;
}

export function summarise(input: AssessSessionInput, items: readonly ItemAssessment[]): string {
  const n = items.length;
  if (n === 0) return 'No answers to assess.';
  const inputs = input.items;
  const blank = inputs.filter((x) => !(x.response ?? '').trim()).length;
  const should = inputs.filter((x) => /\b(should|must|ought to)\b/i.test(x.response ?? '')).length;
  const patterns: Pattern[] = [
    {
      count: blank,
      text: (c, t) =>
        `${c} of ${t} ${c === 1 ? 'was' : 'were'} left blank (attempt every one, even briefly)`,
    },
    {
      count: should,
      text: (c, t) =>
        `${c} of ${t} answers preach with 'should' or 'must' instead of showing action`,
    },
    {
      count: militaryCount(inputs),
      text: (c) => `the army or war appears in ${c} answers (use the natural association instead)`,
    },
    {
      count: countWhere(items, capIs('cliche', 'generalisation')),
      text: (c, t) => `${c} of ${t} are slogans or general statements that reveal little about you`,
    },
    {
      count: countWhere(
        items,
        capIs('negative_affect', 'negative_ending', 'giving_up', 'panic_escape'),
      ),
      text: (c) => `${c} answers stay negative without a constructive turn`,
    },
    {
      count: countWhere(items, capIs('only_informing', 'single_step')),
      text: (c) => `${c} reactions stop at one step or only inform someone`,
    },
    {
      count: countWhere(items, capIs('no_outcome', 'passive_hero')),
      text: (c) => `${c} stories lack an outcome earned by the hero`,
    },
    {
      count: countWhere(
        items,
        (x) => x.cap === 'length' || x.improvements.some((i) => i.startsWith('Length:')),
      ),
      text: (c) => `${c} answers are too long for the time allowed`,
    },
    {
      count: countWhere(items, capIs('definition', 'boasting', 'fragment')),
      text: (c) => `${c} answers are definitions, boasts or fragments`,
    },
  ];
  // Blanks are always named; other patterns once they repeat.
  const repeated = patterns
    .filter((p, i) => p.count >= (i === 0 ? 1 : Math.min(FEW, n)))
    .sort((a, b) => b.count - a.count)
    .slice(0, 4);
  const mean = items.reduce((s, x) => s + x.score, 0) / n;
  const strong = items.filter((x) => x.score >= 4).length;
  const head = `Mean item score ${mean.toFixed(1)} on the 1–5 scale over ${n} answers; ${strong} scored 4 or 5.`;
  const patternText =
    repeated.length > 0 ? ` Patterns: ${repeated.map((p) => p.text(p.count, n)).join('; ')}.` : '';
  const counts = new Map<OlqKey, number>();
  for (const x of items) for (const k of x.olqsShown) counts.set(k, (counts.get(k) ?? 0) + 1);
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 2);
  const olqText =
    top.length > 0
      ? ` Most shown: ${top.map(([k, c]) => `${olqLabel(k).toLowerCase()} (${c})`).join(', ')}.`
      : ' No officer-like quality showed clearly yet.';
  return `${head}${patternText}${olqText}`;
}
