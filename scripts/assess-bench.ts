/**
 * Per-answer time and memory of the built-in assessor with the learned model (bench, not a test).
 *
 *   node --expose-gc --max-semi-space-size=16 --import tsx scripts/assess-bench.ts
 *
 * (the young generation `npm start` gives the server, so collections weigh as they do there)
 *
 * Scores 600 corpus WAT answers, alternate ones with and without the learned model, right after
 * loading (cold: the first answers a server scores); then, after 800 other answers, 600 more
 * (warm: a server that has been running), and 200 stories warm. Prints the mean and p95 time per answer of each pass
 * and the memory the model adds (heap + external + array buffers), measured before the warm-up.
 */
import { performance } from 'node:perf_hooks';
import { assessItem } from '../src/server/features/assessor/rubric/assess';
import { loadModel, useModel } from '../src/server/features/assessor/model/learned';
import { loadCorpus } from './assess-data';

const corpus = loadCorpus('writer').items;
const wat = corpus.filter((x) => x.group === 'wat');
const items = wat.slice(0, 600);
const warmUp = wat.slice(600, 1400);
const later = wat.slice(1400, 2000);
const stories = corpus.filter((x) => x.group === 'story').slice(0, 200);
const gc = (globalThis as { gc?: () => void }).gc;
const memory = () => {
  gc?.();
  const m = process.memoryUsage();
  return { total: m.heapUsed + m.external + m.arrayBuffers, rss: m.rss };
};
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;

/** Each pass gets its own answers, so neither profits from the other's parse cache. */
function run(label: string, set: typeof items): void {
  const times = set.map((x) => {
    const t = performance.now();
    assessItem(x.testType, {
      stimulus: x.stimulus,
      response: x.response,
      pictureDescription: x.pictureDescription,
    });
    return performance.now() - t;
  });
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((s, t) => s + t, 0) / times.length;
  console.log(
    `${label}: mean ${mean.toFixed(2)} ms, p95 ${sorted[Math.floor(sorted.length * 0.95)].toFixed(2)} ms per answer (n=${times.length})`,
  );
}

useModel(null);
for (const x of items.slice(0, 20)) assessItem(x.testType, x); // load wink-nlp first
const before = memory();
useModel(undefined);
console.log(`model ${loadModel()?.version}`);
assessItem('wat', { stimulus: 'Load', response: 'Loaded the table before timing.' }); // decode once
run(
  'cold: rules + learned model + floor',
  items.filter((_, i) => i % 2 === 0),
);
const after = memory();
useModel(null);
run(
  'cold: rules only (other half)',
  items.filter((_, i) => i % 2 === 1),
);
useModel(undefined);
for (const x of warmUp) assessItem(x.testType, x);
run(
  'warm: rules + learned model + floor',
  later.filter((_, i) => i % 2 === 0),
);
useModel(null);
run(
  'warm: rules only (other half)',
  later.filter((_, i) => i % 2 === 1),
);
useModel(undefined);
run('warm: TAT/PPDT stories, rules + learned model + floor', stories);
console.log(
  `memory added by the model and embeddings: ${mb(after.total - before.total)} (heap+external), rss ${mb(after.rss - before.rss)}${gc ? '' : ' (run with --expose-gc for exact figures)'}`,
);
