import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { LoaderCircleIcon, MailCheckIcon } from 'lucide-react';
import { forgotPasswordSchema, type ForgotPassword } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { PRODUCT_NAME } from '@/client/components/app/logo';
import { authClient, authErrorMessage } from '@/client/lib/auth-client';
import { paths } from '@/client/lib/paths';
import { AuthShell } from './auth-shell';

export const RESET_SENT_MESSAGE =
  'If an account exists for that email, a link to choose a new password is on its way. The link works once, for 1 hour.';

const backToSignIn = (
  <p className="text-center text-sm text-muted-foreground">
    Remembered it?{' '}
    <Link to={paths.auth} className="font-medium text-primary underline-offset-4 hover:underline">
      Back to sign in
    </Link>
  </p>
);

/** /forgot-password: asks for the email; the answer never says whether an account exists. */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPassword>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  useEffect(() => {
    document.title = `Forgot password · ${PRODUCT_NAME}`;
  }, []);

  const onSubmit = async ({ email }: ForgotPassword) => {
    const { error } = await authClient.requestPasswordReset({
      email,
      redirectTo: paths.resetPassword,
    });
    if (error) {
      toast.error('Error', { description: authErrorMessage(error) || 'Please try again.' });
      return;
    }
    setSentTo(email);
  };

  return (
    <AuthShell
      title="Forgot your password?"
      description="Enter your account's email and we will send you a link to choose a new one."
    >
      {sentTo ? (
        <div role="status" className="grid justify-items-center gap-3 text-center text-sm">
          <MailCheckIcon className="size-8 text-primary" aria-hidden="true" />
          <p>{RESET_SENT_MESSAGE}</p>
          <p className="text-muted-foreground">Sent for {sentTo}.</p>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="forgot-email">Email</Label>
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'forgot-email-error' : undefined}
              {...register('email')}
            />
            {errors.email && (
              <p id="forgot-email-error" className="text-sm text-destructive">
                {errors.email.message}
              </p>
            )}
          </div>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
            Send reset link
          </Button>
        </form>
      )}
      {backToSignIn}
    </AuthShell>
  );
}
