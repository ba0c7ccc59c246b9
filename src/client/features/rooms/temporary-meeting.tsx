// Until the lead's MeetingDialog is merged (features/meeting/meeting-dialog.tsx).
export function TemporaryMeeting({ open, join }: { open: boolean; join?: { roomName: string } }) {
  return open ? <p role="dialog">{join?.roomName}</p> : null;
}
