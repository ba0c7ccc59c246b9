import { Link } from 'react-router';
import type { RoomCard } from '@/shared/schemas/rooms';
import { joinCardState, ROOM_CLOCK_REFRESH_MS } from '@/shared/rooms';
import { PageHeader } from '@/client/components/app/page-header';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { paths } from '@/client/lib/paths';
import { useNow } from '@/client/lib/use-now';
import { useEnrolledRooms } from './api';
import { RoomFacts, RoomImage } from './room-register-card';
import { RoomTypeBadge } from './room-type-badge';

export const sessionPath = (roomId: string) =>
  paths.roomSession.replace(':roomId', encodeURIComponent(roomId));

function JoinCard({ room, now }: { room: RoomCard; now: number }) {
  const state = joinCardState(Date.parse(room.scheduledDatetime), room.durationMinutes, now);
  return (
    <Card className="gap-4 overflow-hidden pt-0" aria-label={room.title}>
      <RoomImage room={room} />
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <RoomTypeBadge type={room.roomType} />
          <Badge
            variant={
              state.state === 'live'
                ? 'destructive'
                : state.state === 'joining'
                  ? 'default'
                  : 'outline'
            }
          >
            {state.label}
          </Badge>
        </div>
        <CardTitle className="text-lg leading-snug">{room.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        <RoomFacts room={room} />
      </CardContent>
      <CardFooter className="[&>*]:w-full">
        {state.canJoin ? (
          <Button asChild>
            <Link to={sessionPath(room.id)}>Join Room</Link>
          </Button>
        ) : (
          <Button disabled>Not Available Yet</Button>
        )}
      </CardFooter>
    </Card>
  );
}

export function JoinPage() {
  const rooms = useEnrolledRooms();
  // Spec §4: the card state is recomputed every 60 s.
  const now = useNow(true, ROOM_CLOCK_REFRESH_MS);
  // A room is listed until start plus duration (the server's list is refreshed with the clock).
  const visible = (rooms.data ?? []).filter(
    (r) => Date.parse(r.scheduledDatetime) + r.durationMinutes * 60_000 > now,
  );
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader
        title="Join Room"
        description="Your enrolled rooms. Join opens 10 minutes before the start."
      />
      {rooms.isPending ? (
        <div
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          aria-busy="true"
          aria-label="Loading enrolled rooms"
        >
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-[24rem] rounded-xl" data-testid="room-skeleton" />
          ))}
        </div>
      ) : rooms.isError ? (
        <p role="alert" className="text-destructive">
          Failed to load enrolled rooms.
        </p>
      ) : visible.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed p-10 text-center">
          <p className="text-muted-foreground">No enrolled rooms</p>
          <Button asChild>
            <Link to={paths.roomsRegister}>Browse Rooms</Link>
          </Button>
        </div>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((room) => (
            <JoinCard key={room.id} room={room} now={now} />
          ))}
        </div>
      )}
    </div>
  );
}
