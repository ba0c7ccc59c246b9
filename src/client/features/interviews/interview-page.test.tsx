import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Interviewer, InterviewRequest, InterviewSlot } from '@/shared/schemas/interviews';
import { renderApp } from '@/client/test/render';
import { buildSession, recordRequests, server } from '@/client/test/server';

const requests = recordRequests();
const interviewer: Interviewer = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Col. Raghav Menon (Retd.)',
  age: 58,
  rating: 4.9,
  recommendationsCount: 142,
  recommendationPlaces: ['SSB Allahabad', 'SSB Bhopal'],
  specialization: 'Personal interview and PIQ probing',
  experienceYears: 22,
  bio: 'Served as an Interviewing Officer at two Services Selection Boards.',
};
const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
inTwoDays.setUTCHours(9, 30, 0, 0);
const slot: InterviewSlot = {
  id: '22222222-2222-4222-8222-222222222222',
  interviewerId: interviewer.id,
  startsAt: inTwoDays.toISOString(),
  timeZone: 'Asia/Kolkata',
  slotDate: '',
  slotTime: '',
};
const request = (overrides: Partial<InterviewRequest> = {}): InterviewRequest => ({
  id: '33333333-3333-4333-8333-333333333333',
  status: 'pending',
  jitsiRoomName: 'ssbprep-interview-abc',
  createdAt: new Date().toISOString(),
  isIncluded: false,
  interviewer: {
    id: interviewer.id,
    name: interviewer.name,
    rating: 4.9,
    experienceYears: 22,
    recommendationsCount: 142,
  },
  slot: { id: slot.id, startsAt: slot.startsAt, timeZone: 'Asia/Kolkata' },
  ...overrides,
});
const dayLabel = (d: Date) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeZone: 'UTC' }).format(
    Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()),
  );
const timeLabel = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

function portal(state: { requests: InterviewRequest[]; piq: boolean }) {
  server.use(
    http.get('*/api/auth/get-session', () => HttpResponse.json(buildSession())),
    http.get('*/api/interviews/interviewers', () =>
      HttpResponse.json({ interviewers: [interviewer] }),
    ),
    http.get('*/api/interviews/requests', () => HttpResponse.json({ requests: state.requests })),
    http.get('*/api/interviews/interviewers/:id/slots', () => HttpResponse.json({ slots: [slot] })),
    http.get('*/api/subscription/entitlements', () =>
      HttpResponse.json({
        planId: 'cadet',
        subscriptionId: null,
        unlimitedTests: false,
        earlyRoomAccess: false,
        privateRooms: false,
        includedMockInterviews: 0,
        mockInterviewsLeft: 0,
      }),
    ),
    http.get('*/api/piq', () =>
      HttpResponse.json({ form: state.piq ? { fullName: 'A' } : null, draft: null }),
    ),
  );
}

describe('Interview Portal', () => {
  it('without a PIQ, Book Interview shows the PIQ prompt and stops', async () => {
    portal({ requests: [], piq: false });
    const { user } = renderApp('/interview');
    expect(
      await screen.findByText(
        'Instant booking: Pay ₹399 to book an interview with 3x recommended candidates.',
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Book Interview' }));
    const prompt = await screen.findByRole('alertdialog', {
      name: 'Please complete your PIQ form',
    });
    expect(within(prompt).getByRole('link', { name: 'Fill PIQ Now' })).toHaveAttribute(
      'href',
      '/piq',
    );
    await user.click(within(prompt).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByText('My Interview Requests')).toBeNull();
    expect(requests.some((r) => r.url.endsWith('/api/interviews/orders'))).toBe(false);
  });

  it('books a slot through the test checkout, then polls until the request is listed', async () => {
    const state = { requests: [] as InterviewRequest[], piq: true };
    portal(state);
    let verifies = 0;
    let listCalls = 0;
    server.use(
      http.post('*/api/interviews/orders', () =>
        HttpResponse.json(
          {
            included: false,
            orderId: 'order_sbx_1',
            key: 'rzp_test_sandbox',
            amount: 39_900,
            currency: 'INR',
            provider: 'sandbox',
            description: 'Mock interview',
            prefill: { name: '', email: '', contact: '' },
          },
          { status: 201 },
        ),
      ),
      http.post('*/api/payments/sandbox/checkout', () =>
        HttpResponse.json({
          outcome: 'pay',
          callback: {
            razorpay_order_id: 'order_sbx_1',
            razorpay_payment_id: 'pay_1',
            razorpay_signature: 'ab',
          },
        }),
      ),
      http.post('*/api/interviews/verify', () => {
        verifies++;
        return HttpResponse.json({ status: 'booked', request: request() });
      }),
      http.get('*/api/interviews/requests', () => {
        // The new request shows up on the third look (the poll keeps asking).
        if (verifies > 0 && ++listCalls >= 3) state.requests = [request()];
        return HttpResponse.json({ requests: state.requests });
      }),
    );
    const { user } = renderApp('/interview');
    await user.click(await screen.findByRole('button', { name: 'Book Interview' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Book Interview with ${interviewer.name}`,
    });
    expect(within(dialog).getByText('Interview Fee: ₹399')).toBeInTheDocument();
    const pay = within(dialog).getByRole('button', { name: 'Pay & Book Interview' });
    expect(pay).toBeDisabled();
    const day = await within(dialog).findByRole('button', { name: dayLabel(inTwoDays) });
    const yesterday = new Date(Date.now() - 86_400_000);
    if (yesterday.getMonth() === inTwoDays.getMonth()) {
      expect(within(dialog).getByRole('button', { name: dayLabel(yesterday) })).toBeDisabled();
    }
    await user.click(day);
    await user.click(within(dialog).getByRole('button', { name: timeLabel(slot.startsAt) }));
    await user.click(pay);
    const checkout = await screen.findByRole('dialog', { name: 'Test checkout' });
    await user.click(within(checkout).getByRole('button', { name: 'Pay ₹399' }));
    expect(await screen.findByText('Interview Booked Successfully!')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'My Interview Requests' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('pending')).toBeInTheDocument();
    const verify = requests.find((r) => r.url.endsWith('/api/interviews/verify'));
    expect(await verify!.json()).toMatchObject({
      razorpay_order_id: 'order_sbx_1',
      interviewer_id: interviewer.id,
      slot_id: slot.id,
    });
  });

  it('a confirmed request shows a disabled join button with its countdown; others have none', async () => {
    const startsAt = new Date(Date.now() + 2 * 3_600_000 + 30_000).toISOString();
    portal({
      requests: [
        request({ status: 'confirmed', slot: { id: slot.id, startsAt, timeZone: 'UTC' } }),
        request({ id: 'r2', status: 'rejected' }),
      ],
      piq: true,
    });
    renderApp('/interview');
    const join = await screen.findByRole('button', { name: 'Opens in 2h 1m' });
    expect(join).toBeDisabled();
    expect(screen.getByText('confirmed')).toBeInTheDocument();
    expect(screen.getByText('rejected')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Opens in|Join/ })).toHaveLength(1);
  });

  it('says so when the interviewers cannot be fetched', async () => {
    portal({ requests: [], piq: true });
    server.use(
      http.get('*/api/interviews/interviewers', () =>
        HttpResponse.json({ error: { code: 'x', message: 'down' } }, { status: 503 }),
      ),
    );
    renderApp('/interview');
    expect(
      (await screen.findAllByText('Failed to fetch interviewers.', {}, { timeout: 8000 })).length,
    ).toBeGreaterThan(0);
  });
});
