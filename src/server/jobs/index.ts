import type { AppContext } from '../context';
import { startQueue, type Boss } from './queue';

/**
 * What a feature adds to the job queue. The composition root (server/modules.ts) lists the
 * modules; this file knows none of them.
 */
export interface JobModule {
  name: string;
  /** Queues that web processes send to (ROLE=web creates them without working them). */
  createQueues?: (boss: Boss, ctx: AppContext) => Promise<void>;
  /** Queues, workers and schedules of a process that works jobs (ROLE=all|worker). */
  register: (boss: Boss, ctx: AppContext) => Promise<void>;
}

/** Starts pg-boss and, unless ROLE=web, each module's workers. Queues are created either way. */
export async function startJobs(ctx: AppContext, modules: readonly JobModule[]) {
  const boss = await startQueue(ctx.database, ctx.logger);
  ctx.boss = boss;
  for (const module of modules) {
    if (ctx.env.ROLE === 'web') await module.createQueues?.(boss, ctx);
    else await module.register(boss, ctx);
  }
  return boss;
}
