import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { enableTwoFactor, grantAdmin } from './admin';
import { expect, test } from './fixtures';

// Screenshots for review when SHOTS is set (e.g. SHOTS=/tmp/shots/console).
const SHOTS = process.env.SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

const setTheme = (p: Page, scheme: 'light' | 'dark') =>
  p.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), scheme === 'dark');

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await setTheme(page, scheme);
      await page.screenshot({
        path: `${SHOTS}/${name}-${width}-${scheme}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    }
  }
  await setTheme(page, 'light');
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the console: hidden from members, asks an admin for two-factor, then runs rooms and the audit log', async ({
  page,
  baseURL,
  user,
}) => {
  await page.goto('/admin');
  await expect(page.getByText('Not available')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

  grantAdmin(user.email);
  await page.reload();
  await expect(page.getByText('Turn on two-factor authentication')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Set up two-factor' })).toHaveAttribute(
    'href',
    '/settings',
  );
  await shots(page, 'two-factor-prompt');

  await enableTwoFactor(page, baseURL!, user.password);
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  const adminNav = page.getByRole('navigation', { name: 'Main navigation' });
  await adminNav.getByRole('link', { name: 'Interview requests' }).click();
  await expect(page.getByRole('heading', { name: 'Interview requests' })).toBeVisible();
  await expect(adminNav.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await shots(page, 'interviews');

  await adminNav.getByRole('link', { name: 'Rooms', exact: true }).click();
  await page.getByRole('button', { name: 'New room' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill('GD: made in the console');
  const tomorrow = new Date(Date.now() + 86_400_000);
  const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 16);
  await dialog.getByLabel('Starts at (your time)').fill(local);
  await dialog.getByLabel('Moderator', { exact: true }).fill('Maj. Console');
  await dialog.getByLabel('Moderator email').fill('mod@example.com');
  await shots(page, 'room-dialog');
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expect(page.getByText('GD: made in the console')).toBeVisible();
  await shots(page, 'rooms');

  await adminNav.getByRole('link', { name: 'Users', exact: true }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: new RegExp(user.email.replace(/\./g, '\\.')) }).click();
  await page.getByLabel('Reason').fill('Welcome gift');
  await page.getByRole('button', { name: 'Grant' }).click();
  await expect(page.getByText(/Balance \d+ → \d+\./)).toBeVisible();
  await shots(page, 'users');

  await adminNav.getByRole('link', { name: 'Audit log', exact: true }).click();
  const table = page.getByRole('table');
  // Other specs' admins write rows too (the log lists everyone's): at least one of each.
  await expect(table.getByText('room.create').first()).toBeVisible();
  await expect(table.getByText('credits.grant').first()).toBeVisible();
  await expect(table.getByText('user.grant').first()).toBeVisible();
  await shots(page, 'audit');

  // Revoked: the console closes on the next load.
  grantAdmin(user.email, false);
  await page.reload();
  await expect(page.getByText('Not available')).toBeVisible();
});
