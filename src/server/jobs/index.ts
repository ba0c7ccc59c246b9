import type { AppContext } from '../context';
import { registerMailWorker } from '../integrations/mail';
import { registerCleanupJob } from './cleanup';
import { startQueue } from './queue';

/** Starts pg-boss and, unless ROLE=web, the workers. Queues are created either way. */
export async function startJobs(ctx: AppContext) {
  const boss = await startQueue(ctx.database, ctx.logger);
  ctx.boss = boss;
  const { db, logger, env } = ctx;
  if (env.ROLE === 'web') {
    // Web processes only send jobs; workers run elsewhere.
    await boss.createQueue('mail-deliver', { notify: true } as never);
    return boss;
  }
  await registerMailWorker({ db, boss, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
  await registerCleanupJob({ db, boss, logger });
  return boss;
}
