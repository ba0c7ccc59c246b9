import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PracticeSession } from '@/shared/schemas/practice';
import { renderApp } from '@/client/test/render';
import { buildCredits, buildSession, server } from '@/client/test/server';

function srtSession(count: number): PracticeSession {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    testType: 'srt',
    status: 'active',
    itemCount: count,
    creditsCharged: count,
    createdAt: new Date().toISOString(),
    items: Array.from({ length: count }, (_, i) => ({
      id: `s${i}`,
      position: i,
      text: `Situation ${i}`,
    })),
    responses: [],
    evaluationId: null,
  };
}

beforeEach(() => localStorage.clear());

describe('WAT/SRT practice page', () => {
  it('SRT instructions give the clock with its unit, as the timer shows it', async () => {
    server.use(
      http.get('*/api/auth/get-session', () => HttpResponse.json(buildSession())),
      http.post('*/api/practice/sessions', () => HttpResponse.json(srtSession(2), { status: 201 })),
    );
    const { user } = renderApp('/srt');
    const field = await screen.findByLabelText('Number of situations');
    await user.clear(field);
    await user.type(field, '2');
    await user.click(screen.getByRole('button', { name: 'Start Test' }));
    expect(
      await screen.findByText(
        'You will see 2 situations, one at a time, with 30 seconds on one clock for the whole test (15 seconds each on average).',
      ),
    ).toBeInTheDocument();
  });

  it('Cancel Test on the Instructions card refunds the untouched session and returns to setup', async () => {
    let credits = 10;
    let cancelled: string | null = null;
    server.use(
      http.get('*/api/auth/get-session', () => HttpResponse.json(buildSession())),
      http.get('*/api/credits', () =>
        HttpResponse.json(buildCredits({ credits: { wat: 10, srt: credits, ppdt: 2 } })),
      ),
      http.post('*/api/practice/sessions', () => {
        credits -= 5;
        return HttpResponse.json(srtSession(5), { status: 201 });
      }),
      http.post('*/api/practice/sessions/:id/cancel', ({ params }) => {
        cancelled = params.id as string;
        credits += 5;
        return HttpResponse.json({ refunded: 5 });
      }),
    );
    const { user } = renderApp('/srt');
    await user.click(await screen.findByRole('button', { name: 'Start Test' }));
    expect(await screen.findByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel Test' }));
    expect(await screen.findByText('5 credits returned to your SRT balance.')).toBeInTheDocument();
    expect(cancelled).toBe('11111111-1111-4111-8111-111111111111');
    expect(await screen.findByRole('button', { name: 'Start Test' })).toBeInTheDocument();
    expect(await screen.findByText(/You have 10 left\./)).toBeInTheDocument();
  });
});
