import type { Page } from '@playwright/test';
import type { PracticeSession } from '../src/shared/schemas/practice';
import { expect, test, expectWithClock, expectToast, serverSession, setHidden } from './fixtures';

// WAT and SRT practice (issue 5), at phone and desktop widths. Time is driven with Playwright's
// clock (installed before the first page load, then paused), never by sleeping.

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Starts a practice of `count` items from the setup screen and returns the server's session. */
async function startPractice(
  page: Page,
  noun: 'words' | 'situations',
  count: number,
): Promise<PracticeSession> {
  await page.getByLabel(`Number of ${noun}`).fill(String(count));
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/practice/sessions') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Start Test' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  return (await response.json()) as PracticeSession;
}

for (const viewport of VIEWPORTS) {
  test.describe(`practice at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a 3-word WAT survives a reload; the last word times out and is stored as skipped', async ({
      page,
      user,
    }) => {
      expect(user.email).toContain('@');
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.type());
        void dialog.accept();
      });
      await page.clock.install();
      await page.goto('/wat');
      await expect(page.getByText('Max: 10 words (based on your credits)')).toBeVisible();
      await page.clock.pauseAt(Date.now() + 60_000);

      const session = await startPractice(page, 'words', 3);
      expect(session.items).toHaveLength(3);
      await expectToast(page, 'WAT Practice Started!');
      await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
      await page.getByRole('button', { name: 'Continue Test' }).click();

      const screen = page.getByRole('region', { name: 'WAT test' });
      const timer = page.getByRole('timer');
      const answer = page.getByLabel('Your sentence');
      await expect(screen.getByText(session.items[0].text, { exact: true })).toBeVisible();
      await expect(timer).toHaveText('15');

      // Word 1: answered with Enter.
      await page.clock.runFor(3_000);
      await expect(timer).toHaveText('12');
      await answer.fill('Courage grows when fear is faced.');
      await answer.press('Enter');
      await expect(screen.getByText('Word 2 of 3')).toBeVisible();
      await expect(screen.getByText(session.items[1].text, { exact: true })).toBeVisible();
      await expect(timer).toHaveText('15');
      await expect(answer).toHaveValue('');

      // Word 2: half typed, 5 s gone, then the page reloads (the browser asks first).
      await answer.fill('Friends help');
      await page.clock.runFor(5_000);
      await expect(timer).toHaveText('10');
      await page.reload();
      expect(dialogs).toContain('beforeunload');

      // Back where it was: paused, same word, same text, same time left.
      await expectWithClock(page, screen.getByText('PAUSED', { exact: true }));
      await expect(screen.getByText('Word 2 of 3')).toBeVisible();
      await expect(timer).toHaveText('10');
      await expect(answer).toHaveValue('Friends help');
      await page.clock.runFor(30_000);
      await expect(timer).toHaveText('10');

      await screen.getByRole('button', { name: 'Resume Test' }).click();
      await expectToast(page, 'Your test has been resumed.');
      await expect(screen.getByText(session.items[1].text, { exact: true })).toBeVisible();
      await page.clock.runFor(2_000);
      await expect(timer).toHaveText('8');

      // Switching away pauses; the clock stops.
      await setHidden(page, true);
      await expectToast(page, 'Test paused due to navigating away from the page.');
      await setHidden(page, false);
      await page.clock.runFor(20_000);
      await expect(timer).toHaveText('8');
      await screen.getByRole('button', { name: 'Resume Test' }).click();

      await answer.fill('Friends help each other grow.');
      await screen.getByRole('button', { name: 'Next Word' }).click();
      await expect(screen.getByText('Word 3 of 3')).toBeVisible();

      // Word 3: nothing typed; at zero it is recorded as skipped and the test is complete.
      await page.clock.runFor(14_000);
      await expect(timer).toHaveText('1');
      await page.clock.runFor(1_500);
      await expectToast(page, 'Practice Complete!');
      await expect(page.getByRole('heading', { name: 'Test Complete' })).toBeVisible();
      await expect(page.getByText('Skipped', { exact: true })).toBeVisible();

      const stored = await serverSession(page, session.id);
      expect(stored.status).toBe('completed');
      expect(stored.responses.map((r) => [r.itemId, r.responseText])).toEqual([
        [session.items[0].id, 'Courage grows when fear is faced.'],
        [session.items[1].id, 'Friends help each other grow.'],
        [session.items[2].id, null],
      ]);

      // Submit: the overlay follows the evaluation (polled every second, so the clock moves on
      // while the server's assessor works), then 'Evaluation Complete!' and the results page.
      await page.getByRole('button', { name: 'Submit Test & Get Evaluation' }).click();
      await expect(page.getByText('Analyzing your WAT responses...')).toBeVisible();
      await expect(async () => {
        await page.clock.runFor(500);
        await expect(page.getByText('Evaluation Complete!').first()).toBeVisible({ timeout: 200 });
      }).toPass({ timeout: 30_000 });
      await expect(page).toHaveURL(/\/results\?test=wat$/);
      expect((await serverSession(page, session.id)).status).toBe('submitted');
      await page.goto('/wat');
      await expectWithClock(page, page.getByText('Max: 7 words (based on your credits)'));
    });

    test('a 2-situation SRT runs out of time after the first answer; the second is unattempted', async ({
      page,
      user,
    }) => {
      expect(user.email).toContain('@');
      await page.clock.install();
      await page.goto('/srt');
      await expect(page.getByText('Max: 10 situations (based on your credits)')).toBeVisible();
      await expect(page.getByLabel('Number of situations')).toHaveValue('5');
      await page.clock.pauseAt(Date.now() + 60_000);

      const session = await startPractice(page, 'situations', 2);
      await expectToast(page, 'SRT Practice Started!');
      await page.getByRole('button', { name: 'Continue Test' }).click();

      const screen = page.getByRole('region', { name: 'SRT test' });
      const timer = page.getByRole('timer');
      await expect(timer).toHaveText('30');
      await expect(screen.getByText(session.items[0].text, { exact: true })).toBeVisible();
      await expect(screen.getByText('Write 1-2 lines per response')).toBeVisible();

      // Started in fullscreen; leaving it pauses the test, and Resume goes back into it.
      const isFullscreen = () => page.evaluate(() => document.fullscreenElement !== null);
      expect(await isFullscreen()).toBe(true);
      await page.evaluate(() => document.exitFullscreen());
      await expectToast(page, 'Test paused due to exiting fullscreen mode.');
      await expect(screen.getByText('PAUSED', { exact: true })).toBeVisible();
      await screen.getByRole('button', { name: 'Resume Test' }).click();
      await expect(screen.getByText('PAUSED', { exact: true })).toBeHidden();
      expect(await isFullscreen()).toBe(true);
      await expect(timer).toHaveText('30');

      const answer = page.getByLabel('Your response');
      await answer.fill('I would call for help.');
      await expect(screen.getByText('22 characters · 5 words')).toBeVisible();

      // The Pause button stops the one clock; paused time does not count.
      await page.clock.runFor(2_000);
      await screen.getByRole('button', { name: 'Pause', exact: true }).click();
      await expectToast(page, 'Test has been paused.');
      await page.clock.runFor(60_000);
      await expect(timer).toHaveText('28');
      await screen.getByRole('button', { name: 'Resume', exact: true }).click();
      await page.clock.runFor(2_000);

      await screen.getByRole('button', { name: 'Submit Response' }).click();
      await expect(screen.getByText('Situation 2 of 2')).toBeVisible();
      await expect(screen.getByText(session.items[1].text, { exact: true })).toBeVisible();
      await expect(timer).toHaveText('26');

      // The rest of the total time runs out with nothing written for the second situation.
      await page.clock.runFor(26_500);
      await expectToast(page, 'Practice Complete!');
      await expect(page.getByText('Not attempted', { exact: true })).toBeVisible();

      const stored = await serverSession(page, session.id);
      expect(stored.status).toBe('completed');
      expect(stored.responses.map((r) => [r.itemId, r.responseText, r.timeTaken])).toEqual([
        [session.items[0].id, 'I would call for help.', 4],
        [session.items[1].id, null, null],
      ]);

      // Practice Again asks first, then goes back to the setup screen.
      await page.getByRole('button', { name: 'Practice Again' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Practice Again?' })).toBeVisible();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Practice Again' }).click();
      await expect(page.getByText('Max: 8 situations (based on your credits)')).toBeVisible();
    });
  });
}

test('Finish Early records the rest as not attempted; an empty test cannot be submitted', async ({
  page,
  user,
}) => {
  expect(user.email).toContain('@');
  await page.clock.install();
  await page.goto('/wat');
  await expect(page.getByText('Max: 10 words (based on your credits)')).toBeVisible();
  await page.clock.pauseAt(Date.now() + 60_000);
  const session = await startPractice(page, 'words', 4);
  await page.getByRole('button', { name: 'Continue Test' }).click();
  const screen = page.getByRole('region', { name: 'WAT test' });

  await screen.getByRole('button', { name: 'Next Word' }).click(); // a blank answer is a skip
  await expect(screen.getByText('Word 2 of 4')).toBeVisible();
  await screen.getByRole('button', { name: 'Finish Early' }).click();
  await page
    .getByRole('alertdialog', { name: 'Finish Test Early?' })
    .getByRole('button', { name: 'Finish Test' })
    .click();
  await expectToast(
    page,
    'You completed 1 out of 4 words. Remaining words marked as not attempted.',
  );

  const stored = await serverSession(page, session.id);
  expect(stored.responses.map((r) => r.responseText)).toEqual([null, null, null, null]);

  await page.getByRole('button', { name: 'Submit Test & Get Evaluation' }).click();
  await expectToast(page, 'Please provide text responses before evaluation.');
  await expect(page).toHaveURL(/\/wat$/);
});
