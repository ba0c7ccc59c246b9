import { useParams } from 'react-router';
import { MeetingDialog } from '@/client/features/meeting/meeting-dialog';
import { SessionPage } from '@/client/features/rooms/session-page';

export function Component() {
  const { roomId = '' } = useParams();
  return <SessionPage key={roomId} roomId={roomId} Meeting={MeetingDialog} />;
}
