import type { JobModule } from './index';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authAttempts, session, verification } from '../db/schema';
import { purgeOldMail } from '../integrations/mail';
import type { Logger } from '../logger';
import type { Boss } from './queue';

export const CLEANUP_QUEUE = 'cleanup';
const MAIL_RETENTION_DAYS = 30;

/** Removes expired sessions, verification tokens, stale attempt counters and old outbox mail. */
export async function runCleanup(db: Db, now = new Date()) {
  const expiredSessions = await db
    .delete(session)
    .where(lt(session.expiresAt, now))
    .returning({ id: session.id });
  const expiredVerifications = await db
    .delete(verification)
    .where(lt(verification.expiresAt, now))
    .returning({ id: verification.id });
  await db
    .delete(authAttempts)
    .where(lt(authAttempts.windowStart, sql`${now}::timestamptz - interval '1 day'`));
  const oldMail = await purgeOldMail(
    db,
    new Date(now.getTime() - MAIL_RETENTION_DAYS * 86_400_000),
  );
  return {
    sessions: expiredSessions.length,
    verifications: expiredVerifications.length,
    mail: oldMail,
  };
}

export async function registerCleanupJob(opts: { db: Db; boss: Boss; logger: Logger }) {
  await opts.boss.createQueue(CLEANUP_QUEUE, { expireInSeconds: 300, retryLimit: 2 } as never);
  // Every 30 minutes; pg-boss makes the schedule run once across all instances.
  await opts.boss.schedule(CLEANUP_QUEUE, '*/30 * * * *');
  await opts.boss.work(CLEANUP_QUEUE, async () => {
    const removed = await runCleanup(opts.db);
    opts.logger.info({ removed }, 'cleanup done');
    return removed;
  });
}

/** Expired sessions, tokens, attempt counters and old mail, every 30 minutes. */
export const cleanupJobs: JobModule = {
  name: 'cleanup',
  register: (boss, { db, logger }) => registerCleanupJob({ db, boss, logger }),
};
