/**
 * Training pieces shared by assess-train.ts and assess-eval.ts: the fixed split, features per item,
 * fitting one group's model, scoring with it, k-fold cross-validation.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { judge } from '../src/server/features/assessor/rubric/assess';
import { spearman } from '../src/server/features/assessor/rubric/spearman';
import type { Judgement } from '../src/server/features/assessor/rubric/types';
import {
  FLOOR_CAP_FEATURES,
  featureNames,
  features,
} from '../src/server/features/assessor/model/features';
import { finalScore } from '../src/server/features/assessor/model/floor';
import {
  expectedOf,
  remembered,
  floorProbability,
  withoutFeatures,
  type GroupModel,
} from '../src/server/features/assessor/model/learned';
import { fitForest } from '../src/server/features/assessor/model/trees';
import { dims } from '../src/server/features/assessor/model/embeddings';
import {
  answerVector,
  decodeNeighbours,
  encodeNeighbours,
  featuresOf,
  nearest,
  similarity,
  type KnnFile,
  type Neighbours,
} from '../src/server/features/assessor/model/knn';
import {
  buildLexicon,
  LEXICAL_NAMES,
  lemmasOf,
  lexicalFeatures,
  type Doc,
} from '../src/server/features/assessor/model/lexical';
import { fitLogistic, fitOrdinal } from '../src/server/features/assessor/model/ordinal';
import { repoRoot, roundOf, type Item } from './assess-data';

export const SEED = 20261124;
export const splitFile = path.join(repoRoot, 'assessment/split.json');
export type Part = 'train' | 'val' | 'test';

/** Deterministic PRNG (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(xs: T[], next: () => number): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const k = Math.floor(next() * (i + 1));
    [out[i], out[k]] = [out[k], out[i]];
  }
  return out;
}

const hash = (s: string) =>
  [...s].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);

/**
 * The split, made once: ids already in split.json keep their part; new corpus ids are shuffled with
 * the fixed seed within each (group, grade) stratum and dealt 3:1:1 to train/val/test. Dev-set
 * items are always train (the dev set was used to write the rules).
 */
export function loadSplit(items: readonly Item[], write: boolean): Map<string, Part> {
  const saved = existsSync(splitFile)
    ? (JSON.parse(readFileSync(splitFile, 'utf8')) as { parts: Record<string, Part> }).parts
    : {};
  const parts = new Map<string, Part>(Object.entries(saved));
  const fresh = items.filter((x) => !parts.has(x.id));
  const strata = new Map<string, Item[]>();
  for (const x of fresh) {
    if (x.id.startsWith('dev-')) parts.set(x.id, 'train');
    else strata.set(`${x.group}:${x.grade}`, [...(strata.get(`${x.group}:${x.grade}`) ?? []), x]);
  }
  const deal: Part[] = ['train', 'val', 'train', 'test', 'train'];
  for (const [key, xs] of [...strata].sort(([a], [b]) => a.localeCompare(b))) {
    const offset = Object.values(saved).length % 5;
    shuffle(xs, rng(SEED ^ hash(key))).forEach((x, i) => parts.set(x.id, deal[(i + offset) % 5]));
  }
  if (write && fresh.length > 0) {
    const sorted = Object.fromEntries([...parts].sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(
      splitFile,
      `${JSON.stringify({ seed: SEED, ratio: 'train:val:test = 3:1:1', parts: sorted }, null, 1)}\n`,
    );
  }
  return parts;
}

export interface Row {
  item: Item;
  x: number[];
  j: Judgement;
  lemmas: string[];
  v?: Float32Array;
}

/**
 * Nearest graded answers (model/knn.ts). Each featurised row's nearest rows among every row of its
 * group are found once (prepareNeighbours); a model fitted on a subset reads them filtered to its
 * own rows, so the cross-validation and left-out-round fits do not scan all answers again.
 */
const CACHED = 48;
interface Universe {
  nb: Neighbours;
  index: Map<Row, number>;
  rows: Row[];
  top: { s: number; i: number }[][];
}
const universeOf = new WeakMap<Row, Universe>();
const vecOf = (r: Row) => (r.v ??= answerVector(r.x, dims()));

function neighboursOf(rows: readonly Row[]): Neighbours {
  return decodeNeighbours(
    encodeNeighbours(
      rows.map(vecOf),
      rows.map((r) => r.item.grade as number),
      rows.map((r) => r.item.antisocial),
    ),
  );
}

/** Finds every row's nearest rows in its group once (call after featurising a group). */
export function prepareNeighbours(rows: readonly Row[]): void {
  const u: Universe = {
    nb: neighboursOf(rows),
    index: new Map(rows.map((r, i) => [r, i])),
    rows: [...rows],
    top: [],
  };
  u.top = rows.map((r, i) => nearest(u.nb, vecOf(r), CACHED, i));
  for (const r of rows) universeOf.set(r, u);
}

/** The rows a fitted model's neighbours were made from (script side, for the cache). */
const modelRows = new WeakMap<KnnFile, Map<Row, number>>();

/** kNN features of `row` under a model's neighbours; `leaveOut`: the row itself does not count. */
function knnOf(file: KnnFile, row: Row, leaveOut: boolean): number[] {
  const nb = decodeNeighbours(file);
  const members = modelRows.get(file);
  const u = universeOf.get(row);
  const mine = members?.get(row);
  if (u && members) {
    const top: { s: number; i: number }[] = [];
    if (mine !== undefined && !leaveOut) top.push({ s: similarity(nb, vecOf(row), mine), i: mine });
    for (const t of u.top[u.index.get(row) as number]) {
      if (top.length >= nb.k) break;
      const at = members.get(u.rows[t.i]);
      if (at !== undefined) top.push({ s: t.s, i: at });
    }
    if (top.length >= nb.k || top.length >= members.size - (leaveOut ? 1 : 0))
      return featuresOf(nb, top);
  }
  return featuresOf(nb, nearest(nb, vecOf(row), nb.k, leaveOut && mine !== undefined ? mine : -1));
}

const docOf = (r: Row): Doc => ({
  lemmas: r.lemmas,
  grade: r.item.grade as number,
  anti: r.item.antisocial,
});

export function featurise(item: Item): Row {
  const j = judge(item.testType, item, {});
  const stimulus = item.pictureDescription ?? item.stimulus;
  return { item, x: features(j, stimulus, item.response), j, lemmas: lemmasOf(item.response) };
}

export interface Options {
  lambda: number;
  floorLambda: number;
  /** Floor probability thresholds (see floorByModel), tuned on validation. */
  floorThreshold: number;
  floorSure: number;
  floorGate: number;
  /** Weight of the ordinal model against the boosted trees (1: no trees). */
  blend: number;
  /** Score a sure classifier floor holds the answer to. */
  floorTo: number;
  /** Average boosted trees into the floor classifier. */
  floorTrees?: boolean;
  /** Feature families hidden from the floor classifier / the grade model. */
  floorDrop?: FeatureFamily[];
  gradeDrop?: FeatureFamily[];
  /** Set a rule's floor cap aside below this floor probability … (GroupModel.ruleVetoP) */
  ruleVetoP?: number;
  /** … when the grade model expects at least this. */
  ruleVetoGate?: number;
  /** Features from the nearest training answers (model/knn.ts). */
  knn?: boolean;
  /** The grade trees' size (default 150 trees of depth 2, rate 0.1). */
  forest?: { trees: number; rate: number; depth?: number };
}

/** [ruleVetoP, ruleVetoGate] combinations searched on the left-out rounds ([0, 6]: no veto). */
export const VETO_GRID = [
  [0, 6],
  [0.3, 3.5],
  [0.45, 3.5],
  [0.6, 3.0],
  [0.6, 3.5],
];

/** [floorThreshold, floorSure, floorGate, blend, floorTo] combinations searched on validation. */
export const FLOOR_GRID = [0.2, 0.3, 0.4, 0.5].flatMap((low) =>
  [0.5, 0.6, 0.7, 0.8, 0.9]
    .filter((high) => high >= low)
    .flatMap((high) =>
      [3.5, 4, 4.5].flatMap((gate) =>
        [1, 0.6, 0.3, 0].flatMap((b) => [2, 1].map((to) => [low, high, gate, b, to])),
      ),
    ),
);

export type FeatureFamily = 'lex' | 'emb' | 'concept' | 'pos' | 'floorcap';
/** Indices of a family in the full feature vector (base features, then the lexical ones). */
export function familyIndices(families: readonly FeatureFamily[] | undefined): number[] {
  if (!families || families.length === 0) return [];
  const names = [...featureNames(), ...LEXICAL_NAMES];
  const prefix: Record<Exclude<FeatureFamily, 'floorcap'>, string> = {
    lex: 'lex_',
    emb: 'emb_',
    concept: 'c_',
    pos: 'pos_',
  };
  const inFamily = (f: FeatureFamily, n: string) =>
    f === 'floorcap' ? FLOOR_CAP_FEATURES.has(n) : n.startsWith(prefix[f]);
  return names.flatMap((n, i) => (families.some((f) => inFamily(f, n)) ? [i] : []));
}

/** Ordinal grade model plus the antisocial classifier (on items with a writer pattern). */
export function fitGroup(input: readonly Row[], o: Options): GroupModel {
  const docs = input.map(docOf);
  const lexicon = buildLexicon(docs);
  const knn = o.knn
    ? encodeNeighbours(
        input.map(vecOf),
        input.map((r) => r.item.grade as number),
        input.map((r) => r.item.antisocial),
      )
    : undefined;
  if (knn) modelRows.set(knn, new Map(input.map((r, i) => [r, i])));
  // Each training row counts words without itself.
  const rows = input.map((r, i) => ({
    ...r,
    x: [
      ...r.x,
      ...lexicalFeatures(r.lemmas, lexicon, docs[i]),
      ...(knn ? knnOf(knn, r, true) : []),
    ],
  }));
  const floorDrop = familyIndices(o.floorDrop);
  const gradeDrop = familyIndices(o.gradeDrop);
  const gx = rows.map((r) => withoutFeatures(r.x, gradeDrop));
  const ordinal = fitOrdinal(
    gx,
    rows.map((r) => r.item.grade as number),
    { lambda: o.lambda },
  );
  const forest =
    o.blend < 1
      ? fitForest(
          gx,
          rows.map((r) => r.item.grade as number),
          { trees: o.forest?.trees ?? 150, rate: o.forest?.rate ?? 0.1, depth: o.forest?.depth },
        )
      : undefined;
  const tagged = rows.filter((r) => r.item.antisocial !== undefined);
  const positives = tagged.filter((r) => r.item.antisocial).length;
  const hardCaps = preciseCaps(rows);
  if (positives < 3)
    return {
      ...(knn ? { knn } : {}),
      ordinal,
      floor: null,
      floorThreshold: 1,
      floorSure: 1,
      floorGate: 0,
      hardCaps,
      lexicon,
      forest,
      blend: o.blend,
      gradeDrop,
    };
  const fx = tagged.map((r) => withoutFeatures(r.x, floorDrop));
  const floor = fitLogistic(
    fx,
    tagged.map((r) => Boolean(r.item.antisocial)),
    { lambda: o.floorLambda },
  );
  const floorForest = o.floorTrees
    ? fitForest(
        fx,
        tagged.map((r) => (r.item.antisocial ? 1 : 0)),
        { trees: 100, rate: 0.1 },
      )
    : undefined;
  return {
    ...(knn ? { knn } : {}),
    ordinal,
    floor,
    floorThreshold: o.floorThreshold,
    floorSure: o.floorSure,
    floorGate: o.floorGate,
    floorTo: o.floorTo,
    forest,
    blend: o.blend,
    floorForest,
    hardCaps,
    lexicon,
    floorDrop,
    gradeDrop,
    ...(o.ruleVetoP ? { ruleVetoP: o.ruleVetoP, ruleVetoGate: o.ruleVetoGate ?? 3.5 } : {}),
  };
}

/**
 * Caps that held on the training data: fired on at least 5 items and the grade was at or below
 * the cap's level on at least 90% of them. These keep their level whatever the model says.
 */
export function preciseCaps(rows: readonly Row[]): string[] {
  const stats = new Map<string, { n: number; held: number }>();
  for (const r of rows)
    for (const cap of new Set(r.j.caps)) {
      const s = stats.get(cap.name) ?? { n: 0, held: 0 };
      s.n += 1;
      if ((r.item.grade as number) <= cap.level) s.held += 1;
      stats.set(cap.name, s);
    }
  return [...stats]
    .filter(([, s]) => s.n >= 5 && s.held >= 0.9 * s.n)
    .map(([name]) => name)
    .sort();
}

/** The product's final score for a featurised item under a group model. */
export function scoreRow(m: GroupModel, row: Row): number {
  return scoreDetail(m, row).score;
}

/** The grade model's expected grade and the floor's probability of a row under a model; they do
 * not depend on the thresholds, so threshold searches reuse them (keyed on the fitted parts). */
const predictions = new WeakMap<
  object,
  Map<string, WeakMap<Row, { expected: number; floorP: number }>>
>();
function predictRow(m: GroupModel, row: Row): { expected: number; floorP: number } {
  let byVariant = predictions.get(m.ordinal);
  if (!byVariant) predictions.set(m.ordinal, (byVariant = new Map()));
  const variant = `${m.blend ?? 1}|${m.forest ? 1 : 0}|${m.floorForest ? 1 : 0}|${m.floor ? 1 : 0}`;
  let byRow = byVariant.get(variant);
  if (!byRow) byVariant.set(variant, (byRow = new WeakMap()));
  let p = byRow.get(row);
  if (!p) {
    const x = [
      ...row.x,
      ...lexicalFeatures(row.lemmas, m.lexicon),
      ...(m.knn ? knnOf(m.knn, row, false) : []),
    ];
    p = { expected: expectedOf(m, x), floorP: floorProbability(m, x) };
    byRow.set(row, p);
  }
  return p;
}

/** The score with what made it: the grade model's expected grade, the floor's probability, the cap. */
export function scoreDetail(m: GroupModel, row: Row) {
  const { expected, floorP } = predictRow(m, row);
  const learned = {
    expected,
    floorP,
    floorThreshold: m.floorThreshold,
    floorSure: m.floorSure,
    floorGate: m.floorGate,
    floorTo: m.floorTo ?? 2,
    hardCaps: m.hardCaps,
    ruleVetoP: m.ruleVetoP ?? 0,
    ruleVetoGate: m.ruleVetoGate ?? 6,
    memoryHit: remembered(m.floorMemory, row.lemmas),
  };
  const { scored, explains, floor } = finalScore(row.j, row.item.response, learned);
  return {
    score: scored.score,
    /** The floor fired: no strength is quoted, whatever the score. */
    fired: floor !== null,
    expected,
    floorP,
    floored: explains,
    cap: scored.deciding?.name ?? null,
    remembered: learned.memoryHit,
  };
}

export function rho(rows: readonly Row[], scores: readonly number[]): number {
  return spearman(
    rows.map((r) => r.item.grade as number),
    scores,
  );
}

/** Pooled out-of-fold Spearman over k stratified folds (fixed seed). */
export function crossValidate(rows: readonly Row[], o: Options, k = 5): number {
  const order = shuffle([...rows], rng(SEED + 7)).sort(
    (a, b) => (a.item.grade as number) - (b.item.grade as number),
  );
  const fold = new Map(order.map((r, i) => [r, i % k]));
  const scores = new Map<Row, number>();
  for (let f = 0; f < k; f += 1) {
    const m = fitGroup(
      rows.filter((r) => fold.get(r) !== f),
      o,
    );
    for (const r of rows.filter((x) => fold.get(x) === f)) scores.set(r, scoreRow(m, r));
  }
  return rho(
    rows,
    rows.map((r) => scores.get(r) as number),
  );
}

/**
 * The floor must hold on every antisocial answer the model is fitted on ("held": floored, so no
 * strength is quoted, and scored 2 or less). The ones the classifier and the rules let through
 * are remembered (GroupModel.floorMemory): a near-copy of one is held. The thresholds stay where
 * the left-out rounds put them; lowering them for a few hard training answers floored good answers
 * with words of force or fear on every fresh set. Mutates `m`; returns a log line.
 */
export function holdFloorOnAll(
  m: GroupModel,
  rows: readonly Row[],
  describe = true,
): string | null {
  m.floorMemory = undefined;
  const escapes = (x: Row) => {
    const d = scoreDetail(m, x);
    return d.score > 2 || !d.fired;
  };
  const escaped = rows.filter((x) => x.item.antisocial && escapes(x));
  if (escaped.length === 0) return null;
  m.floorMemory = escaped.map((x) => [...x.lemmas].sort());
  if (!describe) return null;
  const still = escaped.filter(escapes).map((x) => x.item.id);
  const goodHeld = rows.filter((x) => (x.item.grade as number) >= 3 && scoreRow(m, x) <= 2).length;
  return `${escaped.length} antisocial answers escaped the classifier and the rules; remembered (${escaped.map((x) => x.item.id).join(', ')})${still.length ? `; STILL ESCAPING: ${still.join(', ')}` : ''} (answers graded ≥3 held at ≤2: ${goodHeld})`;
}

export interface FloorChoice {
  floor: Pick<
    Options,
    | 'floorThreshold'
    | 'floorSure'
    | 'floorGate'
    | 'floorTo'
    | 'ruleVetoP'
    | 'ruleVetoGate'
    | 'floorTrees'
  >;
  /** Mean Spearman over the left-out rounds, and the floor's hold on their antisocial answers. */
  mean: number;
  held: string;
}

/**
 * The safety floor's thresholds chosen on answers written after the model's training data: for
 * each fresh round (ids "…-fN-…") the group is fitted on everything else (the floor held on all of
 * it, as shipped), and the thresholds (and whether the floor trees join the classifier) with the
 * best mean Spearman on the left-out rounds win, provided the floor holds on at least 95% of their
 * antisocial answers (90% before learned-v9). Random validation folds share words and templates
 * with training and pick a floor that fires too readily on new words.
 */
export function tuneFloorOnRounds(rows: readonly Row[], options: Options): FloorChoice {
  const rounds = [...new Set(rows.map((r) => roundOf(r.item.id)))].filter(
    (r): r is number => r !== null,
  );
  const fits = rounds.map((round) => {
    const train = rows.filter((r) => roundOf(r.item.id) !== round);
    return {
      // Fitted with the floor trees; the variants without them drop the trees from the same fit.
      m: fitGroup(train, { ...options, floorTrees: true }),
      train,
      test: rows.filter((r) => roundOf(r.item.id) === round),
    };
  });
  let best: FloorChoice = {
    floor: {
      floorThreshold: options.floorThreshold,
      floorSure: options.floorSure,
      floorGate: options.floorGate,
      floorTo: options.floorTo,
      ruleVetoP: options.ruleVetoP,
      ruleVetoGate: options.ruleVetoGate,
      floorTrees: options.floorTrees,
    },
    mean: -Infinity,
    held: '',
  };
  const seen = new Set<string>();
  const grid = FLOOR_GRID.flatMap(([t, s, g, , to]) =>
    VETO_GRID.flatMap(([vp, vg]) => [0, 1].map((trees) => [t, s, g, to, vp, vg, trees])),
  );
  for (const point of grid) {
    const [floorThreshold, floorSure, floorGate, floorTo, ruleVetoP, ruleVetoGate] = point;
    const floorTrees = point[6] === 1;
    const key = point.join();
    if (seen.has(key) || fits.length === 0) continue;
    seen.add(key);
    let sum = 0;
    let held = 0;
    let anti = 0;
    const floor = {
      floorThreshold,
      floorSure,
      floorGate,
      floorTo,
      ruleVetoP,
      ruleVetoGate,
      floorTrees,
    };
    for (const f of fits) {
      const m = { ...f.m, ...floor, floorForest: floorTrees ? f.m.floorForest : undefined };
      holdFloorOnAll(m, f.train, false);
      const scores = f.test.map((r) => scoreRow(m, r));
      sum += rho(f.test, scores);
      f.test.forEach((r, i) => {
        if (!r.item.antisocial) return;
        anti += 1;
        if (scores[i] <= 2) held += 1;
      });
    }
    const mean = sum / fits.length;
    if (held >= 0.95 * anti && mean > best.mean + 1e-9)
      best = {
        floor,
        mean,
        held: `${held}/${anti}`,
      };
  }
  return best;
}
