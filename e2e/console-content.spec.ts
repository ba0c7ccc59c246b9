import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { enableTwoFactor, grantAdmin } from './admin';
import { expect, expectToast, test } from './fixtures';

// Screenshots for review when SHOTS is set (e.g. SHOTS=/tmp/shots/console-content).
const SHOTS = process.env.SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

const setTheme = (p: Page, dark: boolean) =>
  p.evaluate((d) => document.documentElement.classList.toggle('dark', d), dark);

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await setTheme(page, scheme === 'dark');
      await page.screenshot({
        path: `${SHOTS}/${name}-${width}-${scheme}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    }
  }
  await setTheme(page, false);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.setTimeout(240_000);

test('content: an admin imports WAT words from CSV (a bad line is shown, not imported), retires one; the inbox marks feedback handled', async ({
  page,
  baseURL,
  user,
}) => {
  grantAdmin(user.email);
  await enableTwoFactor(page, baseURL!, user.password);
  const stem = `Zeal${Date.now().toString(36)}`;

  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { name: 'Content' })).toBeVisible();
  await shots(page, 'content-wat');

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('CSV text')
    .fill(
      [
        'word,valence,kind,difficulty',
        `${stem}alpha,positive,abstract,2`,
        `${stem}beta,positive`,
        `${stem}gamma,neutral,concrete,1`,
      ].join('\n'),
    );
  await dialog.getByRole('button', { name: 'Check' }).click();
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('2 lines ready, 1 line with errors.')).toBeVisible();
  const bad = preview.getByRole('row').filter({ hasText: `${stem}beta` });
  await expect(bad).toContainText('3');
  await expect(bad).toContainText(
    'Expected 4 columns (word, valence, kind, difficulty) and optionally tags, found 2.',
  );
  await shots(page, 'content-import-preview');
  await dialog.getByRole('button', { name: 'Import 2 items' }).click();
  await expectToast(page, 'Imported 2 items.');
  await expect(preview.getByText('Imported 2 items; 1 line skipped.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // Listed in the console (the API test proves the draw: retired words never reach a session).
  await page.getByLabel('Search').fill(stem);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('2 words · page 1 of 1')).toBeVisible();
  await expect(page.getByRole('cell', { name: `${stem}alpha`, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: `${stem}gamma`, exact: true })).toBeVisible();
  // Drill tags (issue 19): edited as a comma list of OLQ keys, shown in the list.
  await page.getByRole('button', { name: `Edit ${stem}alpha` }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Drill tags').fill('courage, bravery');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText(/'bravery' is not an OLQ key/)).toBeVisible();
  await shots(page, 'content-edit-tags');
  await edit.getByLabel('Drill tags').fill('courage, initiative');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved.');
  await expect(page.getByRole('cell', { name: /tags: courage, initiative/ })).toBeVisible();

  await page.getByRole('button', { name: `Retire ${stem}gamma` }).click();
  await expectToast(page, `Retired “${stem}gamma”.`);
  await expect(page.getByText('1 word · page 1 of 1')).toBeVisible();
  await page.getByLabel('Show').selectOption('retired');
  await expect(page.getByRole('cell', { name: `${stem}gamma`, exact: true })).toBeVisible();
  await shots(page, 'content-retired');

  await page.getByRole('tab', { name: 'Pictures' }).click();
  await expect(page.getByRole('button', { name: 'Upload picture' })).toBeVisible();
  await expect(page.getByRole('img').first()).toBeVisible();
  await shots(page, 'content-pictures');

  // Feedback inbox: the message sent from /feedback, marked handled.
  const message = `The timer froze on SRT ${stem}.`;
  const sent = await page.request.post('/api/feedback', {
    data: { message },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(sent.status()).toBe(201);
  await page.goto('/admin/feedback');
  const item = page.getByRole('listitem').filter({ hasText: message });
  await expect(item).toContainText(user.email);
  await shots(page, 'feedback');
  await item.getByRole('button', { name: 'Mark handled' }).click();
  await expectToast(page, 'Marked handled.');
  await expect(page.getByRole('listitem').filter({ hasText: message })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Handled' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: message })).toContainText(
    `by ${user.email}`,
  );

  await page.goto('/admin/evaluations');
  await expect(page.getByRole('button', { name: 'Retry all failed' })).toBeVisible();
  await shots(page, 'evaluations');
});
