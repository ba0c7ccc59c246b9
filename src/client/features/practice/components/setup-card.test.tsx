import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PracticeSession } from '@/shared/schemas/practice';
import { renderWithProviders } from '@/client/test/render';
import { buildCredits, server } from '@/client/test/server';
import { SetupCard } from './setup-card';

function session(count: number): PracticeSession {
  return {
    id: 's1',
    testType: 'wat',
    status: 'active',
    itemCount: count,
    creditsCharged: count,
    createdAt: new Date().toISOString(),
    items: Array.from({ length: count }, (_, i) => ({
      id: `w${i}`,
      position: i,
      text: `Word ${i}`,
    })),
    responses: [],
    evaluationId: null,
  };
}

function setup(testType: 'wat' | 'srt' = 'wat') {
  const onStarted = vi.fn();
  const view = renderWithProviders(<SetupCard testType={testType} onStarted={onStarted} />);
  return { ...view, onStarted };
}

describe('practice setup', () => {
  it('takes digits only and clamps on blur to 1..max; a non-number becomes 1', async () => {
    const { user } = setup();
    expect(await screen.findByText('Max: 10 words (based on your credits)')).toBeInTheDocument();
    const field = screen.getByLabelText('Number of words');
    expect(field).toHaveValue('10');

    await user.clear(field);
    await user.type(field, 'a1b2');
    expect(field).toHaveValue('12');
    await user.tab();
    expect(field).toHaveValue('10');

    await user.clear(field);
    await user.tab();
    expect(field).toHaveValue('1');
  });

  it('SRT defaults to 5; with a plan the maximum is 20 and not based on credits', async () => {
    server.use(
      http.get('*/api/credits', () =>
        HttpResponse.json(buildCredits({ hasUnlimited: true, hasActivePlan: true })),
      ),
    );
    setup('srt');
    expect(await screen.findByText('Max: 20 situations')).toBeInTheDocument();
    expect(screen.getByLabelText('Number of situations')).toHaveValue('5');
  });

  it('with few credits: the default is clamped and the low-credits banner shows', async () => {
    server.use(
      http.get('*/api/credits', () =>
        HttpResponse.json(buildCredits({ credits: { wat: 3, srt: 10, ppdt: 2 } })),
      ),
    );
    setup();
    expect(await screen.findByText('Max: 3 words (based on your credits)')).toBeInTheDocument();
    expect(screen.getByLabelText('Number of words')).toHaveValue('3');
    expect(screen.getByRole('status')).toHaveTextContent(
      '3 credits left for the Word Association Test',
    );
  });

  it('with no credits shows the credit gate instead of the form', async () => {
    server.use(
      http.get('*/api/credits', () =>
        HttpResponse.json(buildCredits({ credits: { wat: 0, srt: 10, ppdt: 2 } })),
      ),
    );
    setup();
    expect(await screen.findByText('No Credits Remaining')).toBeInTheDocument();
    expect(screen.queryByLabelText('Number of words')).not.toBeInTheDocument();
  });

  it('refuses a count over the maximum before asking the server', async () => {
    const { user } = setup();
    const field = await screen.findByLabelText('Number of words');
    await user.clear(field);
    await user.type(field, '25{Enter}');
    expect(await screen.findByText('Credit Limit Exceeded')).toBeInTheDocument();
    expect(
      screen.getByText('You can only practice 10 words with your current credits.'),
    ).toBeInTheDocument();
  });

  it('starts a session on the server with the chosen count', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/practice/sessions', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(session(4), { status: 201 });
      }),
    );
    const { user, onStarted } = setup();
    const field = await screen.findByLabelText('Number of words');
    await user.clear(field);
    await user.type(field, '4');
    await user.click(screen.getByRole('button', { name: 'Start Test' }));
    await waitFor(() =>
      expect(onStarted).toHaveBeenCalledWith(expect.objectContaining({ id: 's1', itemCount: 4 })),
    );
    expect(body).toEqual({ testType: 'wat', count: 4 });
  });

  it('shows the Insufficient Credits dialog when the server cannot charge', async () => {
    server.use(
      http.post('*/api/practice/sessions', () =>
        HttpResponse.json(
          {
            error: {
              code: 'insufficient_credits',
              message: 'You need credits to take the Word Association Test.',
            },
          },
          { status: 402 },
        ),
      ),
    );
    const { user, onStarted } = setup();
    await screen.findByLabelText('Number of words');
    await user.click(screen.getByRole('button', { name: 'Start Test' }));
    expect(await screen.findByRole('dialog', { name: 'Insufficient Credits' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(onStarted).not.toHaveBeenCalled();
  });

  it.each([
    ['clicking Start Test', 'click'],
    ['pressing Enter', 'enter'],
  ])('refuses a count of 0 when %s, before anything is charged', async (_, how) => {
    let started = 0;
    server.use(
      http.post('*/api/practice/sessions', () => {
        started += 1;
        return HttpResponse.json(session(1), { status: 201 });
      }),
    );
    const { user, onStarted } = setup();
    const field = await screen.findByLabelText('Number of words');
    await user.clear(field);
    if (how === 'enter') await user.type(field, '0{Enter}');
    else {
      await user.type(field, '0');
      await user.click(screen.getByRole('button', { name: 'Start Test' }));
    }
    // sonner's toasts outlive a test, so the previous case's toast may still be there too.
    expect(await screen.findAllByText('Please select a valid number of words.')).not.toHaveLength(
      0,
    );
    expect(field).toHaveValue('0');
    expect(started).toBe(0);
    expect(onStarted).not.toHaveBeenCalled();
  });

  it('SRT: a count of 0 reads Invalid Count in situations', async () => {
    const { user } = setup('srt');
    const field = await screen.findByLabelText('Number of situations');
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Start Test' }));
    expect(await screen.findByText('Please select a valid number of situations.')).toBeVisible();
  });

  it('a charge the server refuses: the Insufficient Credits dialog with the fresh balance', async () => {
    let credits = 10;
    server.use(
      http.get('*/api/credits', () =>
        HttpResponse.json(buildCredits({ credits: { wat: credits, srt: 10, ppdt: 2 } })),
      ),
      http.post('*/api/practice/sessions', () => {
        credits = 1; // spent in another tab meanwhile
        return HttpResponse.json(
          { error: { code: 'insufficient_credits', message: 'You need credits.' } },
          { status: 402 },
        );
      }),
    );
    const { user, onStarted } = setup();
    await screen.findByLabelText('Number of words');
    await user.click(screen.getByRole('button', { name: 'Start Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Credits' });
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        'You need credits to take the Word Association Test. You currently have 1 credit remaining for this test.',
      ),
    );
    // Close, and Upgrade to Premium (the dialog's corner X is also named Close).
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
    expect(onStarted).not.toHaveBeenCalled();
  });

  it('keeps the dialog open when a refused start leaves no credits (the No Credits card behind it)', async () => {
    let credits = 10;
    server.use(
      http.get('*/api/credits', () =>
        HttpResponse.json(buildCredits({ credits: { wat: credits, srt: 10, ppdt: 2 } })),
      ),
      http.post('*/api/practice/sessions', () => {
        credits = 0; // spent in another tab
        return HttpResponse.json(
          { error: { code: 'insufficient_credits', message: 'You need credits.' } },
          { status: 402 },
        );
      }),
    );
    const { user } = setup();
    await screen.findByLabelText('Number of words');
    await user.click(screen.getByRole('button', { name: 'Start Test' }));
    expect(await screen.findByText('No Credits Remaining')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Insufficient Credits' });
    expect(dialog).toHaveTextContent('You currently have 0 credits remaining for this test.');
  });

  it('shows no low-credits warning at the free allowance', async () => {
    setup('srt');
    await screen.findByLabelText('Number of situations');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('SRT timing reads in seconds, as the clock shows it', async () => {
    setup('srt');
    expect(
      await screen.findByText(
        '15 seconds per situation, on one clock for the whole test (1:15 minutes for 5 situations).',
      ),
    ).toBeInTheDocument();
  });
});
