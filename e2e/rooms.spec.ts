import { execFileSync } from 'node:child_process';
import { installFakeJitsi, jitsiCalls } from './fake-jitsi';
import { expect, expectToast, signInViaApi, test } from './fixtures';

// Issue 14: enrol with a phone, wait for the join window on the Join Room list, open the session
// hub and its meeting. The server's clock is real: the room is made (through the operator
// command) to start 4 minutes from now, and the page's clock starts 7 minutes earlier than the
// server's so the list and hub pass through their states under Playwright's clock.
const minute = 60_000;

function addRoom(title: string, startsInMinutes: number) {
  const out = execFileSync(
    'npx',
    [
      'tsx',
      'scripts/room-add.ts',
      '--title',
      title,
      '--type',
      'gd',
      '--starts-in-minutes',
      String(startsInMinutes),
      '--duration',
      '30',
      '--max',
      '6',
      '--mod-name',
      'Maj. E2E',
    ],
    { env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e' }, stdio: 'pipe' },
  );
  return (JSON.parse(out.toString().trim().split('\n').pop()!) as { id: string }).id;
}

test('enrol with a phone, join in the window, open the meeting', async ({ page, user }) => {
  const title = `GD: E2E ${Date.now().toString(36)}`;
  const roomId = addRoom(title, 4);
  await installFakeJitsi(page);
  await page.clock.install({ time: Date.now() - 7 * minute });

  await page.goto('/rooms/register');
  const card = page.getByRole('article', { name: title }).or(page.getByLabel(title));
  await card.getByRole('button', { name: 'Enroll', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Enrollment' });
  await expect(dialog.getByText(/limited participants/)).toBeVisible();
  await expect(dialog.getByText(/WhatsApp and email reminders 15 minutes/)).toBeVisible();
  await dialog.getByLabel('Phone number (optional)').fill('12345');
  await dialog.getByRole('button', { name: 'Confirm Enrollment' }).click();
  await expect(dialog.getByText(/\+91 followed by 10 digits/)).toBeVisible();
  await dialog.getByLabel('Phone number (optional)').fill(' +91 98765 43210 ');
  await dialog.getByRole('button', { name: 'Confirm Enrollment' }).click();
  await expectToast(page, 'Enrolled Successfully');
  await expect(card.getByRole('button', { name: 'Unenroll' })).toBeVisible();
  await expect(card.getByText('1/6')).toBeVisible();
  const profile = await (await page.request.get('/api/profile')).json();
  expect(profile.phone).toBe('+919876543210');

  // 11 minutes before the start (page clock): waiting, not yet joinable.
  await page.goto('/rooms/join');
  const joinCard = page.getByLabel(title);
  await expect(joinCard.getByText('0h 11m to start')).toBeVisible();
  await expect(joinCard.getByRole('button', { name: 'Not Available Yet' })).toBeDisabled();
  // Two 60 s refreshes later: inside the 10-minute window.
  await page.clock.runFor(2 * minute);
  await expect(joinCard.getByText('9m to start')).toBeVisible();
  await joinCard.getByRole('link', { name: 'Join Room' }).click();

  await expect(page).toHaveURL(`/rooms/${roomId}/session`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Room Information')).toBeVisible();
  await expect(page.getByText('Maj. E2E')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/opens 5 minutes before the start/);
  await expect(page.getByRole('button', { name: 'Join Meeting' })).toBeDisabled();
  await page.clock.runFor(5 * minute);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Join Meeting' }).click();
  await expect(page.getByTestId('fake-jitsi')).toContainText(`-room-${roomId}`);
  const [call] = await jitsiCalls(page);
  expect(call.domain).toBe('meet.jit.si');
  expect(call.inDialog).toBe(true);
  expect(call.options.roomName).toMatch(new RegExp(`^[A-Za-z0-9]{10,}-room-${roomId}$`));
  expect(call.options.userInfo).toEqual({
    displayName: user.email.split('@')[0],
    email: user.email,
  });
});

test('a user who is not enrolled is sent back to Join Room', async ({ page, baseURL }) => {
  const roomId = addRoom(`GD: Closed ${Date.now().toString(36)}`, 90);
  await signInViaApi(page, baseURL!);
  await page.clock.install();
  await page.goto(`/rooms/${roomId}/session`);
  await expectToast(page, 'Access Denied: You are not enrolled in this room');
  await expect(page).toHaveURL('/rooms/join');
  await expect(page.getByText('No enrolled rooms')).toBeVisible();
  await page.getByRole('link', { name: 'Browse Rooms' }).click();
  await expect(page).toHaveURL('/rooms/register');
  const material = await page.request.get(`/api/rooms/${roomId}/material`);
  expect(material.status()).toBe(404);
});
