import type { PracticeSession } from '../src/shared/schemas/practice';
import { expect, test, expectWithClock, expectToast, serverSession, grantPlan } from './fixtures';

// TAT practice (issue 7) at phone width: the premium wall, the count chooser, a 2-picture test
// with the first picture skipped and a reload in the middle of the second story, then the
// evaluation on /results?test=tat. Time is driven with Playwright's clock, never by sleeping.

test.use({ viewport: { width: 390, height: 844 } });

const FIRST_HALF =
  'Meera, a 21-year-old nursing student, had noticed that the village well was drying up every May.';
const SECOND_HALF =
  ' She gathered six friends, met the sarpanch and organised a weekend to desilt the old pond. ' +
  'Within two months the pond held rain water again and the well recovered.';

test('a free user meets the premium wall; the server refuses the session too', async ({
  page,
  user,
}) => {
  expect(user.email).toContain('@');
  await page.goto('/tat');
  await expect(page.getByRole('heading', { name: 'TAT is a Premium Feature' })).toBeVisible();
  await page.getByRole('link', { name: 'Upgrade to Premium Monthly' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  const refused = await page.request.post('/api/practice/sessions', {
    data: { testType: 'tat', count: 2 },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
});

test('a 2-picture TAT: one picture skipped, a reload mid-story, then its evaluation', async ({
  page,
  user,
}) => {
  grantPlan(user.email, 'lieutenant');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await page.clock.install();
  await page.goto('/tat');

  // The count: digits only, clamped to 1–10 on blur, 5 by default.
  const count = page.getByLabel('Number of pictures');
  await expect(count).toHaveValue('5');
  await count.fill('');
  await count.pressSequentially('1a2');
  await expect(count).toHaveValue('12');
  await count.blur();
  await expect(count).toHaveValue('10');
  await count.fill('0');
  await count.blur();
  await expect(count).toHaveValue('1');
  await count.fill('2');
  await page.clock.pauseAt(Date.now() + 60_000);

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/practice/sessions') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Start Test' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const session = (await response.json()) as PracticeSession;
  expect(session.items).toHaveLength(2);
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue Test' }).click();

  // Picture 1: shown for 15 s; skipped after 3 s.
  const screen = page.getByRole('region', { name: 'TAT test' });
  const timer = screen.getByRole('timer');
  await expect(screen.getByText('Picture 1 of 2')).toBeVisible();
  await expect(screen.getByRole('img', { name: 'TAT picture 1' })).toHaveAttribute(
    'src',
    session.items[0].imageUrl!,
  );
  await expect(timer).toHaveText('15');
  await page.clock.runFor(3_000);
  await expect(timer).toHaveText('12');
  await screen.getByRole('button', { name: 'Skip Image' }).click();
  await expectToast(page, 'Image Skipped');

  // Picture 2: observation runs out, then the story box opens empty with 4 minutes.
  await expect(screen.getByText('Picture 2 of 2')).toBeVisible();
  await expect(screen.getByRole('img', { name: 'TAT picture 2' })).toHaveAttribute(
    'src',
    session.items[1].imageUrl!,
  );
  await expect(timer).toHaveText('15');

  // Leaving fullscreen pauses the test; Resume goes back into it.
  const isFullscreen = () => page.evaluate(() => document.fullscreenElement !== null);
  expect(await isFullscreen()).toBe(true);
  await page.evaluate(() => document.exitFullscreen());
  await expectToast(page, 'Test paused due to exiting fullscreen mode.');
  await expect(screen.getByText('PAUSED', { exact: true })).toBeVisible();
  await page.clock.runFor(20_000);
  await screen.getByRole('button', { name: 'Resume Test' }).click();
  expect(await isFullscreen()).toBe(true);
  await expect(timer).toHaveText('15');

  await page.clock.runFor(15_000);
  await expectToast(page, 'Writing Time Started');
  const story = screen.getByLabel('Your story');
  await expect(story).toHaveValue('');
  await expect(timer).toHaveText('4:00');
  await story.fill(FIRST_HALF);
  await page.clock.runFor(30_000);
  await expect(timer).toHaveText('3:30');

  // The stored copy holds no picture data.
  const stored = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('ssb-prep:picture:tat:'))
      .map((k) => localStorage.getItem(k) ?? ''),
  );
  expect(stored).toHaveLength(1);
  expect(stored[0]).toContain(FIRST_HALF);
  expect(stored[0]).not.toContain('/api/pictures/');

  // Reload: the browser asks first; the test comes back paused where it was.
  await page.reload();
  expect(dialogs).toContain('beforeunload');
  await expectWithClock(page, screen.getByText('PAUSED', { exact: true }));
  await expect(screen.getByText('Picture 2 of 2')).toBeVisible();
  await expect(timer).toHaveText('3:30');
  await page.clock.runFor(60_000);
  await expect(timer).toHaveText('3:30');
  await screen.getByRole('button', { name: 'Resume Test' }).click();
  await expect(story).toHaveValue(FIRST_HALF);
  await story.fill(FIRST_HALF + SECOND_HALF);
  await page.clock.runFor(10_000);
  await expect(timer).toHaveText('3:20');
  await screen.getByRole('button', { name: 'Submit Story' }).click();

  // Complete: one skipped, one story.
  await expectWithClock(page, page.getByRole('heading', { name: 'Test Complete' }));
  await expect(
    page.getByText('You went through all 2 pictures. You wrote 1 of 2 stories.'),
  ).toBeVisible();
  await expect(page.getByText('Skipped', { exact: true })).toBeVisible();
  const saved = await serverSession(page, session.id);
  expect(saved.status).toBe('completed');
  expect(saved.responses.map((r) => [r.itemId, r.responseText, r.timeTaken])).toEqual([
    [session.items[0].id, null, null],
    [session.items[1].id, FIRST_HALF + SECOND_HALF, 40],
  ]);

  // Evaluation: the overlay follows it, then the TAT tab of the results.
  await page.getByRole('button', { name: 'Submit Test & Get Evaluation' }).click();
  await expect(page.getByText('Analyzing your TAT stories...')).toBeVisible();
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(page.getByText('Evaluation Complete!').first()).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/results\?test=tat$/);
  await expectWithClock(page, page.getByRole('tab', { name: 'TAT (1)' }));
  await expect(page.getByRole('tab', { name: 'TAT (1)' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('button', { name: /TAT Test/ });
  await expect(row).toContainText('2 answers');
  await expectWithClock(page, row.getByText(/^\d\.\d\/5$/));
  expect((await serverSession(page, session.id)).status).toBe('submitted');

  // The local state was cleared: /tat starts at the chooser again.
  await page.goto('/tat');
  await expectWithClock(page, page.getByLabel('Number of pictures'));
});
