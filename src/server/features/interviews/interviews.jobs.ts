import type { JobModule } from '../../jobs';
import { settleInterviews } from './interviews.settle';
import { seedInterviews } from './interviews.seed';

export const INTERVIEWS_QUEUE = 'interviews-settle';
export const SLOT_TOP_UP_QUEUE = 'interviews-slot-top-up';

/**
 * Every minute: expired holds go back on sale; paid orders left without a booking are refunded.
 * Daily: the seeded interviewers' slots are topped up to 14 days ahead (a server that runs for
 * weeks keeps a bookable calendar without a restart).
 */
export const interviewJobs: JobModule = {
  name: 'interviews',
  register: async (boss, ctx) => {
    await boss.createQueue(INTERVIEWS_QUEUE, { expireInSeconds: 120, retryLimit: 1 } as never);
    await boss.schedule(INTERVIEWS_QUEUE, '* * * * *');
    await boss.work(INTERVIEWS_QUEUE, async () => {
      const result = await settleInterviews(ctx);
      if (result.released + result.refunded > 0) ctx.logger.info({ result }, 'interviews settled');
      return result;
    });
    await boss.createQueue(SLOT_TOP_UP_QUEUE, { expireInSeconds: 300, retryLimit: 2 } as never);
    await boss.schedule(SLOT_TOP_UP_QUEUE, '23 3 * * *');
    await boss.work(SLOT_TOP_UP_QUEUE, async () => ({ added: await seedInterviews(ctx.db) }));
  },
};
