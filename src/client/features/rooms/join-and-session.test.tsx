import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { RoomCard } from '@/shared/schemas/rooms';
import { renderApp } from '@/client/test/render';
import { buildSession, server } from '@/client/test/server';

const min = 60_000;
const buildRoom = (over: Partial<RoomCard> = {}): RoomCard => ({
  id: '6b0a3c1e-0000-4000-8000-000000000001',
  title: 'GD: Test topic',
  description: 'A discussion',
  roomType: 'gd',
  scheduledDatetime: new Date(Date.now() + 3 * 60 * min).toISOString(),
  durationMinutes: 45,
  maxParticipants: 10,
  participantCount: 3,
  modName: 'Maj. Moderator',
  imageUrl: null,
  isPrivate: false,
  isEnrolled: true,
  canEnrol: true,
  opensAt: null,
  ...over,
});
const session = () =>
  server.use(http.get('*/api/auth/get-session', () => HttpResponse.json(buildSession())));

describe('Join Room', () => {
  it('shows 3 loading cards, then No enrolled rooms with Browse Rooms', async () => {
    session();
    server.use(
      http.get('*/api/rooms/enrolled', async () => {
        await delay(150);
        return HttpResponse.json({ rooms: [] });
      }),
    );
    renderApp('/rooms/join');
    await waitFor(() => expect(screen.getAllByTestId('room-skeleton')).toHaveLength(3));
    expect(await screen.findByText('No enrolled rooms')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Rooms' })).toHaveAttribute(
      'href',
      '/rooms/register',
    );
  });

  it('badges and the join window per room', async () => {
    session();
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    server.use(
      http.get('*/api/rooms/enrolled', () =>
        HttpResponse.json({
          rooms: [
            buildRoom({ id: 'a', title: 'Live', scheduledDatetime: at(-5 * min) }),
            buildRoom({ id: 'b', title: 'Soon', scheduledDatetime: at(7 * min + 30_000) }),
            buildRoom({ id: 'c', title: 'Later', scheduledDatetime: at(125 * min + 30_000) }),
          ],
        }),
      ),
    );
    renderApp('/rooms/join');
    const live = await screen.findByLabelText('Live');
    expect(within(live).getByText('Live Now')).toBeInTheDocument();
    expect(within(live).getByRole('link', { name: 'Join Room' })).toHaveAttribute(
      'href',
      '/rooms/a/session',
    );
    const soon = screen.getByLabelText('Soon');
    expect(within(soon).getByText('8m to start')).toBeInTheDocument();
    expect(within(soon).getByRole('link', { name: 'Join Room' })).toBeInTheDocument();
    const later = screen.getByLabelText('Later');
    expect(within(later).getByText('2h 6m to start')).toBeInTheDocument();
    expect(within(later).getByRole('button', { name: 'Not Available Yet' })).toBeDisabled();
  });

  it('says when the list fails', async () => {
    session();
    server.use(http.get('*/api/rooms/enrolled', () => HttpResponse.json({}, { status: 500 })));
    renderApp('/rooms/join');
    expect(
      await screen.findByText('Failed to load enrolled rooms.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('Room session', () => {
  it("'Room not found' sends the user to Join Room", async () => {
    session();
    server.use(
      http.get('*/api/rooms/enrolled', () => HttpResponse.json({ rooms: [] })),
      http.get('*/api/rooms/:id', () =>
        HttpResponse.json(
          { error: { code: 'not_found', message: 'Room not found' } },
          { status: 404 },
        ),
      ),
    );
    renderApp('/rooms/6b0a3c1e-0000-4000-8000-000000000009/session');
    expect(await screen.findByText('Room not found')).toBeInTheDocument();
    expect(await screen.findByText('No enrolled rooms')).toBeInTheDocument();
  });

  it("a server failure shows 'Failed to load room details'", async () => {
    session();
    server.use(
      http.get('*/api/rooms/enrolled', () => HttpResponse.json({ rooms: [] })),
      http.get('*/api/rooms/:id', () => HttpResponse.json({}, { status: 500 })),
    );
    renderApp('/rooms/6b0a3c1e-0000-4000-8000-000000000009/session');
    expect(
      await screen.findByText('Failed to load room details', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('an ended room says Meeting Ended when joining', async () => {
    session();
    server.use(
      http.get('*/api/rooms/:id', () =>
        HttpResponse.json({
          ...buildRoom({ scheduledDatetime: new Date(Date.now() - 60 * min).toISOString() }),
          modEmail: 'mod@example.com',
          material: {
            name: 'notes.pdf',
            viewUrl: '/api/rooms/x/material',
            downloadUrl: '/api/rooms/x/material?download=1',
          },
        }),
      ),
    );
    const { user } = renderApp('/rooms/6b0a3c1e-0000-4000-8000-000000000001/session');
    expect(await screen.findByText('Room Information')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download/ })).toHaveAttribute(
      'href',
      '/api/rooms/x/material?download=1',
    );
    expect(screen.getByText('Ended')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join Meeting' }));
    expect(
      await screen.findAllByText('Meeting Ended: This meeting has already ended'),
    ).not.toHaveLength(0);
  });
});
