import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ProgressResponse } from '@/shared/progress';
import type { PracticeSession } from '@/shared/schemas/practice';
import { renderApp } from '@/client/test/render';
import { buildProgress, buildSession, recordRequests, server } from '@/client/test/server';
import { pictureSession } from '@/client/features/picture-test/test-sessions';
import { fullProgress } from './test-factories';

const requests = recordRequests();

function givenProgress(progress: ProgressResponse) {
  server.use(
    http.get('*/api/auth/get-session', () => HttpResponse.json(buildSession())),
    http.get('*/api/progress', ({ request }) =>
      // The calendar is in the user's time zone: the client must say which.
      request.headers.get('x-time-zone')
        ? HttpResponse.json(progress)
        : HttpResponse.json({ error: { code: 'x', message: 'no zone' } }, { status: 400 }),
    ),
  );
}

function srtSession(count: number): PracticeSession {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    testType: 'srt',
    status: 'active',
    itemCount: count,
    creditsCharged: count,
    createdAt: new Date().toISOString(),
    items: Array.from({ length: count }, (_, i) => ({ id: `s${i}`, position: i, text: `S ${i}` })),
    responses: [],
    evaluationId: null,
  };
}

beforeEach(() => localStorage.clear());

describe('progress page', () => {
  it('draws a point per evaluation, with a summary, a table and date and score on focus', async () => {
    givenProgress(fullProgress());
    const { user } = renderApp('/progress');
    const trend = await screen.findByRole('region', { name: 'Score trend' });
    const points = within(trend).getAllByTestId('trend-point');
    expect(points).toHaveLength(6);
    expect(points[0]).toHaveAccessibleName('PPDT on 12 Nov 2026: 2.8 out of 5');
    expect(points[5]).toHaveAccessibleName('WAT on 24 Nov 2026: 4.0 out of 5');
    expect(within(trend).getByText(/^Score trend\. WAT: 3 evaluations, latest 4\.0/)).toHaveClass(
      'sr-only',
    );

    // Keyboard: the latest point takes focus, the arrows move and the tooltip follows.
    act(() => points[5].focus());
    expect(within(trend).getByText('WAT · 4.0/5')).toBeInTheDocument();
    fireEvent.keyDown(points[5], { key: 'ArrowLeft' });
    expect(points[4]).toHaveFocus();
    expect(within(trend).getByText('SRT · 3.0/5')).toBeInTheDocument();
    expect(within(trend).getByText('20 Nov 2026', { selector: 'div' })).toBeInTheDocument();

    await user.click(within(trend).getByText('Show as table'));
    const rows = within(within(trend).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent('24 Nov 2026WAT4.0/5');
    expect(rows[5]).toHaveTextContent('12 Nov 2026PPDT2.8/5');

    const counts = screen.getByRole('region', { name: 'Tests taken' });
    expect(within(counts).getByText('WAT').nextElementSibling).toHaveTextContent('3 practices');
    expect(within(counts).getByText('TAT').nextElementSibling).toHaveTextContent('0 practices');
    expect(within(counts).getByText('42 answers assessed in all.')).toBeInTheDocument();
  });

  it('expands the radar to the 15 qualities: thin notes and quotes that link to their result', async () => {
    givenProgress(fullProgress());
    const { user } = renderApp('/progress');
    const profile = await screen.findByRole('region', { name: 'OLQ profile' });
    expect(
      within(profile).getByRole('img', {
        name: 'OLQ factors: Planning & organising 45%, Social adjustment no evidence yet, Social effectiveness 30%, Dynamic 80%.',
      }),
    ).toBeInTheDocument();

    const toggle = within(profile).getByRole('button', { name: 'Show all 15 qualities' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = within(profile)
      .getAllByRole('listitem')
      .filter((li) => li.dataset.testid);
    expect(items).toHaveLength(15);

    const organising = within(profile).getByRole('listitem', { name: 'Organising ability' });
    expect(organising).toHaveTextContent('Thin evidence: seen in 2 answers');
    expect(organising).toHaveTextContent('Needs work · 25%');
    expect(
      within(organising).getByRole('link', { name: '“divided the villagers into three teams”' }),
    ).toHaveAttribute('href', '/ppdt-results?evaluation=ev-ppdt-1');

    const courage = within(profile).getByRole('listitem', { name: 'Courage' });
    expect(courage).toHaveTextContent('Shown in 5 answers · judged lacking in 1 answer');
    expect(courage).not.toHaveTextContent('Thin evidence');
    const quotes = within(courage).getAllByRole('link');
    expect(quotes.map((a) => a.getAttribute('href'))).toEqual([
      '/results?test=srt&evaluation=ev-srt-2',
      '/results?test=wat&evaluation=ev-wat-3',
    ]);
    expect(quotes[0]).toHaveTextContent('“jumped in to pull the boy out”');

    const stamina = within(profile).getByRole('listitem', { name: 'Stamina' });
    expect(stamina).toHaveTextContent('No evidence yet');
    expect(stamina).toHaveTextContent('Not seen in any answer yet');
  });

  it('labels every calendar day in the user’s zone, with a summary and a table', async () => {
    givenProgress(fullProgress());
    const { user } = renderApp('/progress');
    const calendar = await screen.findByRole('region', { name: 'Practice calendar' });
    const days = within(calendar).getAllByTestId('calendar-day');
    // 26 May … 26 Nov 2026 inclusive.
    expect(days).toHaveLength(185);
    expect(days[0]).toHaveAccessibleName('No practice on 26 May 2026');
    expect(days.at(-1)).toHaveAccessibleName('1 practice on 26 Nov 2026');
    expect(within(calendar).getByRole('img', { name: '3 practices on 25 Nov 2026' })).toBeVisible();
    expect(days.filter((d) => d.dataset.count !== '0')).toHaveLength(6);
    expect(
      within(calendar).getByText(
        '10 practices on 6 days since 26 May 2026. Current streak: 3 days; longest: 3 days.',
      ),
    ).toBeInTheDocument();
    await user.click(within(calendar).getByText('Show as table'));
    const rows = within(within(calendar).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '26 Nov 20261',
      '25 Nov 20263',
      '24 Nov 20261',
      '20 Nov 20261',
      '18 Nov 20262',
      '12 Nov 20262',
    ]);
  });

  it('a new user sees what will appear and how to start, not empty axes', async () => {
    givenProgress(buildProgress());
    renderApp('/progress');
    expect(
      await screen.findByRole('heading', { name: 'Your progress starts with your first practice' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a WAT practice' })).toHaveAttribute(
      'href',
      '/wat',
    );
    expect(screen.getByRole('link', { name: 'Start an SRT practice' })).toHaveAttribute(
      'href',
      '/srt',
    );
    expect(screen.queryByTestId('trend-point')).not.toBeInTheDocument();
    expect(screen.queryByTestId('calendar-day')).not.toBeInTheDocument();
  });

  it('with one practice: the point, and how many more practices unlock the weakest qualities', async () => {
    givenProgress(
      buildProgress({
        counts: { wat: 1, srt: 0, tat: 0, ppdt: 0 },
        trend: [{ evaluationId: 'e1', testType: 'wat', at: '2026-11-25T08:00:00Z', score: 3.2 }],
        calendar: { from: '2026-05-26', days: [{ date: '2026-11-25', count: 1 }] },
      }),
    );
    renderApp('/progress');
    const next = await screen.findByRole('region', { name: 'What to practise next' });
    expect(next).toHaveTextContent('Take 2 more practices to see your weakest qualities.');
    expect(screen.getAllByTestId('trend-point')).toHaveLength(1);
    expect(
      screen.getByText('One score so far: your next practice draws the first line.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your profile appears once the assessor has scored your answers.'),
    ).toBeInTheDocument();
  });

  it('the SRT drill button starts a 10-situation SRT drill once, and the URL forgets it', async () => {
    givenProgress(fullProgress());
    server.use(
      http.post('*/api/practice/sessions', () =>
        HttpResponse.json(srtSession(10), { status: 201 }),
      ),
    );
    const { user, router } = renderApp('/progress');
    const next = await screen.findByRole('region', { name: 'What to practise next' });
    const drill = within(next).getByRole('link', { name: 'Start a 10-situation SRT drill' });
    expect(drill).toHaveAttribute('href', '/srt?drill=speed_of_decision&count=10&ssb=1');
    await user.click(drill);

    expect(await screen.findByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(await posts[0].json()).toEqual({
      testType: 'srt',
      count: 10,
      drill: 'speed_of_decision',
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/srt');
  });

  it('the PPDT drill starts with the SSB timings', async () => {
    givenProgress(fullProgress());
    server.use(
      http.post('*/api/practice/sessions', () =>
        HttpResponse.json(pictureSession('ppdt', 1, { options: { ssbTimings: true } }), {
          status: 201,
        }),
      ),
    );
    const { user } = renderApp('/progress');
    await user.click(await screen.findByRole('link', { name: 'Start a PPDT with SSB timings' }));
    expect(await screen.findByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(await posts[0].json()).toEqual({
      testType: 'ppdt',
      count: 1,
      options: { ssbTimings: true },
      drill: 'organising_ability',
    });
  });
});
