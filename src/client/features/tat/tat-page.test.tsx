import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { EvaluationSummary } from '@/shared/schemas/evaluations';
import { renderApp } from '@/client/test/render';
import { buildCredits, buildSession, recordRequests, server } from '@/client/test/server';
import { writeStored } from '@/client/features/picture-test/persistence';
import { pictureSession, storedResponse } from '@/client/features/picture-test/test-sessions';
import { initialTatState, tatReducer, type TatState } from './tat-state';

const requests = recordRequests();
const signedIn = (hasUnlimited: boolean) =>
  server.use(
    http.get('*/api/auth/get-session', () => HttpResponse.json(buildSession())),
    http.get('*/api/credits', () =>
      HttpResponse.json(buildCredits({ hasUnlimited, hasActivePlan: hasUnlimited })),
    ),
  );

/** A 2-picture TAT finished in this browser, with the given answers. */
function completedTat(answers: (string | null)[]): TatState {
  const session = pictureSession('tat', answers.length);
  let s = tatReducer(initialTatState(), { type: 'started', session });
  s = tatReducer(s, { type: 'continued', now: 0 });
  answers.forEach((text, i) => {
    s = tatReducer(s, {
      type: 'saved',
      itemId: `picture-${i}`,
      responseText: text,
      timeTaken: text ? 60 : null,
      now: 0,
    });
  });
  return s;
}

function serveSession(answers: (string | null)[]) {
  const session = pictureSession('tat', answers.length, {
    status: 'completed',
    responses: answers.map((text, i) => storedResponse(`picture-${i}`, i, text)),
  });
  server.use(http.get('*/api/practice/sessions/:id', () => HttpResponse.json(session)));
}

// Unmounting stores the test (as leaving the page does): each test starts with none.
beforeEach(() => localStorage.clear());

describe('TAT screen', () => {
  it('shows the premium wall to a user without a paid plan', async () => {
    signedIn(false);
    renderApp('/tat');
    expect(
      await screen.findByRole('heading', { name: 'TAT is a Premium Feature' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium Monthly' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.queryByLabelText('Number of pictures')).not.toBeInTheDocument();
  });

  it('the count takes digits only, is clamped to 1–10 on blur, and starts at 5', async () => {
    signedIn(true);
    const { user } = renderApp('/tat');
    const count = await screen.findByLabelText('Number of pictures');
    expect(count).toHaveValue('5');
    await user.clear(count);
    await user.type(count, '4x2');
    expect(count).toHaveValue('42');
    await user.tab();
    expect(count).toHaveValue('10');
    await user.clear(count);
    await user.tab();
    expect(count).toHaveValue('1');
  });

  it("a failed start says 'Failed to load TAT images. Please try again.'", async () => {
    signedIn(true);
    server.use(http.post('*/api/practice/sessions', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderApp('/tat');
    await user.click(await screen.findByRole('button', { name: 'Start Test' }));
    expect(
      await screen.findByText('Failed to load TAT images. Please try again.'),
    ).toBeInTheDocument();
    const body = (await requests.find((r) => r.method === 'POST')!.json()) as unknown;
    expect(body).toEqual({ testType: 'tat', count: 5 });
  });

  it('will not ask for an evaluation when no story was written', async () => {
    signedIn(true);
    writeStored('tat', 'user-1', completedTat([null, null]));
    serveSession([null, null]);
    const { user } = renderApp('/tat');
    expect(await screen.findByRole('heading', { name: 'Test Complete' })).toBeInTheDocument();
    expect(screen.getAllByText('Skipped')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Submit Test & Get Evaluation' }));
    expect(
      await screen.findByText(
        'No stories were written. Please write at least one story before evaluation.',
      ),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.url.endsWith('/submit'))).toBe(false);
  });

  it('a failed evaluation shows the inline error with a link to the results; Dismiss clears it', async () => {
    signedIn(true);
    writeStored(
      'tat',
      'user-1',
      completedTat(['Meera, 21, rebuilt the pond with her friends.', null]),
    );
    serveSession(['Meera, 21, rebuilt the pond with her friends.', null]);
    const failed: EvaluationSummary = {
      id: 'ev-1',
      testType: 'tat',
      sessionId: 'session-tat',
      status: 'failed',
      overallScore: null,
      createdAt: '2026-11-20T08:00:00.000Z',
      completedAt: null,
      lastError: 'The assessor is unavailable.',
      itemCount: 2,
    };
    server.use(
      http.post('*/api/practice/sessions/:id/submit', () =>
        HttpResponse.json({ evaluationId: 'ev-1' }),
      ),
      http.get('*/api/evaluations/:id', () => HttpResponse.json(failed)),
      http.get('*/api/evaluations', () =>
        HttpResponse.json({ evaluations: [failed], counts: { ppdt: 0, tat: 1, wat: 0, srt: 0 } }),
      ),
    );
    const { user } = renderApp('/tat');
    await user.click(await screen.findByRole('button', { name: 'Submit Test & Get Evaluation' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The assessor is unavailable.')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Open results' })).toHaveAttribute(
      'href',
      '/results?test=tat',
    );
    expect(screen.queryByText('Analyzing your TAT stories...')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Practice Again asks first, then clears the stored test', async () => {
    signedIn(true);
    writeStored('tat', 'user-1', completedTat(['A story.', null]));
    serveSession(['A story.', null]);
    const { user } = renderApp('/tat');
    await user.click(await screen.findByRole('button', { name: 'Practice Again' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Practice Again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Practice Again' }));
    expect(await screen.findByLabelText('Number of pictures')).toBeInTheDocument();
    expect(localStorage.getItem('ssb-prep:picture:tat:user-1')).toBeNull();
  });
});
