import { useParams } from 'react-router';
import { SessionPage } from '@/client/features/rooms/session-page';
import { TemporaryMeeting } from '@/client/features/rooms/temporary-meeting';

export function Component() {
  const { roomId = '' } = useParams();
  return <SessionPage key={roomId} roomId={roomId} Meeting={TemporaryMeeting} />;
}
