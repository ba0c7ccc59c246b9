import { useState } from 'react';
import { toast } from 'sonner';
import type { RoomCard } from '@/shared/schemas/rooms';
import { PageHeader } from '@/client/components/app/page-header';
import { Skeleton } from '@/client/components/ui/skeleton';
import { errorMessage } from '@/client/lib/api-client';
import { useEnrol, useProfilePhone, useRooms, useUnenrol } from './api';
import { EnrolDialog } from './enrol-dialog';
import { RoomRegisterCard } from './room-register-card';

export function RegisterPage() {
  const rooms = useRooms();
  const phone = useProfilePhone();
  const enrol = useEnrol();
  const unenrol = useUnenrol();
  const [confirming, setConfirming] = useState<RoomCard | null>(null);
  const [processingId, setProcessingId] = useState<string | null>(null);

  const doEnrol = (room: RoomCard, input: { phone: string | null; skipPhone: boolean }) => {
    setProcessingId(room.id);
    enrol.mutate(
      { roomId: room.id, input },
      {
        onSuccess: () => {
          toast.success('Enrolled Successfully');
          setConfirming(null);
        },
        onError: (error) =>
          toast.error('Failed to enroll in room.', {
            description: errorMessage(error, '') || undefined,
          }),
        onSettled: () => setProcessingId(null),
      },
    );
  };
  const doUnenrol = (room: RoomCard) => {
    setProcessingId(room.id);
    unenrol.mutate(room.id, {
      onSuccess: () => toast.success('Unenrolled'),
      onError: () => toast.error('Failed to unenroll from room.'),
      onSettled: () => setProcessingId(null),
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader
        title="Room Registration"
        description="Enroll in upcoming PPDT discussions, group discussions and lecturettes with a moderator."
      />
      {rooms.isPending ? (
        <div
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          aria-busy="true"
          aria-label="Loading rooms"
        >
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-[26rem] rounded-xl" data-testid="room-skeleton" />
          ))}
        </div>
      ) : rooms.isError ? (
        <p role="alert" className="text-destructive">
          Failed to load rooms.
        </p>
      ) : rooms.data.length === 0 ? (
        <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
          No upcoming rooms available
        </p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {rooms.data.map((room) => (
            <RoomRegisterCard
              key={room.id}
              room={room}
              isProcessing={processingId === room.id}
              busy={processingId !== null}
              onEnrol={() => setConfirming(room)}
              onUnenrol={() => doUnenrol(room)}
            />
          ))}
        </div>
      )}
      <EnrolDialog
        room={confirming}
        profilePhone={phone.data ?? ''}
        isPending={enrol.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={(input) => confirming && doEnrol(confirming, input)}
      />
    </div>
  );
}
