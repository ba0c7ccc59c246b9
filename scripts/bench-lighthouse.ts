// Lighthouse figures for `npm run bench -- --lighthouse` (issue 18): the built client served by the
// real server (its own process, fresh embedded PGlite data directory), measured with Lighthouse's
// default mobile emulation (throttled 4G, 4× CPU slowdown). Figures are printed, never asserted.
//
//   npm run bench -- --lighthouse               # 3 runs per page, medians
//   npm run bench -- --lighthouse --runs 5      # more runs
//   npm run bench -- --lighthouse --no-build    # reuse dist/client
//   npm run bench -- --lighthouse --out /tmp/lh # also write each run's JSON report there
//   npm run bench -- --lighthouse --pages wat,auth
//
// Signed-in pages carry the session cookie of a user signed up over HTTP for the run.
// Chromium: CHROME_PATH or /usr/bin/chromium; it needs --headless=new and --no-sandbox here.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

export interface LighthousePage {
  name: string;
  path: string;
  signedIn: boolean;
}

export const LIGHTHOUSE_PAGES: LighthousePage[] = [
  { name: 'landing', path: '/', signedIn: false },
  { name: 'auth', path: '/auth', signedIn: false },
  { name: 'dashboard', path: '/', signedIn: true },
  { name: 'wat', path: '/wat', signedIn: true },
];

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  clsScore: number;
  requests: number;
  /** Lighthouse's longest critical request chain (requests one after the other). */
  chain: number;
  transferKb: number;
}

export interface LighthouseFigure extends LighthouseRun {
  page: string;
  runs: LighthouseRun[];
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Starts `tsx src/server/index.ts` on a free port and a fresh data directory. */
async function startServerProcess(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '100000',
      PICTURES_PRERENDER: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('bench: the server did not start')), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/running at (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bench: the server exited (${code})`));
    });
  });
  child.stdout!.resume();
  return { url, child };
}

/** Signs a new user up and verifies the email through the dev outbox; returns the Cookie header. */
async function signUp(base: string): Promise<string> {
  const origin = { origin: base };
  const email = `lighthouse.${Date.now()}@example.com`;
  const signUpRes = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...origin },
    body: JSON.stringify({ email, password: 'secret123-Lighthouse', name: 'Lighthouse Bench' }),
  });
  if (!signUpRes.ok) throw new Error(`bench: sign-up failed (${signUpRes.status})`);
  const outbox = (await (await fetch(`${base}/api/dev/outbox`)).json()) as {
    messages: { to: string; text: string }[];
  };
  const link = outbox.messages
    .find((m) => m.to === email)
    ?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
  if (!link) throw new Error('bench: no verification email in the dev outbox');
  const verified = await fetch(link.replace('localhost', '127.0.0.1'), { redirect: 'manual' });
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('bench: verifying the email set no session cookie');
  const session = await fetch(`${base}/api/auth/get-session`, { headers: { cookie } });
  const body = (await session.json()) as { user?: unknown } | null;
  if (!body?.user) throw new Error('bench: the session cookie does not sign in');
  return cookie;
}

async function runOnce(
  url: string,
  port: number,
  cookie: string | undefined,
  out: string | undefined,
): Promise<LighthouseRun> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    undefined,
  );
  if (!result) throw new Error(`bench: Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`bench: Lighthouse: ${lhr.runtimeError.message}`);
  if (out) writeFileSync(out, JSON.stringify(lhr));
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    clsScore: audit('cumulative-layout-shift'),
    requests: requests.length,
    chain:
      (lhr.audits['critical-request-chains']?.details as { longestChain?: { length: number } })
        ?.longestChain?.length ?? NaN,
    transferKb: audit('total-byte-weight') / 1024,
  };
}

export async function lighthouseFigures(
  options: { runs?: number; out?: string; pages?: string[] } = {},
): Promise<LighthouseFigure[]> {
  const runs = options.runs ?? 3;
  const pages = LIGHTHOUSE_PAGES.filter((p) => !options.pages || options.pages.includes(p.name));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ssbprep-lighthouse-'));
  if (options.out) mkdirSync(options.out, { recursive: true });
  const { url: base, child } = await startServerProcess(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const cookie = await signUp(base);
    const byPage = new Map<string, LighthouseRun[]>(pages.map((p) => [p.name, []]));
    // Interleaved (every page once per round), so a noisy minute spreads over all pages.
    for (let round = 0; round < runs; round++) {
      for (const page of pages) {
        const out = options.out
          ? path.join(options.out, `${page.name}-${round + 1}.json`)
          : undefined;
        // A loaded machine sometimes loses the trace (NO_NAVSTART): try that run again.
        let run: LighthouseRun | undefined;
        for (let attempt = 1; !run; attempt++) {
          try {
            run = await runOnce(
              `${base}${page.path}`,
              chrome.port,
              page.signedIn ? cookie : undefined,
              out,
            );
          } catch (err) {
            if (attempt >= 3) throw err;
            console.error(`  ${page.name} #${round + 1}: ${(err as Error).message}; again`);
          }
        }
        byPage.get(page.name)!.push(run);
        console.error(
          `  ${page.name} #${round + 1}: score ${run.score}, LCP ${(run.lcpMs / 1000).toFixed(2)} s, ` +
            `${run.requests} requests  [load ${loadavg()[0].toFixed(2)}]`,
        );
      }
    }
    return pages.map((page) => {
      const list = byPage.get(page.name)!;
      const figure = (key: keyof LighthouseRun) => median(list.map((r) => r[key]));
      return {
        page: page.name,
        runs: list,
        score: figure('score'),
        lcpMs: figure('lcpMs'),
        fcpMs: figure('fcpMs'),
        tbtMs: figure('tbtMs'),
        clsScore: figure('clsScore'),
        requests: figure('requests'),
        chain: figure('chain'),
        transferKb: figure('transferKb'),
      };
    });
  } finally {
    chrome.kill();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `name=value` lines and a table of the medians. */
export function lighthouseReport(figures: LighthouseFigure[], runs: number): string[] {
  const lines: string[] = [];
  for (const f of figures) {
    lines.push(
      `lighthouse.${f.page}.score=${f.score}`,
      `lighthouse.${f.page}.lcp_ms=${f.lcpMs.toFixed(0)}`,
      `lighthouse.${f.page}.fcp_ms=${f.fcpMs.toFixed(0)}`,
      `lighthouse.${f.page}.tbt_ms=${f.tbtMs.toFixed(0)}`,
      `lighthouse.${f.page}.requests=${f.requests}`,
    );
  }
  const header = ['page', 'score', 'LCP s', 'FCP s', 'TBT ms', 'CLS', 'requests', 'chain', 'KB'];
  const rows = figures.map((f) => [
    f.page,
    String(f.score),
    (f.lcpMs / 1000).toFixed(2),
    (f.fcpMs / 1000).toFixed(2),
    f.tbtMs.toFixed(0),
    f.clsScore.toFixed(3),
    String(f.requests),
    String(f.chain),
    f.transferKb.toFixed(0),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const format = (row: string[]) =>
    row
      .map((cell, i) => (i > 0 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  lines.push(
    '',
    `Lighthouse 12 mobile (simulated 4G, 4× CPU), median of ${runs} runs; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
    format(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map(format),
  );
  return lines;
}
