// Queue throughput for `npm run bench`: a backlog of evaluations (WAT, 10 answers each) built
// while no worker runs, then drained by one worker process with the built-in rubric assessor.
// Embedded PGlite in a temporary directory, or PostgreSQL when DATABASE_URL is set (use a
// database of its own: the bench leaves its rows there). EVALUATION_CONCURRENCY applies.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { loadEnv, parseEnv } from '../src/server/env';
import { startServer } from '../src/server/index';
import { evaluations, user } from '../src/server/db/schema';
import { grantAccess } from '../src/server/features/credits/grant.service';
import { registerEvaluationWorker } from '../src/server/features/evaluations/evaluations.run';
import {
  saveResponse,
  startPractice,
  submitSession,
} from '../src/server/features/practice/practice.service';

export const BACKLOG = 105;

export async function queueFigures(backlog = BACKLOG): Promise<string[]> {
  const base = loadEnv();
  const dir = mkdtempSync(path.join(tmpdir(), 'ssbprep-bench-queue-'));
  const env = parseEnv({
    DATABASE_URL: base.DATABASE_URL,
    DATA_DIR: dir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    PICTURES_PRERENDER: 'false',
    ROLE: 'web', // no workers while the backlog is built
    EVALUATION_CONCURRENCY: String(base.EVALUATION_CONCURRENCY),
  });
  const server = await startServer(env);
  const { db, boss, logger, assessor } = server.ctx;
  try {
    const userId = randomUUID();
    const email = `bench.queue.${userId}@example.com`;
    await db.insert(user).values({ id: userId, name: 'bench', email, emailVerified: true });
    await grantAccess(db, { email, unlimited: true });
    const ids: string[] = [];
    for (let i = 0; i < backlog; i++) {
      const s = await startPractice(db, userId, { testType: 'wat', count: 10 });
      for (const item of s.items) {
        await saveResponse(db, userId, s.id, item.id, {
          responseText: `Our team turned ${item.text.toLowerCase()} into a plan and finished early.`,
        });
      }
      ids.push((await submitSession(db, boss, userId, s.id)).evaluationId);
    }
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    await registerEvaluationWorker({
      db,
      boss: boss!,
      getAssessor: () => assessor,
      logger,
      config: {
        retryLimit: env.EVALUATION_RETRY_LIMIT,
        retryDelaySeconds: env.EVALUATION_RETRY_DELAY_SECONDS,
        heartbeatSeconds: env.EVALUATION_HEARTBEAT_SECONDS,
        concurrency: env.EVALUATION_CONCURRENCY,
      },
    });
    for (;;) {
      const rows = await db
        .select({ status: evaluations.status })
        .from(evaluations)
        .where(inArray(evaluations.id, ids));
      if (rows.every((r) => r.status === 'done' || r.status === 'failed')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - t0) / 1000;
    // CPU time of this process (worker, assessor, drivers; PGlite runs in it too): on a shared
    // machine the wall-clock rate depends on the neighbours, this figure does not.
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const failed = await db.select().from(evaluations).where(eq(evaluations.status, 'failed'));
    return [
      `queue.database=${server.ctx.database.kind}`,
      `queue.concurrency=${env.EVALUATION_CONCURRENCY}`,
      `queue.backlog=${backlog}`,
      `queue.drain_s=${seconds.toFixed(2)}`,
      `queue.evaluations_per_s=${(backlog / seconds).toFixed(1)}`,
      `queue.process_cpu_ms_per_evaluation=${(cpuMs / backlog).toFixed(1)}`,
      `queue.evaluations_per_cpu_s=${((backlog * 1000) / cpuMs).toFixed(1)}`,
      `queue.failed=${failed.filter((f) => ids.includes(f.id)).length}`,
    ];
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
