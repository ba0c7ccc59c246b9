import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/client/test/render';
import { server } from '@/client/test/server';
import { FeedbackForm } from './feedback-form';

function setup() {
  const view = renderWithProviders(<FeedbackForm />);
  return {
    ...view,
    textbox: () => screen.getByLabelText('Your feedback'),
    submit: () => screen.getByRole('button', { name: 'Submit Feedback' }),
  };
}

describe('feedback form', () => {
  it('counts characters live and keeps submit disabled while the message is blank', async () => {
    const { user, textbox, submit } = setup();
    expect(await screen.findByText('0/1000')).toBeInTheDocument();
    expect(submit()).toBeDisabled();

    await user.type(textbox(), '   ');
    expect(screen.getByText('3/1000')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    expect(screen.getByText('Please enter your feedback before submitting.')).toBeVisible();

    await user.type(textbox(), 'Great');
    expect(screen.getByText('8/1000')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(screen.queryByText('Please enter your feedback before submitting.')).not.toBeVisible();
  });

  it('stops at 1000 characters', async () => {
    const { user, textbox } = setup();
    await user.click(textbox());
    await user.paste('x'.repeat(1005));
    expect(textbox()).toHaveValue('x'.repeat(1000));
    expect(screen.getByText('1000/1000')).toBeInTheDocument();
  });

  it("sends the trimmed message, shows 'Feedback Submitted!' and clears the box", async () => {
    let body: unknown;
    server.use(
      http.post('*/api/feedback', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { id: 'f1', message: 'Loved the WAT timer.', createdAt: new Date().toISOString() },
          { status: 201 },
        );
      }),
    );
    const { user, textbox, submit } = setup();

    await user.type(textbox(), '  Loved the WAT timer.  ');
    await user.click(submit());

    expect(await screen.findByText(/Feedback Submitted!/)).toBeInTheDocument();
    expect(body).toEqual({ message: 'Loved the WAT timer.' });
    expect(textbox()).toHaveValue('');
    expect(screen.getByText('0/1000')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it("shows the server's message when the submission fails", async () => {
    server.use(
      http.post('*/api/feedback', () =>
        HttpResponse.json(
          { error: { code: 'RATE_LIMITED', message: 'Too many feedback messages today.' } },
          { status: 429 },
        ),
      ),
    );
    const { user, textbox, submit } = setup();
    await user.type(textbox(), 'Hello');
    await user.click(submit());

    expect(await screen.findByText('Too many feedback messages today.')).toBeInTheDocument();
    expect(textbox()).toHaveValue('Hello');
  });

  it('falls back to a generic message when the server gives none', async () => {
    server.use(http.post('*/api/feedback', () => new HttpResponse('Bad gateway', { status: 502 })));
    const { user, textbox, submit } = setup();
    await user.type(textbox(), 'Hello');
    await user.click(submit());

    expect(
      await screen.findByText('Failed to submit feedback. Please try again.'),
    ).toBeInTheDocument();
  });
});
