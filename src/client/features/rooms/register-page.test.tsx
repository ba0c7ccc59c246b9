import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { RoomCard } from '@/shared/schemas/rooms';
import { renderApp } from '@/client/test/render';
import { buildSession, recordRequests, server } from '@/client/test/server';

const requests = recordRequests();
const buildRoom = (over: Partial<RoomCard> = {}): RoomCard => ({
  id: '6b0a3c1e-0000-4000-8000-000000000001',
  title: 'GD: Test topic',
  description: 'A discussion',
  roomType: 'gd',
  scheduledDatetime: new Date(Date.now() + 3 * 3_600_000).toISOString(),
  durationMinutes: 45,
  maxParticipants: 10,
  participantCount: 3,
  modName: 'Maj. Moderator',
  imageUrl: null,
  isPrivate: false,
  isEnrolled: false,
  canEnrol: true,
  opensAt: null,
  ...over,
});

function signedIn(rooms: { current: RoomCard[] }, phone = '') {
  server.use(
    http.get('*/api/auth/get-session', () => HttpResponse.json(buildSession())),
    http.get('*/api/rooms', () => HttpResponse.json({ rooms: rooms.current })),
    http.get('*/api/profile', () =>
      HttpResponse.json({ fullName: '', email: 'cadet@example.com', phone }),
    ),
  );
}

describe('Room Registration', () => {
  it('shows 6 loading cards, then the empty state', async () => {
    server.use(
      http.get('*/api/auth/get-session', () => HttpResponse.json(buildSession())),
      http.get('*/api/rooms', async () => {
        await delay(150);
        return HttpResponse.json({ rooms: [] });
      }),
    );
    renderApp('/rooms/register');
    await waitFor(() => expect(screen.getAllByTestId('room-skeleton')).toHaveLength(6));
    expect(await screen.findByText('No upcoming rooms available')).toBeInTheDocument();
  });

  it('card buttons: Room Full, Opens for enrolment, Unenroll', async () => {
    signedIn({
      current: [
        buildRoom({ id: 'a', title: 'Full room', participantCount: 10 }),
        buildRoom({
          id: 'b',
          title: 'Later room',
          canEnrol: false,
          opensAt: '2026-12-03T12:00:00.000Z',
        }),
        buildRoom({ id: 'c', title: 'Mine', isEnrolled: true }),
      ],
    });
    renderApp('/rooms/register');
    const full = await screen
      .findByRole('group', { name: 'Full room' })
      .catch(() => screen.findByLabelText('Full room'));
    expect(within(full).getByRole('button', { name: 'Room Full' })).toBeDisabled();
    expect(within(full).getByText('10/10')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Later room')).getByRole('button', {
        name: /^Opens for enrolment on /,
      }),
    ).toBeDisabled();
    expect(
      within(screen.getByLabelText('Mine')).getByRole('button', { name: 'Unenroll' }),
    ).toBeEnabled();
  });

  it('enrols with a validated, normalised phone', async () => {
    const rooms = { current: [buildRoom()] };
    signedIn(rooms, '+919999999999');
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/rooms/:id/enrolment', async ({ request }) => {
        bodies.push(await request.json());
        rooms.current = [buildRoom({ isEnrolled: true, participantCount: 4 })];
        return HttpResponse.json({ enrolled: true, already: false }, { status: 201 });
      }),
    );
    const { user } = renderApp('/rooms/register');
    const card = await screen.findByLabelText('GD: Test topic');
    await user.click(within(card).getByRole('button', { name: 'Enroll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Enrollment' });
    expect(within(dialog).getByText(/limited participants/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'We send WhatsApp and email reminders 15 minutes before the room starts.',
      ),
    ).toBeInTheDocument();
    const phone = within(dialog).getByLabelText('Phone number (optional)');
    expect(phone).toHaveValue('+919999999999');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Enrollment' }));
    expect(await within(dialog).findByText(/\+91 followed by 10 digits/)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.clear(phone);
    await user.type(phone, ' 98765 43210 ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Enrollment' }));
    expect(await screen.findByText('Enrolled Successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ phone: '+919876543210', skipPhone: false }]);
    expect(
      await within(screen.getByLabelText('GD: Test topic')).findByRole('button', {
        name: 'Unenroll',
      }),
    ).toBeInTheDocument();
  });

  it('Skip phone number enrols without a phone; a full room shows the failure toast', async () => {
    signedIn({ current: [buildRoom()] });
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/rooms/:id/enrolment', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { error: { code: 'room_full', message: 'Room Full' } },
          { status: 409 },
        );
      }),
    );
    const { user } = renderApp('/rooms/register');
    const card = await screen.findByLabelText('GD: Test topic');
    await user.click(within(card).getByRole('button', { name: 'Enroll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Enrollment' });
    await user.type(within(dialog).getByLabelText('Phone number (optional)'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Skip phone number' }));
    expect(await screen.findByText('Failed to enroll in room.')).toBeInTheDocument();
    expect(screen.getByText('Room Full')).toBeInTheDocument();
    expect(bodies).toEqual([{ phone: null, skipPhone: true }]);
  });
});
