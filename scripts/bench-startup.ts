// `npm run bench -- --startup` (issue 18): a fresh embedded (PGlite) data directory each time,
// from spawning the process to the first 200 from /api/health: the built server
// (`node dist/server/index.js`, what `npm start` runs; built first) and, interleaved, the
// TypeScript source through tsx (`npm run serve`, the e2e runner). --runs n (default 3).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from './build-server';
import { freePort, median, startOurs } from './bench-server';

export async function startupBench(argv: string[]): Promise<string[]> {
  const i = argv.indexOf('--runs');
  const runs = i >= 0 ? Number(argv[i + 1]) : 3;
  const buildMs = await buildServer();
  const times = { built: [] as number[], tsx: [] as number[] };
  for (let run = 0; run < runs; run++) {
    for (const kind of ['built', 'tsx'] as const) {
      const dir = mkdtempSync(path.join(tmpdir(), 'ssbprep-startup-'));
      const t0 = performance.now();
      const server = await startOurs({
        port: await freePort(),
        dataDir: dir,
        built: kind === 'built',
        env: { PICTURES_PRERENDER: 'true' },
      });
      times[kind].push(performance.now() - t0);
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const fmt = (xs: number[]) => xs.map((x) => (x / 1000).toFixed(2)).join(', ');
  return [
    `Start-up on a fresh PGlite data directory, spawn → first healthy /api/health (${runs} runs each, interleaved; default settings):`,
    `  built (node dist/server/index.js, npm start): median ${(median(times.built) / 1000).toFixed(2)} s  [${fmt(times.built)}]`,
    `  source (node --import tsx src/server/index.ts): median ${(median(times.tsx) / 1000).toFixed(2)} s  [${fmt(times.tsx)}]`,
    `  (server bundle built in ${buildMs.toFixed(0)} ms)`,
    `startup.built_median_ms=${median(times.built).toFixed(0)}`,
    `startup.tsx_median_ms=${median(times.tsx).toFixed(0)}`,
  ];
}
