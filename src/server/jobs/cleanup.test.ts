import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { session } from '@/server/db/schema';
import { createTestApp, signUpAndSignIn } from '@/test/harness';
import { CLEANUP_QUEUE } from './cleanup';

const t = await createTestApp({ jobs: true });

describe('cleanup job (pg-boss)', () => {
  it('runs through the durable queue and removes expired sessions only', async () => {
    const expired = await signUpAndSignIn(t);
    const live = await signUpAndSignIn(t);
    const expiredCount = (
      await t.ctx.db.select().from(session).where(eq(session.userId, expired.userId))
    ).length;
    await t.ctx.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(session.userId, expired.userId));

    const boss = t.ctx.boss!;
    const jobId = await boss.send(CLEANUP_QUEUE, {});
    expect(jobId).toBeTruthy();
    let job = await boss.getJobById(CLEANUP_QUEUE, jobId!);
    for (let i = 0; i < 100 && job?.state !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = await boss.getJobById(CLEANUP_QUEUE, jobId!);
    }
    expect(job?.state).toBe('completed');
    expect(job?.output).toMatchObject({ sessions: expiredCount });

    const left = await t.ctx.db.select().from(session);
    expect(left.some((s) => s.userId === expired.userId)).toBe(false);
    expect(left.some((s) => s.userId === live.userId)).toBe(true);
  });

  it('is scheduled', async () => {
    const schedules = await t.ctx.boss!.getSchedules();
    expect(schedules.map((s) => s.name)).toContain(CLEANUP_QUEUE);
  });
});
