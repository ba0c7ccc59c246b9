/**
 * `npm run test:e2e`: builds the client, then runs Playwright against a fresh embedded database.
 * Chromium comes from Debian (/usr/bin/chromium, or CHROMIUM_PATH). Without it the browser
 * suite cannot run: in CI (CI=true) that fails; elsewhere it says so loudly and exits 0.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { ensureDatabaseTemplate } from '../src/server/db/client';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const msg = `Chromium not found at ${chromium}: install it with 'apt-get install -y chromium' to run the end-to-end suite.`;
  if (process.env.CI) {
    console.error(msg);
    process.exit(1);
  }
  console.warn(`\n!!! ${msg} Skipping end-to-end tests.\n`);
  process.exit(0);
}

const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
const clean = () =>
  [dataDir, `${dataDir}-llm`].forEach((d) => rmSync(d, { recursive: true, force: true }));
clean();
if (!process.env.E2E_SKIP_BUILD) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
// Fresh data directories start from the migrated template (src/server/db/pglite-template.ts).
await ensureDatabaseTemplate();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_DATA_DIR: dataDir },
});
clean();
process.exit(result.status ?? 1);
