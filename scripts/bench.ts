// `npm run bench`: measured figures, printed as `name=value` lines and a table.
// For now the client bundle (issue 2: the landing page's JavaScript stays at most 90 KB gzip);
// later issues add API and assessor figures next to `bundleFigures()`.
//
//   npm run bench              # reads dist/client (builds it first when missing)
//   npm run bench -- --build   # rebuilds the client first
//   npm run bench -- --queue   # only the evaluation queue's throughput (evaluations/s);
//                              # on PostgreSQL: DATABASE_URL=postgres://… npm run bench -- --queue
//   npm run bench -- --load    # our API vs a bare node:http baseline under load (bench-load.ts);
//                              # --pg for PostgreSQL, --duration s, --rounds n, --connections 10,50
//   npm run bench -- --eval    # submit → evaluation done, 30 runs (bench-eval.ts); --pg too
//   npm run bench -- --startup # fresh PGlite data directory → healthy (bench-startup.ts)
//   npm run bench -- --lighthouse [--runs N] [--no-build] [--out DIR] [--pages landing,auth,dashboard,wat]
//                              # only Lighthouse mobile on the built pages (scripts/bench-lighthouse.ts)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DIST = join(ROOT, 'dist/client');
const MANIFEST = join(DIST, '.vite/manifest.json');
const ENTRY_KEY = 'index.html';
const LANDING_KEY = 'src/client/features/landing/landing-page.tsx';
const APP_KEY = 'src/client/app/app.tsx';
const ROUTES_DIR = 'src/client/app/routes/';
export const LANDING_BUDGET_GZIP_KB = 90;

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Size {
  raw: number;
  gzip: number;
}
export interface RouteFigure extends Size {
  route: string;
  file: string;
  /** Everything a signed-in user downloads to show this route on a fresh load (entry + app + route). */
  load: Size;
}
export interface BundleFigures {
  entry: Size & { file: string };
  /** A visitor on "/": the entry plus the landing chunk and its static imports. */
  landing: Size & { files: string[]; budgetGzip: number };
  /** The app shell chunk and its static imports (router, query, auth client, Radix). */
  app: Size & { files: string[] };
  routes: RouteFigure[];
  css: Size & { files: string[] };
  total: Size & { files: number };
}

const sizeCache = new Map<string, Size>();
function sizeOf(file: string): Size {
  let size = sizeCache.get(file);
  if (!size) {
    const bytes = readFileSync(join(DIST, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes).length }; // zlib default level, like most servers
    sizeCache.set(file, size);
  }
  return size;
}

function sum(files: Iterable<string>): Size {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const size = sizeOf(file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
}

/** The JS files a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bench: ${key} is not in the Vite manifest`);
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

export function buildClient() {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}

/** Measures the built client. Builds it first when `build` is set or dist/ is missing. */
export function bundleFigures(options: { build?: boolean } = {}): BundleFigures {
  if (options.build || !existsSync(MANIFEST)) buildClient();
  sizeCache.clear();
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const entry = manifest[ENTRY_KEY];
  if (!entry?.isEntry) throw new Error(`bench: no entry ${ENTRY_KEY} in ${MANIFEST}`);

  // app.tsx's chunk, or the `app` group chunk vite.config.ts makes of the app shell.
  const appKey = manifest[APP_KEY]
    ? APP_KEY
    : (Object.keys(manifest).find((key) => key.startsWith('_app-')) ?? APP_KEY);
  const entryFiles = staticClosure(manifest, [ENTRY_KEY]);
  const landingFiles = staticClosure(manifest, [ENTRY_KEY, LANDING_KEY]);
  const appFiles = staticClosure(manifest, [appKey]);
  const shellFiles = staticClosure(manifest, [ENTRY_KEY, appKey]);

  const routes = Object.entries(manifest)
    .filter(([key]) => key.startsWith(ROUTES_DIR))
    .map(([key, chunk]): RouteFigure => {
      const own = staticClosure(manifest, [key]);
      for (const file of shellFiles) own.delete(file);
      return {
        route: basename(key).replace(/\.tsx?$/, ''),
        file: chunk.file,
        ...sum(own),
        load: sum(new Set([...shellFiles, ...staticClosure(manifest, [key])])),
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));

  const allJs = new Set(
    Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js')),
  );
  const cssFiles = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))];

  return {
    entry: { file: entry.file, ...sum(entryFiles) },
    landing: {
      files: [...landingFiles],
      ...sum(landingFiles),
      budgetGzip: LANDING_BUDGET_GZIP_KB * 1024,
    },
    app: {
      files: [...appFiles].filter((file) => !entryFiles.has(file)),
      ...sum([...appFiles].filter((f) => !entryFiles.has(f))),
    },
    routes,
    css: { files: cssFiles, ...sum(cssFiles) },
    total: { files: allJs.size, ...sum(allJs) },
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** `name=value` lines, one figure each, for scripts and CI logs. */
export function bundleLines(figures: BundleFigures): string[] {
  const lines = [
    `entry.js_raw_kb=${kb(figures.entry.raw)}`,
    `entry.js_gzip_kb=${kb(figures.entry.gzip)}`,
    `landing.js_raw_kb=${kb(figures.landing.raw)}`,
    `landing.js_gzip_kb=${kb(figures.landing.gzip)}`,
    `landing.js_budget_gzip_kb=${LANDING_BUDGET_GZIP_KB}`,
    `landing.js_files=${figures.landing.files.length}`,
    `app.js_raw_kb=${kb(figures.app.raw)}`,
    `app.js_gzip_kb=${kb(figures.app.gzip)}`,
  ];
  for (const route of figures.routes) {
    lines.push(
      `route.${route.route}.js_raw_kb=${kb(route.raw)}`,
      `route.${route.route}.js_gzip_kb=${kb(route.gzip)}`,
      `route.${route.route}.load_gzip_kb=${kb(route.load.gzip)}`,
    );
  }
  lines.push(
    `css.raw_kb=${kb(figures.css.raw)}`,
    `css.gzip_kb=${kb(figures.css.gzip)}`,
    `total.js_raw_kb=${kb(figures.total.raw)}`,
    `total.js_gzip_kb=${kb(figures.total.gzip)}`,
    `total.js_files=${figures.total.files}`,
  );
  return lines;
}

function table(figures: BundleFigures): string {
  const rows: [string, string, string, string][] = [
    ['entry (React + boot)', kb(figures.entry.raw), kb(figures.entry.gzip), ''],
    [
      'landing, visitor on /',
      kb(figures.landing.raw),
      kb(figures.landing.gzip),
      `budget ${LANDING_BUDGET_GZIP_KB}`,
    ],
    ['app shell (+ its imports)', kb(figures.app.raw), kb(figures.app.gzip), ''],
    ...figures.routes.map((route): [string, string, string, string] => [
      `route ${route.route}`,
      kb(route.raw),
      kb(route.gzip),
      `fresh load ${kb(route.load.gzip)}`,
    ]),
    ['css', kb(figures.css.raw), kb(figures.css.gzip), ''],
    [`all JS (${figures.total.files} files)`, kb(figures.total.raw), kb(figures.total.gzip), ''],
  ];
  const header: [string, string, string, string] = ['chunk', 'raw KB', 'gzip KB', 'notes'];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const format = (row: string[]) =>
    row
      .map((cell, i) => (i === 1 || i === 2 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(format)].join(
    '\n',
  );
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.includes('--load')) {
    const { loadBench, loadOptions } = await import('./bench-load');
    console.log((await loadBench(loadOptions(argv))).join('\n'));
    return;
  }
  if (argv.includes('--eval')) {
    const { evalBench } = await import('./bench-eval');
    console.log((await evalBench(argv)).join('\n'));
    return;
  }
  if (argv.includes('--startup')) {
    const { startupBench } = await import('./bench-startup');
    console.log((await startupBench(argv)).join('\n'));
    return;
  }
  if (process.argv.includes('--queue')) {
    console.log(`Evaluation queue (rubric assessor)\n${(await queueLines()).join('\n')}`);
    return;
  }
  if (process.argv.includes('--lighthouse')) {
    await lighthouseMain();
    return;
  }
  const figures = bundleFigures({ build: process.argv.includes('--build') });
  console.log(bundleLines(figures).join('\n'));
  console.log(`\nClient bundle (gzip: node:zlib, default level)\n${table(figures)}`);
  // API over loopback on a fresh embedded database, and the rubric assessor.
  const { apiFigures, assessorFigures } = await import('./bench-api');
  const api = await apiFigures();
  console.log(`\nAPI (embedded PGlite, loopback HTTP)\n${api.lines.join('\n')}`);
  console.log(`\nAssessor (built-in rubric)\n${assessorFigures().join('\n')}`);
  console.log(`\nEvaluation queue (rubric assessor)\n${(await queueLines()).join('\n')}`);
  if (figures.landing.gzip > figures.landing.budgetGzip) {
    console.error(
      `\nlanding page JS is ${kb(figures.landing.gzip)} KB gzip, over the ${LANDING_BUDGET_GZIP_KB} KB budget`,
    );
    process.exitCode = 1;
  }
}

function flagValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function lighthouseMain() {
  // Always a fresh build (unless --no-build), so the figures are for the code in the tree.
  const figures = bundleFigures({ build: !process.argv.includes('--no-build') });
  console.log(`landing.js_gzip_kb=${kb(figures.landing.gzip)} (budget ${LANDING_BUDGET_GZIP_KB})`);
  const runs = Number(flagValue('--runs') ?? 3);
  const { lighthouseFigures, lighthouseReport } = await import('./bench-lighthouse');
  const pages = await lighthouseFigures({
    runs,
    out: flagValue('--out'),
    pages: flagValue('--pages')?.split(','),
  });
  console.log(lighthouseReport(pages, runs).join('\n'));
  if (figures.landing.gzip > figures.landing.budgetGzip) {
    console.error(
      `\nlanding page JS is ${kb(figures.landing.gzip)} KB gzip, over the ${LANDING_BUDGET_GZIP_KB} KB budget`,
    );
    process.exitCode = 1;
  }
}

async function queueLines() {
  const { queueFigures } = await import('./bench-queue');
  return queueFigures();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
