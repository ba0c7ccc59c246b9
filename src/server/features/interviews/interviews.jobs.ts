import type { JobModule } from '../../jobs';
import { settleInterviews } from './interviews.service';

export const INTERVIEWS_QUEUE = 'interviews-settle';

/** Every minute: expired holds go back on sale; paid orders left without a booking are refunded. */
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
  },
};
