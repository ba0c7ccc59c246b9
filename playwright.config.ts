import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (Playwright never downloads a browser here) against
// the built app served by the real server on a fresh embedded database (see scripts/e2e.ts).
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
// A second server whose assessor is an LLM behind a local chat-completions server the spec
// controls (e2e/evaluation-failure.spec.ts), with no fallback: its evaluations can fail.
export const LLM_SERVER_PORT = port + 1;
export const FAKE_LLM_PORT = port + 2;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'npx tsx src/server/index.ts',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_MAX: '1000',
      },
    },
    {
      command: 'npx tsx src/server/index.ts',
      url: `http://localhost:${LLM_SERVER_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(LLM_SERVER_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: `${dataDir}-llm`,
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        AUTH_RATE_LIMIT_MAX: '1000',
        PICTURES_PRERENDER: 'false',
        OPENAI_BASE_URL: `http://127.0.0.1:${FAKE_LLM_PORT}/v1`,
        OPENAI_API_KEY: 'sk-e2e',
        AI_MODEL: 'e2e-model',
        AI_FALLBACK: 'none',
        AI_MAX_RETRIES: '0',
        AI_TIMEOUT_MS: '5000',
        EVALUATION_RETRY_LIMIT: '0',
      },
    },
  ],
});
