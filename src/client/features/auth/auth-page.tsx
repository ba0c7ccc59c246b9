import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { Credentials } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { PRODUCT_NAME } from '@/client/components/app/logo';
import { authErrorMessage, loadAuthClient } from '@/client/lib/auth-fetch';
import { usePublicConfig } from '@/client/lib/config';
import { paths } from '@/client/lib/paths';
import { AuthShell } from './auth-shell';
import { CredentialsForm, type AuthMode } from './credentials-form';
import { GOOGLE_ERROR_FALLBACK, GOOGLE_ERROR_TITLE, GoogleButton } from './google-button';
import { TwoFactorForm } from './two-factor-form';

const UNEXPECTED = 'An unexpected error occurred.';

function showAuthError(error: Parameters<typeof authErrorMessage>[0]) {
  toast.error('Authentication Error', { description: authErrorMessage(error) || UNEXPECTED });
}

function showUnexpected(error: unknown) {
  toast.error('Error', { description: (error instanceof Error && error.message) || UNEXPECTED });
}

/** Google sends the user back to /auth?error=... when the round trip fails: say so once, then clean the URL. */
function useGoogleErrorToast() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const errors = params.getAll('error');
    if (errors.length === 0) return;
    const detail = params.get('error_description') || errors.find((code) => code !== 'google');
    toast.error(GOOGLE_ERROR_TITLE, {
      id: 'google-sign-in-error',
      description: detail
        ? `${GOOGLE_ERROR_FALLBACK} (${detail.replaceAll('_', ' ')})`
        : GOOGLE_ERROR_FALLBACK,
    });
    const next = new URLSearchParams(params);
    next.delete('error');
    next.delete('error_description');
    setParams(next, { replace: true });
  }, [params, setParams]);
}

export function AuthPage() {
  const [mode, setMode] = useState<AuthMode>('sign-in');
  const [step, setStep] = useState<'credentials' | 'two-factor'>('credentials');
  const config = usePublicConfig();
  useGoogleErrorToast();

  useEffect(() => {
    document.title = `${mode === 'sign-up' ? 'Sign up' : 'Sign in'} · ${PRODUCT_NAME}`;
  }, [mode]);

  const submitCredentials = async ({ email, password }: Credentials) => {
    try {
      const authClient = await loadAuthClient();
      if (mode === 'sign-up') {
        const { error } = await authClient.signUp.email({
          email,
          password,
          name: email.split('@')[0],
          callbackURL: paths.home,
        });
        if (error) return showAuthError(error);
        toast.success('Account Created!', {
          description: 'Please check your email to verify your account',
        });
        setMode('sign-in');
        return;
      }
      const { data, error } = await authClient.signIn.email({ email, password });
      if (error) return showAuthError(error);
      if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
        setStep('two-factor');
        return;
      }
      // The session signal reloads the session; the /auth route then sends the user on.
      toast.success('Welcome Back!');
    } catch (error) {
      showUnexpected(error);
    }
  };

  const verifySecondFactor = async ({
    code,
    isBackupCode,
    trustDevice,
  }: {
    code: string;
    isBackupCode: boolean;
    trustDevice: boolean;
  }) => {
    try {
      const authClient = await loadAuthClient();
      const { error } = isBackupCode
        ? await authClient.twoFactor.verifyBackupCode({ code, trustDevice })
        : await authClient.twoFactor.verifyTotp({ code, trustDevice });
      if (error) return showAuthError(error);
      toast.success('Welcome Back!');
    } catch (error) {
      showUnexpected(error);
    }
  };

  const isSignUp = mode === 'sign-up';
  const title =
    step === 'two-factor'
      ? 'Two-factor authentication'
      : isSignUp
        ? 'Create your account'
        : 'Welcome back';
  const description =
    step === 'two-factor'
      ? 'One more step to keep your account safe.'
      : isSignUp
        ? 'Sign up to start practising for your SSB.'
        : 'Sign in to continue your SSB preparation.';

  return (
    <AuthShell title={title} description={description}>
      {step === 'two-factor' ? (
        <TwoFactorForm onVerify={verifySecondFactor} onCancel={() => setStep('credentials')} />
      ) : (
        <>
          <CredentialsForm
            mode={mode}
            onSubmit={submitCredentials}
            onFirstUse={() => void loadAuthClient()}
          />
          <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
            <span className="h-px flex-1 bg-border" />
            or
            <span className="h-px flex-1 bg-border" />
          </div>
          <GoogleButton
            isEnabled={config.data?.googleEnabled ?? false}
            isLoading={config.isPending}
          />
          <p className="text-center text-sm text-muted-foreground">
            {isSignUp ? 'Already have an account?' : "Don't have an account?"}{' '}
            <Button
              variant="link"
              className="h-auto p-0"
              onClick={() => setMode(isSignUp ? 'sign-in' : 'sign-up')}
            >
              {isSignUp ? 'Sign in' : 'Sign up'}
            </Button>
          </p>
        </>
      )}
    </AuthShell>
  );
}
