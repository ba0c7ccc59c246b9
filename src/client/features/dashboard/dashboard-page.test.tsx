import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Streak } from '@/shared/schemas/credits';
import { renderApp } from '@/client/test/render';
import { buildSession, buildStreak, server } from '@/client/test/server';

const HINT = 'Complete any test (PPDT, WAT, or SRT) daily to continue streak.';

function signedInWithStreak(streak: Streak | (() => Response)) {
  server.use(
    http.get('*/api/auth/get-session', () => HttpResponse.json(buildSession())),
    http.get('*/api/streak', () =>
      typeof streak === 'function' ? streak() : HttpResponse.json(streak),
    ),
  );
}

describe('Dashboard', () => {
  it('shows a 0 Days streak with its hint on keyboard focus, the hero, four cards and How It Works', async () => {
    signedInWithStreak(buildStreak());
    const { user } = renderApp('/');

    const badge = await screen.findByRole('button', { name: 'Current streak: 0 Days' });
    expect(within(badge).getByText('0 Days')).toBeInTheDocument();
    // Keyboard users reach the badge with Tab and get the hint on focus. Tab once the page has
    // loaded (a late render can replace the badge), and look the badge up again on every step.
    await screen.findByText('No tests yet');
    const current = () => screen.getByRole('button', { name: 'Current streak: 0 Days' });
    for (let i = 0; i < 60 && document.activeElement !== current(); i++) await user.tab();
    expect(current()).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(HINT);

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'AI-powered SSB Test Preparation' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Practice PPDT, TAT, WAT & SRT with real-time feedback from an AI assessor.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No tests yet')).toBeInTheDocument();

    const cards = within(screen.getByRole('region', { name: 'Get Started' })).getAllByRole('link');
    expect(cards.map((link) => link.getAttribute('href'))).toEqual([
      '/piq',
      '/ppdt',
      '/interview',
      '/rooms/register',
    ]);

    const steps = within(screen.getByRole('region', { name: 'How It Works' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Select a Test',
      'Complete the Test',
      'Get Feedback',
    ]);
    expect(steps[0]).toHaveTextContent('Choose from TAT, WAT or SRT.');
  }, 10_000);

  it('says 1 Day for a one-day streak and shows the longest streak and the last day of activity', async () => {
    signedInWithStreak(
      buildStreak({ currentStreak: 1, longestStreak: 4, lastActivityDate: '2026-11-22' }),
    );
    renderApp('/');

    expect(
      await screen.findByRole('button', { name: 'Current streak: 1 Day' }),
    ).toBeInTheDocument();
    const hero = screen.getByRole('region', { name: 'AI-powered SSB Test Preparation' });
    expect(within(hero).getByText('Longest streak').nextElementSibling).toHaveTextContent('4 Days');
    expect(within(hero).getByText('Last activity').nextElementSibling).toHaveTextContent(
      '11/22/26',
    );
  });

  it('shows the destructive Error toast when the streak cannot be loaded', async () => {
    signedInWithStreak(() =>
      HttpResponse.json({ error: { code: 'internal_error', message: 'boom' } }, { status: 500 }),
    );
    renderApp('/');

    expect(
      await screen.findByText('Failed to fetch streak data.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    const toast = screen.getByText('Failed to fetch streak data.').closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(within(toast as HTMLElement).getByText('Error')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Current streak/ })).not.toBeInTheDocument();
    // The rest of the dashboard still works.
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
  }, 10_000);

  it("greets a first visit with 'Welcome', then 'Welcome back' with the profile's full name", async () => {
    localStorage.clear();
    signedInWithStreak(buildStreak());
    // The session's name is the email's local part (as sign-up sets it): never shown as a name.
    const first = renderApp('/');
    const hero = await screen.findByRole('region', { name: 'AI-powered SSB Test Preparation' });
    expect(await within(hero).findByText('Welcome')).toBeInTheDocument();
    expect(within(hero).queryByText(/cadet/)).not.toBeInTheDocument();
    first.unmount();

    server.use(
      http.get('*/api/profile', () =>
        HttpResponse.json({ fullName: 'Arjun Singh', email: 'cadet@example.com', phone: '' }),
      ),
    );
    renderApp('/');
    expect(await screen.findByText('Welcome back, Arjun Singh')).toBeInTheDocument();
  });
});
