/**
 * Agreement of the assessor with graded answers (Spearman per test type).
 *
 *   npm run assess:eval                       the protocol on the corpus: graders' ceiling,
 *                                             k-fold CV on train+validation, the untouched test split
 *   npm run assess:eval -- --labels writer    label source: auto (default) | graders | writer
 *   npm run assess:eval -- <path> [--grades <path>] [--verbose]
 *                                             any other set with the SHIPPED assessor: a dev-set-format
 *                                             file, or a folder of {wat,srt,story}.json whose grades
 *                                             come inline, from --grades (file, or folder of grader
 *                                             folders → consensus), or from <folder>/grades/
 *   npm run assess:eval -- <path> --assessor llm
 *                                             the same through the configured OpenAI-compatible model
 *                                             (OPENAI_BASE_URL, OPENAI_API_KEY, AI_MODEL)
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { assessItem } from '../src/server/features/assessor/rubric/assess';
import { spearman } from '../src/server/features/assessor/rubric/spearman';
import { compose } from '../src/server/features/assessor/rubric/compose';
import { isAntisocialPattern, loadModel } from '../src/server/features/assessor/model/learned';
import {
  GROUPS,
  graderCeiling,
  loadCorpus,
  loadSet,
  type Item,
  type LabelSource,
  writerPatterns,
} from './assess-data';
import {
  crossValidate,
  featurise,
  fitGroup,
  prepareNeighbours,
  loadSplit,
  rho,
  scoreRow,
  type Options,
} from './assess-model';
import { llmScores } from './assess-eval-llm';

const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const verbose = args.includes('--verbose') || args.includes('-v');
const valued = new Set(['--labels', '--grades', '--assessor'].map((f) => flag(f)));
const target = args.find((a) => !a.startsWith('-') && !valued.has(a));
const assessor = flag('--assessor') ?? 'builtin';
const fmt = (v: number) => (Number.isNaN(v) ? 'n/a' : v.toFixed(2));
const short = (s: string | null, n = 70) =>
  (s ?? '').length > n ? `${(s ?? '').slice(0, n)}…` : s || '(blank)';

async function scoreSet(items: Item[]): Promise<number[]> {
  if (assessor === 'llm') return llmScores(items);
  return items.map(
    (x) =>
      assessItem(x.testType, {
        stimulus: x.stimulus,
        response: x.response,
        pictureDescription: x.pictureDescription,
      }).score,
  );
}

function report(name: string, items: readonly Item[], scores: readonly number[]): void {
  if (verbose)
    items.forEach((x, i) =>
      console.log(
        `  ${x.grade === scores[i] ? ' ' : '*'} grade=${x.grade} score=${scores[i]} ${x.id} ${short(x.response)}`,
      ),
    );
  const r = spearman(
    items.map((x) => x.grade as number),
    [...scores],
  );
  console.log(`${name.padEnd(8)} spearman=${fmt(r)} n=${items.length}`);
}

/** Any set: score with the shipped assessor (or the LLM) and print agreement per test type. */
async function evaluateSet(file: string): Promise<void> {
  const items = loadSet(path.resolve(process.cwd(), file), flag('--grades'));
  console.log(
    `${items.length} graded items from ${file} (assessor: ${assessor}, model ${loadModel()?.version ?? 'none'})`,
  );
  const scores = await scoreSet(items);
  for (const group of GROUPS) {
    const idx = items.map((x, i) => (x.group === group ? i : -1)).filter((i) => i >= 0);
    if (idx.length > 0)
      report(
        group,
        idx.map((i) => items[i]),
        idx.map((i) => scores[i]),
      );
  }
  report('overall', items, scores);
  // The safety floor on the answers the writer wrote as antisocial, and good answers it held down.
  const patterns = statSync(path.resolve(process.cwd(), file)).isDirectory()
    ? writerPatterns(path.resolve(process.cwd(), file))
    : new Map<string, string>();
  if (patterns.size === 0) return;
  for (const group of GROUPS) {
    const idx = items.map((x, i) => (x.group === group ? i : -1)).filter((i) => i >= 0);
    const anti = idx.filter((i) => isAntisocialPattern(patterns.get(items[i].id) ?? ''));
    const good = idx.filter((i) => (items[i].grade as number) >= 4);
    if (idx.length === 0) continue;
    console.log(
      `${group.padEnd(8)} floor held on ${anti.filter((i) => scores[i] <= 2).length}/${anti.length} answers written as antisocial; ` +
        `graded 4–5 scored ≤2: ${good.filter((i) => scores[i] <= 2).length}/${good.length}`,
    );
  }
}

/** The protocol on the corpus: ceiling, CV on train+validation, the untouched test split. */
async function evaluateCorpus(): Promise<void> {
  const labels = (flag('--labels') ?? 'auto') as LabelSource;
  const { items, sources } = loadCorpus(labels);
  const split = loadSplit(items, false);
  const model = loadModel();
  console.log(
    `model ${model?.version ?? 'none'}; assessor ${assessor}; split assessment/split.json`,
  );
  for (const group of GROUPS) {
    const mine = items.filter((x) => x.group === group && split.has(x.id));
    if (mine.length === 0) continue;
    const ceiling = graderCeiling(group);
    const stored = (model as { metrics?: Record<string, { options?: Options }> } | null)?.metrics?.[
      group
    ]?.options;
    const options = stored ?? {
      lambda: 0.1,
      floorLambda: 0.1,
      floorThreshold: 0.5,
      floorSure: 0.5,
      floorGate: 3.5,
      blend: 1,
      floorTo: 2,
    };
    const rows = mine.map(featurise);
    if (options.knn) prepareNeighbours(rows);
    const trainVal = rows.filter((r) => split.get(r.item.id) !== 'test');
    const test = rows.filter((r) => split.get(r.item.id) === 'test');
    const fitted = fitGroup(trainVal, options);
    const testScores =
      assessor === 'llm'
        ? await llmScores(test.map((r) => r.item))
        : test.map((r) => scoreRow(fitted, r));
    const cv = assessor === 'llm' ? Number.NaN : crossValidate(trainVal, options);
    const rules = rho(
      test,
      test.map((r) => compose(r.j).score),
    );
    const anti = test.filter((r) => r.item.antisocial);
    const held = anti.filter((r, i) => testScores[test.indexOf(r)] <= 2 && i >= 0).length;
    console.log(
      `${group.padEnd(6)} labels=${sources[group] ?? 'dev-set'}${sources[group] === 'writer' ? ' (STAND-IN: writers’ intended grades)' : ''} ` +
        `ceiling=${ceiling ? `${fmt(ceiling.rho)} (n=${ceiling.n})` : 'n/a (no grader files)'} ` +
        `cv=${fmt(cv)} (n=${trainVal.length}) test=${fmt(rho(test, testScores))} (n=${test.length}) ` +
        `rules-alone test=${fmt(rules)} floor held on test antisocial ${held}/${anti.length}`,
    );
    if (verbose)
      report(
        `${group}-test`,
        test.map((r) => r.item),
        testScores,
      );
  }
}

await (target ? evaluateSet(target) : evaluateCorpus());
