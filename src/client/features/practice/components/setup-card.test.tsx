import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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
});
