import { test as base, expect, type Page } from '@playwright/test';

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
