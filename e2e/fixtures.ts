import { execFileSync } from 'node:child_process';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { PracticeSession } from '../src/shared/schemas/practice';

let counter = 0;
export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}.${Date.now().toString(36)}.${(counter++).toString(36)}@example.com`;

/** The newest verification link mailed to `email`, read from the development outbox. */
export async function verificationLink(page: Page, email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await page.request.get('/api/dev/outbox');
    const { messages } = (await res.json()) as { messages: { to: string; text: string }[] };
    const link = messages
      .find((m) => m.to === email)
      ?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
    if (link) return link;
    await page.waitForTimeout(100);
  }
  throw new Error(`no verification mail for ${email}`);
}

/**
 * Creates a verified, signed-in user through the server (not the form): sign up, open the
 * verification link (which signs in and sets the session cookie in this browser context).
 */
export async function signInViaApi(
  page: Page,
  baseURL: string,
  email = uniqueEmail(),
  password = 'secret123',
) {
  const origin = new URL(baseURL).origin;
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, name: email.split('@')[0] },
    headers: { origin },
  });
  expect(res.status()).toBe(200);
  const link = await verificationLink(page, email);
  const verified = await page.request.get(link, { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  return { email, password };
}

export const test = base.extend<{ user: { email: string; password: string } }>({
  user: async ({ page, baseURL }, use) => {
    await use(await signInViaApi(page, baseURL!));
  },
});
export { expect };

/** Waits for something a paused Playwright clock holds back (sonner mounts toasts from a timeout). */
export async function expectWithClock(page: Page, locator: Locator) {
  await expect(async () => {
    await page.clock.runFor(1);
    await expect(locator).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 10_000 });
}

export const expectToast = (page: Page, text: string) =>
  expectWithClock(page, page.getByText(text, { exact: true }).first());

/** The session as the server holds it. */
export async function serverSession(page: Page, id: string): Promise<PracticeSession> {
  const res = await page.request.get(`/api/practice/sessions/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as PracticeSession;
}

/** Playwright keeps pages visible; this is how a page "goes to the background" (PITFALLS.md). */
export async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (isHidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** The real operator command against the e2e server (found through DATA_DIR/server.json). */
export function grantPlan(email: string, plan: 'lieutenant' | 'major' | 'brigadier' | 'general') {
  execFileSync('npx', ['tsx', 'scripts/grant.ts', '--email', email, '--plan', plan], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e' },
    stdio: 'pipe',
  });
}
