import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { LoaderCircleIcon, Trash2Icon } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/client/components/ui/alert-dialog';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { useLeaveSession } from '@/client/lib/auth';
import { authClient, authErrorMessage } from '@/client/lib/auth-client';
import { paths } from '@/client/lib/paths';
import { PasswordField } from './password-field';

const CONFIRMATION = 'DELETE';

export function DeleteAccountDialog() {
  const leave = useLeaveSession();
  const [isOpen, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [isDeleting, setDeleting] = useState(false);
  const canDelete = typed === CONFIRMATION && password.length > 0 && !isDeleting;

  const onOpenChange = (open: boolean) => {
    if (isDeleting) return;
    setOpen(open);
    if (!open) {
      setTyped('');
      setPassword('');
      setError('');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canDelete) return;
    setDeleting(true);
    try {
      await leave(
        async () => {
          const { error: deleteError } = await authClient.deleteUser({
            password,
            callbackURL: paths.home,
          });
          if (deleteError)
            setError(authErrorMessage(deleteError) || 'Failed to delete your account.');
          return !deleteError;
        },
        paths.home,
        () =>
          toast.success('Account Deleted', {
            description: 'Your account and all its data have been removed.',
          }),
      );
    } catch {
      setError('An unexpected error occurred.');
    } finally {
      setDeleting(false);
    }
  };

  return (
    <section className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h3 className="font-medium text-destructive">Delete account</h3>
        <p className="text-sm text-muted-foreground">
          Permanently remove your account, answers and results.
        </p>
      </div>
      <AlertDialog open={isOpen} onOpenChange={onOpenChange}>
        <AlertDialogTrigger asChild>
          <Button variant="destructive">
            <Trash2Icon aria-hidden="true" />
            Delete account
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <form noValidate onSubmit={submit} className="grid gap-4">
            <AlertDialogHeader>
              <AlertDialogTitle>Delete your account?</AlertDialogTitle>
              <AlertDialogDescription>
                This cannot be undone. Your profile, PIQ, test answers, evaluations and feedback are
                deleted for good.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <div className="grid gap-2">
              <Label htmlFor="delete-confirmation">
                Type <span className="font-mono font-semibold">{CONFIRMATION}</span> to confirm
              </Label>
              <Input
                id="delete-confirmation"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
            </div>
            <PasswordField
              id="delete-password"
              value={password}
              onChange={setPassword}
              error={error}
            />
            <AlertDialogFooter>
              <AlertDialogCancel disabled={isDeleting}>Cancel</AlertDialogCancel>
              <Button type="submit" variant="destructive" disabled={!canDelete}>
                {isDeleting && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
                Delete my account
              </Button>
            </AlertDialogFooter>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
