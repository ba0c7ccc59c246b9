import type { Page } from '@playwright/test';
import type { PracticeSession } from '../src/shared/schemas/practice';
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';

// Screenshots for review when SHOTS is set (e.g. SHOTS=/tmp/shots/results).
const SHOTS = process.env.SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

// Results (issue 6): a WAT practice taken through the API is evaluated by the built-in rubric
// assessor and read on /results, at phone and desktop widths. A failed evaluation cannot be
// produced through the public API (the LLM assessor falls back to the rubric), so the failure
// banner and 'Retry evaluation' are covered by src/client/features/results/results-page.test.tsx.

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Starts a 3-word WAT, answers two words with real sentences and leaves one blank, then submits. */
async function takeWatThroughApi(
  page: Page,
  baseURL: string,
  answersFor: (words: string[]) => string[] = ([first, second]) => [
    `${first} taught me to stay calm and organise my team when the flood reached our village.`,
    `My friend showed ${second.toLowerCase()} by helping the injured cyclist reach the hospital in time.`,
    '',
  ],
) {
  const headers = { origin: new URL(baseURL).origin };
  const created = await page.request.post('/api/practice/sessions', {
    data: { testType: 'wat', count: 3 },
    headers,
  });
  expect(created.status()).toBe(201);
  const session = (await created.json()) as PracticeSession;
  expect(session.items).toHaveLength(3);
  const [first, second, third] = session.items;
  const answers = answersFor(session.items.map((x) => x.text));
  for (const [i, item] of [first, second, third].entries()) {
    const saved = await page.request.put(
      `/api/practice/sessions/${session.id}/responses/${item.id}`,
      {
        data: { responseText: answers[i] },
        headers,
      },
    );
    expect(saved.ok()).toBe(true);
  }
  const submitted = await page.request.post(`/api/practice/sessions/${session.id}/submit`, {
    headers,
  });
  expect(submitted.ok()).toBe(true);
  const { evaluationId } = (await submitted.json()) as { evaluationId: string };
  return { session, answers, evaluationId };
}

for (const viewport of VIEWPORTS) {
  test.describe(`results at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a submitted WAT appears as a row; opened, it shows scores, strengths and improved answers', async ({
      page,
      user,
      baseURL,
    }) => {
      expect(user.email).toContain('@');
      const { session, answers } = await takeWatThroughApi(page, baseURL!);

      await page.goto('/results?test=wat');
      await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'WAT (1)' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('tab', { name: 'TAT (0)' })).toBeVisible();

      const row = page.getByRole('button', { name: /WAT Test/ });
      await expect(row).toBeVisible();
      // Queued or running at first; the row refreshes by itself until the assessor is done.
      await expect(row.getByText(/^\d\.\d\/5$/)).toBeVisible({ timeout: 30_000 });
      await expect(row).toContainText('3 answers');

      await row.click();
      const first = page.getByRole('article', { name: 'Word 1' });
      await expect(first).toBeVisible();
      await expect(first.getByText(session.items[0].text, { exact: true })).toBeVisible();
      await expect(first.getByText(answers[0])).toBeVisible();
      await expect(first.getByText(/^Score [1-5]\/5$/)).toBeVisible();
      await expect(first.getByRole('heading', { name: 'Strengths' })).toBeVisible();
      await expect(first.getByRole('heading', { name: 'Improvements' })).toBeVisible();
      await expect(first.getByRole('heading', { name: 'Improved sentence 1' })).toBeVisible();
      await expect(first.getByRole('heading', { name: 'Improved sentence 2' })).toBeVisible();
      await expect(first.getByText('OLQs shown')).toBeVisible();

      await expect(
        page.getByRole('article', { name: 'Word 2' }).getByText(/^Score [1-5]\/5$/),
      ).toBeVisible();
      await expect(
        page.getByRole('article', { name: 'Word 3' }).getByText('not attempted'),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'OLQ profile' }).getByRole('listitem'),
      ).toHaveCount(15);

      // Nothing spills sideways on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      await page.getByRole('tab', { name: 'SRT (0)' }).click();
      await expect(page).toHaveURL(/\/results\?test=srt$/);
      await expect(page.getByText('No SRT evaluations yet')).toBeVisible();
    });
  });
}

test('an answer that speaks of harming oneself gets the support note beside it, the others do not', async ({
  page,
  user,
  baseURL,
}) => {
  expect(user.email).toContain('@');
  await takeWatThroughApi(page, baseURL!, ([first]) => [
    `${first} taught me to stay calm and organise my team when the flood reached our village.`,
    'Some nights I wish I just dont wake up',
    'Cleaned the ghat with my cousins before Chhath.',
  ]);
  await page.goto('/results?test=wat');
  const row = page.getByRole('button', { name: /WAT Test/ });
  await expect(row.getByText(/^\d\.\d\/5$/)).toBeVisible({ timeout: 30_000 });
  await row.click();
  const worried = page.getByRole('article', { name: 'Word 2' });
  await expect(worried.getByRole('note')).toContainText('Tele-MANAS');
  await expect(worried.getByText(/^Score [12]\/5$/)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Word 1' }).getByRole('note')).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Word 3' }).getByRole('note')).toHaveCount(0);
  if (!SHOTS) return;
  await worried.scrollIntoViewIfNeeded();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const dark of [false, true]) {
      await page.evaluate((d) => document.documentElement.classList.toggle('dark', d), dark);
      await worried.screenshot({
        path: `${SHOTS}/support-note-${width}-${dark ? 'dark' : 'light'}.png`,
        animations: 'disabled',
      });
    }
  }
});

test('PPDT results start empty with a way to take the test', async ({ page, user }) => {
  expect(user.email).toContain('@');
  await page.goto('/ppdt-results');
  await expect(page.getByRole('heading', { level: 1, name: 'PPDT Test Results' })).toBeVisible();
  await expect(page.getByText('No PPDT Results Yet')).toBeVisible();
  await page.getByRole('link', { name: 'Take PPDT Test' }).click();
  await expect(page).toHaveURL(/\/ppdt$/);
});
