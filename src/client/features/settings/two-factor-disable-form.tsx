import { useState, type FormEvent } from 'react';
import { LoaderCircleIcon } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { PasswordField } from './password-field';

/** `onDisable` resolves to an error message, or nothing on success. */
export function DisableTwoFactorForm({
  onDisable,
}: {
  onDisable: (password: string) => Promise<string | void>;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [isSubmitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Password is required');
    setSubmitting(true);
    try {
      setError((await onDisable(password)) ?? '');
    } catch {
      setError('An unexpected error occurred.');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <PasswordField
        id="two-factor-disable-password"
        value={password}
        onChange={setPassword}
        error={error}
      />
      <Button type="submit" variant="destructive" disabled={isSubmitting}>
        {isSubmitting && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
        Turn off two-factor
      </Button>
    </form>
  );
}
