import type { PracticeSession } from '../src/shared/schemas/practice';
import { expect, serverSession, test } from './fixtures';

// Two tabs of one browser opening the same test: one runs it, the other says where it runs and
// can take it over (issue 11). Both pages share one browser context, so they share localStorage.

test('a second tab does not run a second clock; Take over here moves the test', async ({
  page,
  context,
  user,
}) => {
  expect(user.email).toContain('@');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/wat');
  await page.getByLabel('Number of words').fill('3');
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/practice/sessions') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Start Test' }).click();
  const session = (await (await created).json()) as PracticeSession;
  await page.getByRole('button', { name: 'Continue Test' }).click();
  const first = page.getByRole('region', { name: 'WAT test' });
  await expect(first.getByText(session.items[0].text, { exact: true })).toBeVisible();
  await page.getByLabel('Your sentence').fill('Friends cheered as our team crossed the line.');
  await page.keyboard.press('Enter');
  await expect(first.getByText(session.items[1].text, { exact: true })).toBeVisible();

  // The second tab: no test screen, no clock; it says where the test is running.
  const second = await context.newPage();
  second.on('dialog', (dialog) => void dialog.accept());
  await second.goto('/wat');
  await expect(second.getByRole('heading', { name: 'Test running in another tab' })).toBeVisible();
  await expect(second.getByRole('timer')).toHaveCount(0);
  await expect(second.getByRole('region', { name: 'WAT test' })).toHaveCount(0);
  // The first tab keeps its test meanwhile.
  await expect(page.getByRole('timer')).toBeVisible();

  // Take over: the first tab stops and says so; the second continues at word 2.
  await second.getByRole('button', { name: 'Take over here' }).click();
  await expect(page.getByRole('heading', { name: 'Test running in another tab' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  // It arrives paused (the clock stopped in the other tab), at word 2 of 3.
  const moved = second.getByRole('region', { name: 'WAT test' });
  await expect(moved.getByText('Word 2 of 3')).toBeVisible();
  await second.getByRole('button', { name: 'Resume Test' }).click();
  await expect(moved.getByText(session.items[1].text, { exact: true })).toBeVisible();
  await second.getByLabel('Your sentence').fill('Practice every morning made the climb easy.');
  await second.keyboard.press('Enter');
  await expect(moved.getByText(session.items[2].text, { exact: true })).toBeVisible();

  const stored = await serverSession(second, session.id);
  expect(stored.responses.map((r) => r.responseText)).toEqual([
    'Friends cheered as our team crossed the line.',
    'Practice every morning made the climb easy.',
  ]);
});

test('PPDT: a second tab opening a started test offers to take it over', async ({
  page,
  context,
  user,
}) => {
  expect(user.email).toContain('@');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/ppdt');
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByRole('button', { name: 'Continue Test' })).toBeVisible();

  const second = await context.newPage();
  await second.goto('/ppdt');
  await expect(second.getByRole('heading', { name: 'Test running in another tab' })).toBeVisible();
  await expect(second.getByRole('button', { name: 'Continue Test' })).toHaveCount(0);

  await second.getByRole('button', { name: 'Take over here' }).click();
  await expect(second.getByRole('button', { name: 'Continue Test' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Test running in another tab' })).toBeVisible();
});
