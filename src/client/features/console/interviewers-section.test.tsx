import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/client/test/render';
import { recordRequests, server } from '@/client/test/server';
import { weeklySlotInstants } from '@/shared/slot-pattern';
import { InterviewersSection } from './interviewers-section';

const requests = recordRequests();
const base = '*/api/admin/console/interviewers';
const interviewer = {
  id: '11111111-1111-4111-8111-111111111111',
  slug: 'col-test',
  name: 'Col. Test (Retd.)',
  age: 58,
  rating: 4.9,
  recommendationsCount: 10,
  recommendationPlaces: ['SSB Bhopal'],
  specialization: 'Personal interview',
  experienceYears: 20,
  bio: 'A long enough bio for the test interviewer.',
  isActive: true,
  createdAt: new Date().toISOString(),
  upcoming: { available: 0, held: 0, booked: 0 },
};

describe('Interviewers & slots', () => {
  it('previews a weekly pattern with the shared function, refuses a bad time, then sends the pattern', async () => {
    let sent: unknown = null;
    server.use(
      http.get(base, () => HttpResponse.json({ interviewers: [interviewer] })),
      http.get(`${base}/:id/slots`, () => HttpResponse.json({ from: '', to: '', slots: [] })),
      http.post(`${base}/:id/slots/weekly`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ created: 6, skipped: 0, slots: [] }, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<InterviewersSection />);
    await user.click(await screen.findByRole('button', { name: 'Slots' }));
    await user.click(await screen.findByRole('button', { name: 'Add slots' }));
    const dialog = await screen.findByRole('dialog');
    const times = within(dialog).getByLabelText(/Times of day/);
    await user.clear(times);
    await user.type(times, '9am');
    expect(within(dialog).getByText('Fix the pattern to see the slots.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: /^Create/ }));
    expect(
      await within(dialog).findByText('Times are HH:MM on a 24-hour clock, e.g. 18:30.'),
    ).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(times);
    await user.type(times, '09:30');
    const weeks = within(dialog).getByLabelText('Weeks');
    await user.clear(weeks);
    await user.type(weeks, '2');
    const expected = weeklySlotInstants(
      { weekdays: [1, 3, 5], times: ['09:30'], weeks: 2, timeZone: 'Asia/Kolkata' },
      new Date(),
    );
    expect(within(dialog).getByText(`${expected.length} slots (Asia/Kolkata)`)).toBeVisible();
    await user.click(
      within(dialog).getByRole('button', { name: `Create ${expected.length} slots` }),
    );
    expect(await screen.findByText('6 slots created.')).toBeVisible();
    expect(sent).toMatchObject({
      weekdays: [1, 3, 5],
      times: ['09:30'],
      weeks: 2,
      timeZone: 'Asia/Kolkata',
    });
  });
});
