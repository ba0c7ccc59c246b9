import type { JobModule } from '../jobs';
import nodemailer from 'nodemailer';
import { eq, isNull, and, lt } from 'drizzle-orm';
import type { Boss } from '../jobs/queue';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Stores the message in the outbox and, with SMTP configured, queues its delivery. */
  send(message: MailMessage): Promise<void>;
  /** Whether mail stays in the local outbox (no SMTP). */
  readonly usesOutboxOnly: boolean;
}

export const MAIL_QUEUE = 'mail-deliver';

/**
 * Every mail is written to `mail_outbox` first, so nothing is lost. Without SMTP_URL it stays
 * there (and the development mailbox shows it); with SMTP_URL a durable job delivers it through
 * nodemailer and retries on failure.
 */
export function createMailer(opts: {
  db: Db;
  getBoss: () => Boss | undefined;
  smtpUrl?: string;
  from: string;
  logger: Logger;
}): Mailer {
  return {
    usesOutboxOnly: !opts.smtpUrl,
    async send(message) {
      const [row] = await opts.db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        })
        .returning({ id: mailOutbox.id });
      if (!opts.smtpUrl) {
        opts.logger.info({ to: message.to, subject: message.subject }, 'mail stored in outbox');
        return;
      }
      const boss = opts.getBoss();
      if (!boss) throw new Error('job queue not started; cannot deliver mail');
      await boss.send(
        MAIL_QUEUE,
        { id: row.id },
        { retryLimit: 8, retryBackoff: true, retryDelay: 5 },
      );
    },
  };
}

/** The worker that delivers one outbox row over SMTP (idempotent: a sent row is skipped). */
export async function registerMailWorker(opts: {
  db: Db;
  boss: Boss;
  smtpUrl?: string;
  from: string;
  logger: Logger;
}): Promise<void> {
  await opts.boss.createQueue(MAIL_QUEUE, { expireInSeconds: 120 } as never);
  if (!opts.smtpUrl) return;
  const transport = nodemailer.createTransport(opts.smtpUrl);
  await opts.boss.work<{ id: string }>(MAIL_QUEUE, async ([job]) => {
    const [row] = await opts.db.select().from(mailOutbox).where(eq(mailOutbox.id, job.data.id));
    if (!row || row.sentAt) return;
    try {
      await transport.sendMail({
        from: opts.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
      });
      await opts.db
        .update(mailOutbox)
        .set({ sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
        .where(and(eq(mailOutbox.id, row.id), isNull(mailOutbox.sentAt)));
    } catch (err) {
      await opts.db
        .update(mailOutbox)
        .set({ attempts: row.attempts + 1, lastError: String(err).slice(0, 500) })
        .where(eq(mailOutbox.id, row.id));
      opts.logger.warn({ err, to: row.to }, 'mail delivery failed; will retry');
      throw err;
    }
  });
}

export async function purgeOldMail(db: Db, olderThan: Date): Promise<number> {
  const rows = await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.createdAt, olderThan))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Delivery of outbox mail over SMTP (web processes only send). */
export const mailJobs: JobModule = {
  name: 'mail',
  createQueues: async (boss) => {
    await boss.createQueue(MAIL_QUEUE, { expireInSeconds: 120 } as never);
  },
  register: (boss, { db, env, logger }) =>
    registerMailWorker({ db, boss, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger }),
};
