import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/client/test/render';
import { recordRequests, server } from '@/client/test/server';

const requests = recordRequests();
const info = (startsInMinutes: number) => {
  const startsAt = new Date(Date.now() + startsInMinutes * 60_000);
  return {
    interviewerName: 'Col. Raghav Menon (Retd.)',
    candidateName: 'Arjun Singh',
    startsAt: startsAt.toISOString(),
    opensAt: new Date(startsAt.getTime() - 15 * 60_000).toISOString(),
    closesAt: new Date(startsAt.getTime() + 45 * 60_000).toISOString(),
  };
};

describe('/interviewer/join', () => {
  it('shows the interview without an account; join waits for the window', async () => {
    server.use(http.get('*/api/interviewer-join', () => HttpResponse.json(info(120))));
    renderApp('/interviewer/join?token=abc.123.sig');
    expect(await screen.findByText('Mock interview · Col. Raghav Menon (Retd.)')).toBeVisible();
    expect(screen.getByText('Arjun Singh')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Opens in 1h 4[56]m$/ })).toBeDisabled();
    const asked = requests.find((r) => r.url.includes('/api/interviewer-join'));
    expect(new URL(asked!.url).searchParams.get('token')).toBe('abc.123.sig');
  });

  it('enables joining inside the window', async () => {
    server.use(http.get('*/api/interviewer-join', () => HttpResponse.json(info(5))));
    renderApp('/interviewer/join?token=abc.123.sig');
    expect(await screen.findByRole('button', { name: 'Join as interviewer' })).toBeEnabled();
  });

  it("says so when the link is forged or expired (the server's message)", async () => {
    server.use(
      http.get('*/api/interviewer-join', () =>
        HttpResponse.json(
          { error: { code: 'invalid_link', message: 'This interviewer link is not valid.' } },
          { status: 403 },
        ),
      ),
    );
    renderApp('/interviewer/join?token=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This interviewer link is not valid.',
    );
    expect(screen.queryByRole('button', { name: 'Join as interviewer' })).toBeNull();
  });
});
