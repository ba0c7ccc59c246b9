import { useState, type FormEvent } from 'react';
import { LoaderCircleIcon } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';

interface TwoFactorFormProps {
  onVerify: (input: { code: string; isBackupCode: boolean; trustDevice: boolean }) => Promise<void>;
  onCancel: () => void;
}

/** The second sign-in step for accounts with two-factor on: a 6-digit TOTP code or a backup code. */
export function TwoFactorForm({ onVerify, onCancel }: TwoFactorFormProps) {
  const [isBackupCode, setBackupCode] = useState(false);
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!isBackupCode && !/^\d{6}$/.test(value))
      return setError('Enter the 6-digit code from your authenticator app.');
    if (isBackupCode && value.length < 6) return setError('Enter one of your backup codes.');
    setError('');
    setSubmitting(true);
    try {
      await onVerify({ code: value, isBackupCode, trustDevice });
    } finally {
      setSubmitting(false);
    }
  };

  const label = isBackupCode ? 'Backup code' : 'Authentication code';
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {isBackupCode
          ? 'Enter one of the backup codes you saved when you turned on two-factor authentication.'
          : 'Open your authenticator app and enter the 6-digit code for SSB Prep.'}
      </p>
      <div className="grid gap-2">
        <Label htmlFor="two-factor-code">{label}</Label>
        <Input
          id="two-factor-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          inputMode={isBackupCode ? 'text' : 'numeric'}
          maxLength={isBackupCode ? 32 : 6}
          autoFocus
          className="font-mono tracking-widest"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'two-factor-error' : undefined}
        />
        {error && (
          <p id="two-factor-error" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
          className="size-4 accent-primary"
        />
        Trust this device for 30 days
      </label>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
        Verify
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button
          variant="link"
          className="h-auto p-0"
          onClick={() => {
            setBackupCode((value) => !value);
            setCode('');
            setError('');
          }}
        >
          {isBackupCode ? 'Use an authenticator code' : 'Use a backup code'}
        </Button>
        <Button variant="link" className="h-auto p-0 text-muted-foreground" onClick={onCancel}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
