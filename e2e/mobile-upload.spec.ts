import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import type { PracticeSession } from '../src/shared/schemas/practice';
import { expect, expectToast, expectWithClock, test } from './fixtures';

// Paper-first practice (issue 16): a WAT written on paper, its sheet photographed by a phone
// through the QR link (no sign-in there), transcribed, corrected and assessed. Time on the desktop
// is driven with Playwright's clock. SHOTS_DIR=/tmp/shots/upload saves the screens at 390/1280 px.

const SHOTS = process.env.SHOTS_DIR;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A photo of a handwritten-looking answer sheet, made here (no fixture file). */
async function sheetPhoto(lines: string[]): Promise<Buffer> {
  const text = lines
    .map(
      (l, i) => `<text x="60" y="${120 + i * 70}" font-size="40" font-family="serif">${l}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600"><rect width="1200" height="1600" fill="#f6f1e4"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Choose from Gallery, through the browser's real file chooser. */
async function choose(phone: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = phone.waitForEvent('filechooser');
  await phone.getByRole('button', { name: 'Choose from Gallery' }).click();
  const picked = await chooser;
  expect(picked.isMultiple()).toBe(true);
  await picked.setFiles(file);
}

/** The theme as the app's toggle sets it (index.html reads it only at load). */
const setTheme = (p: Page, scheme: 'light' | 'dark') =>
  p.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), scheme === 'dark');

async function phoneShots(browser: Browser, url: string, name: string, ready: string) {
  if (!SHOTS) return;
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 844 }, colorScheme });
      const p = await context.newPage();
      await p.goto(url);
      await expect(p.getByRole('heading', { name: ready })).toBeVisible();
      await p.screenshot({
        path: `${SHOTS}/phone-${name}-${width}-${colorScheme}.png`,
        fullPage: true,
        animations: 'disabled',
      });
      await context.close();
    }
  }
}

test('a WAT written on paper: QR link → phone photo → transcription corrected → evaluated → results', async ({
  page,
  browser,
  user,
}) => {
  expect(user.email).toContain('@');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.clock.install();
  await page.goto('/wat');
  await expect(page.getByRole('switch', { name: 'Write on paper' })).toBeVisible();
  if (SHOTS)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/desktop-setup-${width}.png`, fullPage: true });
    }
  await page.getByRole('switch', { name: 'Write on paper' }).click();
  await expect(page.getByRole('switch', { name: 'Write on paper' })).toBeChecked();
  await page.clock.pauseAt(Date.now() + 60_000);

  await page.getByLabel('Number of words').fill('2');
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/practice/sessions') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Start Test' }).click();
  const session = (await (await created).json()) as PracticeSession;
  await expect(page.getByRole('note')).toContainText('Writing on paper');
  await page.getByRole('button', { name: 'Continue Test' }).click();

  // The timers run as usual: each word's 15 s pass with nothing typed.
  const screen = page.getByRole('region', { name: 'WAT test' });
  await expect(screen.getByText(session.items[0].text, { exact: true })).toBeVisible();
  await page.clock.runFor(15_500);
  await expect(screen.getByText('Word 2 of 2')).toBeVisible();
  await page.clock.runFor(15_500);

  // The end: the QR code and the same link.
  await expectWithClock(page, page.getByRole('heading', { name: 'Upload your answer sheets' }));
  await expect(page.getByRole('img', { name: 'QR code of the upload link' })).toBeVisible();
  const linkBox = page.getByRole('textbox', { name: 'Upload link' });
  await expect(linkBox).toHaveValue(/\/mobile-upload\?token=[\w-]{43}$/);
  const link = await linkBox.inputValue();
  await expect(page.getByText('Waiting for photos from your phone…')).toBeVisible();
  if (SHOTS)
    for (const width of [390, 1280])
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 900 });
        await setTheme(page, colorScheme);
        await page.screenshot({
          path: `${SHOTS}/desktop-panel-${width}-${colorScheme}.png`,
          fullPage: true,
          animations: 'disabled',
        });
      }

  // The phone: no sign-in, a phone-sized context of its own.
  const phoneContext = await browser.newContext(PHONE);
  const phone = await phoneContext.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'Upload Answer Sheets' })).toBeVisible();
  await expect(phone.getByText('WAT', { exact: true })).toBeVisible();
  await expect(phone.getByText(session.id.slice(-8), { exact: true })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Take Photo' })).toBeVisible();
  await expect(phone.getByText(/Use good lighting/)).toBeVisible();
  await phoneShots(browser, link, 'valid', 'Upload Answer Sheets');
  const photo = await sheetPhoto(['1. Courage wins the day', '2. Teams share the load']);
  await choose(phone, { name: 'sheet-1.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(phone.getByText('Upload Successful', { exact: true })).toBeVisible();
  await expect(phone.getByText('1 uploaded, 0 failed')).toBeVisible();
  await expect(phone.getByText('sheet-1.jpg', { exact: true })).toBeVisible();
  await expect(phone.getByText(/0\.\d\d MB · Uploaded/)).toBeVisible();
  // Not an image: refused by the server with its status and message.
  await choose(phone, {
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<?php echo 1; ?>'),
  });
  await expect(
    phone.getByText(
      /^Failed to upload notes\.jpg\. Upload failed \(415\): This file is not a photo/,
    ),
  ).toBeVisible();
  await expect(phone.getByText('1 uploaded, 1 failed')).toBeVisible();
  if (SHOTS)
    for (const colorScheme of ['light', 'dark'] as const) {
      await setTheme(phone, colorScheme);
      await phone.screenshot({
        path: `${SHOTS}/phone-files-390-${colorScheme}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    }

  // The desktop sees the photo arrive (polled every 2 s), with a box to correct its text.
  const thumb = page.getByRole('img', { name: 'Photo 1 of your answer sheet' });
  await expect(async () => {
    await page.clock.runFor(2_000);
    await expect(thumb).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 20_000 });
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  const box = page.getByLabel('Transcription of photo 1');
  // Whatever the engine read (or nothing, offline without OCR), the candidate corrects it.
  await expect(async () => {
    await page.clock.runFor(2_000);
    await expect(page.getByText('Reading the handwriting…')).toHaveCount(0, { timeout: 200 });
  }).toPass({ timeout: 30_000 });
  await box.fill('1. Courage wins the day.\n2. Teams share the load.');
  const answers = page.getByRole('list', { name: 'Answers to submit' });
  await expect(answers.getByRole('listitem').nth(0)).toContainText('Courage wins the day.');
  await expect(answers.getByRole('listitem').nth(1)).toContainText('Teams share the load.');
  if (SHOTS)
    for (const colorScheme of ['light', 'dark'] as const) {
      await setTheme(page, colorScheme);
      await page.screenshot({
        path: `${SHOTS}/desktop-photos-1280-${colorScheme}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    }

  // Close & Return on the phone closes the link and goes home; the desktop is unaffected.
  await phone.getByRole('button', { name: 'Close & Return' }).click();
  await expect(phone).toHaveURL(/\/$/);
  const closed = await phone.request.post('/api/uploads/validate-upload-session', {
    data: { token: new URL(link).searchParams.get('token') },
    headers: { origin: new URL(link).origin },
  });
  expect((await closed.json()).valid).toBe(false);
  await phoneContext.close();

  // Submitted as the session's answers, assessed as usual, then the results.
  await page.getByRole('button', { name: 'Submit Answers & Get Evaluation' }).click();
  await expect(async () => {
    await page.clock.runFor(1_000);
    await expect(page).toHaveURL(/\/results\?test=wat/, { timeout: 200 });
  }).toPass({ timeout: 30_000 });
  await expectToast(page, 'Evaluation Complete!');
  const stored = await page.request.get(`/api/practice/sessions/${session.id}`);
  const body = (await stored.json()) as PracticeSession;
  expect(body.status).toBe('submitted');
  expect(body.responses.map((r) => r.responseText)).toEqual([
    'Courage wins the day.',
    'Teams share the load.',
  ]);
});

test('the phone page refuses a missing or unknown token, then goes home', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  await phone.goto('/mobile-upload');
  await expect(phone.getByText('Invalid Link', { exact: true })).toBeVisible();
  await expect(
    phone.getByText('This upload link is missing a token. Please generate a new QR code.').first(),
  ).toBeVisible();
  await expect(phone).toHaveURL(/\/$/, { timeout: 10_000 });
  await phone.goto('/mobile-upload?token=not-a-real-token-at-all');
  await expect(phone.getByText('Invalid or Expired Link', { exact: true })).toBeVisible();
  await expect(
    phone.getByText('This upload link is invalid or has expired.').first(),
  ).toBeVisible();
  await expect(phone).toHaveURL(/\/$/, { timeout: 10_000 });
  await context.close();
  await phoneShots(
    browser,
    `${baseURL}/mobile-upload?token=not-a-real-token-at-all`,
    'invalid',
    'This upload link cannot be used',
  );
});

test('a PPDT written on paper at phone width: the story from the photo is assessed', async ({
  page,
  user,
  baseURL,
}) => {
  expect(user.email).toContain('@');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  await page.goto('/ppdt');
  await page.getByRole('switch', { name: 'Write on paper' }).click();
  await page.clock.pauseAt(Date.now() + 60_000);
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/practice/sessions') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Start Test' }).click();
  const session = (await (await created).json()) as PracticeSession;
  await expect(page.getByRole('note')).toContainText('Writing on paper');
  await page.getByRole('button', { name: 'Continue Test' }).click();
  // Observation, then the four minutes of writing, both run out as usual.
  await page.clock.runFor(15_500);
  await expectToast(page, 'Writing Time Started');
  await page.clock.runFor(240_500);
  await expectWithClock(page, page.getByRole('heading', { name: 'Upload your answer sheets' }));
  const linkBox = page.getByRole('textbox', { name: 'Upload link' });
  await expect(linkBox).toHaveValue(/\/mobile-upload\?token=/);
  const link = await linkBox.inputValue();

  // The phone's request, as its browser sends it (same origin, multipart, no cookie needed).
  const phone = await page.context().browser()!.newContext();
  const posted = await phone.request.post(`${baseURL}/api/uploads/mobile-upload`, {
    headers: { origin: new URL(baseURL!).origin },
    multipart: {
      token: new URL(link).searchParams.get('token')!,
      file: {
        name: 'story.jpg',
        mimeType: 'image/jpeg',
        buffer: await sheetPhoto(['Ravi saw an old farmer fall', 'and took him to hospital']),
      },
    },
  });
  expect(posted.status()).toBe(201);
  // A second, wrong photo: removed again on the desktop, which frees its place.
  const wrong = await phone.request.post(`${baseURL}/api/uploads/mobile-upload`, {
    headers: { origin: new URL(baseURL!).origin },
    multipart: {
      token: new URL(link).searchParams.get('token')!,
      file: { name: 'wrong.jpg', mimeType: 'image/jpeg', buffer: await sheetPhoto(['wrong page']) },
    },
  });
  expect(wrong.status()).toBe(201);
  await phone.close();
  await expect(async () => {
    await page.clock.runFor(2_000);
    await expect(page.getByRole('heading', { name: 'Your photos (2 of 5)' })).toBeVisible({
      timeout: 200,
    });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Remove photo 2' }).click();
  await expectWithClock(page, page.getByRole('heading', { name: 'Your photos (1 of 5)' }));
  await expectToast(page, 'Photo removed');

  const box = page.getByLabel('Transcription of photo 1');
  await expect(async () => {
    await page.clock.runFor(2_000);
    await expect(box).toBeVisible({ timeout: 200 });
    await expect(page.getByText('Reading the handwriting…')).toHaveCount(0, { timeout: 200 });
  }).toPass({ timeout: 30_000 });
  const story =
    'Ravi, a 22-year-old student, saw an old farmer fall near the canal. He gave first aid, ' +
    'called an ambulance and took him to hospital, then started a first-aid club in his village.';
  await box.fill(story);
  const answers = page.getByRole('list', { name: 'Answers to submit' });
  await expect(answers.getByRole('listitem')).toHaveCount(1);
  await expect(answers).toContainText('Story');
  await expect(answers).toContainText('first-aid club');
  await page.getByRole('button', { name: 'Submit Answers & Get Evaluation' }).click();
  await expect(async () => {
    await page.clock.runFor(1_000);
    await expect(page).toHaveURL(/\/ppdt-results/, { timeout: 200 });
  }).toPass({ timeout: 30_000 });
  const stored = (await (
    await page.request.get(`/api/practice/sessions/${session.id}`)
  ).json()) as PracticeSession;
  expect(stored.status).toBe('submitted');
  expect(stored.responses.map((r) => r.responseText)).toEqual([story]);
});
