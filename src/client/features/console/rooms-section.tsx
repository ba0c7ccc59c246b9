import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
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
import { Skeleton } from '@/client/components/ui/skeleton';
import { Textarea } from '@/client/components/ui/textarea';
import { errorMessage } from '@/client/lib/api-client';
import { ROOM_TYPE_LABELS, type RoomType } from '@/shared/rooms';
import { consoleApi, formatWhen, type ConsoleRoom } from './console-api';
import { RoomFiles } from './room-files';

/** Rooms: list (cancelled ones too), create, edit, cancel, participants — rooms.admin.ts. */
export function RoomsSection() {
  const qc = useQueryClient();
  const list = useQuery({ queryKey: ['console', 'rooms'], queryFn: consoleApi.rooms });
  const [editing, setEditing] = useState<ConsoleRoom | 'new' | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [files, setFiles] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: (id: string) => consoleApi.cancelRoom(id),
    onSuccess: () => {
      toast.success('Room cancelled. Enrolled candidates were mailed.');
      void qc.invalidateQueries({ queryKey: ['console', 'rooms'] });
    },
    onError: (e) => toast.error(errorMessage(e, 'The room could not be cancelled.')),
  });

  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button onClick={() => setEditing('new')}>New room</Button>
      </div>
      {list.isPending ? (
        <Skeleton className="h-40" />
      ) : list.isError ? (
        <p className="text-destructive">The rooms could not load.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.rooms.map((room) => (
            <li key={room.id}>
              <Card className="py-4">
                <CardContent className="flex flex-col gap-3">
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0 space-y-1">
                      <p className="font-medium break-words">{room.title}</p>
                      <p className="text-sm text-muted-foreground">
                        {formatWhen(room.scheduledDatetime)} · {room.durationMinutes} min ·{' '}
                        {room.modName}
                      </p>
                      <div className="flex flex-wrap gap-2">
                        <Badge variant="secondary">{ROOM_TYPE_LABELS[room.roomType]}</Badge>
                        <Badge variant="outline">
                          {room.seatsTaken}/{room.maxParticipants} seats
                        </Badge>
                        {room.isPrivate && <Badge variant="outline">Private</Badge>}
                        {!room.isActive && <Badge variant="destructive">Cancelled</Badge>}
                      </div>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-expanded={open === room.id}
                        onClick={() => setOpen(open === room.id ? null : room.id)}
                      >
                        Participants
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-expanded={files === room.id}
                        onClick={() => setFiles(files === room.id ? null : room.id)}
                      >
                        Image & material
                      </Button>
                      {room.isActive && (
                        <>
                          <Button size="sm" variant="outline" onClick={() => setEditing(room)}>
                            Edit
                          </Button>
                          <Button
                            size="sm"
                            variant="destructive"
                            disabled={cancel.isPending}
                            onClick={() => {
                              if (
                                window.confirm(
                                  `Cancel “${room.title}”? Everyone enrolled gets an email.`,
                                )
                              )
                                cancel.mutate(room.id);
                            }}
                          >
                            Cancel room
                          </Button>
                        </>
                      )}
                    </div>
                  </div>
                  {open === room.id && <Participants roomId={room.id} />}
                  {files === room.id && (
                    <RoomFiles roomId={room.id} fileName={room.roomFileName ?? null} />
                  )}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <RoomDialog
          room={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void qc.invalidateQueries({ queryKey: ['console', 'rooms'] });
          }}
        />
      )}
    </div>
  );
}

function Participants({ roomId }: { roomId: string }) {
  const q = useQuery({
    queryKey: ['console', 'rooms', roomId, 'participants'],
    queryFn: () => consoleApi.participants(roomId),
  });
  if (q.isPending) return <Skeleton className="h-16" />;
  if (q.isError) return <p className="text-destructive">The participants could not load.</p>;
  if (q.data.participants.length === 0)
    return <p className="text-sm text-muted-foreground">Nobody has enrolled yet.</p>;
  return (
    <ul className="divide-y rounded-md border text-sm">
      {q.data.participants.map((p) => (
        <li key={p.enrollmentId} className="flex flex-wrap justify-between gap-x-4 gap-y-1 p-3">
          <span className="min-w-0 break-all">
            <span className="font-medium">{p.name}</span> · {p.email}
          </span>
          <span className="text-muted-foreground">
            {p.phone ?? 'no phone'} · email{' '}
            {p.emailReminderAt ? `sent ${formatWhen(p.emailReminderAt)}` : 'not sent yet'} ·
            WhatsApp{' '}
            {p.whatsappReminderAt
              ? `sent ${formatWhen(p.whatsappReminderAt)}`
              : p.phone
                ? 'not sent yet'
                : 'no phone'}
          </span>
        </li>
      ))}
    </ul>
  );
}

const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function RoomDialog({
  room,
  onClose,
  onSaved,
}: {
  room: ConsoleRoom | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      room ? consoleApi.updateRoom(room.id, body) : consoleApi.createRoom(body),
    onSuccess: () => {
      toast.success(room ? 'Room saved.' : 'Room created.');
      onSaved();
    },
    onError: (e) => toast.error(errorMessage(e, 'The room could not be saved.')),
  });

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    save.mutate({
      title: f.get('title'),
      description: f.get('description'),
      roomType: f.get('roomType'),
      scheduledDatetime: new Date(String(f.get('scheduledDatetime'))).toISOString(),
      durationMinutes: Number(f.get('durationMinutes')),
      maxParticipants: Number(f.get('maxParticipants')),
      modName: f.get('modName'),
      modEmail: f.get('modEmail'),
      isPrivate: f.get('isPrivate') === 'on',
    });
  }

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{room ? 'Edit room' : 'New room'}</DialogTitle>
          <DialogDescription>
            Enrolled candidates keep their seats; a new time moves their reminders.
          </DialogDescription>
        </DialogHeader>
        <form id="room-form" onSubmit={submit} className="grid gap-3">
          <Field label="Title" name="title" defaultValue={room?.title} required />
          <div className="grid gap-1.5">
            <Label htmlFor="room-description">Description</Label>
            <Textarea id="room-description" name="description" defaultValue={room?.description} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="room-type">Type</Label>
            <select
              id="room-type"
              name="roomType"
              defaultValue={room?.roomType ?? 'gd'}
              className="h-9 rounded-md border border-input bg-background px-3 text-sm"
            >
              {(Object.keys(ROOM_TYPE_LABELS) as RoomType[]).map((t) => (
                <option key={t} value={t}>
                  {ROOM_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </div>
          <Field
            label="Starts at (your time)"
            name="scheduledDatetime"
            type="datetime-local"
            defaultValue={room ? toLocalInput(room.scheduledDatetime) : undefined}
            required
          />
          <div className="grid grid-cols-2 gap-3">
            <Field
              label="Minutes"
              name="durationMinutes"
              type="number"
              defaultValue={String(room?.durationMinutes ?? 45)}
              required
            />
            <Field
              label="Seats"
              name="maxParticipants"
              type="number"
              defaultValue={String(room?.maxParticipants ?? 10)}
              required
            />
          </div>
          <Field label="Moderator" name="modName" defaultValue={room?.modName} required />
          <Field
            label="Moderator email"
            name="modEmail"
            type="email"
            defaultValue={room?.modEmail}
            required
          />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="isPrivate" defaultChecked={room?.isPrivate} />
            Private (only for plans that include private rooms)
          </label>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" form="room-form" disabled={save.isPending}>
            {room ? 'Save' : 'Create room'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Field({
  label,
  name,
  ...props
}: { label: string; name: string } & React.ComponentProps<typeof Input>) {
  const id = `room-${name}`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={name} {...props} />
    </div>
  );
}
