import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { buildPiqInput } from '../src/server/features/piq/piq.factory';
import { installFakeJitsi, jitsiCalls } from './fake-jitsi';
import { expect, expectToast, test } from './fixtures';

// Issue 13 end to end: no PIQ → the prompt; with a PIQ → pick a date and a time → sandbox
// payment → the request is pending; the operator confirms (the real `npm run interviews`
// command) → join is disabled with 'Opens in …' → the page's clock reaches 15 minutes before →
// enabled → the Interview Session dialog opens the (fake) Jitsi embed.
//
// The browser's clock is set an hour behind the server's: the slot starts 10 minutes from now on
// the server (its join window is already open there), while the page sees it 70 minutes ahead
// until the test moves the page's clock forward.

const INTERVIEWER = 'seed-col-raghav-menon';
const NAME = 'Col. Raghav Menon (Retd.)';

function interviewsCommand(...args: string[]) {
  const out = execFileSync('npx', ['tsx', 'scripts/interviews.ts', ...args, '--json'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e' },
    stdio: 'pipe',
  });
  return JSON.parse(out.toString());
}

/** The labels the page shows for an instant (same formats as the page, in the page's zone). */
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

test('book and pay for a mock interview, then join it in its window', async ({ page, user }) => {
  const serverNow = Date.now();
  // A slot 10 minutes from now (odd seconds: never on a seeded half hour).
  const startsAt = new Date(Math.floor(serverNow / 60_000) * 60_000 + 10 * 60_000 + 17_000);
  const { slot } = interviewsCommand(
    'add-slot',
    '--interviewer',
    INTERVIEWER,
    '--at',
    startsAt.toISOString(),
  );
  expect(slot.startsAt).toBe(startsAt.toISOString());

  await installFakeJitsi(page);
  await page.clock.install({ time: serverNow - 60 * 60_000 });
  await page.goto('/interview');
  await expect(
    page.getByText(
      'Instant booking: Pay ₹399 to book an interview with 3x recommended candidates.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Interview Requests' })).toHaveCount(0);
  const card = page.locator('[data-slot=card]').filter({ hasText: NAME });

  // No PIQ: the prompt, and nothing else.
  await card.getByRole('button', { name: 'Book Interview' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Please complete your PIQ form' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Fill PIQ Now' })).toHaveAttribute('href', '/piq');
  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toBeHidden();

  const origin = new URL(page.url()).origin;
  const piq = await page.request.put('/api/piq', { data: buildPiqInput(), headers: { origin } });
  expect(piq.status()).toBe(200);

  // With a PIQ: date, time, pay.
  await card.getByRole('button', { name: 'Book Interview' }).click();
  const dialog = page.getByRole('dialog', { name: `Book Interview with ${NAME}` });
  await expect(dialog.getByText('Interview Fee: ₹399')).toBeVisible();
  const pay = dialog.getByRole('button', { name: 'Pay & Book Interview' });
  await expect(pay).toBeDisabled();
  const { day, time } = await labels(page, startsAt.toISOString());
  await dialog.getByRole('button', { name: day }).click();
  await dialog.getByRole('button', { name: time, exact: true }).click();
  await pay.click();
  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await checkout.getByRole('button', { name: 'Pay ₹399' }).click();
  await expectToast(page, 'Interview Booked Successfully!');
  await expect(page.getByRole('heading', { name: 'My Interview Requests' })).toBeVisible();
  const mine = page.getByRole('region', { name: 'My Interview Requests' });
  await expect(mine.getByText(NAME)).toBeVisible();
  await expect(mine.getByText('pending', { exact: true })).toBeVisible();

  // The operator confirms with the real command.
  const { requests } = interviewsCommand('list', '--status', 'pending');
  const request = requests.find((r: { candidate: string }) => r.candidate === user.email);
  expect(request).toBeTruthy();
  expect(interviewsCommand('confirm', request.id).request.status).toBe('confirmed');

  await page.reload();
  await expect(mine.getByText('confirmed', { exact: true })).toBeVisible();
  const join = mine.getByRole('button', { name: /^Opens in / });
  await expect(join).toBeDisabled();
  // The countdown to the start (about 1h 10m on the page's clock, which has been running since it
  // was installed an hour behind the server; the button redraws once a minute).
  const left = Math.floor((startsAt.getTime() - (await page.evaluate(() => Date.now()))) / 60_000);
  const shown = (m: number) =>
    m >= 60 ? `Opens in ${Math.floor(m / 60)}h ${m % 60}m` : `Opens in ${m}m`;
  expect(left).toBeGreaterThan(60);
  await expect(join).toHaveText(
    new RegExp(`^(${[left - 1, left, left + 1, left + 2].map(shown).join('|')})$`),
  );
  await join.locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    'You can join 15 minutes before the interview',
  );

  // The page's clock reaches 15 minutes before the start: the 60-second redraw enables Join.
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.fastForward(startsAt.getTime() - 15 * 60_000 - pageNow + 1_000);
  await page.clock.runFor(60_000);
  const enabled = mine.getByRole('button', { name: 'Join Interview' });
  await expect(enabled).toBeEnabled();
  await enabled.click();
  const session = page.getByRole('dialog', { name: 'Interview Session' });
  await expect(session).toBeVisible();
  await expect(session.getByTestId('fake-jitsi')).toBeVisible();
  const [call] = await jitsiCalls(page);
  const listed = await (await page.request.get('/api/interviews/requests')).json();
  const room = listed.requests[0].jitsiRoomName as string;
  expect(room).toMatch(/^ssbprep-interview-[0-9a-f]{40}$/);
  expect(call.domain).toBe('meet.jit.si');
  expect(call.inDialog).toBe(true);
  expect(call.options.roomName).toBe(room);
  expect(call.options.configOverwrite).toMatchObject({
    prejoinPageEnabled: false,
    startWithAudioMuted: false,
    startWithVideoMuted: false,
  });
  expect(call.options.userInfo.email).toBe(user.email);
  expect(call.options.jwt).toBeUndefined();
});
