/**
 * Leave-one-round-out: how the learned assessor does on answers written after it was trained,
 * for choosing between model variants without touching the newest held-out round.
 *
 *   npm run assess:rounds [-- --group wat] [--no-floor-trees] [--misses] [--no-hold]
 *
 * --misses lists the answers of each left-out round scored two or more steps from their grade.
 *
 * --knn / --no-knn: with or without the four features from the nearest training answers
 * (model/knn.ts; default: as the shipped model was chosen). Session 11's experiment (vectors from
 * the raw words, v15's options, rounds 1-36): WAT mean 0.886 -> 0.898, better on 24 rounds, worse
 * on 4; floor 633 -> 634 of 665; SRT 0.916 -> 0.919, floor 438 -> 443 of 459; stories 0.922 -> 0.922.
 *
 * For each fresh round already in TRAINING_SETS, fits every group on all other labelled items
 * (corpus, dev set, the other rounds) with the options the shipped model was chosen with, holds
 * the floor on all of them as training does, and scores the left-out round. Random k-fold CV
 * shares words and templates between folds; a left-out round was written later, with new words.
 */
import { readFileSync } from 'node:fs';
import { GROUPS, loadCorpus, roundOf } from './assess-data';
import {
  featurise,
  fitGroup,
  holdFloorOnAll,
  prepareNeighbours,
  rho,
  scoreDetail,
  scoreRow,
  type FeatureFamily,
  tuneFloorOnRounds,
  type Options,
} from './assess-model';
import { MODEL_FILE } from '../src/server/features/assessor/model/learned';

const args = process.argv.slice(2);
const only = args.includes('--group') ? args[args.indexOf('--group') + 1] : undefined;
const model = JSON.parse(
  readFileSync(
    new URL(`../src/server/features/assessor/model/${MODEL_FILE}`, import.meta.url),
    'utf8',
  ),
) as { metrics: Record<string, { options: Options }> };
const { items } = loadCorpus('auto');
const rows = items.map(featurise);
const rounds = [...new Set(items.map((x) => roundOf(x.id)).filter((r) => r !== null))].sort();
const fmt = (v: number) => v.toFixed(2);

for (const group of GROUPS.filter((g) => !only || g === only)) {
  const mine = rows.filter((r) => r.item.group === group);
  const options = { ...model.metrics[group].options };
  if (args.includes('--no-floor-trees')) options.floorTrees = false;
  if (args.includes('--floor-trees')) options.floorTrees = true;
  const families = (flag: string) =>
    args.includes(flag) ? (args[args.indexOf(flag) + 1].split(',') as FeatureFamily[]) : undefined;
  options.floorDrop = families('--floor-drop') ?? options.floorDrop;
  options.gradeDrop = families('--grade-drop') ?? options.gradeDrop;
  if (args.includes('--veto')) {
    const [vp, vg] = args[args.indexOf('--veto') + 1].split(',').map(Number);
    options.ruleVetoP = vp;
    options.ruleVetoGate = vg;
  }
  if (args.includes('--floor-lambda'))
    options.floorLambda = Number(args[args.indexOf('--floor-lambda') + 1]);
  if (args.includes('--knn')) options.knn = true;
  if (args.includes('--no-knn')) options.knn = false;
  if (options.knn) prepareNeighbours(mine);
  const figures: string[] = [];
  let sum = 0;
  const totals = { held: 0, anti: 0, goodFloored: 0, good: 0, antiHigh: 0 };
  for (const round of rounds) {
    const train = mine.filter((r) => roundOf(r.item.id) !== round);
    const test = mine.filter((r) => roundOf(r.item.id) === round);
    const m = fitGroup(train, options);
    if (!args.includes('--no-hold')) holdFloorOnAll(m, train);
    const scores = test.map((r) => scoreRow(m, r));
    const r = rho(test, scores);
    const anti = test.filter((x) => x.item.antisocial);
    const held = anti.filter((x) => scoreRow(m, x) <= 2).length;
    const goodFloored = test.filter(
      (x, i) => (x.item.grade as number) >= 4 && scores[i] <= 2,
    ).length;
    if (args.includes('--misses'))
      test.forEach((x, i) => {
        const grade = x.item.grade as number;
        if (Math.abs(scores[i] - grade) < 2) return;
        const d = scoreDetail(m, x);
        const why = `expected ${d.expected.toFixed(1)} floorP ${d.floorP.toFixed(2)}${d.floored ? ' FLOOR' : ''} cap ${d.cap ?? '-'}`;
        console.log(
          `  miss r${round} ${x.item.id} graded ${grade} scored ${scores[i]} (${why}) [${x.item.pattern ?? ''}] ${x.item.stimulus} → ${x.item.response ?? ''}`,
        );
      });
    sum += r;
    totals.held += held;
    totals.anti += anti.length;
    totals.antiHigh += test.filter((x, i) => x.item.antisocial && scores[i] >= 4).length;
    totals.goodFloored += goodFloored;
    totals.good += test.filter((x) => (x.item.grade as number) >= 4).length;
    figures.push(
      `r${round}=${fmt(r)} (floor ${held}/${anti.length}, grade≥4 held ≤2: ${goodFloored})`,
    );
  }
  console.log(`${group}: mean ${fmt(sum / rounds.length)} | ${figures.join(' | ')}`);
  console.log(
    `  ${group} all rounds: floor held ${totals.held}/${totals.anti} (antisocial scored ≥4: ${totals.antiHigh}), graded ≥4 held ≤2: ${totals.goodFloored}/${totals.good}`,
  );
  if (args.includes('--tune')) {
    const t = tuneFloorOnRounds(mine, options);
    console.log(
      `  ${group} floor tuned on left-out rounds: mean ${fmt(t.mean)}, floor held ${t.held} with ${JSON.stringify(t.floor)}`,
    );
  }
}
