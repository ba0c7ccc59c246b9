import { useEffect, useId, useState } from 'react';
import { AlertTriangleIcon } from 'lucide-react';
import { indianPhoneSchema, type RoomCard } from '@/shared/schemas/rooms';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';

/**
 * Spec §2 Room Registration: the confirmation dialog. The phone is optional; what is typed is
 * checked with the server's own schema before sending.
 */
export function EnrolDialog({
  room,
  profilePhone,
  isPending,
  onCancel,
  onConfirm,
}: {
  room: RoomCard | null;
  profilePhone: string;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: (input: { phone: string | null; skipPhone: boolean }) => void;
}) {
  const id = useId();
  const [phone, setPhone] = useState(profilePhone);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (room) {
      setPhone(profilePhone);
      setError(null);
    }
  }, [room, profilePhone]);

  const confirm = () => {
    if (!phone.trim()) return onConfirm({ phone: null, skipPhone: false });
    const parsed = indianPhoneSchema.safeParse(phone);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    onConfirm({ phone: parsed.data, skipPhone: false });
  };

  return (
    <Dialog open={room !== null} onOpenChange={(open) => !open && !isPending && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Confirm Enrollment</DialogTitle>
          <DialogDescription>{room?.title}</DialogDescription>
        </DialogHeader>
        <div
          role="note"
          className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            Rooms have limited participants. Enroll only if you are sure you will attend, so the
            seat is not wasted.
          </p>
        </div>
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            confirm();
          }}
        >
          <Label htmlFor={`${id}-phone`}>Phone number (optional)</Label>
          <Input
            id={`${id}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+91 98765 43210"
            value={phone}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-note${error ? ` ${id}-error` : ''}`}
            onChange={(e) => {
              setPhone(e.target.value);
              setError(null);
            }}
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-destructive">
              {error}
            </p>
          )}
          <p id={`${id}-note`} className="text-sm text-muted-foreground">
            We send WhatsApp and email reminders 15 minutes before the room starts.
          </p>
          <Button
            type="button"
            variant="link"
            className="h-auto justify-start p-0"
            disabled={isPending}
            onClick={() => onConfirm({ phone: null, skipPhone: true })}
          >
            Skip phone number
          </Button>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={isPending}>
            {isPending ? 'Processing...' : 'Confirm Enrollment'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
