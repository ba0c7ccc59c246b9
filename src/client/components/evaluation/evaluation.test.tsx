import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { EvaluationSummary } from '@/shared/schemas/evaluations';
import { renderWithProviders } from '@/client/test/render';
import { server } from '@/client/test/server';
import {
  EvaluationErrorBanner,
  EvaluationOverlay,
  useFollowEvaluation,
  type FollowEvaluationOptions,
} from '.';

afterEach(() => vi.useRealTimers());

const ID = '00000000-0000-4000-8000-0000000000aa';
function summary(overrides: Partial<EvaluationSummary>): EvaluationSummary {
  return {
    id: ID,
    testType: 'wat',
    sessionId: '00000000-0000-4000-8000-0000000000bb',
    status: 'queued',
    overallScore: null,
    createdAt: new Date().toISOString(),
    completedAt: null,
    lastError: null,
    itemCount: 3,
    ...overrides,
  };
}

/** Serves the given states one poll after another, repeating the last. */
function givenStates(...states: (EvaluationSummary | (() => Response))[]) {
  let calls = 0;
  server.use(
    http.get(`*/api/evaluations/${ID}`, () => {
      const state = states[Math.min(calls++, states.length - 1)];
      return typeof state === 'function' ? state() : HttpResponse.json(state);
    }),
  );
  return () => calls;
}

function Follower({ id, ...options }: { id: string | null } & FollowEvaluationOptions) {
  const followed = useFollowEvaluation(id, options);
  return (
    <p>
      {followed.isFollowing ? 'following' : 'idle'} {followed.status ?? 'none'}{' '}
      {followed.errorMessage ?? ''}
    </p>
  );
}

describe('EvaluationOverlay', () => {
  it('loads its modal when it first shows', async () => {
    render(<EvaluationOverlay testType="srt" />);
    expect(
      await screen.findByRole('dialog', { name: 'Analyzing your SRT responses...' }),
    ).toHaveAccessibleDescription('Please wait while AI evaluates your test.');
  });

  it('blocks the page with the WAT message', async () => {
    await EvaluationOverlay.preload(); // The test screens fetch it ahead.
    render(<EvaluationOverlay testType="wat" />);
    const dialog = screen.getByRole('dialog', { name: 'Analyzing your WAT responses...' });
    expect(dialog).toHaveAccessibleDescription('Please wait while AI evaluates your test.');
  });

  it('rotates three PPDT messages every 2.5 s', async () => {
    await EvaluationOverlay.preload();
    vi.useFakeTimers();
    render(<EvaluationOverlay testType="ppdt" />);
    const title = () => screen.getByRole('dialog').querySelector('h2')!.textContent;
    expect(title()).toBe('Analyzing your PPDT story...');
    act(() => vi.advanceTimersByTime(2499));
    expect(title()).toBe('Analyzing your PPDT story...');
    act(() => vi.advanceTimersByTime(1));
    expect(title()).toBe('Reading your perception of the picture...');
    act(() => vi.advanceTimersByTime(2500));
    expect(title()).toBe('Preparing your feedback on officer-like qualities...');
    act(() => vi.advanceTimersByTime(2500));
    expect(title()).toBe('Analyzing your PPDT story...');
  });

  it('says it is still working once the evaluation takes longer than usual', async () => {
    await EvaluationOverlay.preload();
    vi.useFakeTimers();
    render(<EvaluationOverlay testType="tat" />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription('Please wait while AI evaluates your test.');
    act(() => vi.advanceTimersByTime(19_999));
    expect(dialog).toHaveAccessibleDescription('Please wait while AI evaluates your test.');
    act(() => vi.advanceTimersByTime(1));
    expect(dialog).toHaveAccessibleDescription(
      'Still working: this is taking longer than usual. Your answers are saved and your results will appear here.',
    );
  });
});

describe('EvaluationErrorBanner', () => {
  it('shows the message as an alert and dismisses', async () => {
    const onDismiss = vi.fn();
    render(
      <EvaluationErrorBanner
        message="Failed to get evaluation. Please try again."
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to get evaluation. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});

describe('useFollowEvaluation', () => {
  it('polls until the evaluation is done, then reports it once', async () => {
    const calls = givenStates(
      summary({ status: 'queued' }),
      summary({ status: 'running' }),
      summary({ status: 'done', overallScore: 3.6 }),
    );
    const onDone = vi.fn();
    const onFailed = vi.fn();
    renderWithProviders(<Follower id={ID} onDone={onDone} onFailed={onFailed} />);

    expect(await screen.findByText(/following queued/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/idle done/)).toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(onDone).toHaveBeenCalledOnce();
    expect(onDone.mock.calls[0][0]).toMatchObject({ id: ID, status: 'done', overallScore: 3.6 });
    expect(onFailed).not.toHaveBeenCalled();
    const seen = calls();
    await new Promise((r) => setTimeout(r, 1300));
    expect(calls()).toBe(seen);
  }, 10_000);

  it("reports a failed evaluation with the assessor's error", async () => {
    givenStates(
      summary({ status: 'running' }),
      summary({ status: 'failed', lastError: 'The assessor timed out.' }),
    );
    const onFailed = vi.fn();
    renderWithProviders(<Follower id={ID} onFailed={onFailed} />);
    await waitFor(() => expect(onFailed).toHaveBeenCalledOnce(), { timeout: 4000 });
    expect(onFailed.mock.calls[0][0]).toBe('The assessor timed out.');
    expect(screen.getByText(/idle failed The assessor timed out\./)).toBeInTheDocument();
  });

  it('gives up with the server message when the evaluation cannot be found', async () => {
    givenStates(() =>
      HttpResponse.json(
        { error: { code: 'not_found', message: 'Evaluation not found' } },
        { status: 404 },
      ),
    );
    const onFailed = vi.fn();
    renderWithProviders(<Follower id={ID} onFailed={onFailed} />);
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith('Evaluation not found', undefined));
  });

  it('follows nothing without an id', async () => {
    renderWithProviders(<Follower id={null} />);
    expect(await screen.findByText(/idle none/)).toBeInTheDocument();
  });
});
