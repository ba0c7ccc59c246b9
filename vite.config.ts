import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';

// The client is built into dist/client and served by the Hono server (src/server/app.ts).
// In development (`npm run dev`) Vite runs in middleware mode inside the same server.
export default defineConfig({
  plugins: [react(), tailwindcss()],
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
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
