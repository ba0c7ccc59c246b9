import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createServer, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Fewer, larger chunks (issue 18): on a phone every request costs a round trip, and the server
 * preloads all of a page's chunks at once (server/static.ts). Everything the app shell runs
 * (src/client/app/app.tsx and its static imports, minus what the entry already has) becomes one
 * `app` chunk. The set is read from the module graph once the build has parsed it; through the
 * two barrel packages (radix-ui, lucide-react) only the names a module imports are followed, or
 * every primitive and icon would land in the shell.
 */
function appShellChunk(): {
  plugin: Plugin;
  test: (id: string) => boolean;
} {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'ssb-app-shell-chunk',
    apply: 'build',
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const barrels = new Map<string, Map<string, string>>(); // barrel id → export name → module id
      const barrelExports = (id: string) => {
        let names = barrels.get(id);
        if (names) return names;
        names = new Map();
        const code = info(id)?.code ?? '';
        const targets = info(id)?.importedIds ?? [];
        // A package ("@radix-ui/react-tooltip") or a file ("./icons/brain.mjs"), matched exactly.
        const resolve = (spec: string) =>
          targets.find((t) =>
            spec.startsWith('.') ? t.endsWith(spec.slice(1)) : t.includes(`/node_modules/${spec}/`),
          ) ?? '';
        for (const m of code.matchAll(/import \* as (\w+) from "([^"]+)"/g))
          names.set(m[1], resolve(m[2]));
        for (const m of code.matchAll(/export \{([^}]*)\} from '([^']+)'/g))
          for (const part of m[1].split(','))
            names.set(
              part
                .trim()
                .split(/\s+as\s+/)
                .pop()!,
              resolve(m[2]),
            );
        barrels.set(id, names);
        return names;
      };
      const isBarrel = (id: string) =>
        /node_modules[\\/](radix-ui[\\/]dist[\\/]index|lucide-react[\\/]dist[\\/]esm[\\/]lucide-react)\.mjs$/.test(
          id,
        );
      const closure = (starts: string[]) => {
        const seen = new Set<string>();
        const stack = [...starts];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          const module = info(id);
          for (const dep of module?.importedIds ?? []) {
            if (!isBarrel(dep)) {
              stack.push(dep);
              continue;
            }
            const exports = barrelExports(dep);
            const source = module?.code ?? '';
            for (const m of source.matchAll(
              /import\s*\{([^}]*)\}\s*from\s*["'](radix-ui|lucide-react)["']/g,
            ))
              for (const part of m[1].split(',')) {
                const target = exports.get(part.trim().split(/\s+as\s+/)[0]);
                if (target) stack.push(target);
              }
          }
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      // The entry and the landing page (visitors) keep what they use: the shell takes the rest.
      const entry = closure(ids.filter((id) => info(id)?.isEntry));
      const landing = closure(ids.filter((id) => id.endsWith(LANDING)));
      const app = ids.filter((id) => id.endsWith('/src/client/app/app.tsx'));
      for (const id of closure(app))
        if (!entry.has(id) && !landing.has(id) && !isBarrel(id)) shell.add(id);
    },
    generateBundle(_options, bundle) {
      // The group takes its modules without their dependencies, so a module the set missed could
      // make chunks import each other, and a module could then run before one it needs: refuse.
      const imports = new Map<string, string[]>();
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk') imports.set(chunk.fileName, chunk.imports);
      const state = new Map<string, 'open' | 'done'>();
      const visit = (file: string, path: string[]) => {
        if (state.get(file) === 'done') return;
        if (state.get(file) === 'open')
          this.error(`chunk import cycle: ${[...path, file].join(' -> ')}`);
        state.set(file, 'open');
        for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
        state.set(file, 'done');
      };
      for (const file of imports.keys()) visit(file, []);
    },
  };
  return { plugin, test: (id) => shell.has(id) };
}
const LANDING = '/src/client/features/landing/landing-page.tsx';

/**
 * The first frames the server puts in the signed-in pages (issue 18; src/client/first-frame.tsx):
 * after the client build, the same components render to HTML in Node through Vite's SSR loader,
 * into `<outDir>/.vite/first-frames.json` next to the manifest (server/static.ts reads both).
 */
function firstFrames(): Plugin {
  let outDir = '';
  return {
    name: 'ssb-first-frames',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const server = await createServer({
        appType: 'custom',
        logLevel: 'warn',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderFirstFrames } = (await server.ssrLoadModule(
          '/src/client/first-frame.tsx',
        )) as typeof import('./src/client/first-frame');
        mkdirSync(path.join(outDir, '.vite'), { recursive: true });
        writeFileSync(
          path.join(outDir, '.vite/first-frames.json'),
          JSON.stringify(renderFirstFrames()),
        );
      } finally {
        await server.close();
      }
    },
  };
}
const appShell = appShellChunk();
export default defineConfig({
  plugins: [react(), tailwindcss(), appShell.plugin, firstFrames()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    // `npm run dev`: Vite serves the client with hot reload and forwards the API to the server.
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, xfwd: true } },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rollupOptions: {
      output: {
        // Hashed names so the server can cache /assets/* for a year.
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            // The entry's modules (React) stay in the entry: take the set as it is.
            {
              name: 'app',
              test: appShell.test,
              priority: 30,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['src/test/setup-node.ts'],
          globalSetup: ['src/test/global-setup-node.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: true,
          maxWorkers: 2,
          // Integration files (one database each) run first, then the jsdom suite.
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup-jsdom.ts'],
          // Whole-app tests load lazy route chunks; a busy machine needs more than the default 5 s.
          testTimeout: 20_000,
          // Vitest's default on a 2-core host is one worker; two halve the suite's time (185 s -> 108 s).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
