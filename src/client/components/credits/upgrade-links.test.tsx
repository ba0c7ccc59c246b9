import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp, renderWithProviders } from '@/client/test/render';
import { buildSession, server } from '@/client/test/server';
import { CreditGateCard } from './credit-gate-card';
import { InsufficientCreditsDialog } from './insufficient-credits-dialog';
import { LowCreditsBanner } from './low-credits-banner';

// Every Upgrade button leads to the one plans page, paths.subscription (spec part 1 §2, part 2 §2).
// The quota card's and the TAT wall's are covered in quota-card.test.tsx and tat-page.test.tsx.
// A modal Radix dialog left open at unmount leaves `pointer-events: none` on the body.
afterEach(() => document.body.removeAttribute('style'));

describe('Upgrade buttons', () => {
  // First: the whole app caches the session it reads, so it must start signed in.
  it("Settings' Upgrade (free plan) links to /subscription and gets there", async () => {
    server.use(
      http.get('*/api/auth/get-session', () => HttpResponse.json(buildSession())),
      http.get('*/api/subscription', () => HttpResponse.json({ subscription: null })),
    );
    const { user, router } = renderApp('/settings');
    const card = (await screen.findByText('Subscription Details')).closest(
      '[data-slot="card"]',
    ) as HTMLElement;
    const link = await within(card).findByRole('link', { name: 'Upgrade' });
    expect(link).toHaveAttribute('href', '/subscription');
    await user.click(link);
    // The plans page is a lazy chunk: the navigation completes once it has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
  });

  it('the low-credits banner links to /subscription and gets there', async () => {
    const { user, router } = renderWithProviders(
      <LowCreditsBanner testType="wat" remaining={3} uses={5} />,
      '/wat',
    );
    const link = screen.getByRole('link', { name: 'Upgrade' });
    expect(link).toHaveAttribute('href', '/subscription');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/subscription');
  });

  it('the No Credits Remaining card links to /subscription and gets there', async () => {
    const { user, router } = renderWithProviders(
      <CreditGateCard testType="srt" needed={1} available={0} />,
      '/srt',
    );
    const link = screen.getByRole('link', { name: 'Upgrade to Premium' });
    expect(link).toHaveAttribute('href', '/subscription');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/subscription');
  });

  it("the Insufficient Credits dialog's Upgrade to Premium goes to /subscription", async () => {
    const { user, router } = renderWithProviders(
      <InsufficientCreditsDialog open onOpenChange={() => {}} testType="ppdt" credits={0} />,
      '/ppdt',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Credits' });
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade to Premium' }));
    expect(router.state.location.pathname).toBe('/subscription');
  });
});
