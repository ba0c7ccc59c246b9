import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { renderApp } from '@/client/test/render';
import { buildSession, server } from '@/client/test/server';
import {
  buildAssessment,
  buildDetail,
  buildEvaluation,
  buildItem,
  givenEvaluations,
} from './test-factories';

const usDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' });

describe('PPDT results screen', () => {
  it("shows 'Loading results...', then 'No PPDT Results Yet' with links to take the test", async () => {
    server.use(
      http.get('*/api/auth/get-session', () => HttpResponse.json(buildSession())),
      http.get('*/api/evaluations', async () => {
        await delay(50);
        return HttpResponse.json({ evaluations: [], counts: { ppdt: 0, tat: 0, wat: 0, srt: 0 } });
      }),
    );
    renderApp('/ppdt-results');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'PPDT Test Results' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take New Test' })).toHaveAttribute('href', '/ppdt');
    expect(screen.getByText('Loading results...')).toBeInTheDocument();
    expect(await screen.findByText('No PPDT Results Yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take PPDT Test' })).toHaveAttribute('href', '/ppdt');
  });

  it('one card per attempt; opened, each response shows picture, score, story and feedback or Great Response!', async () => {
    const attempt = buildEvaluation({
      testType: 'ppdt',
      overallScore: 3.5,
      createdAt: '2026-11-20T08:05:00.000Z',
    });
    const older = buildEvaluation({
      testType: 'ppdt',
      overallScore: 4.8,
      createdAt: '2026-11-18T08:05:00.000Z',
    });
    const items = [
      buildItem({
        stimulus: 'Villagers around a stranded bus',
        imageUrl: '/pictures/ppdt-bus.webp',
        responseText:
          'Ravi saw the bus stuck in the river and organised the villagers to pull it out.',
        assessment: buildAssessment({
          score: 3,
          analysis: 'A clear hero who acts, but the plan is thin.',
          strengths: ['Initiative: "organised the villagers" shows him acting first.'],
          improvements: ['Show the steps of the plan and how it ended.'],
          improved: [
            'Ravi split the villagers into two teams...',
            'Seeing the bus tilt, Ravi first got the children out...',
          ],
        }),
      }),
      buildItem({
        responseText:
          'Meena led the rescue, called the doctor and got everyone home safely by evening.',
        assessment: buildAssessment({ score: 5, analysis: 'A complete, positive story.' }),
      }),
      buildItem({ responseText: '', assessment: null }),
    ];
    givenEvaluations({ ppdt: [attempt, older] }, [buildDetail(attempt, items)]);
    const { user } = renderApp('/ppdt-results');

    const cards = within(await screen.findByRole('list', { name: 'PPDT attempts' })).getAllByRole(
      'button',
    );
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0]).getByText(usDateTime.format(new Date(attempt.createdAt))),
    ).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Overall Score 3.5/5');
    expect(cards[1]).toHaveTextContent('Overall Score 4.8/5');

    await user.click(cards[0]);
    expect(await screen.findByText('Loading details...')).toBeInTheDocument();

    const first = await screen.findByRole('article', { name: 'Response 1' });
    const picture = within(first).getByRole('img', { name: 'PPDT stimulus image 1' });
    expect(picture).toHaveAttribute('src', '/pictures/ppdt-bus.webp');
    expect(within(first).getByText('Score 3/5')).toHaveAttribute('data-variant', 'secondary');
    expect(within(first).getByText(/organised the villagers to pull it out/)).toBeInTheDocument();
    expect(
      within(first).getByText('A clear hero who acts, but the plan is thin.'),
    ).toBeInTheDocument();
    expect(within(first).getByRole('heading', { name: 'Strengths' })).toBeInTheDocument();
    expect(
      within(first).getByRole('heading', { name: 'Areas for Improvement' }),
    ).toBeInTheDocument();
    expect(
      within(first).getByText('Show the steps of the plan and how it ended.'),
    ).toBeInTheDocument();
    expect(
      within(first).getByText('Ravi split the villagers into two teams...'),
    ).toBeInTheDocument();
    await user.click(within(first).getByRole('tab', { name: 'Improved Story 2' }));
    expect(
      within(first).getByText('Seeing the bus tilt, Ravi first got the children out...'),
    ).toBeInTheDocument();
    expect(within(first).queryByText('Great Response!')).not.toBeInTheDocument();

    // A broken picture becomes a placeholder with the same name.
    fireEvent.error(picture);
    expect(within(first).getByRole('img', { name: 'PPDT stimulus image 1' })).toHaveTextContent(
      'Image unavailable',
    );

    const second = screen.getByRole('article', { name: 'Response 2' });
    expect(within(second).getByText('Score 5/5')).toHaveAttribute('data-variant', 'default');
    expect(within(second).getByText('Great Response!')).toBeInTheDocument();
    expect(within(second).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(second).getByRole('img', { name: 'PPDT stimulus image 2' })).toHaveTextContent(
      'Image unavailable',
    );

    const third = screen.getByRole('article', { name: 'Response 3' });
    expect(within(third).getByText('No story provided')).toBeInTheDocument();
    expect(within(third).queryByText(/Score/)).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch evaluations.' with the server's message when it has one", async () => {
    server.use(
      http.get('*/api/auth/get-session', () => HttpResponse.json(buildSession())),
      http.get('*/api/evaluations', () =>
        HttpResponse.json(
          { error: { code: 'forbidden', message: 'Results are not available right now.' } },
          { status: 403 },
        ),
      ),
    );
    renderApp('/ppdt-results');
    expect(
      await screen.findByText('Results are not available right now.', {
        selector: '[data-description]',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch evaluations.')).toBeInTheDocument();
  });
});
