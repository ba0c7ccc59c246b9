// Plumbing shared by the load, evaluation and start-up benches (issue 18): our server and the
// bare baseline each in a child process of their own, a signed-in user made over HTTP, and a
// throwaway PostgreSQL database.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
export const COOKIE_NAME = 'better-auth.session_token';

export interface Child {
  name: string;
  url: string;
  process: ChildProcess;
  /** User + system CPU time of the process so far, in ms (Linux /proc). */
  cpuMs: () => number;
  stop: () => Promise<void>;
}

/** A port nothing listens on now (the machine is shared: no fixed ports). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, USER_HZ 100
  } catch {
    return NaN;
  }
}

async function waitHealthy(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const t0 = performance.now();
  while (performance.now() - t0 < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return performance.now() - t0;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error(`${url} not healthy after ${timeoutMs} ms`);
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/**
 * The node flags `npm start` gives the server (package.json): a young generation of 16 MB
 * semi-spaces instead of V8's default, so the garbage of many small requests is collected in
 * fewer scavenges (issue 18: ~8 % less CPU per request under load).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'];

/**
 * Our server in its own process: `node --import tsx src/server/index.ts`, or the built
 * `node dist/server/index.js` with `built`, with SERVER_NODE_FLAGS. Resolves once /api/health
 * answers.
 */
export async function startOurs(opts: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  built?: boolean;
  env?: Record<string, string>;
}): Promise<Child & { healthyMs: number }> {
  const args = [
    ...SERVER_NODE_FLAGS,
    ...(opts.built
      ? [path.join(ROOT, 'dist/server/index.js')]
      : ['--import', 'tsx', path.join(ROOT, 'src/server/index.ts')]),
  ];
  const base: Record<string, string | undefined> = { ...process.env };
  delete base.DATABASE_URL;
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...base,
      NODE_ENV: 'development',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      BETTER_AUTH_SECRET: BENCH_SECRET,
      AUTH_RATE_LIMIT_MAX: '100000',
      PICTURES_PRERENDER: 'false',
      ...opts.env,
    },
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const healthyMs = await waitHealthy(url, child);
  return {
    name: 'ours',
    url,
    process: child,
    healthyMs,
    cpuMs: () => cpuMsOf(child.pid!),
    stop: stopper(child),
  };
}

/** The bare node:http baseline (scripts/bench-baseline.ts) in its own process. */
export async function startBaseline(opts: {
  port: number;
  dataDir?: string;
  databaseUrl?: string;
}): Promise<Child> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/bench-baseline.ts')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        BASELINE_DB: opts.databaseUrl ? 'postgres' : 'pglite',
        DATABASE_URL: opts.databaseUrl ?? '',
        DATA_DIR: opts.dataDir ?? '',
        PORT: String(opts.port),
        AUTH_SECRET: BENCH_SECRET,
        COOKIE_NAME,
      },
    },
  );
  const url = `http://127.0.0.1:${opts.port}`;
  await waitHealthy(url, child);
  return {
    name: 'baseline',
    url,
    process: child,
    cpuMs: () => cpuMsOf(child.pid!),
    stop: stopper(child),
  };
}

/** Signs a new user up over HTTP, follows the verification mail's link, returns the cookie. */
export async function signUp(base: string): Promise<{ email: string; cookie: string }> {
  const email = `bench.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'bench-password-1', name: 'Bench' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const outbox = (await (await fetch(`${base}/api/dev/outbox`)).json()) as {
    messages: { to: string; text: string }[];
  };
  const link = outbox.messages
    .find((m) => m.to === email)!
    .text.match(/https?:\/\/\S+verify-email\S+/)![0];
  const verified = await fetch(link, { redirect: 'manual' });
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => c.startsWith(`${COOKIE_NAME}=`))
    .join('; ');
  if (!cookie) throw new Error('no session cookie after verification');
  return { email, cookie };
}

/** Unlimited practice for the bench's user, through the running server or the database. */
export async function grantUnlimited(opts: {
  base: string;
  email: string;
  dataDir: string;
  databaseUrl?: string;
}) {
  if (opts.databaseUrl) {
    const { openDatabase } = await import('../src/server/db/client');
    const { grantAccess } = await import('../src/server/features/credits/grant.service');
    const database = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: 'memory://' });
    try {
      await grantAccess(database.db, { email: opts.email, unlimited: true });
    } finally {
      await database.close();
    }
    return;
  }
  const { token } = JSON.parse(readFileSync(path.join(opts.dataDir, 'server.json'), 'utf8')) as {
    token: string;
  };
  const res = await fetch(`${opts.base}/api/admin/grant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ email: opts.email, unlimited: true }),
  });
  if (!res.ok) throw new Error(`grant failed: ${res.status} ${await res.text()}`);
}

/**
 * A throwaway database on the PostgreSQL at DATABASE_URL (or 127.0.0.1:5432, user postgres):
 * created empty, dropped by `drop()`.
 */
export async function throwawayPostgres(
  label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `ssb_bench_${label}_${process.pid}_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export function jsonHeaders(base: string, cookie: string) {
  return { cookie, origin: base, 'content-type': 'application/json' };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
