import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ConsoleUserDetail } from '@/shared/schemas/console-users';
import type { Overview } from '@/shared/schemas/console-overview';
import { renderWithProviders } from '@/client/test/render';
import { recordRequests, server } from '@/client/test/server';
import { OverviewSection } from './overview-section';
import { UsersSection } from './users-section';

const requests = recordRequests();
const posts = () => requests.filter((r) => r.method === 'POST');

const expiresAt = '2027-02-25T10:00:00.000Z';
const detail: ConsoleUserDetail = {
  user: {
    id: 'u1',
    name: 'Cadet',
    email: 'cadet@example.com',
    emailVerified: false,
    twoFactorEnabled: false,
    role: 'user',
    createdAt: '2026-11-01T10:00:00.000Z',
  },
  credits: { credits: { wat: 10, srt: 10, ppdt: 2 }, hasUnlimited: false, planName: 'Major' },
  ledger: [
    {
      id: 'l1',
      testType: 'srt',
      delta: 5,
      reason: 'grant',
      note: 'Outage on Monday',
      practiceSessionId: null,
      createdAt: '2026-11-02T10:00:00.000Z',
    },
  ],
  subscriptions: [
    {
      id: 's1',
      planId: 'major',
      planName: 'Major',
      status: 'active',
      startsAt: '2026-11-25T10:00:00.000Z',
      expiresAt,
      amount: 749,
      orderId: null,
      isCurrent: true,
    },
  ],
  orders: [],
};

async function openUser() {
  server.use(
    http.get('*/api/admin/console/users', () => HttpResponse.json({ users: [detail.user] })),
    http.get('*/api/admin/console/users/u1', () => HttpResponse.json(detail)),
  );
  const view = renderWithProviders(<UsersSection />);
  await view.user.type(screen.getByLabelText('Email'), 'cadet');
  await view.user.click(screen.getByRole('button', { name: 'Search' }));
  await view.user.click(await screen.findByRole('button', { name: /cadet@example\.com/ }));
  await screen.findByText('“Outage on Monday”');
  return view;
}

describe('console Users section', () => {
  it('checks the grant form with the shared schema and sends nothing invalid', async () => {
    const { user } = await openUser();
    await user.clear(screen.getByLabelText('Credits'));
    await user.type(screen.getByLabelText('Credits'), '0');
    await user.click(screen.getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('amount cannot be 0')).toBeInTheDocument();
    expect(screen.getByText('Say why (at least 3 characters)')).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('extends a plan with the end the admin saw, and resends verification', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/admin/console/users/u1/subscriptions/s1', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          subscription: { planName: 'Major', expiresAt: '2027-03-07T10:00:00.000Z' },
        });
      }),
      http.post('*/api/admin/console/users/u1/resend-verification', () =>
        HttpResponse.json({ sent: true, email: 'cadet@example.com' }),
      ),
    );
    const { user } = await openUser();
    const plans = screen.getByRole('region', { name: 'Plans' });
    await user.clear(within(plans).getByLabelText('Days'));
    await user.type(within(plans).getByLabelText('Days'), '10');
    await user.type(within(plans).getByLabelText('Reason for the change'), 'Goodwill');
    await user.click(within(plans).getByRole('button', { name: 'Extend' }));
    expect(await screen.findByText(/^Major now ends on/)).toBeInTheDocument();
    expect(body).toEqual({ action: 'extend', days: 10, reason: 'Goodwill', expiresAt });

    await user.click(screen.getByRole('button', { name: 'Resend verification' }));
    expect(
      await screen.findByText('Verification mail sent to cadet@example.com.'),
    ).toBeInTheDocument();
  });
});

describe('console Overview section', () => {
  it("shows totals in IST, failed jobs and each chart's numbers as a table", async () => {
    const days = Array.from({ length: 30 }, (_, i) => ({
      day: `2026-11-${String(i + 1).padStart(2, '0')}`,
      signUps: i === 29 ? 3 : 0,
      activeUsers: 0,
      practiceSessions: 0,
      evaluations: 0,
      revenuePaise: i === 28 ? 74_900 : i === 29 ? -29_900 : 0,
    }));
    const overview: Overview = {
      timeZone: 'Asia/Kolkata',
      days,
      totals: {
        signUps: 3,
        activeUsers: 0,
        practiceSessions: 0,
        evaluations: 0,
        revenuePaise: 45_000,
        users: 7,
      },
      failedJobs: [{ queue: 'evaluate', failed: 2 }],
    };
    server.use(http.get('*/api/admin/console/overview', () => HttpResponse.json(overview)));
    const { user } = renderWithProviders(<OverviewSection />);
    expect(await screen.findByText('₹450')).toBeInTheDocument();
    expect(screen.getByText(/India Standard Time/)).toBeInTheDocument();
    expect(screen.getByText('Failed jobs (2)')).toBeInTheDocument();
    const revenue = screen
      .getByRole('heading', { name: 'Revenue per day' })
      .closest('div')!.parentElement!;
    await user.click(within(revenue).getByText('Show as table'));
    const table = within(revenue).getByRole('table', { name: 'Revenue per day (IST)' });
    expect(within(table).getByRole('row', { name: '30 Nov −₹299' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '29 Nov ₹749' })).toBeInTheDocument();
  });
});
