import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/client/test/render';
import { buildProgress, buildSession, server } from '@/client/test/server';

const signedIn = () =>
  server.use(http.get('*/api/auth/get-session', () => HttpResponse.json(buildSession())));

describe('dashboard progress card', () => {
  it('shows the latest scores as a sparkline, the weakest quality and a link to /progress', async () => {
    signedIn();
    server.use(
      http.get('*/api/progress', () =>
        HttpResponse.json(
          buildProgress({
            counts: { wat: 2, srt: 1, tat: 0, ppdt: 0 },
            trend: [
              { evaluationId: 'a', testType: 'wat', at: '2026-11-20T08:00:00Z', score: 2.5 },
              { evaluationId: 'b', testType: 'srt', at: '2026-11-22T08:00:00Z', score: 3.1 },
              { evaluationId: 'c', testType: 'wat', at: '2026-11-25T08:00:00Z', score: 3.8 },
            ],
            practiseNext: [
              {
                quality: 'speed_of_decision',
                level: 0.2,
                evidence: 5,
                drill: { testType: 'srt', count: 10, title: 'SRT drill', why: 'Decide.' },
              },
            ],
          }),
        ),
      ),
    );
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Your progress' });
    expect(
      within(card).getByRole('img', { name: 'Your latest scores out of 5: 2.5, 3.1, 3.8' }),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent('Latest score3.8/5');
    expect(card).toHaveTextContent('Work on nextSpeed of decision');
    expect(within(card).getByRole('link', { name: 'See your progress' })).toHaveAttribute(
      'href',
      '/progress',
    );
  });

  it('nudges a new user instead of drawing an empty line', async () => {
    signedIn();
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Your progress' });
    expect(card).toHaveTextContent('Take a WAT or SRT practice to start your score trend.');
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });

  it('hides itself when the progress cannot be loaded', async () => {
    signedIn();
    server.use(
      http.get('*/api/progress', () =>
        HttpResponse.json({ error: { code: 'bad', message: 'nope' } }, { status: 400 }),
      ),
    );
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Get Started' })).toBeInTheDocument();
    // The skeleton stands until the request has failed; then nothing is left of the card.
    expect(screen.getByLabelText('Loading your progress')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByLabelText('Loading your progress')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('region', { name: 'Your progress' })).not.toBeInTheDocument();
  });
});
