import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/client/test/render';
import { defaultConfig, recordRequests, server } from '@/client/test/server';

const requests = recordRequests();
const authRequests = () =>
  requests.filter((request) => new URL(request.url).pathname.startsWith('/api/auth/sign'));

async function openSignIn() {
  const view = renderApp('/auth');
  // The first render loads the lazy route: allow for a busy machine.
  await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 5000 });
  return view;
}

describe('auth form', () => {
  it('shows the field errors for an invalid email and a 5-character password, and sends nothing', async () => {
    const { user } = await openSignIn();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(authRequests()).toHaveLength(0);
  });

  it('shows the same validation in sign-up mode', async () => {
    const { user } = await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'cadet@');
    await user.type(screen.getByLabelText('Password'), 'abcde');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(authRequests()).toHaveLength(0);
  });

  it("shows 'Authentication Error' with the server's message when sign-in answers 403", async () => {
    server.use(
      http.post('*/api/auth/sign-in/email', () =>
        HttpResponse.json(
          { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' },
          { status: 403 },
        ),
      ),
    );
    const { user } = await openSignIn();

    await user.type(screen.getByLabelText('Email'), 'cadet@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Authentication Error')).toBeInTheDocument();
    expect(screen.getByText('Email not verified')).toBeInTheDocument();
    const [signIn] = authRequests();
    expect(await signIn.json()).toEqual({ email: 'cadet@example.com', password: 'secret123' });
  });

  it("signs up with the name taken from the email, says 'Account Created!' and switches to sign-in", async () => {
    server.use(
      http.post('*/api/auth/sign-up/email', () =>
        HttpResponse.json({ token: null, user: { id: 'u1', email: 'new.cadet@example.com' } }),
      ),
    );
    const { user } = await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await user.type(screen.getByLabelText('Email'), 'new.cadet@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Account Created!')).toBeInTheDocument();
    expect(screen.getByText('Please check your email to verify your account')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    const [signUp] = authRequests();
    expect(await signUp.json()).toMatchObject({
      email: 'new.cadet@example.com',
      name: 'new.cadet',
      callbackURL: '/',
    });
  });

  it('disables Continue with Google when the server has no Google credentials', async () => {
    await openSignIn();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Continue with Google' }),
      ).toHaveAccessibleDescription('Google sign-in is not configured on this server.'),
    );
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  });

  it('enables Continue with Google and links the dev mailbox when the server says so', async () => {
    server.use(
      http.get('*/api/config', () =>
        HttpResponse.json({ ...defaultConfig, googleEnabled: true, devMailbox: true }),
      ),
    );
    await openSignIn();
    expect(await screen.findByRole('link', { name: 'local mailbox' })).toHaveAttribute(
      'href',
      '/dev/mailbox',
    );
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it("toasts 'Google Sign-In Error' when Google sends the user back with an error", async () => {
    renderApp('/auth?error=google&error=access_denied');
    expect(await screen.findByText('Google Sign-In Error')).toBeInTheDocument();
    expect(screen.getByText(/Failed to sign in with Google\./)).toBeInTheDocument();
  });
});
