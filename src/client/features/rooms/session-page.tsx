import { useEffect, useState, type ComponentType } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  ArrowLeftIcon,
  DownloadIcon,
  ExternalLinkIcon,
  FileTextIcon,
  MailIcon,
  UsersIcon,
  VideoIcon,
} from 'lucide-react';
import type { RoomDetails } from '@/shared/schemas/rooms';
import { ROOM_CLOCK_REFRESH_MS, ROOM_MESSAGES, sessionState } from '@/shared/rooms';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useAuth } from '@/client/lib/auth';
import { paths } from '@/client/lib/paths';
import { useNow } from '@/client/lib/use-now';
import { useJoinMeeting, useRoom } from './api';
import { PreparationChecklist } from './preparation-checklist';
import { roomDate, roomTime } from './room-format';
import { RoomImage } from './room-register-card';
import { RoomTypeBadge } from './room-type-badge';

import type { MeetingJoin } from '@/shared/meeting';

/** The lead's full-screen meeting dialog, passed in by the route (features don't import each other). */
export type MeetingDialogComponent = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  join: MeetingJoin | undefined;
  displayName: string;
  email: string;
}>;

const STATE_BADGE = {
  waiting: { label: 'Waiting', variant: 'outline' },
  active: { label: 'Active', variant: 'default' },
  ended: { label: 'Ended', variant: 'secondary' },
} as const;

const STATE_MESSAGE = {
  waiting:
    'The meeting opens 5 minutes before the start. Test your camera and microphone meanwhile.',
  active: 'The meeting is open. Join when you are ready.',
  ended: ROOM_MESSAGES.ended,
};

const NOTES = [
  'Join a few minutes early and sit where your face is well lit.',
  'Keep your microphone muted while others speak; use headphones to avoid echo.',
  'Keep a pen and paper ready for the picture, topic or lecturette card.',
  'Speak clearly, address the group, and let everyone contribute.',
];

export function SessionPage({
  roomId,
  Meeting,
}: {
  roomId: string;
  Meeting: MeetingDialogComponent;
}) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const room = useRoom(roomId);
  const join = useJoinMeeting();
  const [open, setOpen] = useState(false);
  // Spec §4: the room state is re-evaluated every 60 s.
  const now = useNow(true, ROOM_CLOCK_REFRESH_MS);

  useEffect(() => {
    if (!room.isError) return;
    const err = room.error;
    if (err instanceof ApiError && err.code === 'not_enrolled')
      toast.error(ROOM_MESSAGES.accessDenied);
    else if (err instanceof ApiError && err.status === 404) toast.error(ROOM_MESSAGES.notFound);
    else toast.error('Failed to load room details');
    navigate(paths.roomsJoin, { replace: true });
  }, [room.isError, room.error, navigate]);

  if (room.isPending || room.isError)
    return (
      <div className="mx-auto grid w-full max-w-6xl gap-6" aria-busy="true">
        <Skeleton className="h-10 w-48" />
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-96 rounded-xl" />
          <Skeleton className="h-96 rounded-xl" />
        </div>
      </div>
    );

  const r = room.data;
  const state = sessionState(Date.parse(r.scheduledDatetime), r.durationMinutes, now);
  const enter = () => {
    if (state === 'ended') return void toast.error(ROOM_MESSAGES.ended);
    join.mutate(roomId, {
      onSuccess: () => setOpen(true),
      onError: (error) =>
        toast.error(errorMessage(error, 'Could not open the meeting. Please try again.')),
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={paths.roomsJoin}>
            <ArrowLeftIcon aria-hidden="true" /> Back to Join Room
          </Link>
        </Button>
      </div>
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <RoomTypeBadge type={r.roomType} />
          <Badge variant={STATE_BADGE[state].variant}>{STATE_BADGE[state].label}</Badge>
        </div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{r.title}</h1>
        <p className="text-muted-foreground">{r.description}</p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <RoomInformation room={r} />
        <Card>
          <CardHeader>
            <CardTitle>Meeting Hub</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6">
            <div className="grid gap-3">
              <p
                role="status"
                className={state === 'ended' ? 'text-destructive' : 'text-muted-foreground'}
              >
                {STATE_MESSAGE[state]}
              </p>
              <Button size="lg" onClick={enter} disabled={state === 'waiting' || join.isPending}>
                <VideoIcon aria-hidden="true" />
                {join.isPending ? 'Processing...' : 'Join Meeting'}
              </Button>
            </div>
            <section className="grid gap-3" aria-labelledby="checklist">
              <h2 id="checklist" className="font-semibold">
                Preparation checklist
              </h2>
              <PreparationChecklist />
            </section>
            <section className="grid gap-2" aria-labelledby="notes">
              <h2 id="notes" className="font-semibold">
                Meeting notes
              </h2>
              <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                {NOTES.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            </section>
          </CardContent>
        </Card>
      </div>
      <Meeting
        open={open}
        onOpenChange={setOpen}
        title={r.title}
        join={join.data?.join}
        displayName={user?.name ?? ''}
        email={user?.email ?? ''}
      />
    </div>
  );
}

function RoomInformation({ room }: { room: RoomDetails }) {
  return (
    <Card className="gap-4 overflow-hidden pt-0">
      <RoomImage room={room} />
      <CardHeader>
        <CardTitle>Room Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="text-muted-foreground">Date</dt>
          <dd>{roomDate(room)}</dd>
          <dt className="text-muted-foreground">Time</dt>
          <dd>{roomTime(room)}</dd>
          <dt className="text-muted-foreground">Moderator</dt>
          <dd className="grid gap-0.5">
            <span>{room.modName}</span>
            <a
              href={`mailto:${room.modEmail}`}
              className="inline-flex items-center gap-1 break-all text-primary underline-offset-4 hover:underline"
            >
              <MailIcon className="size-3.5 shrink-0" aria-hidden="true" />
              {room.modEmail}
            </a>
          </dd>
          <dt className="text-muted-foreground">Participants</dt>
          <dd className="inline-flex items-center gap-1">
            <UsersIcon className="size-4" aria-hidden="true" />
            {room.participantCount}/{room.maxParticipants}
          </dd>
        </dl>
        {room.material && (
          <section className="mt-5 grid gap-2 rounded-lg border p-3" aria-labelledby="material">
            <h2 id="material" className="flex items-center gap-2 text-sm font-semibold">
              <FileTextIcon className="size-4" aria-hidden="true" /> Room Material
            </h2>
            <p className="break-all text-sm text-muted-foreground">{room.material.name}</p>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <a href={room.material.viewUrl} target="_blank" rel="noopener">
                  <ExternalLinkIcon aria-hidden="true" /> View
                </a>
              </Button>
              <Button asChild variant="outline" size="sm">
                <a href={room.material.downloadUrl} download={room.material.name}>
                  <DownloadIcon aria-hidden="true" /> Download
                </a>
              </Button>
            </div>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
