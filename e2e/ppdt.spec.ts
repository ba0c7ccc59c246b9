import type { PracticeSession } from '../src/shared/schemas/practice';
import { expect, test, expectWithClock, expectToast, serverSession, setHidden } from './fixtures';

// PPDT practice (issue 7) at phone width: one picture for one credit, observation that runs out,
// character marking and a story, writing that reaches zero and submits itself, then the
// evaluation on /ppdt-results. Time is driven with Playwright's clock, never by sleeping.

test.use({ viewport: { width: 390, height: 844 } });

const STORY =
  'Ravi, a 22-year-old engineering student, had been cycling home when he saw an old farmer fall near the canal. ' +
  'He gave him first aid, called 108 and waited with him until the ambulance came. ' +
  'The next week the farmer thanked him, and Ravi started a first-aid club in his village with five friends; ' +
  'within two months forty villagers were trained.';

test('a PPDT: observation runs out, the marked story is auto-submitted at zero and evaluated', async ({
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
  await page.goto('/ppdt');
  // A new user at the free allowance sees no low-credit warning (issue 11).
  await expect(page.getByRole('switch', { name: 'SSB timings' })).toBeVisible();
  await expect(page.getByText(/credits? left for the Picture Perception Test/)).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'SSB timings' })).not.toBeChecked();
  await page.clock.pauseAt(Date.now() + 60_000);

  // Start: the server session takes the one credit.
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/practice/sessions') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Start Test' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const session = (await response.json()) as PracticeSession;
  expect(session.items).toHaveLength(1);
  expect(session.options).toEqual({ ssbTimings: false });
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await expect(page.getByText(/make it the first line, e\.g\. "Characters:/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue Test' }).click();

  // Observation: the picture, 15 s, fitting the phone's width.
  const screen = page.getByRole('region', { name: 'PPDT test' });
  const timer = screen.getByRole('timer');
  const picture = screen.getByRole('img', { name: 'PPDT picture' });
  await expect(picture).toHaveAttribute('src', session.items[0].imageUrl!);
  await expect(timer).toHaveText('15');
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const box = (await picture.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.width).toBeGreaterThan(300);
  await page.clock.runFor(5_000);
  await expect(timer).toHaveText('10');

  // Switching away pauses; the clock stops and the picture is hidden.
  await setHidden(page, true);
  await expectToast(page, 'Test paused due to navigating away from the page.');
  await setHidden(page, false);
  await expect(screen.getByText('PAUSED', { exact: true })).toBeVisible();
  await expect(picture).toBeHidden();
  await page.clock.runFor(30_000);
  await expect(timer).toHaveText('10');
  await screen.getByRole('button', { name: 'Resume Test' }).click();
  await expect(picture).toBeVisible();

  // Observation reaches zero: writing starts with an empty box and the full 4 minutes.
  await page.clock.runFor(10_000);
  await expectToast(page, 'Writing Time Started');
  await expect(timer).toHaveText('4:00');
  const story = screen.getByLabel('Your story');
  await expect(story).toHaveValue('');
  await expect(picture).toBeHidden();

  // Character marking: two characters, then the action.
  const marking = screen.getByRole('region', { name: 'Character marking' });
  await marking.getByRole('button', { name: 'More characters' }).click();
  await marking.getByRole('button', { name: 'More characters' }).click();
  await marking.getByLabel('Character 1 age').fill('22');
  await marking
    .getByRole('group', { name: 'Character 1 sex' })
    .getByRole('button', { name: 'Male', exact: true })
    .click();
  await marking
    .getByRole('group', { name: 'Character 1 mood' })
    .getByRole('button', { name: 'Positive' })
    .click();
  await marking.getByLabel('Character 2 age').fill('60');
  await marking
    .getByRole('group', { name: 'Character 2 sex' })
    .getByRole('button', { name: 'Male', exact: true })
    .click();
  await marking
    .getByRole('group', { name: 'Character 2 mood' })
    .getByRole('button', { name: 'Negative' })
    .click();
  await marking.getByLabel('Action').fill('helping after an accident');

  // The story; the panel folds to one line while writing.
  await story.fill(STORY);
  await expect(marking.getByText('2 · M 22 + · M 60 −')).toBeVisible();
  await expect(marking.getByLabel('Action')).toBeHidden();
  await expect(screen.getByText(`${STORY.split(/\s+/).length} words`)).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // Writing reaches zero: the story is submitted as it is.
  await page.clock.runFor(239_000);
  await expect(timer).toHaveText('1');
  await page.clock.runFor(1_500);
  await expectWithClock(page, page.getByRole('heading', { name: 'Test Complete' }));
  await expectToast(page, "Time's Up!");
  await expect(page.getByText(STORY)).toBeVisible();

  const stored = await serverSession(page, session.id);
  expect(stored.status).toBe('completed');
  expect(stored.responses).toHaveLength(1);
  expect(stored.responses[0].responseText).toBe(STORY);
  expect(stored.responses[0].timeTaken).toBe(240);
  expect(stored.responses[0].characters).toEqual({
    count: 2,
    people: [
      { age: 22, sex: 'M', mood: 'positive' },
      { age: 60, sex: 'M', mood: 'negative' },
    ],
    action: 'helping after an accident',
  });

  // The completed state survives a reload (no leave confirmation once the story is saved).
  await page.reload();
  await expectWithClock(page, page.getByRole('heading', { name: 'Test Complete' }));
  expect(dialogs).toEqual([]);

  // Evaluation: the overlay follows it (polled every second), then the results screen.
  await page.getByRole('button', { name: 'Submit Test & Get Evaluation' }).click();
  await expect(page.getByText('Analyzing your PPDT story...')).toBeVisible();
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(page.getByText('Evaluation Complete!').first()).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/ppdt-results$/);
  // Query results are delivered on a zero-delay timeout: the clock is nudged until they show.
  const attempt = page.getByRole('list', { name: 'PPDT attempts' }).getByRole('listitem');
  await expectWithClock(page, attempt.getByText(/^Overall Score \d\.\d\/5$/));
  await expect(attempt).toHaveCount(1);
  expect((await serverSession(page, session.id)).status).toBe('submitted');
  // Opened, the attempt shows the very picture that was practised, loaded.
  await attempt.getByRole('button').first().click();
  const stimulus = attempt.getByRole('img', { name: 'PPDT stimulus image 1' });
  await expectWithClock(page, stimulus);
  expect(await stimulus.getAttribute('src')).toBe(session.items[0].imageUrl);
  await expect
    .poll(() => stimulus.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // The local state was cleared: /ppdt starts afresh with one credit left.
  await page.goto('/ppdt');
  await expectWithClock(
    page,
    page.getByText('1 credit left for the Picture Perception Test. This test uses 1 credit.'),
  );
});
