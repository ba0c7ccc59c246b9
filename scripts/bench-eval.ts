// `npm run bench -- --eval` (issue 18): submit → evaluation done with the built-in rubric
// assessor, over HTTP on our server in its own process. --pg for PostgreSQL (a throwaway
// database), --runs n (default 30). Each run: a WAT practice of 5 answers, then the submit is
// timed until GET /api/evaluations/:id says done (asked every 10 ms). Also printed: when the
// browser would see it, following the client's schedule (use-follow-evaluation.ts: at once, then
// after 100 ms, growing ×1.5).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { followInterval } from '../src/shared/evaluation-follow';
import {
  grantUnlimited,
  jsonHeaders,
  median,
  percentile,
  signUp,
  startOurs,
  throwawayPostgres,
  freePort,
} from './bench-server';

/** When the client's poll first asks at or after `doneMs` (request time ignored). */
function browserSees(doneMs: number): number {
  let t = 0;
  for (let asked = 0; t < doneMs; asked++) t += followInterval(asked);
  return t;
}

export async function evalBench(argv: string[]): Promise<string[]> {
  const i = argv.indexOf('--runs');
  const runs = i >= 0 ? Number(argv[i + 1]) : 30;
  const pg = argv.includes('--pg') || Boolean(process.env.DATABASE_URL);
  const database = pg ? await throwawayPostgres('eval') : undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'ssbprep-eval-'));
  const server = await startOurs({
    port: await freePort(),
    dataDir: dir,
    databaseUrl: database?.url,
  });
  try {
    const base = server.url;
    const { email, cookie } = await signUp(base);
    await grantUnlimited({ base, email, dataDir: dir, databaseUrl: database?.url });
    const headers = jsonHeaders(base, cookie);
    const once = async () => {
      const s = (await (
        await fetch(`${base}/api/practice/sessions`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ testType: 'wat', count: 5 }),
        })
      ).json()) as { id: string; items: { id: string; text: string }[] };
      for (const item of s.items) {
        await fetch(`${base}/api/practice/sessions/${s.id}/responses/${item.id}`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({
            responseText: `Our team turned ${item.text.toLowerCase()} into a plan and finished early.`,
          }),
        });
      }
      const t0 = performance.now();
      const { evaluationId } = (await (
        await fetch(`${base}/api/practice/sessions/${s.id}/submit`, { method: 'POST', headers })
      ).json()) as { evaluationId: string };
      const submitMs = performance.now() - t0;
      for (;;) {
        const ev = (await (
          await fetch(`${base}/api/evaluations/${evaluationId}`, { headers })
        ).json()) as { status: string };
        if (ev.status === 'done' || ev.status === 'failed') {
          if (ev.status === 'failed') throw new Error('evaluation failed');
          return { total: performance.now() - t0, submitMs };
        }
        await sleep(10);
      }
    };
    await once(); // the assessor loads its language model on the first evaluation
    await once();
    const totals: number[] = [];
    const submits: number[] = [];
    for (let run = 0; run < runs; run++) {
      const { total, submitMs } = await once();
      totals.push(total);
      submits.push(submitMs);
    }
    const seen = totals.map((t, k) => submits[k] + browserSees(t - submits[k]));
    const db = pg ? 'postgresql' : 'pglite';
    return [
      `Submit → evaluation done on ${pg ? 'PostgreSQL' : 'PGlite'}, rubric assessor, WAT of 5 answers, ${runs} runs:`,
      `  server: median ${median(totals).toFixed(0)} ms, p90 ${percentile(totals, 90).toFixed(0)} ms (submit request alone: median ${median(submits).toFixed(0)} ms)`,
      `  browser (its poll schedule): median ${median(seen).toFixed(0)} ms, p90 ${percentile(seen, 90).toFixed(0)} ms`,
      `eval.${db}.submit_to_done_median_ms=${median(totals).toFixed(0)}`,
      `eval.${db}.submit_to_done_p90_ms=${percentile(totals, 90).toFixed(0)}`,
      `eval.${db}.browser_median_ms=${median(seen).toFixed(0)}`,
    ];
  } finally {
    await server.stop();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
