/**
 * One answer as a numeric feature vector for the learned assessor: the rubric's judgement (score,
 * base, caps, criteria), parts of speech, agency, negation, sentiment, length, and word meaning
 * (content-word mean vector, similarity to the stimulus and to the concept directions).
 */
import { affect } from '../rubric/affect';
import { compose } from '../rubric/compose';
import { parse, type Parsed } from '../rubric/nlp';
import type { Judgement } from '../rubric/types';
import { CONCEPT_KEYS, CONCEPTS } from './concepts';
import { dims, dot, meanUnit, STOP, textVectors, vectorOf } from './embeddings';

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
  ];
}

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
  ];
}
