/**
 * Trains the learned assessor and writes src/server/features/assessor/model/model-v22.json.
 *
 *   npm run assess:train -- [--labels auto|graders|writer]
 *
 * Labels: `graders` = consensus of grader-a and grader-b (mean, rounded half up); `writer` = the
 * writers' intended grades (a stand-in until the graders finish); `auto` (default) = graders for a
 * test type whose two grader files exist, else writer. The dev set always uses its own grades.
 * The split (assessment/split.json) is made once by a fixed seed; λ is tuned on validation
 * only; the test split is scored once with the final model (trained on train + validation).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compose } from '../src/server/features/assessor/rubric/compose';
import { featureNames } from '../src/server/features/assessor/model/features';
import {
  MODEL_FILE,
  type GroupModel,
  type ModelFile,
} from '../src/server/features/assessor/model/learned';
import { GROUPS, loadCorpus, repoRoot, type LabelSource } from './assess-data';
import {
  rng,
  SEED,
  crossValidate,
  featurise,
  fitGroup,
  FLOOR_GRID,
  holdFloorOnAll,
  loadSplit,
  prepareNeighbours,
  rho,
  tuneFloorOnRounds,
  scoreRow,
  type Options,
} from './assess-model';

const args = process.argv.slice(2);
const labelArg = args[args.indexOf('--labels') + 1];
const labels: LabelSource = args.includes('--labels') ? (labelArg as LabelSource) : 'auto';
const floorTrees = !args.includes('--no-floor-trees');
// Features from the nearest training answers (model/knn.ts) for WAT and SRT; leave-one-round-out
// found no gain for stories (session 11: 0.922 → 0.922), so they do not carry the vectors.
const knnFor = (group: string) => !args.includes('--no-knn') && group !== 'story';
// --reuse-options <model file>: take each group's options (λ, the floor's thresholds) from an
// earlier model's metrics instead of searching them again (the search refits every group once
// per left-out round); --forest trees,rate,depth sets the grade trees' size (default 150,0.1,2).
const reuseFile = args.includes('--reuse-options')
  ? args[args.indexOf('--reuse-options') + 1]
  : undefined;
const reused = reuseFile
  ? (JSON.parse(
      readFileSync(path.join(repoRoot, 'src/server/features/assessor/model', reuseFile), 'utf8'),
    ) as { metrics: Record<string, { options: Options }> })
  : undefined;
const forestArg = args.includes('--forest')
  ? args[args.indexOf('--forest') + 1].split(',').map(Number)
  : undefined;
const forest = forestArg && { trees: forestArg[0], rate: forestArg[1], depth: forestArg[2] };
const LAMBDAS = [0.03, 0.1, 0.3, 1];
const FLOOR_LAMBDAS = [0.03, 0.3];
const THRESHOLDS = FLOOR_GRID;

function shuffleWith<T>(xs: T[]): T[] {
  const next = rng(SEED + 99);
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const k = Math.floor(next() * (i + 1));
    [out[i], out[k]] = [out[k], out[i]];
  }
  return out;
}

const fmt = (v: number) => (Number.isNaN(v) ? 'n/a' : v.toFixed(2));

const { items, sources } = loadCorpus(labels);
const split = loadSplit(items, true);
const rows = items.map(featurise);
const groups: ModelFile['groups'] = {};
const metrics: Record<string, unknown> = {};

for (const group of GROUPS) {
  const mine = rows.filter((r) => r.item.group === group);
  if (mine.length === 0) continue;
  const part = (p: string) => mine.filter((r) => split.get(r.item.id) === p);
  const [train, val, test] = [part('train'), part('val'), part('test')];
  const knn = knnFor(group);
  if (knn) prepareNeighbours(mine);
  let best: Options = {
    knn,
    lambda: LAMBDAS[0],
    floorLambda: 0.03,
    floorThreshold: 0.5,
    floorSure: 0.5,
    floorGate: 3.5,
    blend: 1,
    floorTo: 2,
  };
  let bestRho = -Infinity;
  if (reused) {
    best = { ...reused.metrics[group].options, knn, ...(forest ? { forest } : {}) };
    console.log(`  ${group}: options from ${reuseFile}: ${JSON.stringify(best)}`);
  } else if (forest) best.forest = forest;
  for (const lambda of reused ? [] : LAMBDAS)
    for (const floorLambda of FLOOR_LAMBDAS) {
      const fitted = fitGroup(train, {
        lambda,
        floorLambda,
        floorThreshold: 1,
        floorSure: 1,
        floorGate: 0,
        blend: 0.5,
        floorTo: 2,
        floorTrees,
        knn,
        forest,
      });
      // With and without the floor trees (the same fit, the trees dropped), chosen on validation.
      for (const useTrees of floorTrees ? [false, true] : [false])
        for (const [floorThreshold, floorSure, floorGate, blend, floorTo] of THRESHOLDS) {
          const o = {
            lambda,
            floorLambda,
            floorThreshold,
            floorSure,
            floorGate,
            blend,
            floorTo,
            floorTrees: useTrees,
            knn,
            ...(forest ? { forest } : {}),
          };
          const m = {
            ...fitted,
            floorForest: useTrees ? fitted.floorForest : undefined,
            floorThreshold,
            floorSure,
            floorGate,
            blend,
            floorTo,
          };
          const scores = val.map((x) => scoreRow(m, x));
          const r = rho(val, scores);
          const anti = val.filter((x) => x.item.antisocial);
          const held = anti.filter((x) => scoreRow(m, x) <= 2).length;
          // The floor must hold on at least 90% of unseen antisocial answers; then the best agreement.
          if (held >= 0.9 * anti.length && r > bestRho + 1e-9) [best, bestRho] = [o, r];
        }
    }
  // Searched options: the floor's thresholds are then chosen on the fresh rounds, each left out
  // in turn (answers written later, with new words), when there are any: see tuneFloorOnRounds.
  if (!reused) {
    console.log(
      `  ${group} validation: best spearman=${fmt(bestRho)} with ${JSON.stringify(best)}`,
    );
    const rounds = tuneFloorOnRounds([...train, ...val], best);
    if (Number.isFinite(rounds.mean)) {
      best = { ...best, ...rounds.floor };
      console.log(
        `  ${group} floor on left-out rounds: mean spearman=${fmt(rounds.mean)}, held ${rounds.held}, ${JSON.stringify(rounds.floor)}`,
      );
    }
  }
  const trainVal = [...train, ...val];
  const cv = crossValidate(trainVal, best);
  const model: GroupModel = fitGroup(trainVal, best);
  const testScores = test.map((x) => scoreRow(model, x));
  const testRho = rho(test, testScores);
  const rubricRho = rho(
    test,
    test.map((x) => compose(x.j).score),
  );
  const anti = test.filter((x) => x.item.antisocial);
  const held = anti.filter((x) => scoreRow(model, x) <= 2).length;
  // Figures are recorded; the shipped model is then refitted on every labelled item.
  const shipped = fitGroup(mine, best);
  // The floor must hold on every antisocial corpus answer (those that escape are remembered; logged).
  const memoryLog = holdFloorOnAll(shipped, mine);
  if (memoryLog) console.log(`  ${group}: ${memoryLog}`);
  const all = mine.filter((x) => x.item.antisocial);
  const heldAll = all.filter((x) => scoreRow(shipped, x) <= 2).length;
  groups[group] = shipped;
  metrics[group] = {
    labels: sources[group] ?? 'dev-set',
    options: best,
    n: { train: train.length, val: val.length, test: test.length },
    cvSpearman: Number(fmt(cv)),
    testSpearman: Number(fmt(testRho)),
    rubricTestSpearman: Number(fmt(rubricRho)),
    floorHeldTest: `${held}/${anti.length}`,
  };
  console.log(
    `${group}: hard caps [${shipped.hardCaps.join(', ')}] labels=${sources[group] ?? 'dev-set'} n=${train.length}/${val.length}/${test.length} λ=${best.lambda} ` +
      `cv=${fmt(cv)} test=${fmt(testRho)} (rules alone on test ${fmt(rubricRho)}) floor held on test antisocial ${held}/${anti.length}; shipped model (refit on all) holds on ${heldAll}/${all.length}`,
  );
}

// Few-shot examples for the LLM assessor: training-split corpus answers, every grade, distinct patterns.
const examples: Record<string, unknown[]> = {};
for (const group of GROUPS) {
  const pool = shuffleWith(
    rows.filter(
      (r) => r.item.group === group && r.item.pattern && split.get(r.item.id) === 'train',
    ),
  );
  const perGrade = group === 'story' ? 1 : 2;
  const grades = group === 'story' ? [1, 3, 5] : [1, 2, 3, 4, 5];
  examples[group] = grades.flatMap((grade) => {
    const seen = new Set<string>();
    return pool
      .filter((r) => r.item.grade === grade && (group !== 'story' || r.j.words <= 170))
      .filter((r) => !seen.has(r.item.pattern as string) && seen.add(r.item.pattern as string))
      .slice(0, perGrade)
      .map((r) => ({
        stimulus: r.item.stimulus,
        response: r.item.response,
        grade,
        pattern: r.item.pattern,
      }));
  });
}
const examplesOut = path.join(repoRoot, 'src/server/features/assessor/llm/examples.json');
writeFileSync(examplesOut, `${JSON.stringify(examples, null, 1)}\n`);
console.log(`wrote ${path.relative(repoRoot, examplesOut)}`);

const file: ModelFile & { metrics: unknown; trainedAt: string } = {
  version: `learned-v22-${labels}`,
  trainedAt: new Date().toISOString().slice(0, 10),
  labels: Object.fromEntries(Object.entries(sources)),
  features: featureNames(),
  metrics,
  groups,
};
const out = path.join(repoRoot, 'src/server/features/assessor/model', MODEL_FILE);
writeFileSync(out, `${JSON.stringify(file)}\n`);
console.log(
  `wrote ${path.relative(repoRoot, out)} (${(JSON.stringify(file).length / 1024).toFixed(0)} KB)`,
);
