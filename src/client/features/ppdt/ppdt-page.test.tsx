import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/client/test/render';
import { buildCredits, buildSession, recordRequests, server } from '@/client/test/server';
import { pictureSession } from '@/client/features/picture-test/test-sessions';

const requests = recordRequests();
const signedIn = (credits: Parameters<typeof buildCredits>[0] = {}) =>
  server.use(
    http.get('*/api/auth/get-session', () => HttpResponse.json(buildSession())),
    http.get('*/api/credits', () => HttpResponse.json(buildCredits(credits))),
  );

// Unmounting stores the test (as leaving the page does): each test starts with none.
beforeEach(() => localStorage.clear());

describe('PPDT screen', () => {
  it("with no PPDT credits shows 'No Credits Remaining' instead of the start card", async () => {
    signedIn({ credits: { wat: 10, srt: 10, ppdt: 0 } });
    renderApp('/ppdt');
    expect(await screen.findByText('No Credits Remaining')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You need 1 credit to take the Picture Perception Test, but you have 0 remaining.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Test' })).not.toBeInTheDocument();
  });

  it('shows the low-credits banner; SSB timings go to the server and into the instructions', async () => {
    signedIn({ credits: { wat: 10, srt: 10, ppdt: 1 } });
    server.use(
      http.post('*/api/practice/sessions', () =>
        HttpResponse.json(pictureSession('ppdt', 1, { options: { ssbTimings: true } }), {
          status: 201,
        }),
      ),
    );
    const { user } = renderApp('/ppdt');
    expect(
      await screen.findByText(
        '1 credit left for the Picture Perception Test. This test uses 1 credit.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Observe a hazy picture for 15 seconds.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'SSB timings' }));
    expect(screen.getByText('Observe a hazy picture for 30 seconds.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Test' }));
    expect(await screen.findByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
    expect(screen.getByText(/one hazy picture for 30 seconds/)).toBeInTheDocument();
    expect(screen.getByText(/Then you have 1 minute to mark the characters/)).toBeInTheDocument();
    const body = (await requests.find((r) => r.method === 'POST')!.json()) as unknown;
    expect(body).toEqual({ testType: 'ppdt', count: 1, options: { ssbTimings: true } });
  });

  it('out of credits at the server: the Insufficient Credits dialog; other failures: the load message', async () => {
    signedIn();
    server.use(
      http.post('*/api/practice/sessions', () =>
        HttpResponse.json(
          {
            error: {
              code: 'insufficient_credits',
              message: 'You need credits to take the Picture Perception Test.',
            },
          },
          { status: 402 },
        ),
      ),
    );
    const { user } = renderApp('/ppdt');
    await user.click(await screen.findByRole('button', { name: 'Start Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Credits' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);

    server.use(http.post('*/api/practice/sessions', () => HttpResponse.json({}, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Start Test' }));
    expect(
      await screen.findByText('Failed to load PPDT image. Please try again.'),
    ).toBeInTheDocument();
  });

  it('a story that cannot be saved keeps the test open with the submission error', async () => {
    signedIn();
    server.use(
      http.post('*/api/practice/sessions', () =>
        HttpResponse.json(pictureSession('ppdt', 1), { status: 201 }),
      ),
      http.put('*/api/practice/sessions/:id/responses/:itemId', () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    const { user } = renderApp('/ppdt');
    await user.click(await screen.findByRole('button', { name: 'Start Test' }));
    await user.click(await screen.findByRole('button', { name: 'Continue Test' }));
    const test = await screen.findByRole('region', { name: 'PPDT test' });
    expect(within(test).getByRole('img', { name: 'PPDT picture' })).toHaveAttribute(
      'src',
      '/api/pictures/picture-0/image?v=1',
    );
    await user.click(within(test).getByRole('button', { name: 'Next (Start Writing)' }));
    await user.type(within(test).getByLabelText('Your story'), 'Ravi helped the farmer.');
    expect(within(test).getByText('4 words')).toBeInTheDocument();
    await user.click(within(test).getByRole('button', { name: 'Submit Story' }));
    expect(
      await screen.findByText('Failed to submit and save response. Please try again.'),
    ).toBeInTheDocument();
    expect(within(test).getByLabelText('Your story')).toHaveValue('Ravi helped the farmer.');
  });

  it('at the free allowance (2 PPDT credits) shows no low-credits warning', async () => {
    signedIn();
    renderApp('/ppdt');
    expect(await screen.findByRole('button', { name: 'Start Test' })).toBeInTheDocument();
    expect(screen.queryByText(/credits? left for the/)).not.toBeInTheDocument();
  });

  it('a refused charge that leaves no credits keeps the Insufficient Credits dialog open', async () => {
    let ppdt = 2;
    server.use(
      http.get('*/api/auth/get-session', () => HttpResponse.json(buildSession())),
      http.get('*/api/credits', () =>
        HttpResponse.json(buildCredits({ credits: { wat: 10, srt: 10, ppdt } })),
      ),
      http.post('*/api/practice/sessions', () => {
        ppdt = 0;
        return HttpResponse.json(
          { error: { code: 'insufficient_credits', message: 'No credits.' } },
          { status: 402 },
        );
      }),
    );
    const { user } = renderApp('/ppdt');
    await user.click(await screen.findByRole('button', { name: 'Start Test' }));
    expect(await screen.findByText('No Credits Remaining')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Insufficient Credits' })).toHaveTextContent(
      'You need credits to take the Picture Perception Test. You currently have 0 credits remaining for this test.',
    );
  });

  it("an empty story: the spec's 'No stories were written…' instead of the submit button", async () => {
    signedIn();
    server.use(
      http.post('*/api/practice/sessions', () =>
        HttpResponse.json(pictureSession('ppdt', 1), { status: 201 }),
      ),
      http.put('*/api/practice/sessions/:id/responses/:itemId', ({ params }) =>
        HttpResponse.json({
          id: 'r1',
          itemId: params.itemId,
          position: 0,
          responseText: null,
          timeTaken: null,
          createdAt: new Date().toISOString(),
        }),
      ),
    );
    const { user } = renderApp('/ppdt');
    await user.click(await screen.findByRole('button', { name: 'Start Test' }));
    await user.click(await screen.findByRole('button', { name: 'Continue Test' }));
    const test = await screen.findByRole('region', { name: 'PPDT test' });
    await user.click(within(test).getByRole('button', { name: 'Next (Start Writing)' }));
    await user.click(within(test).getByRole('button', { name: 'Submit Story' }));
    expect(
      await screen.findByText(
        'No stories were written. Please write at least one story before evaluation.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Submit Test & Get Evaluation' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Practice Again' })).toBeInTheDocument();
  });

  it("desktop: the 'Writing Time Started' toast sits bottom left, off the story box", async () => {
    signedIn();
    server.use(
      http.post('*/api/practice/sessions', () =>
        HttpResponse.json(pictureSession('ppdt', 1), { status: 201 }),
      ),
    );
    const { user } = renderApp('/ppdt');
    await user.click(await screen.findByRole('button', { name: 'Start Test' }));
    await user.click(await screen.findByRole('button', { name: 'Continue Test' }));
    const test = await screen.findByRole('region', { name: 'PPDT test' });
    await user.click(within(test).getByRole('button', { name: 'Next (Start Writing)' }));
    const toast = (await within(test).findByText('Writing Time Started')).closest('li')!;
    const toaster = toast.closest('[data-sonner-toaster]');
    expect(toaster).toHaveAttribute('data-y-position', 'bottom');
    expect(toaster).toHaveAttribute('data-x-position', 'left');
  });
});
