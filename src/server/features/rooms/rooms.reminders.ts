import { and, eq, isNull, sql } from 'drizzle-orm';
import { fromDrizzle } from 'pg-boss';
import type { Db, Tx } from '../../db/client';
import { mailOutbox, profiles, roomEnrollments, rooms, user } from '../../db/schema';
import type { Env } from '../../env';
import type { Mailer } from '../../integrations/mail';
import {
  createWhatsAppSender,
  whatsAppConfigFrom,
  type WhatsAppSender,
} from '../../integrations/whatsapp';
import type { JobModule } from '../../jobs';
import type { Boss } from '../../jobs/queue';
import type { Logger } from '../../logger';
import { ROOM_REMINDER_MINUTES } from '@/shared/schemas/rooms';
import { prerenderSeededAssets } from './rooms.assets';
import { roomReminderMail, roomReminderText, whatsAppParameters } from './rooms.mail';

export const ROOM_REMINDER_QUEUE = 'room-reminders';
/** One reminder job per enrolment: the queue's `exclusive` policy admits one queued or active. */
export const reminderKey = (enrollmentId: string) => `room-reminder:${enrollmentId}`;

export interface ReminderJob {
  enrollmentId: string;
  /** The start the reminder was scheduled for: a job for an older time (room moved) does nothing. */
  startsAt: string;
}

const QUEUE_OPTIONS = {
  policy: 'exclusive',
  expireInSeconds: 120,
  retryLimit: 5,
  retryDelay: 20,
  retryBackoff: true,
} as const;

export async function createReminderQueue(boss: Boss) {
  await boss.createQueue(ROOM_REMINDER_QUEUE, QUEUE_OPTIONS as never);
}

export const reminderTime = (startsAt: Date) =>
  new Date(startsAt.getTime() - ROOM_REMINDER_MINUTES * 60_000);

/**
 * Schedules (or moves) the enrolment's reminder for 15 minutes before `startsAt`, inside the
 * caller's transaction so the job exists exactly when the enrolment does. An upsert by the
 * enrolment's singleton key: a second call (another process, a retry, a restart) edits the one
 * queued job instead of adding another. No job when the reminder time has already passed.
 */
export async function scheduleReminder(
  boss: Boss | undefined,
  conn: Db | Tx,
  enrollmentId: string,
  startsAt: Date,
  now = new Date(),
): Promise<boolean> {
  const at = reminderTime(startsAt);
  if (!boss || at.getTime() <= now.getTime()) return false;
  const data: ReminderJob = { enrollmentId, startsAt: startsAt.toISOString() };
  await boss.upsert(ROOM_REMINDER_QUEUE, data, {
    singletonKey: reminderKey(enrollmentId),
    startAfter: at,
    db: fromDrizzle(conn as never, sql as never),
  } as never);
  return true;
}

/** Cancels the enrolment's queued reminder (unenrolled, room cancelled or moved too close). */
export async function cancelReminders(boss: Boss | undefined, enrollmentIds: string[]) {
  if (!boss || enrollmentIds.length === 0) return 0;
  const ids: string[] = [];
  for (const enrollmentId of enrollmentIds) {
    const jobs = await boss.findJobs(ROOM_REMINDER_QUEUE, {
      key: reminderKey(enrollmentId),
      queued: true,
    });
    ids.push(...jobs.map((j) => j.id));
  }
  if (ids.length) await boss.cancel(ROOM_REMINDER_QUEUE, ids);
  return ids.length;
}

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  whatsapp: WhatsAppSender | null;
  publicUrl: string;
  logger: Logger;
}

type Channel = 'email' | 'whatsapp';
const claimColumn = {
  email: roomEnrollments.emailReminderAt,
  whatsapp: roomEnrollments.whatsappReminderAt,
};

/** Claims a channel for this enrolment (a conditional update): only one worker ever gets it. */
async function claim(db: Db, id: string, channel: Channel, now: Date): Promise<boolean> {
  const set = channel === 'email' ? { emailReminderAt: now } : { whatsappReminderAt: now };
  const rows = await db
    .update(roomEnrollments)
    .set(set)
    .where(and(eq(roomEnrollments.id, id), isNull(claimColumn[channel])))
    .returning({ id: roomEnrollments.id });
  return rows.length > 0;
}

/** A failed send gives the claim back, so the job's retry sends it. */
async function release(db: Db, id: string, channel: Channel) {
  const set = channel === 'email' ? { emailReminderAt: null } : { whatsappReminderAt: null };
  await db.update(roomEnrollments).set(set).where(eq(roomEnrollments.id, id));
}

/**
 * The reminder job: one email and, when the user gave a phone, one WhatsApp message (through the
 * Cloud API when configured, otherwise into the outbox). Each channel is claimed on the
 * enrolment row first, so two workers, a retried job or a restart never send it twice.
 */
export async function sendRoomReminder(deps: ReminderDeps, job: ReminderJob, now = new Date()) {
  const [row] = await deps.db
    .select({
      enrollmentId: roomEnrollments.id,
      phone: roomEnrollments.reminderPhone,
      room: rooms,
      email: user.email,
      name: user.name,
      timeZone: profiles.timeZone,
    })
    .from(roomEnrollments)
    .innerJoin(rooms, eq(rooms.id, roomEnrollments.roomId))
    .innerJoin(user, eq(user.id, roomEnrollments.userId))
    .leftJoin(profiles, eq(profiles.userId, roomEnrollments.userId))
    .where(eq(roomEnrollments.id, job.enrollmentId));
  if (!row || !row.room.isActive) return { sent: [] as Channel[], skipped: 'gone' };
  if (row.room.scheduledDatetime.toISOString() !== job.startsAt)
    return { sent: [] as Channel[], skipped: 'moved' };
  const info = {
    name: row.name,
    room: row.room,
    timeZone: row.timeZone ?? 'Asia/Kolkata',
    url: `${deps.publicUrl}/rooms/join`,
  };
  const sent: Channel[] = [];
  if (await claim(deps.db, row.enrollmentId, 'email', now)) {
    try {
      await deps.mailer.send(roomReminderMail(row.email, info));
      sent.push('email');
    } catch (err) {
      await release(deps.db, row.enrollmentId, 'email');
      throw err;
    }
  }
  if (row.phone && (await claim(deps.db, row.enrollmentId, 'whatsapp', now))) {
    try {
      if (deps.whatsapp) {
        await deps.whatsapp.sendTemplate(row.phone, whatsAppParameters(info));
      } else {
        // No WhatsApp account configured: the text goes where the development mailbox shows it.
        await deps.db.insert(mailOutbox).values({
          to: `whatsapp:${row.phone}`,
          subject: `WhatsApp: ${row.room.title} starts in ${ROOM_REMINDER_MINUTES} minutes`,
          text: roomReminderText(info),
        });
      }
      sent.push('whatsapp');
    } catch (err) {
      await release(deps.db, row.enrollmentId, 'whatsapp');
      throw err;
    }
  }
  return { sent, skipped: null };
}

export async function registerRoomReminders(
  boss: Boss,
  deps: ReminderDeps,
  opts: { pollingIntervalSeconds?: number } = {},
) {
  await createReminderQueue(boss);
  await boss.work<ReminderJob>(
    ROOM_REMINDER_QUEUE,
    { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 } as never,
    async ([job]) => {
      const result = await sendRoomReminder(deps, job.data);
      if (result.sent.length)
        deps.logger.info({ enrollmentId: job.data.enrollmentId, ...result }, 'room reminder sent');
      return result;
    },
  );
}

export function reminderDepsFrom(ctx: {
  db: Db;
  mailer: Mailer;
  env: Env;
  logger: Logger;
}): ReminderDeps {
  const config = whatsAppConfigFrom(ctx.env);
  return {
    db: ctx.db,
    mailer: ctx.mailer,
    whatsapp: config ? createWhatsAppSender(config) : null,
    publicUrl: (ctx.env.PUBLIC_URL ?? `http://localhost:${ctx.env.PORT}`).replace(/\/+$/, ''),
    logger: ctx.logger,
  };
}

/** Room reminders, 15 minutes before start (issue 14). */
export const roomJobs: JobModule = {
  name: 'rooms',
  createQueues: (boss) => createReminderQueue(boss),
  register: async (boss, ctx) => {
    await registerRoomReminders(boss, reminderDepsFrom(ctx));
    // Seeded rooms' covers and notes go into storage in the background (else on first request).
    void prerenderSeededAssets(ctx.db, ctx.storage).catch((err: unknown) =>
      ctx.logger.warn({ err }, 'room files could not be prerendered'),
    );
  },
};
