import type { AppContext } from '../context';
import { registerMailWorker } from '../integrations/mail';
import { registerCleanupJob } from './cleanup';
import {
  createEvaluationQueue,
  registerEvaluationWorker,
} from '../features/evaluations/evaluations.run';
import { startQueue } from './queue';
import { renderMissingPictures } from '../features/pictures/pictures.service';
import { registerPaymentJobs } from '../features/payments/payments.jobs';

const PICTURES_QUEUE = 'pictures-render';

/** Starts pg-boss and, unless ROLE=web, the workers. Queues are created either way. */
export async function startJobs(ctx: AppContext) {
  const boss = await startQueue(ctx.database, ctx.logger);
  ctx.boss = boss;
  const { db, logger, env } = ctx;
  const evaluationConfig = {
    retryLimit: env.EVALUATION_RETRY_LIMIT,
    retryDelaySeconds: env.EVALUATION_RETRY_DELAY_SECONDS,
    heartbeatSeconds: env.EVALUATION_HEARTBEAT_SECONDS,
    concurrency: env.EVALUATION_CONCURRENCY,
  };
  if (env.ROLE === 'web') {
    // Web processes only send jobs; workers run elsewhere.
    await boss.createQueue('mail-deliver', { expireInSeconds: 120 } as never);
    await createEvaluationQueue(boss, evaluationConfig);
    return boss;
  }
  await registerMailWorker({ db, boss, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
  await registerCleanupJob({ db, boss, logger });
  await registerPaymentJobs({ db, boss, provider: ctx.payments, mailer: ctx.mailer, logger });
  await boss.createQueue(PICTURES_QUEUE, { expireInSeconds: 600, retryLimit: 2 } as never);
  await boss.work(PICTURES_QUEUE, async () => ({
    rendered: await renderMissingPictures(db, ctx.storage, logger),
  }));
  // Render the picture bank in the background once per start (singleton: one across instances).
  if (env.PICTURES_PRERENDER) await boss.send(PICTURES_QUEUE, {}, { singletonKey: 'render-all' });
  await registerEvaluationWorker({
    db,
    boss,
    getAssessor: () => ctx.assessor,
    logger,
    config: evaluationConfig,
  });
  return boss;
}
