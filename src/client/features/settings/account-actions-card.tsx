import { useState } from 'react';
import { LoaderCircleIcon, LogOutIcon } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Separator } from '@/client/components/ui/separator';
import { useSignOut } from '@/client/lib/auth';
import { DeleteAccountDialog } from './delete-account-dialog';
import { TwoFactorSettings } from './two-factor-settings';

export function AccountActionsCard() {
  const signOut = useSignOut();
  const [isSigningOut, setSigningOut] = useState(false);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Actions</CardTitle>
        <CardDescription>Sign out, protect your account or delete it.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="font-medium">Sign out</h3>
            <p className="text-sm text-muted-foreground">End your session on this device.</p>
          </div>
          <Button
            variant="outline"
            disabled={isSigningOut}
            onClick={async () => {
              setSigningOut(true);
              try {
                await signOut();
              } finally {
                setSigningOut(false);
              }
            }}
          >
            {isSigningOut ? (
              <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
            ) : (
              <LogOutIcon aria-hidden="true" />
            )}
            Sign Out
          </Button>
        </section>
        <Separator />
        <TwoFactorSettings />
        <Separator />
        <DeleteAccountDialog />
      </CardContent>
    </Card>
  );
}
