import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { evaluations } from '@/server/db/schema';
import { startQueue } from '@/server/jobs/queue';
import { createTestApp, signUpAndSignIn } from '@/test/harness';
import type { EvaluationSummary } from '@/shared/schemas/evaluations';
import type { PracticeSession } from '@/shared/schemas/practice';
import { EVALUATE_QUEUE, createEvaluationQueue, registerEvaluationWorker } from './evaluations.run';

// No workers at start: the test plays a worker that claims the job and dies.
const t = await createTestApp({ env: { EVALUATION_RETRY_DELAY_SECONDS: '1' } });
const config = {
  retryLimit: 3,
  retryDelaySeconds: 1,
  heartbeatSeconds: t.ctx.env.EVALUATION_HEARTBEAT_SECONDS,
  concurrency: 4,
};

describe('a worker that dies mid-evaluation', () => {
  it('stops its heartbeat; the job is retried by a live worker and the evaluation finishes', async () => {
    const boss = await startQueue(t.ctx.database, t.ctx.logger);
    t.ctx.boss = boss;
    await createEvaluationQueue(boss, config);
    const u = await signUpAndSignIn(t);
    const s = (await (
      await t.request('/api/practice/sessions', {
        method: 'POST',
        cookie: u.cookie,
        json: { testType: 'wat', count: 1 },
      })
    ).json()) as PracticeSession;
    await t.request(`/api/practice/sessions/${s.id}/responses/${s.items[0].id}`, {
      method: 'PUT',
      cookie: u.cookie,
      json: { responseText: 'Our team shared the work and finished early.' },
    });
    const { evaluationId } = await (
      await t.request(`/api/practice/sessions/${s.id}/submit`, {
        method: 'POST',
        cookie: u.cookie,
      })
    ).json();

    // The doomed worker: claims the job, marks the evaluation running, then is never heard of
    // again (what kill -9 leaves behind: an active job whose heartbeat stops).
    const [claimed] = await boss.fetch<{ evaluationId: string }>(EVALUATE_QUEUE);
    expect(claimed.data.evaluationId).toBe(evaluationId);
    await t.ctx.db
      .update(evaluations)
      .set({ status: 'running', attempts: sql`${evaluations.attempts} + 1` })
      .where(eq(evaluations.id, evaluationId));

    // A live worker (another process, or this one after a restart) takes over.
    await registerEvaluationWorker({
      db: t.ctx.db,
      boss,
      getAssessor: () => t.ctx.assessor,
      logger: t.ctx.logger,
      config,
    });
    let ev: EvaluationSummary | undefined;
    for (let i = 0; i < 400 && ev?.status !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      ev = await (await t.request(`/api/evaluations/${evaluationId}`, { cookie: u.cookie })).json();
    }
    expect(ev?.status).toBe('done');
    const job = await boss.getJobById(EVALUATE_QUEUE, claimed.id);
    expect(job?.retryCount).toBe(1); // failed once by the lost heartbeat, then worked
    const [row] = await t.ctx.db.select().from(evaluations).where(eq(evaluations.id, evaluationId));
    expect(row.attempts).toBe(2);
  }, 60_000);
});
