import type { MailMessage } from '../../integrations/mail';
import { ROOM_REMINDER_MINUTES, ROOM_TYPE_LABELS } from '@/shared/schemas/rooms';

interface ReminderInfo {
  name: string;
  room: {
    title: string;
    roomType: keyof typeof ROOM_TYPE_LABELS;
    scheduledDatetime: Date;
    durationMinutes: number;
    modName: string;
  };
  timeZone: string;
  url: string;
}

const startTime = (info: ReminderInfo) =>
  new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: info.timeZone,
  }).format(info.room.scheduledDatetime);

export function roomReminderText(info: ReminderInfo) {
  return [
    `Hi ${info.name},`,
    '',
    `Your ${ROOM_TYPE_LABELS[info.room.roomType]} room "${info.room.title}" starts in ${ROOM_REMINDER_MINUTES} minutes, at ${startTime(info)} (${info.room.durationMinutes} minutes, moderated by ${info.room.modName}).`,
    '',
    `Join it from ${info.url} — the Join Room button opens 10 minutes before the start.`,
  ].join('\n');
}

export function roomReminderMail(to: string, info: ReminderInfo): MailMessage {
  return {
    to,
    subject: `Reminder: ${info.room.title} starts in ${ROOM_REMINDER_MINUTES} minutes`,
    text: roomReminderText(info),
  };
}

/** The approved template's body parameters, in order: {{1}} name, {{2}} room, {{3}} start, {{4}} link. */
export function whatsAppParameters(info: ReminderInfo): string[] {
  return [info.name, info.room.title, startTime(info), info.url];
}
