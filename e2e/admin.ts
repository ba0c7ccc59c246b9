import { execFileSync } from 'node:child_process';
import { TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The real operator command against the e2e server (found through DATA_DIR/server.json). */
export function grant(email: string, ...flags: string[]) {
  execFileSync('npx', ['tsx', 'scripts/grant.ts', '--email', email, ...flags], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e' },
    stdio: 'pipe',
  });
}

/** `npm run grant -- --email x --admin` (or `--no-admin`). */
export const grantAdmin = (email: string, admin = true) =>
  grant(email, admin ? '--admin' : '--no-admin');

/** Two-factor on through better-auth's own endpoints, as Settings does. */
export async function enableTwoFactor(page: Page, baseURL: string, password: string) {
  const origin = new URL(baseURL).origin;
  const enable = await page.request.post('/api/auth/two-factor/enable', {
    data: { password },
    headers: { origin },
  });
  expect(enable.status()).toBe(200);
  const { totpURI } = (await enable.json()) as { totpURI: string };
  const totp = new TOTP({ secret: new URL(totpURI).searchParams.get('secret')!, period: 30 });
  const verify = await page.request.post('/api/auth/two-factor/verify-totp', {
    data: { code: totp.generate() },
    headers: { origin },
  });
  expect(verify.status()).toBe(200);
}

/** The admin role plus two-factor: what the console asks of its users (issue 17). */
export async function becomeAdmin(
  page: Page,
  baseURL: string,
  user: { email: string; password: string },
) {
  grantAdmin(user.email);
  await enableTwoFactor(page, baseURL, user.password);
}
