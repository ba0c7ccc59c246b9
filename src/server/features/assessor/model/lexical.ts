/**
 * Corpus-learned word evidence: for each lemma (negated ones marked "not_"), how many training
 * answers with it were antisocial or not, and the sum of their grades. Features: the answer's
 * summed and strongest antisocial log-odds, and its lemmas' smoothed mean, lowest and highest
 * grade. Training rows leave themselves out. Only lemmas seen twice or more are shipped.
 */
import { parse } from '../rubric/nlp';
import { STOP } from './embeddings';

/** lemma → [antisocial answers, other tagged answers, answers, grade sum]. */
export interface Lexicon {
  docs: [number, number, number, number];
  counts: Record<string, [number, number, number, number]>;
}

export const LEXICAL_NAMES = [
  'lex_anti_sum',
  'lex_anti_max',
  'lex_grade_mean',
  'lex_grade_min',
  'lex_grade_max',
];

export function lemmasOf(response: string | null): string[] {
  const text = (response ?? '').trim();
  if (!text) return [];
  const out = new Set<string>();
  for (const t of parse(text).tokens)
    if (t.isWord && !STOP.has(t.lower) && /[a-z]/.test(t.lemma))
      out.add(`${t.neg ? 'not_' : ''}${t.lemma}`);
  return [...out];
}

export interface Doc {
  lemmas: string[];
  grade: number;
  anti: boolean | undefined;
}

const contribution = (d: Doc): [number, number, number, number] => [
  d.anti === true ? 1 : 0,
  d.anti === false ? 1 : 0,
  1,
  d.grade,
];

export function buildLexicon(docs: readonly Doc[], minCount = 1): Lexicon {
  const totals: [number, number, number, number] = [0, 0, 0, 0];
  const counts: Lexicon['counts'] = {};
  for (const d of docs) {
    const c = contribution(d);
    c.forEach((v, k) => (totals[k] += v));
    for (const l of d.lemmas) {
      const row = (counts[l] ??= [0, 0, 0, 0]);
      c.forEach((v, k) => (row[k] += v));
    }
  }
  for (const l of Object.keys(counts)) if (counts[l][2] < minCount) delete counts[l];
  return { docs: totals, counts };
}

/** Features of an answer's lemmas; `self` removes the answer's own contribution (training). */
export function lexicalFeatures(lemmas: readonly string[], lex: Lexicon, self?: Doc): number[] {
  const own = self ? contribution(self) : [0, 0, 0, 0];
  const [nA, nO, n, gSum] = lex.docs.map((v, k) => v - own[k]);
  const prior = n > 0 ? gSum / n : 3;
  const los: number[] = [];
  const grades: number[] = [];
  for (const l of lemmas) {
    const c = lex.counts[l];
    if (!c) continue;
    const [a, o, m, g] = c.map((v, k) => v - own[k]);
    if (m <= 0) continue;
    los.push(Math.log((a + 0.5) / (nA + 1)) - Math.log((o + 0.5) / (nO + 1)));
    grades.push((g + 3 * prior) / (m + 3));
  }
  if (grades.length === 0) return [0, 0, prior, prior, prior];
  return [
    los.reduce((s, x) => s + x, 0),
    Math.max(...los),
    grades.reduce((s, x) => s + x, 0) / grades.length,
    Math.min(...grades),
    Math.max(...grades),
  ];
}
