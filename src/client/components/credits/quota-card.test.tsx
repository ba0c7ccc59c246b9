import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CreditsSummary } from '@/shared/schemas/credits';
import { renderWithProviders } from '@/client/test/render';
import { buildCredits, server } from '@/client/test/server';
import { SidebarProvider } from '@/client/components/ui/sidebar';
import { QuotaCard } from './quota-card';

function renderCard(credits: CreditsSummary) {
  server.use(http.get('*/api/credits', () => HttpResponse.json(credits)));
  return renderWithProviders(
    <SidebarProvider>
      <QuotaCard />
    </SidebarProvider>,
  );
}

/** The count/limit badge of one row, found by its term (PPDT, WAT, SRT). */
function remaining(card: HTMLElement, label: string) {
  const row = within(card).getByText(label, { selector: 'dt' }).parentElement!;
  return within(row).getByRole('definition').firstElementChild as HTMLElement;
}

describe('Quota & Plan card', () => {
  it('shows skeletons, then the free plan with count/limit badges and no Upgrade while credits remain', async () => {
    renderCard(buildCredits({ credits: { ppdt: 2, wat: 10, srt: 10 } }));
    const card = screen.getByRole('region', { name: 'Quota & Plan' });
    expect(within(card).getByLabelText('Loading quota')).toBeInTheDocument();

    expect(await within(card).findByText('Cadet Free Plan')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['PPDT', 'WAT', 'SRT']);
    expect(remaining(card, 'PPDT')).toHaveTextContent(/^2\/2$/);
    expect(remaining(card, 'WAT')).toHaveTextContent(/^10\/10$/);
    expect(remaining(card, 'SRT')).toHaveTextContent(/^10\/10$/);
    for (const label of ['PPDT', 'WAT', 'SRT']) {
      expect(remaining(card, label)).not.toHaveClass('bg-destructive');
    }
    expect(within(card).queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('turns a badge destructive at 0 and offers Upgrade to /subscription', async () => {
    const { user, router } = renderCard(buildCredits({ credits: { ppdt: 0, wat: 3, srt: 10 } }));
    const card = screen.getByRole('region', { name: 'Quota & Plan' });
    await within(card).findByText('Cadet Free Plan');

    expect(remaining(card, 'PPDT')).toHaveTextContent(/^0\/2$/);
    expect(remaining(card, 'PPDT')).toHaveClass('bg-destructive');
    expect(remaining(card, 'WAT')).toHaveTextContent(/^3\/10$/);
    expect(remaining(card, 'WAT')).not.toHaveClass('bg-destructive');

    const upgrade = within(card).getByRole('link', { name: 'Upgrade' });
    expect(upgrade).toHaveAttribute('href', '/subscription');
    await user.click(upgrade);
    expect(router.state.location.pathname).toBe('/subscription');
  });

  it('shows Unlimited and the plan name for a paid plan, without counts or Upgrade', async () => {
    renderCard(
      buildCredits({
        credits: { ppdt: 0, wat: 0, srt: 0 },
        hasUnlimited: true,
        hasActivePlan: true,
        planName: 'Major',
      }),
    );
    const card = screen.getByRole('region', { name: 'Quota & Plan' });

    expect(await within(card).findByText('Unlimited')).toBeInTheDocument();
    expect(within(card).getByText('Major')).toBeInTheDocument();
    expect(within(card).queryByText('Cadet Free Plan')).not.toBeInTheDocument();
    expect(within(card).queryByRole('term')).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('asks again when the window regains focus, so a plan granted elsewhere shows up', async () => {
    let credits = buildCredits();
    server.use(http.get('*/api/credits', () => HttpResponse.json(credits)));
    renderWithProviders(
      <SidebarProvider>
        <QuotaCard />
      </SidebarProvider>,
    );
    const card = screen.getByRole('region', { name: 'Quota & Plan' });
    await within(card).findByText('Cadet Free Plan');

    credits = buildCredits({ hasUnlimited: true, hasActivePlan: true, planName: 'Brigadier' });
    fireEvent(document, new Event('visibilitychange', { bubbles: true }));
    expect(await within(card).findByText('Brigadier')).toBeInTheDocument();
    expect(within(card).getByText('Unlimited')).toBeInTheDocument();
  });
});
