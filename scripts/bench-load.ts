// `npm run bench -- --load` (issue 18): our API against a bare node:http baseline in one run.
//
//   npm run bench -- --load                     # embedded PGlite (default)
//   npm run bench -- --load --pg                # PostgreSQL: a throwaway database on
//                                               # DATABASE_URL's server or 127.0.0.1:5432 (postgres)
//   npm run bench -- --load --duration 5 --rounds 3 --connections 10,50 --only credits,save
//
// Both servers run in child processes of their own; autocannon (in this process) drives them
// interleaved: for each endpoint and connection count, ours then the baseline, round after
// round, so a noisy neighbour on a shared machine hits both alike. Printed per endpoint: req/s,
// p50/p99 latency and server CPU ms per request (medians over the rounds), and ours/baseline.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  type Child,
  freePort,
  grantUnlimited,
  jsonHeaders,
  median,
  signUp,
  startBaseline,
  startOurs,
  throwawayPostgres,
} from './bench-server';

interface Options {
  pg: boolean;
  duration: number;
  rounds: number;
  connections: number[];
  only?: string[];
  /** Our server's port (the baseline takes the next); 0 = free ports. */
  port: number;
}

export function loadOptions(argv: string[]): Options {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    pg: argv.includes('--pg') || Boolean(process.env.DATABASE_URL),
    duration: Number(value('--duration') ?? 3),
    rounds: Number(value('--rounds') ?? 3),
    connections: (value('--connections') ?? '10,50').split(',').map(Number),
    only: value('--only')?.split(','),
    port: Number(value('--port') ?? 0),
  };
}

interface Endpoint {
  key: string;
  label: string;
  request: (target: Child) => autocannon.Options;
}

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  cpuPerReq: number;
  non2xx: number;
  errors: number;
}

async function drive(target: Child, opts: autocannon.Options): Promise<Sample> {
  const cpu0 = target.cpuMs();
  const result = await autocannon(opts);
  const cpu = target.cpuMs() - cpu0;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerReq: cpu / Math.max(1, result.requests.total),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export async function loadBench(options: Options): Promise<string[]> {
  const work = mkdtempSync(path.join(tmpdir(), 'ssbprep-load-'));
  const oursDir = path.join(work, 'ours');
  const baseDir = path.join(work, 'baseline');
  const database = options.pg ? await throwawayPostgres('load') : undefined;
  const children: Child[] = [];
  try {
    // 1. Our server on a fresh database: a signed-up user with unlimited practice, a practice
    //    session to answer into and a few evaluations to list.
    const oursPort = options.port || (await freePort());
    const basePort = options.port ? options.port + 1 : await freePort();
    let ours = await startOurs({
      port: oursPort,
      dataDir: oursDir,
      databaseUrl: database?.url,
    });
    children.push(ours);
    const { email, cookie } = await signUp(ours.url);
    await grantUnlimited({ base: ours.url, email, dataDir: oursDir, databaseUrl: database?.url });
    const headers = jsonHeaders(ours.url, cookie);
    const start = () =>
      fetch(`${ours.url}/api/practice/sessions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ testType: 'wat', count: 10 }),
      }).then((r) => r.json() as Promise<{ id: string; items: { id: string }[] }>);
    for (let i = 0; i < 5; i++) {
      const s = await start();
      await fetch(`${ours.url}/api/practice/sessions/${s.id}/responses/${s.items[0].id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ responseText: 'We finished the task together.' }),
      });
      await fetch(`${ours.url}/api/practice/sessions/${s.id}/submit`, { method: 'POST', headers });
    }
    // The assessor loads its language model on the first evaluation: let that finish first.
    for (let tries = 0; tries < 600; tries++) {
      const list = (await (await fetch(`${ours.url}/api/evaluations`, { headers })).json()) as {
        evaluations: { status: string }[];
      };
      if (list.evaluations.every((e) => e.status === 'done' || e.status === 'failed')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const answerInto = await start();
    const savePath = `/api/practice/sessions/${answerInto.id}/responses/${answerInto.items[0].id}`;

    // 2. PGlite admits one process: the baseline gets a copy of the same data directory.
    let baseline: Child;
    if (database) {
      baseline = await startBaseline({ port: basePort, databaseUrl: database.url });
    } else {
      await ours.stop();
      children.length = 0;
      cpSync(oursDir, baseDir, { recursive: true });
      rmSync(path.join(baseDir, 'server.json'), { force: true });
      ours = await startOurs({ port: oursPort, dataDir: oursDir });
      children.push(ours);
      baseline = await startBaseline({ port: basePort, dataDir: baseDir });
    }
    children.push(baseline);

    const req = (
      target: Child,
      p: string,
      method: 'GET' | 'PUT' | 'POST' = 'GET',
      body?: unknown,
    ): autocannon.Options => ({
      url: `${target.url}${p}`,
      method,
      headers: jsonHeaders(target.url, cookie),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const all: Endpoint[] = [
      { key: 'health', label: 'GET /api/health', request: (t) => req(t, '/api/health') },
      { key: 'credits', label: 'GET /api/credits', request: (t) => req(t, '/api/credits') },
      {
        key: 'save',
        label: 'PUT answer',
        request: (t) =>
          req(t, savePath, 'PUT', { responseText: 'Our team finished the relay together.' }),
      },
      {
        key: 'start',
        label: 'POST session (WAT 10)',
        request: (t) => req(t, '/api/practice/sessions', 'POST', { testType: 'wat', count: 10 }),
      },
      {
        key: 'evaluations',
        label: 'GET /api/evaluations',
        request: (t) => req(t, '/api/evaluations'),
      },
    ];
    const endpoints = all.filter((e) => !options.only || options.only.includes(e.key));

    // 3. Warm both up (JIT, connection pools), then interleave.
    for (const e of endpoints) {
      for (const target of [ours, baseline]) {
        await autocannon({ ...e.request(target), connections: 10, duration: 0.5 });
      }
    }
    const samples = new Map<string, { ours: Sample[]; baseline: Sample[] }>();
    for (let round = 0; round < options.rounds; round++) {
      for (const e of endpoints) {
        for (const connections of options.connections) {
          const key = `${e.label}|${connections}`;
          if (!samples.has(key)) samples.set(key, { ours: [], baseline: [] });
          const entry = samples.get(key)!;
          const run = (t: Child) =>
            drive(t, { ...e.request(t), connections, duration: options.duration });
          entry.ours.push(await run(ours));
          entry.baseline.push(await run(baseline));
        }
      }
    }
    return report(options, samples);
  } finally {
    for (const child of children.reverse()) await child.stop();
    await database?.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

function report(
  options: Options,
  samples: Map<string, { ours: Sample[]; baseline: Sample[] }>,
): string[] {
  const db = options.pg ? 'PostgreSQL' : 'PGlite';
  const lines = [
    `API under load on ${db}: our server vs a bare node:http baseline, ${options.rounds} interleaved rounds × ${options.duration} s per endpoint and connection count (autocannon, medians over rounds).`,
    options.pg
      ? 'Baseline: node:http + pg (pool of 10, like ours) on the same throwaway database, named prepared statements.'
      : 'Baseline: node:http + PGlite in its own process on a copy of our data directory (PGlite admits one process), so both pay for the same embedded engine.',
    'The baseline sends the SQL our routes send (src/server/db/hot-sql.ts; the practice start as practice.service does) after one indexed session-token lookup with the cookie HMAC checked.',
    '',
  ];
  const header = [
    'endpoint',
    'conns',
    'ours req/s',
    'base req/s',
    'ratio',
    'ours p50/p99 ms',
    'base p50/p99 ms',
    'ours cpu ms/req',
    'base cpu ms/req',
  ];
  const rows: string[][] = [];
  const figures: string[] = [];
  for (const [key, { ours, baseline }] of samples) {
    const [label, connections] = key.split('|');
    const m = (s: Sample[], k: keyof Sample) => median(s.map((x) => x[k]));
    const ratio = m(ours, 'rps') / m(baseline, 'rps');
    const bad =
      ours.some((s) => s.non2xx || s.errors) || baseline.some((s) => s.non2xx || s.errors);
    rows.push([
      label,
      connections,
      m(ours, 'rps').toFixed(0),
      m(baseline, 'rps').toFixed(0),
      `${ratio.toFixed(2)}×`,
      `${m(ours, 'p50')}/${m(ours, 'p99')}`,
      `${m(baseline, 'p50')}/${m(baseline, 'p99')}`,
      m(ours, 'cpuPerReq').toFixed(2),
      m(baseline, 'cpuPerReq').toFixed(2),
    ]);
    if (bad) {
      const errs = (s: Sample[]) =>
        s.map((x) => `${x.non2xx} non-2xx/${x.errors} errors`).join(', ');
      rows.push([`  ! ${label}: ours ${errs(ours)}; baseline ${errs(baseline)}`]);
    }
    const slug = label
      .replace(/[^a-z0-9]+/gi, '_')
      .toLowerCase()
      .replace(/^_|_$/g, '');
    figures.push(
      `load.${db.toLowerCase()}.${slug}.c${connections}.ours_rps=${m(ours, 'rps').toFixed(0)}`,
      `load.${db.toLowerCase()}.${slug}.c${connections}.ratio=${ratio.toFixed(2)}`,
      `load.${db.toLowerCase()}.${slug}.c${connections}.ours_p99_ms=${m(ours, 'p99')}`,
    );
  }
  const widths = header.map((_, i) =>
    Math.max(...[header, ...rows.filter((r) => r.length > 1)].map((r) => (r[i] ?? '').length)),
  );
  const format = (r: string[]) =>
    r.length === 1
      ? r[0]
      : r.map((c, i) => (i < 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [...lines, format(header), ...rows.map(format), '', ...figures];
}
