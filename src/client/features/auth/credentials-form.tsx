import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { LoaderCircleIcon } from 'lucide-react';
import type { Credentials } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { lazyResolver } from '@/client/lib/lazy-resolver';
import { paths } from '@/client/lib/paths';

const credentials = lazyResolver<Credentials>(() =>
  import('./credentials-resolver').then((m) => m.credentialsResolver),
);

export type AuthMode = 'sign-in' | 'sign-up';

interface CredentialsFormProps {
  mode: AuthMode;
  onSubmit: (credentials: Credentials) => Promise<void>;
  /** The user has started on the form (focus, pointer): load what submitting needs. */
  onFirstUse?: () => void;
}

export function CredentialsForm({ mode, onSubmit, onFirstUse }: CredentialsFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({
    resolver: credentials.resolver,
    defaultValues: { email: '', password: '' },
  });
  const preload = () => {
    credentials.preload();
    onFirstUse?.();
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={preload}
      onPointerDown={preload}
      className="grid gap-4"
    >
      <div className="grid gap-2">
        <Label htmlFor="auth-email">Email</Label>
        <Input
          id="auth-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'auth-email-error' : undefined}
          {...register('email')}
        />
        {errors.email && (
          <p id="auth-email-error" className="text-sm text-destructive">
            {errors.email.message}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="auth-password">Password</Label>
        <Input
          id="auth-password"
          type="password"
          autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={
            errors.password
              ? 'auth-password-error'
              : mode === 'sign-up'
                ? 'auth-password-hint'
                : undefined
          }
          {...register('password')}
        />
        {errors.password ? (
          <p id="auth-password-error" className="text-sm text-destructive">
            {errors.password.message}
          </p>
        ) : (
          mode === 'sign-up' && (
            <p id="auth-password-hint" className="text-sm text-muted-foreground">
              At least 6 characters.
            </p>
          )
        )}
        {mode === 'sign-in' && (
          <Link
            to={paths.forgotPassword}
            className="justify-self-end rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            Forgot password?
          </Link>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
        {mode === 'sign-up' ? 'Sign Up' : 'Sign In'}
      </Button>
    </form>
  );
}
