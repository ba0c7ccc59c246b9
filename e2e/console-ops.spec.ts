import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import { buildPiqInput } from '../src/server/features/piq/piq.factory';
import { weeklySlotInstants } from '../src/shared/slot-pattern';
import { installFakeJitsi, jitsiCalls } from './fake-jitsi';
import { becomeAdmin } from './admin';
import { expect, expectToast, signInViaApi, test } from './fixtures';

// Issue 17, the operations part end to end: an admin's room with an uploaded image reaches
// /rooms/register; an admin's weekly slots reach the booking dialog; an admin's confirmation makes
// the candidate's join button appear (page clock), and the interviewer's link opens the same room.

const SHOTS = process.env.SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
// Three people's browsers per test, and screenshots when SHOTS is set.
test.describe.configure({ timeout: 180_000 });

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const dark of [false, true]) {
      await page.evaluate((d) => document.documentElement.classList.toggle('dark', d), dark);
      await page.screenshot({
        path: `${SHOTS}/${name}-${width}-${dark ? 'dark' : 'light'}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A second person in their own browser context, signed in (and with a PIQ when asked). */
async function candidatePage(browser: Browser, baseURL: string, piq = false) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const who = await signInViaApi(page, baseURL);
  if (piq) {
    const res = await page.request.put('/api/piq', {
      data: buildPiqInput(),
      headers: { origin: new URL(baseURL).origin },
    });
    expect(res.status()).toBe(200);
  }
  return { page, context, ...who };
}

/** The labels the booking dialog shows for an instant (its formats, in the page's zone). */
function labels(page: Page, iso: string) {
  return page.evaluate((at) => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-IN', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      })
        .formatToParts(new Date(at))
        .map((p) => [p.type, p.value]),
    );
    const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeZone: 'UTC' }).format(
      Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)),
    );
    const time = new Intl.DateTimeFormat('en-IN', {
      timeZone: zone,
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(at));
    return { day, time };
  }, iso);
}

test('a room made in the console with an uploaded image shows on /rooms/register', async ({
  page,
  baseURL,
  browser,
  user,
}) => {
  await becomeAdmin(page, baseURL!, user);
  await page.goto('/admin/rooms');
  await page.getByRole('button', { name: 'New room' }).click();
  const dialog = page.getByRole('dialog');
  const title = `GD: picture room ${Date.now().toString(36)}`;
  await dialog.getByLabel('Title').fill(title);
  const start = new Date(Date.now() + 2 * 86_400_000);
  const local = new Date(start.getTime() - start.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 16);
  await dialog.getByLabel('Starts at (your time)').fill(local);
  await dialog.getByLabel('Moderator', { exact: true }).fill('Maj. Picture');
  await dialog.getByLabel('Moderator email').fill('mod@example.com');
  await dialog.getByRole('button', { name: 'Create room' }).click();
  const card = page.locator('li').filter({ hasText: title });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Image & material' }).click();
  // A distinctive picture: orange, 1600×900 (stored resized to 1200 wide).
  const png = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: '#f97316' },
  })
    .png()
    .toBuffer();
  await card
    .getByLabel(/Cover image/)
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Image uploaded. Candidates see it on the room card.')).toBeVisible();
  // A text file named .png is refused by its content.
  await card.getByLabel(/Cover image/).setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image at all'),
  });
  await expect(page.getByText('The image must be a PNG, JPEG or WebP picture.')).toBeVisible();
  await card.getByLabel(/Preparation PDF/).setInputFiles({
    name: 'gd-notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  });
  await expect(card.getByText('gd-notes.pdf')).toBeVisible();
  await shots(page, 'rooms-files');

  const cand = await candidatePage(browser, baseURL!);
  await cand.page.goto('/rooms/register');
  const roomCard = cand.page.locator('[data-slot=card]').filter({ hasText: title });
  await expect(roomCard).toBeVisible();
  const img = roomCard.locator('img');
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBe(1200);
  // The pixels are the uploaded picture's (orange), not a generated cover.
  const bytes = await cand.page.request.get((await img.getAttribute('src'))!);
  const { data } = await sharp(await bytes.body())
    .resize(1, 1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(data[0]).toBeGreaterThan(230);
  expect(data[2]).toBeLessThan(60);
  await cand.context.close();
});

test('weekly slots added in the console appear in the booking dialog', async ({
  page,
  baseURL,
  browser,
  user,
}) => {
  await becomeAdmin(page, baseURL!, user);
  await page.goto('/admin/interviewers');
  await expect(page.getByRole('heading', { name: 'Interviewers & slots' })).toBeVisible();
  await page.getByRole('button', { name: 'New interviewer' }).click();
  const form = page.getByRole('dialog');
  const name = `Brig. Weekly ${Date.now().toString(36)} (Retd.)`;
  // Empty required fields: messages a person can act on.
  await form.getByRole('button', { name: 'Add interviewer' }).click();
  await expect(
    form.getByText('Write a short bio (at least 20 characters)', { exact: false }),
  ).toBeVisible();
  await form.getByLabel('Name with rank').fill(name);
  await form.getByLabel('Specialisation').fill('Group tasks and interviews');
  await form.getByLabel('Boards (comma-separated)').fill('SSB Bhopal, SSB Allahabad');
  await form
    .getByLabel('Bio')
    .fill('Presided over a selection board and now trains candidates for the interview.');
  await shots(page, 'interviewer-dialog');
  await form.getByRole('button', { name: 'Add interviewer' }).click();
  await expect(page.getByText('Interviewer added.')).toBeVisible();
  const card = page.locator('li').filter({ hasText: name });
  await card.getByRole('button', { name: 'Slots' }).click();
  await card.getByRole('button', { name: 'Add slots' }).click();

  // Tomorrow (India's calendar) and the day after, at 10:00 and 16:30, for one week.
  const kolkataDay = (offset: number) =>
    new Date(
      new Date(Date.now() + offset * 86_400_000).toLocaleString('en-US', {
        timeZone: 'Asia/Kolkata',
      }),
    ).getDay();
  const weekdays = [kolkataDay(1), kolkataDay(2)];
  const add = page.getByRole('dialog');
  for (const d of ['Mon', 'Wed', 'Fri']) await add.getByRole('button', { name: d }).click();
  for (const d of weekdays)
    await add
      .getByRole('button', { name: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][d] })
      .click();
  await add.getByLabel(/Times of day/).fill('10:00, 16:30');
  await add.getByLabel('Weeks').fill('1');
  const expected = weeklySlotInstants(
    { weekdays, times: ['10:00', '16:30'], weeks: 1, timeZone: 'Asia/Kolkata' },
    new Date(),
  );
  expect(expected).toHaveLength(4);
  await expect(add.getByText('4 slots (Asia/Kolkata)')).toBeVisible();
  await shots(page, 'weekly-slots');
  await add.getByRole('button', { name: 'Create 4 slots' }).click();
  await expect(page.getByText('4 slots created.')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Slots' }).getByText('available')).toHaveCount(4);
  await shots(page, 'interviewers');

  const cand = await candidatePage(browser, baseURL!, true);
  await cand.page.goto('/interview');
  const ivCard = cand.page.locator('[data-slot=card]').filter({ hasText: name });
  await ivCard.getByRole('button', { name: 'Book Interview' }).click();
  const booking = cand.page.getByRole('dialog', { name: `Book Interview with ${name}` });
  const first = await labels(cand.page, expected[0].toISOString());
  await booking.getByRole('button', { name: first.day }).click();
  for (const at of expected.slice(0, 2)) {
    const l = await labels(cand.page, at.toISOString());
    if (l.day === first.day)
      await expect(booking.getByRole('button', { name: l.time, exact: true })).toBeVisible();
  }
  await cand.context.close();
});

test('a request confirmed in the console opens the join button; the interviewer link joins the same room', async ({
  page,
  baseURL,
  browser,
  user,
}) => {
  await becomeAdmin(page, baseURL!, user);
  const origin = new URL(baseURL!).origin;
  const name = `Col. Confirm ${Date.now().toString(36)} (Retd.)`;
  const created = await page.request.post('/api/admin/console/interviewers', {
    headers: { origin },
    data: {
      name,
      age: 57,
      rating: 4.7,
      recommendationsCount: 12,
      recommendationPlaces: ['SSB Bhopal'],
      specialization: 'Personal interview',
      experienceYears: 18,
      bio: 'Interviewing officer at two boards for a decade.',
    },
  });
  expect(created.status()).toBe(201);
  const { interviewer } = await created.json();
  const serverNow = Date.now();
  const startsAt = new Date(Math.floor(serverNow / 60_000) * 60_000 + 10 * 60_000 + 23_000);
  const slot = await page.request.post(`/api/admin/console/interviewers/${interviewer.id}/slots`, {
    headers: { origin },
    data: { startsAt: startsAt.toISOString() },
  });
  expect(slot.status()).toBe(201);

  // The candidate books and pays (sandbox), with the page's clock an hour behind the server's.
  const cand = await candidatePage(browser, baseURL!, true);
  await installFakeJitsi(cand.page);
  await cand.page.clock.install({ time: serverNow - 60 * 60_000 });
  await cand.page.goto('/interview');
  const ivCard = cand.page.locator('[data-slot=card]').filter({ hasText: name });
  await ivCard.getByRole('button', { name: 'Book Interview' }).click();
  const booking = cand.page.getByRole('dialog', { name: `Book Interview with ${name}` });
  const { day, time } = await labels(cand.page, startsAt.toISOString());
  await booking.getByRole('button', { name: day }).click();
  await booking.getByRole('button', { name: time, exact: true }).click();
  await booking.getByRole('button', { name: 'Pay & Book Interview' }).click();
  await cand.page
    .getByRole('dialog', { name: 'Test checkout' })
    .getByRole('button', { name: 'Pay ₹399' })
    .click();
  await expectToast(cand.page, 'Interview Booked Successfully!');
  const mine = cand.page.getByRole('region', { name: 'My Interview Requests' });
  await expect(mine.getByText('pending', { exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: /^Opens in |Join Interview/ })).toHaveCount(0);

  // The admin confirms it in the console and makes the interviewer's link.
  await page.goto('/admin/interviews');
  const row = page.locator('li').filter({ hasText: cand.email });
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Request confirmed. The candidate was mailed.')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmed', exact: true }).click();
  const confirmed = page.locator('li').filter({ hasText: cand.email });
  await confirmed.getByRole('button', { name: 'Interviewer link' }).click();
  const link = confirmed.getByTestId('interviewer-link');
  await expect(link).toBeVisible();
  await shots(page, 'requests-link');
  const url = (await link.getAttribute('href'))!;

  // The candidate: the join button appears, disabled until 15 minutes before (page clock).
  await cand.page.reload();
  await expect(mine.getByText('confirmed', { exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: /^Opens in / })).toBeDisabled();
  const pageNow = await cand.page.evaluate(() => Date.now());
  await cand.page.clock.fastForward(startsAt.getTime() - 15 * 60_000 - pageNow + 1_000);
  await cand.page.clock.runFor(60_000);
  const join = mine.getByRole('button', { name: 'Join Interview' });
  await expect(join).toBeEnabled();
  await join.click();
  await expect(
    cand.page.getByRole('dialog', { name: 'Interview Session' }).getByTestId('fake-jitsi'),
  ).toBeVisible();
  const [candidateCall] = await jitsiCalls(cand.page);

  // The interviewer: no account, only the link; the same room, as moderator.
  const ivContext = await browser.newContext({ baseURL });
  const iv = await ivContext.newPage();
  await installFakeJitsi(iv);
  await iv.goto(url.replace(/^https?:\/\/[^/]+/, ''));
  await expect(iv.getByText(`Mock interview · ${name}`)).toBeVisible();
  await shots(iv, 'interviewer-join');
  await iv.getByRole('button', { name: 'Join as interviewer' }).click();
  await expect(
    iv.getByRole('dialog', { name: 'Interview Session' }).getByTestId('fake-jitsi'),
  ).toBeVisible();
  const [ivCall] = await jitsiCalls(iv);
  expect(ivCall.options.roomName).toBe(candidateCall.options.roomName);
  expect(ivCall.options.userInfo.displayName).toBe(name);

  // A tampered link: a clear message, no meeting.
  await iv.goto(url.replace(/^https?:\/\/[^/]+/, '').replace(/token=([^.]+)/, 'token=$1x'));
  await expect(
    iv.getByText('This interviewer link is not valid. Ask the SSB Prep team for a new one.'),
  ).toBeVisible();
  await ivContext.close();
  await cand.context.close();
});
