import type { AppContext } from '../../context';
import type { JobModule } from '../../jobs';
import {
  createEvaluationQueue,
  registerEvaluationWorker,
  type EvaluationQueueConfig,
} from './evaluations.run';

const config = ({ env }: AppContext): EvaluationQueueConfig => ({
  retryLimit: env.EVALUATION_RETRY_LIMIT,
  retryDelaySeconds: env.EVALUATION_RETRY_DELAY_SECONDS,
  heartbeatSeconds: env.EVALUATION_HEARTBEAT_SECONDS,
  concurrency: env.EVALUATION_CONCURRENCY,
});

/** Evaluations: web processes send to the queue; workers run the assessor. */
export const evaluationJobs: JobModule = {
  name: 'evaluations',
  createQueues: (boss, ctx) => createEvaluationQueue(boss, config(ctx)),
  register: (boss, ctx) =>
    registerEvaluationWorker({
      db: ctx.db,
      boss,
      getAssessor: () => ctx.assessor,
      logger: ctx.logger,
      config: config(ctx),
      // PostgreSQL polls cheaply: a separate ROLE=worker process finds a job within half a
      // second. On PGlite every poll runs on the one event loop, and submits wake the worker.
      pollingIntervalSeconds: ctx.database.kind === 'postgres' ? 0.5 : 1,
    }),
};
