import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/client/test/render';
import { buildSession, server } from '@/client/test/server';

// One file, one session story: better-auth keeps the session in a module-level store.
describe('protected wrapper', () => {
  it('sends a visitor to /auth with the page they asked for, back there after sign-in, and to /auth on sign-out', async () => {
    let session: ReturnType<typeof buildSession> | null = null;
    server.use(
      http.get('*/api/auth/get-session', () => HttpResponse.json(session)),
      http.post('*/api/auth/sign-in/email', () => {
        session = buildSession({ email: 'cadet@example.com' });
        return HttpResponse.json({
          redirect: false,
          token: session.session.token,
          user: session.user,
        });
      }),
      http.post('*/api/auth/sign-out', () => {
        session = null;
        return HttpResponse.json({ success: true });
      }),
      http.get('*/api/profile', () =>
        HttpResponse.json({ fullName: 'Arjun Singh', email: 'cadet@example.com', phone: '' }),
      ),
      http.get('*/api/subscription', () =>
        HttpResponse.json({ subscription: null, upcoming: null, canPurchase: true }),
      ),
      http.get('*/api/payments', () => HttpResponse.json({ payments: [] })),
    );

    const { router, user } = renderApp('/settings?tab=profile');

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/settings?tab=profile')}`,
    );

    await user.type(screen.getByLabelText('Email'), 'cadet@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Welcome Back!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    expect(router.state.location.search).toBe('?tab=profile');
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Arjun Singh'));
    // The page's subscription card; the sidebar's Quota & Plan card names the plan too.
    expect(within(screen.getByRole('main')).getByText('Cadet Free Plan')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Signed Out')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('');
  });
});
