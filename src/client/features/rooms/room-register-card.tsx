import { Link } from 'react-router';
import { CalendarIcon, ClockIcon, LockIcon, UserIcon, UsersIcon } from 'lucide-react';
import type { RoomCard } from '@/shared/schemas/rooms';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/client/components/ui/card';
import { paths } from '@/client/lib/paths';
import { opensOn, roomDate, roomTime } from './room-format';
import { RoomTypeBadge } from './room-type-badge';

export function RoomImage({ room, className }: { room: RoomCard; className?: string }) {
  return room.imageUrl ? (
    <img
      src={room.imageUrl}
      alt=""
      width={800}
      height={450}
      loading="lazy"
      className={className ?? 'aspect-video w-full rounded-t-xl object-cover'}
    />
  ) : (
    <div className={className ?? 'aspect-video w-full rounded-t-xl bg-muted'} aria-hidden="true" />
  );
}

export function RoomFacts({ room }: { room: RoomCard }) {
  return (
    <ul className="grid gap-1.5 text-sm text-muted-foreground">
      <li className="flex items-center gap-2">
        <CalendarIcon className="size-4 shrink-0" aria-hidden="true" />
        {roomDate(room)}
      </li>
      <li className="flex items-center gap-2">
        <ClockIcon className="size-4 shrink-0" aria-hidden="true" />
        {roomTime(room)}
      </li>
      <li className="flex items-center gap-2">
        <UserIcon className="size-4 shrink-0" aria-hidden="true" />
        <span>
          Moderator: <span className="text-foreground">{room.modName}</span>
        </span>
      </li>
      <li className="flex items-center gap-2">
        <UsersIcon className="size-4 shrink-0" aria-hidden="true" />
        <span>
          <span className="text-foreground">
            {room.participantCount}/{room.maxParticipants}
          </span>{' '}
          participants
        </span>
      </li>
    </ul>
  );
}

export function RoomRegisterCard({
  room,
  isProcessing,
  busy,
  onEnrol,
  onUnenrol,
}: {
  room: RoomCard;
  isProcessing: boolean;
  busy: boolean;
  onEnrol: () => void;
  onUnenrol: () => void;
}) {
  const isFull = room.participantCount >= room.maxParticipants;
  let action;
  if (isProcessing) action = <Button disabled>Processing...</Button>;
  else if (room.isEnrolled)
    action = (
      <Button variant="outline" onClick={onUnenrol} disabled={busy}>
        Unenroll
      </Button>
    );
  else if (isFull) action = <Button disabled>Room Full</Button>;
  else if (room.opensAt)
    action = (
      <Button disabled className="h-auto whitespace-normal py-2">
        {opensOn(room.opensAt)}
      </Button>
    );
  else if (!room.canEnrol)
    action = (
      <Button asChild variant="outline">
        <Link to={paths.subscription}>
          <LockIcon aria-hidden="true" />
          Brigadier plan and above
        </Link>
      </Button>
    );
  else
    action = (
      <Button onClick={onEnrol} disabled={busy}>
        Enroll
      </Button>
    );

  return (
    <Card className="gap-4 overflow-hidden pt-0" aria-label={room.title}>
      <RoomImage room={room} />
      <CardHeader className="gap-2">
        <div className="flex flex-wrap gap-2">
          <RoomTypeBadge type={room.roomType} />
          {room.isPrivate && (
            <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
              <LockIcon className="size-3" aria-hidden="true" /> Private
            </span>
          )}
        </div>
        <CardTitle className="text-lg leading-snug">{room.title}</CardTitle>
        <p className="text-sm text-muted-foreground">{room.description}</p>
      </CardHeader>
      <CardContent className="flex-1">
        <RoomFacts room={room} />
      </CardContent>
      <CardFooter className="[&>*]:w-full">{action}</CardFooter>
    </Card>
  );
}
