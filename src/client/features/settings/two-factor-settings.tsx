import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { ShieldCheckIcon, ShieldOffIcon } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { useAuth } from '@/client/lib/auth';
import { authClient, authErrorMessage } from '@/client/lib/auth-client';
import { DisableTwoFactorForm } from './two-factor-disable-form';

// The enrolment flow carries the QR code library: load it only when someone turns two-factor on.
const EnableTwoFactorFlow = lazy(() =>
  import('./two-factor-enable-flow').then((m) => ({ default: m.EnableTwoFactorFlow })),
);

/** Optional TOTP sign-in with backup codes (issue 2, Accounts). */
export function TwoFactorSettings() {
  const { user, refetch } = useAuth();
  const isEnabled = Boolean(user?.twoFactorEnabled);
  const [isOpen, setOpen] = useState(false);

  const finish = async (title: string, description: string) => {
    await refetch();
    setOpen(false);
    toast.success(title, { description });
  };

  return (
    <section className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h3 className="flex items-center gap-2 font-medium">
          Two-factor authentication
          <Badge variant={isEnabled ? 'default' : 'outline'}>{isEnabled ? 'On' : 'Off'}</Badge>
        </h3>
        <p className="text-sm text-muted-foreground">
          Ask for a code from an authenticator app when you sign in.
        </p>
      </div>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {isEnabled ? <ShieldOffIcon aria-hidden="true" /> : <ShieldCheckIcon aria-hidden="true" />}
        {isEnabled ? 'Turn off two-factor' : 'Turn on two-factor'}
      </Button>
      <Dialog open={isOpen} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {isEnabled
                ? 'Turn off two-factor authentication'
                : 'Turn on two-factor authentication'}
            </DialogTitle>
            <DialogDescription>
              {isEnabled
                ? 'Enter your password to stop asking for a code at sign-in.'
                : 'Use an authenticator app such as Google Authenticator, Authy or 1Password.'}
            </DialogDescription>
          </DialogHeader>
          {isOpen &&
            (isEnabled ? (
              <DisableTwoFactorForm
                onDisable={async (password) => {
                  const { error } = await authClient.twoFactor.disable({ password });
                  if (error)
                    return (
                      authErrorMessage(error) || 'Failed to turn off two-factor authentication.'
                    );
                  await finish('Two-factor turned off', 'Sign-in no longer asks for a code.');
                }}
              />
            ) : (
              <Suspense fallback={<p className="text-sm text-muted-foreground">Loading...</p>}>
                <EnableTwoFactorFlow
                  onDone={() =>
                    finish('Two-factor turned on', 'Sign-in now asks for a code from your app.')
                  }
                />
              </Suspense>
            ))}
        </DialogContent>
      </Dialog>
    </section>
  );
}
