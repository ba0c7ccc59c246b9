/**
 * One answer as a numeric feature vector for the learned assessor: the rubric's judgement (score,
 * base, caps, criteria), parts of speech, agency, negation, sentiment, length, and word meaning
 * (content-word mean vector, similarity to the stimulus and to the concept directions).
 */
import { affect } from '../rubric/affect';
import { compose } from '../rubric/compose';
import { parse, type Parsed } from '../rubric/nlp';
import type { Judgement } from '../rubric/types';
import { CONCEPT_KEYS, CONCEPTS, NEGATIVE_CONCEPTS, type ConceptKey } from './concepts';
import { dims, dot, meanUnit, STOP, textVectors, vectorOf } from './embeddings';
import { FLOOR_CAPS } from './floor-caps';

const CAPS = [
  'blank',
  'stimulus_only',
  'off_topic',
  'weak_link',
  'negative_affect',
  'hostility',
  'dishonesty',
  'resentment',
  'preaching',
  'definition',
  'boasting',
  'fragment',
  'material',
  'cliche',
  'generalisation',
  'forced_defence',
  'panic_escape',
  'ignores_wrong',
  'dishonest_act',
  'unethical_compliance',
  'aggression',
  'blaming',
  'giving_up',
  'emotion_only',
  'waiting',
  'superhuman',
  'ignores_limitation',
  'vague',
  'only_informing',
  'single_step',
  'hedging',
  'ignores_people',
  'too_short',
  'unrelated',
  'negative_ending',
  'description',
  'short',
  'no_outcome',
  'passive_hero',
  'moral',
  'no_central_hero',
  'hero_age',
  'no_character_marking',
];
const CRITERIA = [
  'valid',
  'concrete_olq',
  'own_action',
  'action',
  'all_parts',
  'closure',
  'hero',
  'background',
  'outcome',
];
const POS = ['VERB', 'NOUN', 'PROPN', 'ADJ', 'ADV', 'PRON', 'AUX', 'ADP', 'NUM', 'CCONJ', 'SCONJ'];
const FIRST = new Set(['i', 'me', 'my', 'myself', 'we', 'us', 'our', 'ourselves']);
const THIRD = new Set(['he', 'she', 'they', 'him', 'her', 'them', 'his', 'their', 'people']);
const MODAL = new Set(['should', 'must', 'ought', 'need', 'have']);

let centroids: Float32Array[] | null = null;
function conceptCentroids(): Float32Array[] {
  centroids ??= CONCEPT_KEYS.map((k) => meanUnit(textVectors(CONCEPTS[k].join(' '))));
  return centroids;
}

export function featureNames(): string[] {
  return [
    'rubric_score',
    'rubric_base',
    'lowest_cap',
    'too_long',
    'blank',
    'olq_count',
    ...CAPS.map((c) => `cap_${c}`),
    ...CRITERIA.map((c) => `crit_${c}`),
    'words_ratio',
    'log_words',
    'sentences',
    ...POS.map((p) => `pos_${p}`),
    'negated',
    'first_person',
    'third_person',
    'modal',
    'opens_with_verb',
    'sent_score',
    'sent_per_word',
    'sent_neg',
    'sent_min',
    'stim_sim_mean',
    'stim_sim_max',
    'known_share',
    ...CONCEPT_KEYS.flatMap((k) => [`c_${k}_mean`, `c_${k}_max`]),
    ...Array.from({ length: dims() }, (_, i) => `emb_${i}`),
    // The rubric's score and lowest cap leaving out its floor caps (learned-v13 on): a grade model
    // that drops the floor-cap family still sees what the other rules say.
    'rubric_score_soft',
    'lowest_cap_soft',
    // Where the answer ends (learned-v13 on): "lost my wallet, filed an FIR" turns, "… so I
    // slapped him" does not; a word of force under a refusal ("refused to cheat") is countered.
    ...NEGATIVE_CONCEPTS.map((k) => `c_last_${k}`),
    'c_last_positive',
    'c_countered',
    'c_neg_turn',
    'sent_last',
  ];
}

/** Features that carry the rules' floor caps (the family `floorcap` of assess-model). */
export const FLOOR_CAP_FEATURES = new Set([
  'rubric_score',
  'lowest_cap',
  ...[...FLOOR_CAPS].map((c) => `cap_${c}`),
]);

function contentVectors(p: Parsed): {
  all: Float32Array[];
  affirmed: Float32Array[];
  words: number;
} {
  const all: Float32Array[] = [];
  const affirmed: Float32Array[] = [];
  let words = 0;
  for (const tok of p.tokens) {
    if (!tok.isWord) continue;
    words += 1;
    if (STOP.has(tok.lower) || tok.pos === 'PUNCT') continue;
    const v = vectorOf(tok.lower, tok.lemma);
    if (!v) continue;
    all.push(v);
    if (!tok.neg) affirmed.push(v);
  }
  return { all, affirmed, words };
}

export function features(j: Judgement, stimulus: string, response: string | null): number[] {
  const text = (response ?? '').trim();
  const p = parse(text || '.');
  const s = compose(j);
  const lowest = j.caps.reduce((m, c) => Math.min(m, c.level), 5);
  const words = p.tokens.filter((t) => t.isWord);
  const n = Math.max(1, words.length);
  const frac = (f: (t: (typeof words)[number]) => boolean) => words.filter(f).length / n;
  const a = affect(text);
  const scores = Object.values(a.words);
  const { all, affirmed } = contentVectors(p);
  const mean = meanUnit(all);
  const stim = textVectors(stimulus);
  const stimMean = meanUnit(stim);
  const maxSim = (vs: Float32Array[], target: Float32Array) =>
    vs.reduce((m, v) => Math.max(m, dot(v, target)), 0);
  const stimMax = stim.reduce((m, sv) => Math.max(m, maxSim(all, sv)), 0);
  const soft = softScore(j);
  const concepts = conceptCentroids().flatMap((c) => [dot(mean, c), maxSim(affirmed, c)]);
  return [
    s.score,
    j.base,
    lowest,
    s.tooLong ? 1 : 0,
    j.blank ? 1 : 0,
    new Set(j.olqs.map((h) => h.key)).size,
    ...CAPS.map((c) => (j.caps.some((h) => h.name === c) ? 1 : 0)),
    ...CRITERIA.map((c) => (j.criteria.some((x) => x.name === c && x.met) ? 1 : 0)),
    j.words / j.wordLimit,
    Math.log1p(j.words),
    p.sentences.length,
    ...POS.map((pos) => frac((t) => t.pos === pos)),
    frac((t) => t.neg),
    frac((t) => FIRST.has(t.lower)),
    frac((t) => THIRD.has(t.lower)),
    frac((t) => MODAL.has(t.lower)),
    words[0]?.pos === 'VERB' ? 1 : 0,
    Math.tanh(a.score / 5),
    a.score / n,
    a.negative.length,
    Math.min(0, ...scores),
    dot(mean, stimMean),
    stimMax,
    all.length / n,
    ...concepts,
    ...mean,
    soft.score,
    soft.lowest,
    ...endingFeatures(p),
  ];
}

/** Words after which the candidate resists what follows ("refused to", "stopped the fight"). */
const COUNTER = new Set([
  'refuse',
  'stop',
  'prevent',
  'avoid',
  'resist',
  'report',
  'quit',
  'decline',
  'reject',
  'oppose',
  'overcome',
  'control',
]);
/** Words that open a new clause for the answer's ending. */
const CLAUSE_OPENERS = new Set([
  'so',
  'but',
  'then',
  'still',
  'yet',
  'though',
  'although',
  'however',
]);
const POSITIVE_CONCEPTS = ['helping', 'initiative', 'achievement', 'planning'] as const;

/** The concepts' centroids, as conceptCentroids() holds them, picked by key. */
function centroidsOf(keys: readonly ConceptKey[]): Float32Array[] {
  const all = conceptCentroids();
  return keys.map((k) => all[CONCEPT_KEYS.indexOf(k)]);
}

function endingFeatures(p: Parsed): number[] {
  const neg = centroidsOf(NEGATIVE_CONCEPTS);
  const pos = centroidsOf(POSITIVE_CONCEPTS);
  // Clauses: split at punctuation and at the openers; each content word with its vector.
  const clauses: { v: Float32Array; countered: boolean; text: string }[][] = [[]];
  let counterLeft = 0;
  for (const tok of p.tokens) {
    if (!tok.isWord || CLAUSE_OPENERS.has(tok.lower)) {
      if (clauses[clauses.length - 1].length > 0) clauses.push([]);
      counterLeft = 0;
      if (!tok.isWord) continue;
    }
    if (COUNTER.has(tok.lemma)) {
      counterLeft = 3;
      continue;
    }
    const countered = counterLeft > 0 || tok.neg;
    counterLeft = Math.max(0, counterLeft - 1);
    if (STOP.has(tok.lower)) continue;
    const v = vectorOf(tok.lower, tok.lemma);
    if (v) clauses[clauses.length - 1].push({ v, countered, text: tok.text });
  }
  const filled = clauses.filter((c) => c.length > 0);
  const last = filled[filled.length - 1] ?? [];
  const before = filled.slice(0, -1).flat();
  const maxOf = (ws: typeof last, c: Float32Array, countered: boolean) =>
    ws.reduce((m, w) => (w.countered === countered ? Math.max(m, dot(w.v, c)) : m), 0);
  const lastNeg = neg.map((c) => maxOf(last, c, false));
  const all = filled.flat();
  const negBefore = Math.max(0, ...neg.map((c) => maxOf(before, c, false)));
  const lastText = last.map((w) => w.text).join(' ');
  return [
    ...lastNeg,
    Math.max(0, ...pos.map((c) => maxOf(last, c, false))),
    Math.max(0, ...neg.map((c) => maxOf(all, c, true))),
    before.length > 0 ? negBefore - Math.max(0, ...lastNeg) : 0,
    Math.tanh(affect(lastText).score / 3),
  ];
}

function softScore(j: Judgement): { score: number; lowest: number } {
  const caps = j.caps.filter((c) => !FLOOR_CAPS.has(c.name));
  return {
    score: compose({ ...j, caps }).score,
    lowest: caps.reduce((m, c) => Math.min(m, c.level), 5),
  };
}
