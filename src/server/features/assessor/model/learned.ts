/**
 * The learned scorer (model-v*.json, built by `npm run assess:train`): an ordinal model per test
 * group predicts the grade from the answer's features, and a classifier trained on the corpus's
 * antisocial patterns feeds the safety floor. Loaded once; null when no model file ships.
 */
import { readFileSync } from 'node:fs';
import type { AssessTestType, Judgement } from '../rubric/types';
import { features } from './features';
import { decodeNeighbours, knnFeatures, type KnnFile } from './knn';
import { lemmasOf, lexicalFeatures, type Lexicon } from './lexical';
import { expectedGrade, probability, type LogisticModel, type OrdinalModel } from './ordinal';
import { predictForest, type Forest } from './trees';

export type Group = 'wat' | 'srt' | 'story';
export const groupOf = (t: AssessTestType): Group => (t === 'tat' || t === 'ppdt' ? 'story' : t);

export const MODEL_FILE = 'model-v22.json';
const FLOOR_TO_DEFAULT = 2;

export interface GroupModel {
  ordinal: OrdinalModel;
  floor: LogisticModel | null;
  /** Floor probability at or above which the answer is antisocial when the model expects < 3.5. */
  floorThreshold: number;
  /** Floor probability at or above which the answer is antisocial whatever the model expects. */
  floorSure: number;
  /** Expected grade below which `floorThreshold` applies. */
  floorGate: number;
  /** Score a sure classifier floor holds the answer to (1 or 2; tuned on validation). */
  floorTo?: number;
  /** Rubric caps precise enough on the training data to hold whatever the model says. */
  hardCaps: string[];
  /** Word evidence counted on the training answers. */
  lexicon: Lexicon;
  /** Boosted trees on the grade, blended with the ordinal model: blend·ordinal + (1 − blend)·trees. */
  forest?: Forest;
  blend?: number;
  /** Boosted trees on the antisocial label, averaged with the logistic floor classifier. */
  floorForest?: Forest;
  /** Feature indices the floor classifier does not see (set to 0), e.g. corpus word evidence. */
  floorDrop?: number[];
  /** Feature indices the grade model does not see (set to 0). */
  gradeDrop?: number[];
  /**
   * A rubric floor cap (a rule matched a word of force or fear) is set aside when the classifier
   * gives the answer less than `ruleVetoP` AND the grade model expects at least `ruleVetoGate`:
   * "the storm hit", "broke my 5 km record", "killed mosquito larvae". Chosen on left-out rounds;
   * training lowers `ruleVetoP` below every antisocial training answer a rule caught.
   */
  ruleVetoP?: number;
  ruleVetoGate?: number;
  /**
   * Lemma sets of the antisocial training answers the classifier and the rules alone let through:
   * an answer that is a near-copy of one (Jaccard ≥ FLOOR_MEMORY_JACCARD) is held too. This keeps
   * the floor on every antisocial corpus answer without lowering the classifier's thresholds for
   * everyone (which floored good answers with words of force or fear on fresh sets).
   */
  floorMemory?: string[][];
  /** The training answers' word vectors and grades (learned-v17 on): features from the nearest. */
  knn?: KnnFile;
}

export const FLOOR_MEMORY_JACCARD = 0.8;

/** True when `lemmas` nearly copy one of the remembered antisocial answers. */
export function remembered(
  memory: readonly string[][] | undefined,
  lemmas: readonly string[],
): boolean {
  if (!memory || memory.length === 0 || lemmas.length === 0) return false;
  const mine = new Set(lemmas);
  return memory.some((m) => {
    let shared = 0;
    for (const l of m) if (mine.has(l)) shared += 1;
    return shared / (mine.size + m.length - shared) >= FLOOR_MEMORY_JACCARD;
  });
}

/** `x` with the listed features set to 0 (a logistic weight or a tree split on them is void). */
export function withoutFeatures(
  x: readonly number[],
  drop: readonly number[] | undefined,
): number[] {
  if (!drop || drop.length === 0) return x as number[];
  const out = [...x];
  for (const i of drop) out[i] = 0;
  return out;
}

/** Probability that an answer is antisocial: the logistic classifier, averaged with the floor
 * trees when the model has them (they catch combinations, e.g. a mild verb with a hostile aim). */
export function floorProbability(g: GroupModel, all: readonly number[]): number {
  if (!g.floor) return 0;
  const x = withoutFeatures(all, g.floorDrop);
  const linear = probability(g.floor, x);
  if (!g.floorForest) return linear;
  const trees = Math.min(1, Math.max(0, predictForest(g.floorForest, x)));
  return (linear + trees) / 2;
}

/** The blended expected grade, 1–5. */
export function expectedOf(g: GroupModel, all: readonly number[]): number {
  const x = withoutFeatures(all, g.gradeDrop);
  const ordinal = expectedGrade(g.ordinal, x);
  const blend = g.forest ? (g.blend ?? 1) : 1;
  if (blend >= 1 || !g.forest) return ordinal;
  const trees = Math.min(5, Math.max(1, predictForest(g.forest, x)));
  return blend * ordinal + (1 - blend) * trees;
}

export interface ModelFile {
  version: string;
  labels: Record<string, string>;
  features: string[];
  groups: Partial<Record<Group, GroupModel>>;
}

/**
 * Writer patterns that the safety floor covers: aggression, dishonest or unlawful acts, self-harm,
 * giving up (withdrawal, pessimism, escape, abandoning) and unresolved fear, condoning wrong.
 */
const ANTISOCIAL =
  /aggress|violen|hostil|dishonest|unlawful|cheat|steal|brib|lying|damag|vandal|self-harm|suicid|giving-up|give-up|fear|despair|pessimis|withdraw|resent|condon|ignoring|unethical|panic|escap|abandon|blam|indifferen|negative-ending|tragic/;
export const isAntisocialPattern = (pattern: string): boolean => {
  // Writers spell patterns with hyphens or underscores ("giving-up", "cap1_giving_up").
  const p = pattern.toLowerCase().replace(/_/g, '-');
  // The briefs since round 35 prefix every safety-floor case "safety_" ("safety-first" is a good one).
  if (/^safety-/.test(p) && !/^safety-first/.test(p)) return true;
  // A trap ("trap_steal_word_constructive", "fear_turned_own_action", "fear_managed_safety_closure")
  // or a positive pattern only names the word it plays on; "unresolved" fear stays antisocial.
  return (
    ANTISOCIAL.test(p) &&
    !/with-turn|good|overcome|constructive|managed|(^|-)turned|(^|-)resolved/.test(p) &&
    !/^(trap|pos|base)/.test(p)
  );
};

let cached: ModelFile | null | undefined;

export function loadModel(): ModelFile | null {
  if (cached !== undefined) return cached;
  try {
    cached = JSON.parse(
      readFileSync(new URL(`./${MODEL_FILE}`, import.meta.url), 'utf8'),
    ) as ModelFile;
  } catch {
    cached = null;
  }
  return cached;
}

/** Use this model instead of the shipped file (null: rules only; undefined: reload the file). */
export function useModel(model: ModelFile | null | undefined): void {
  cached = model;
}

export interface Learned {
  /** Expected grade, 1–5, before caps and the floor. */
  expected: number;
  /** Probability that the answer is antisocial (0 when the group has no floor classifier). */
  floorP: number;
  floorThreshold: number;
  floorSure: number;
  floorGate: number;
  floorTo: number;
  hardCaps: readonly string[];
  /** See GroupModel.ruleVetoP (0: rules' floor caps always hold). */
  ruleVetoP?: number;
  ruleVetoGate?: number;
  /** The answer nearly copies an antisocial training answer the classifier missed. */
  memoryHit?: boolean;
}

export function predict(
  testType: AssessTestType,
  j: Judgement,
  stimulus: string,
  response: string | null,
  model: ModelFile | null = loadModel(),
): Learned | null {
  const g = model?.groups[groupOf(testType)];
  if (!g) return null;
  const lemmas = lemmasOf(response);
  // Features are only ever appended: a model trained on fewer reads the first ones it knew.
  const base = features(j, stimulus, response);
  const known = model?.features.length ?? base.length;
  const x = [
    ...(known < base.length ? base.slice(0, known) : base),
    ...lexicalFeatures(lemmas, g.lexicon),
    ...(g.knn ? knnFeatures(decodeNeighbours(g.knn), base) : []),
  ];
  return {
    expected: expectedOf(g, x),
    floorP: floorProbability(g, x),
    floorThreshold: g.floorThreshold,
    floorSure: g.floorSure ?? g.floorThreshold,
    floorGate: g.floorGate ?? 3.5,
    floorTo: g.floorTo ?? FLOOR_TO_DEFAULT,
    hardCaps: g.hardCaps ?? [],
    ruleVetoP: g.ruleVetoP ?? 0,
    ruleVetoGate: g.ruleVetoGate ?? 6,
    memoryHit: remembered(g.floorMemory, lemmas),
  };
}
