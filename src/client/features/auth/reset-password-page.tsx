import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { LoaderCircleIcon } from 'lucide-react';
import { resetPasswordSchema, type ResetPassword } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { PRODUCT_NAME } from '@/client/components/app/logo';
import { authClient, authErrorMessage } from '@/client/lib/auth-client';
import { paths } from '@/client/lib/paths';
import { AuthShell } from './auth-shell';

export const INVALID_RESET_LINK =
  'This reset link is invalid, already used or expired (links work once, for 1 hour).';

/** /reset-password?token=…: where the mailed link lands; sets the new password once. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPassword>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '' },
  });
  useEffect(() => {
    document.title = `Choose a new password · ${PRODUCT_NAME}`;
  }, []);

  const onSubmit = async ({ password }: ResetPassword) => {
    const { error } = await authClient.resetPassword({ newPassword: password, token: token! });
    if (error) {
      const invalid = error.code === 'INVALID_TOKEN';
      const description = invalid ? INVALID_RESET_LINK : authErrorMessage(error);
      toast.error('Error', { description: description || INVALID_RESET_LINK });
      return;
    }
    toast.success('Password updated', {
      description: 'Sign in with your new password. Other devices were signed out.',
    });
    navigate(paths.auth, { replace: true });
  };

  if (!token || params.get('error')) {
    return (
      <AuthShell title="Choose a new password" description={INVALID_RESET_LINK}>
        <Button asChild className="w-full">
          <Link to={paths.forgotPassword}>Send a new link</Link>
        </Button>
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title="Choose a new password"
      description="Pick a password you have not used elsewhere. Every device will be signed out."
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="reset-password">New password</Label>
          <Input
            id="reset-password"
            type="password"
            autoComplete="new-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'reset-password-error' : 'reset-password-hint'}
            {...register('password')}
          />
          {errors.password ? (
            <p id="reset-password-error" className="text-sm text-destructive">
              {errors.password.message}
            </p>
          ) : (
            <p id="reset-password-hint" className="text-sm text-muted-foreground">
              At least 6 characters, and not one of the most common passwords.
            </p>
          )}
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
          Set new password
        </Button>
      </form>
    </AuthShell>
  );
}
