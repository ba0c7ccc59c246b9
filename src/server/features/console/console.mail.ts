import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, roomEnrollments, user } from '../../db/schema';
import type { Mailer, MailMessage } from '../../integrations/mail';
import { ROOM_TYPE_LABELS } from '@/shared/schemas/rooms';

interface CancelledRoom {
  title: string;
  roomType: keyof typeof ROOM_TYPE_LABELS;
  scheduledDatetime: Date;
}

export function roomCancelledMail(
  to: string,
  name: string,
  room: CancelledRoom,
  timeZone: string,
): MailMessage {
  const when = new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(room.scheduledDatetime);
  return {
    to,
    subject: `Cancelled: ${room.title}`,
    text: [
      `Hi ${name},`,
      '',
      `The ${ROOM_TYPE_LABELS[room.roomType]} room "${room.title}" planned for ${when} has been cancelled. You will not get a reminder for it.`,
      '',
      'Other rooms are open on Room Register.',
    ].join('\n'),
  };
}

/** Mails everyone enrolled in a room that the console just cancelled (in their time zone). */
export async function mailRoomCancelled(
  db: Db,
  mailer: Mailer,
  roomId: string,
  room: CancelledRoom,
) {
  const people = await db
    .select({ email: user.email, name: user.name, timeZone: profiles.timeZone })
    .from(roomEnrollments)
    .innerJoin(user, eq(user.id, roomEnrollments.userId))
    .leftJoin(profiles, eq(profiles.userId, roomEnrollments.userId))
    .where(eq(roomEnrollments.roomId, roomId));
  for (const p of people)
    await mailer.send(roomCancelledMail(p.email, p.name, room, p.timeZone ?? 'Asia/Kolkata'));
  return people.length;
}
