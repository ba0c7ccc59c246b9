import { expect, test } from '@playwright/test';
import { signInViaApi, uniqueEmail } from './fixtures';

// 'Forgot password?' end to end: /auth → request form → mail in the local mailbox → reset page →
// sign in with the new password; the old session (this browser's) is signed out.
test('a cadet resets a forgotten password from the mailed link', async ({ page, baseURL }) => {
  const { email } = await signInViaApi(page, baseURL!, uniqueEmail('reset'));
  await page.context().clearCookies();

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // /auth has an Email field too: wait for the request form's page before filling.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('works once, for 1 hour');

  let link: string | undefined;
  await expect(async () => {
    const { messages } = (await (await page.request.get('/api/dev/outbox')).json()) as {
      messages: { to: string; subject: string; text: string }[];
    };
    link = messages
      .find((m) => m.to === email && /reset/i.test(m.subject))
      ?.text.match(/https?:\/\/\S+reset-password\/\S+/)?.[0];
    expect(link).toBeTruthy();
  }).toPass();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/reset-password\?token=/);

  await page.getByLabel('New password').fill('password1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/most commonly used passwords/)).toBeVisible();

  await page.getByLabel('New password').fill('kite-runner-77');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('kite-runner-77');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome Back!')).toBeVisible();

  // The link worked once.
  await page.goto(link!);
  await expect(page.getByText(/invalid, already used or expired/)).toBeVisible();
});
