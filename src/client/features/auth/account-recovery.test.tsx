import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/client/test/render';
import { recordRequests, server } from '@/client/test/server';
import { RESET_SENT_MESSAGE } from './forgot-password-page';
import { INVALID_RESET_LINK } from './reset-password-page';

const requests = recordRequests();
const posted = (path: string) =>
  requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === path);

describe('/auth ways out', () => {
  it('links back to the landing page, and to Forgot password? in sign-in mode only', async () => {
    const { user, router } = renderApp('/auth');
    await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    const forgot = screen.getByRole('link', { name: 'Forgot password?' });
    expect(forgot).toHaveAttribute('href', '/forgot-password');

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });
});

describe('password reset pages', () => {
  it('requests a reset link and answers without saying whether the account exists', async () => {
    server.use(
      http.post('*/api/auth/request-password-reset', () =>
        HttpResponse.json({ status: true, message: 'sent' }),
      ),
    );
    const { user } = renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(posted('/api/auth/request-password-reset')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'cadet@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(RESET_SENT_MESSAGE)).toBeInTheDocument();
    const [sent] = posted('/api/auth/request-password-reset');
    expect(await sent!.json()).toEqual({
      email: 'cadet@example.com',
      redirectTo: '/reset-password',
    });
  });

  it('sets the new password with the token from the link, then goes to sign-in', async () => {
    server.use(http.post('*/api/auth/reset-password', () => HttpResponse.json({ status: true })));
    const { user, router } = renderApp('/reset-password?token=tok123');
    await user.type(await screen.findByLabelText('New password'), 'kite-runner-77');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    const [reset] = posted('/api/auth/reset-password');
    expect(await reset!.json()).toEqual({ newPassword: 'kite-runner-77', token: 'tok123' });
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('says the link is invalid when the server refuses the token', async () => {
    server.use(
      http.post('*/api/auth/reset-password', () =>
        HttpResponse.json({ code: 'INVALID_TOKEN', message: 'Invalid token' }, { status: 400 }),
      ),
    );
    const { user } = renderApp('/reset-password?token=used');
    await user.type(await screen.findByLabelText('New password'), 'kite-runner-77');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(INVALID_RESET_LINK)).toBeInTheDocument();
  });

  it('explains an invalid or expired link and offers a new one', async () => {
    renderApp('/reset-password?error=INVALID_TOKEN');
    const again = await screen.findByRole('link', { name: 'Send a new link' });
    expect(again).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    expect(screen.getAllByText(INVALID_RESET_LINK).length).toBeGreaterThan(0);
  });
});
