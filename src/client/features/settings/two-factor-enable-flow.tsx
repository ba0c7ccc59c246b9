import { useState, type FormEvent } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { CopyIcon, LoaderCircleIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { authClient, authErrorMessage } from '@/client/lib/auth-client';
import { PasswordField } from './password-field';

interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

function secretOf(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Copied', { description: `${what} copied to the clipboard.` });
  } catch {
    toast.error('Error', {
      description: 'Copying is blocked in this browser; select the text instead.',
    });
  }
}

/** Password → QR code, secret and backup codes → a first code from the app, which finishes enrolment. */
export function EnableTwoFactorFlow({ onDone }: { onDone: () => Promise<void> }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [isSubmitting, setSubmitting] = useState(false);

  const run = async (event: FormEvent, action: () => Promise<void>) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      await action();
    } catch {
      setError('An unexpected error occurred.');
    } finally {
      setSubmitting(false);
    }
  };

  const start = (event: FormEvent) =>
    run(event, async () => {
      if (!password) return setError('Password is required');
      const { data, error } = await authClient.twoFactor.enable({ password });
      if (error || !data || !('totpURI' in data)) {
        return setError(authErrorMessage(error) || 'Failed to turn on two-factor authentication.');
      }
      setError('');
      setEnrolment({ totpURI: data.totpURI, backupCodes: data.backupCodes });
    });

  const verify = (event: FormEvent) =>
    run(event, async () => {
      if (!/^\d{6}$/.test(code.trim()))
        return setError('Enter the 6-digit code from your authenticator app.');
      const { error } = await authClient.twoFactor.verifyTotp({ code: code.trim() });
      if (error)
        return setError(authErrorMessage(error) || 'That code did not work. Try the next one.');
      await onDone();
    });

  if (!enrolment) {
    return (
      <form noValidate onSubmit={start} className="grid gap-4">
        <PasswordField
          id="two-factor-enable-password"
          value={password}
          onChange={setPassword}
          error={error}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
          Continue
        </Button>
      </form>
    );
  }

  const secret = secretOf(enrolment.totpURI);
  const codes = enrolment.backupCodes.join('\n');
  return (
    <form noValidate onSubmit={verify} className="grid min-w-0 gap-5">
      <ol className="grid list-decimal gap-5 pl-5 text-sm marker:font-semibold">
        <li className="grid gap-3">
          <span>Scan this QR code with your authenticator app.</span>
          {/* Dark modules on white in both themes, or phone cameras struggle. */}
          <div className="w-fit rounded-lg bg-white p-3">
            <QRCodeSVG
              value={enrolment.totpURI}
              size={168}
              marginSize={0}
              title="Two-factor QR code"
            />
          </div>
          <span className="text-muted-foreground">Or enter this secret by hand:</span>
          <div className="flex min-w-0 items-center gap-2">
            <code
              className="min-w-0 flex-1 rounded-md bg-muted px-2 py-1.5 font-mono text-xs break-all"
              aria-label="Secret key"
            >
              {secret}
            </code>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Copy secret"
              onClick={() => copy(secret, 'Secret')}
            >
              <CopyIcon aria-hidden="true" />
            </Button>
          </div>
        </li>
        <li className="grid gap-3">
          <span>
            Save these backup codes somewhere safe. Each one signs you in once if you lose your
            phone.
          </span>
          <ul
            aria-label="Backup codes"
            className="grid grid-cols-2 gap-1.5 rounded-md bg-muted p-3 font-mono text-xs"
          >
            {enrolment.backupCodes.map((backupCode) => (
              <li key={backupCode} className="break-all">
                {backupCode}
              </li>
            ))}
          </ul>
          <Button
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => copy(codes, 'Backup codes')}
          >
            <CopyIcon aria-hidden="true" />
            Copy backup codes
          </Button>
        </li>
        <li className="grid gap-2">
          <Label htmlFor="two-factor-enable-code">Enter the 6-digit code from the app</Label>
          <Input
            id="two-factor-enable-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="font-mono tracking-widest"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'two-factor-enable-code-error' : undefined}
          />
          {error && (
            <p id="two-factor-enable-code-error" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </li>
      </ol>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
        Verify and turn on
      </Button>
    </form>
  );
}
