import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { EvaluationList } from '@/shared/schemas/evaluations';
import { renderApp } from '@/client/test/render';
import { buildSession, recordRequests, server } from '@/client/test/server';
import {
  buildAssessment,
  buildDetail,
  buildEvaluation,
  buildItem,
  givenEvaluations,
} from './test-factories';

const requests = recordRequests();
const usDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' });

const rowButton = (name: RegExp | string) => screen.findByRole('button', { name });

describe('results screen', () => {
  it('opens on WAT with counts in the tabs, one row per evaluation and score badges by threshold', async () => {
    const good = buildEvaluation({ overallScore: 4.2, createdAt: '2026-11-22T09:15:00.000Z' });
    const fair = buildEvaluation({ overallScore: 3 });
    const weak = buildEvaluation({ overallScore: 2.9 });
    const queued = buildEvaluation({ status: 'queued' });
    givenEvaluations({
      wat: [good, fair, weak, queued],
      tat: [buildEvaluation({ testType: 'tat' })],
    });
    renderApp('/results');

    expect(await screen.findByRole('tab', { name: 'WAT (4)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'TAT (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'SRT (0)' })).toBeInTheDocument();

    const rows = within(screen.getByRole('list', { name: 'WAT evaluations' })).getAllByRole(
      'button',
      { name: /WAT Test/ },
    );
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent(usDateTime.format(new Date(good.createdAt)));
    expect(within(rows[0]).getByText('4.2/5')).toHaveAttribute('data-variant', 'default');
    expect(within(rows[1]).getByText('3.0/5')).toHaveAttribute('data-variant', 'secondary');
    expect(within(rows[2]).getByText('2.9/5')).toHaveAttribute('data-variant', 'destructive');
    expect(within(rows[3]).getByText('N/A')).toBeInTheDocument();
    expect(within(rows[3]).getByText('Queued')).toBeInTheDocument();
  });

  it('switching tabs updates the query string; an empty tab says so', async () => {
    givenEvaluations({ wat: [buildEvaluation()] });
    const { user, router } = renderApp('/results?test=tat');

    expect(await screen.findByText('No TAT evaluations yet')).toBeInTheDocument();
    expect(screen.getByText('Complete a TAT test to see your results here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start TAT test' })).toHaveAttribute('href', '/tat');

    await user.click(screen.getByRole('tab', { name: 'SRT (0)' }));
    expect(router.state.location.search).toBe('?test=srt');
    expect(await screen.findByText('No SRT evaluations yet')).toBeInTheDocument();
    expect(screen.getByText('Complete an SRT test to see your results here')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'WAT (1)' }));
    expect(router.state.location.search).toBe('?test=wat');
    expect(await rowButton(/WAT Test/)).toBeInTheDocument();
  });

  it('treats an unknown ?test as WAT', async () => {
    givenEvaluations({});
    renderApp('/results?test=ppdt');
    expect(await screen.findByText('No WAT evaluations yet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'WAT (0)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('loads the details only when a row opens: answers, scores, feedback, improved answers, OLQs, summary and profile', async () => {
    const evaluation = buildEvaluation({ overallScore: 3.4 });
    const items = [
      buildItem({ stimulus: 'Courage', position: 0 }),
      buildItem({
        stimulus: 'Failure',
        position: 1,
        responseText: 'Failure is bad.',
        assessment: buildAssessment({
          score: 2,
          analysis: 'A negative sentence that stops at the problem.',
          strengths: [],
          improvements: ['Turn the failure into what you learnt from it.'],
          improved: [
            'Failure taught me to prepare harder for the next match.',
            'After a failure I review and try again.',
          ],
          olqsShown: [],
          olqsLacking: ['determination', 'self_confidence'],
        }),
      }),
      buildItem({
        stimulus: 'Team',
        position: 2,
        responseText: null,
        assessment: buildAssessment({ score: 1 }),
      }),
    ];
    givenEvaluations({ wat: [evaluation] }, [buildDetail(evaluation, items)]);
    const { user } = renderApp('/results?test=wat');

    const row = await rowButton(/WAT Test/);
    expect(row).toHaveAttribute('aria-expanded', 'false');
    expect(requests.some((r) => r.url.includes('/details'))).toBe(false);

    await user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Loading details...')).toBeInTheDocument();

    const first = await screen.findByRole('article', { name: 'Word 1' });
    expect(within(first).getByText('Courage', { selector: 'p' })).toBeInTheDocument();
    expect(
      within(first).getByText('Courage', { selector: '[data-slot=badge]' }),
    ).toBeInTheDocument();
    expect(
      within(first).getByText('Courage made me organise a relief camp after the floods.'),
    ).toBeInTheDocument();
    expect(within(first).getByText('Score 4/5')).toHaveAttribute('data-variant', 'default');
    expect(
      within(first).getByText('A positive, active sentence that shows initiative.'),
    ).toBeInTheDocument();
    expect(
      within(first).getByText(/organised a relief camp" shows you acting first/),
    ).toBeInTheDocument();
    expect(
      within(first).getByText('Say what the result was, not only the effort.'),
    ).toBeInTheDocument();
    expect(within(first).getByText('Improved sentence 1')).toBeInTheDocument();
    expect(within(first).getByText('Courage helped me lead the rescue team.')).toBeInTheDocument();
    expect(
      within(first).getByText('With courage I spoke up for the injured cyclist.'),
    ).toBeInTheDocument();
    expect(within(first).getByText('Initiative')).toBeInTheDocument();
    expect(within(first).getByText('Organising ability')).toBeInTheDocument();

    const second = screen.getByRole('article', { name: 'Word 2' });
    expect(within(second).getByText('Score 2/5')).toHaveAttribute('data-variant', 'destructive');
    expect(within(second).getByText('No clear strength yet.')).toBeInTheDocument();
    expect(within(second).getByText('Self-confidence')).toBeInTheDocument();
    expect(
      within(second).getByText('Failure taught me to prepare harder for the next match.'),
    ).toBeInTheDocument();

    const third = screen.getByRole('article', { name: 'Word 3' });
    expect(within(third).getByText('not attempted')).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('You act first and stay positive');
    const profile = screen.getByRole('region', { name: 'OLQ profile' });
    expect(within(profile).getAllByRole('listitem')).toHaveLength(15);
    expect(within(profile).getByText('Courage').closest('li')).toHaveTextContent('shown in 2/3');
    expect(within(profile).getByText('Stamina').closest('li')).toHaveTextContent('shown in 0/3');

    await user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('article', { name: 'Word 1' })).not.toBeInTheDocument();
  });

  it('shows the support note beside an answer that speaks of harming oneself, and only there', async () => {
    const evaluation = buildEvaluation({ overallScore: 2.5 });
    const support = 'If you are going through a hard time, please talk to someone you trust.';
    const items = [
      buildItem({
        stimulus: 'Night',
        position: 0,
        responseText: 'Some nights I wish I just dont wake up',
        assessment: buildAssessment({ score: 1, strengths: [], olqsShown: [], support }),
      }),
      buildItem({ stimulus: 'Courage', position: 1 }),
    ];
    givenEvaluations({ wat: [evaluation] }, [buildDetail(evaluation, items)]);
    const { user } = renderApp('/results?test=wat');
    await user.click(await rowButton(/WAT Test/));

    const first = await screen.findByRole('article', { name: 'Word 1' });
    expect(within(first).getByRole('note')).toHaveTextContent(support);
    const second = screen.getByRole('article', { name: 'Word 2' });
    expect(within(second).queryByRole('note')).toBeNull();
  });

  it('a running evaluation shows its state and refreshes until it is done', async () => {
    const running = buildEvaluation({ status: 'running' });
    const done = {
      ...running,
      status: 'done' as const,
      overallScore: 4.5,
      completedAt: new Date().toISOString(),
    };
    let calls = 0;
    server.use(
      http.get('*/api/auth/get-session', () => HttpResponse.json(buildSession())),
      http.get('*/api/evaluations', () => {
        calls += 1;
        const evaluation = calls < 2 ? running : done;
        return HttpResponse.json({
          evaluations: [evaluation],
          counts: { ppdt: 0, tat: 0, wat: 1, srt: 0 },
        } satisfies EvaluationList);
      }),
    );
    renderApp('/results');

    const row = await rowButton(/WAT Test/);
    expect(within(row).getByText('Evaluating')).toBeInTheDocument();
    expect(within(row).getByText('N/A')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('4.5/5')).toBeInTheDocument(), {
      timeout: 4000,
    });
    expect(within(row).queryByText('Evaluating')).not.toBeInTheDocument();
  });

  it("a failed evaluation shows the error and 'Retry evaluation' sends it back to the queue", async () => {
    const failed = buildEvaluation({ status: 'failed', lastError: 'The assessor timed out.' });
    let isRetried = false;
    server.use(
      http.get('*/api/auth/get-session', () => HttpResponse.json(buildSession())),
      http.get('*/api/evaluations', () =>
        HttpResponse.json({
          evaluations: [isRetried ? { ...failed, status: 'queued', lastError: null } : failed],
          counts: { ppdt: 0, tat: 0, wat: 1, srt: 0 },
        } satisfies EvaluationList),
      ),
      http.post('*/api/evaluations/:id/retry', ({ params }) => {
        isRetried = true;
        return HttpResponse.json({
          ...failed,
          id: String(params.id),
          status: 'queued',
          lastError: null,
        });
      }),
    );
    const { user } = renderApp('/results');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Evaluation failed: The assessor timed out.');
    expect(within(await rowButton(/WAT Test/)).getByText('Failed')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry evaluation' }));

    expect(await screen.findByText('Queued')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry evaluation' })).not.toBeInTheDocument();
    const retry = requests.find((r) => r.method === 'POST');
    expect(new URL(retry!.url).pathname).toBe(`/api/evaluations/${failed.id}/retry`);
  });

  it("says 'Failed to fetch evaluations.' when the list cannot be read", async () => {
    server.use(
      http.get('*/api/auth/get-session', () => HttpResponse.json(buildSession())),
      http.get('*/api/evaluations', () => new HttpResponse(null, { status: 500 })),
    );
    renderApp('/results');
    expect(
      await screen.findByText(
        'Failed to fetch evaluations.',
        { selector: '[data-description]' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 10_000);
});
