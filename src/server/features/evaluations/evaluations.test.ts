import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { evaluationItems, evaluations, testResponses } from '@/server/db/schema';
import { createTestApp, signUpAndSignIn, type TestApp } from '@/test/harness';
import type { PracticeSession } from '@/shared/schemas/practice';
import type {
  EvaluationDetail,
  EvaluationList,
  EvaluationSummary,
} from '@/shared/schemas/evaluations';
import { runEvaluation } from './evaluations.run';

const t = await createTestApp({
  jobs: true,
  env: { EVALUATION_RETRY_LIMIT: '1', EVALUATION_RETRY_DELAY_SECONDS: '1' },
});

/** Practises a WAT; each answer may use {w} for the drawn stimulus word. */
async function practiseWat(app: TestApp, cookie: string, answers: (string | null)[]) {
  const s = (await (
    await app.request('/api/practice/sessions', {
      method: 'POST',
      cookie,
      json: { testType: 'wat', count: answers.length },
    })
  ).json()) as PracticeSession;
  for (const [i, text] of answers.entries()) {
    const responseText = text?.replaceAll('{w}', s.items[i].text.toLowerCase()) ?? null;
    await app.request(`/api/practice/sessions/${s.id}/responses/${s.items[i].id}`, {
      method: 'PUT',
      cookie,
      json: { responseText },
    });
  }
  return s;
}

async function waitFor(app: TestApp, cookie: string, id: string, states: string[]) {
  for (let i = 0; i < 150; i++) {
    const ev = (await (
      await app.request(`/api/evaluations/${id}`, { cookie })
    ).json()) as EvaluationSummary;
    if (states.includes(ev.status)) return ev;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`evaluation ${id} never reached ${states}`);
}

describe('evaluation pipeline', () => {
  it('submit → durable job → rubric assessment stored per answer; double submit gives one evaluation', async () => {
    const u = await signUpAndSignIn(t);
    const s = await practiseWat(t, u.cookie, [
      // Not built from the drawn word: "Our team discussed Bribe…" is rightly floored.
      'Our team divided the work and finished the project a day early.',
      'Everyone should always respect {w}.',
      null,
      'Some nights I wish I just dont wake up',
    ]);
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        t
          .request(`/api/practice/sessions/${s.id}/submit`, { method: 'POST', cookie: u.cookie })
          .then((r) => r.json()),
      ),
    );
    expect(a.evaluationId).toBe(b.evaluationId);
    const done = await waitFor(t, u.cookie, a.evaluationId, ['done', 'failed']);
    expect(done.status).toBe('done');
    expect(done.overallScore).toBeGreaterThanOrEqual(0);
    expect(done.overallScore).toBeLessThanOrEqual(5);

    const detail = (await (
      await t.request(`/api/evaluations/${a.evaluationId}/details`, { cookie: u.cookie })
    ).json()) as EvaluationDetail;
    expect(detail.items).toHaveLength(4);
    expect(detail.assessor).toBe('rubric');
    expect(detail.summary).toBeTruthy();
    expect(detail.olqProfile).toHaveLength(15);
    const [good, preachy, blank, worried] = detail.items;
    expect(good.stimulus).toBe(s.items[0].text);
    expect(good.assessment!.score).toBeGreaterThan(preachy.assessment!.score);
    expect(preachy.assessment!.score).toBeLessThanOrEqual(2);
    expect(good.assessment!.analysis.length).toBeGreaterThan(0);
    expect(blank.responseText).toBeNull();
    expect(blank.assessment!.score).toBe(1);
    expect(good.assessment!.improved).toHaveLength(2);
    // The support note (assessor/support.ts) sits beside the one answer that needs it.
    expect(worried.assessment!.support).toMatch(/Tele-MANAS/);
    expect(worried.assessment!.score).toBeLessThanOrEqual(2);
    for (const item of [good, preachy, blank])
      expect(item.assessment).not.toHaveProperty('support');

    const list = (await (
      await t.request('/api/evaluations?test=wat', { cookie: u.cookie })
    ).json()) as EvaluationList;
    expect(list.evaluations.map((e) => e.id)).toEqual([a.evaluationId]);
    expect(list.counts.wat).toBe(1);
    const streak = await (await t.request('/api/streak', { cookie: u.cookie })).json();
    expect(streak.currentStreak).toBe(1);
  });

  it('stores exactly one result when two workers finish the same evaluation', async () => {
    const u = await signUpAndSignIn(t);
    const s = await practiseWat(t, u.cookie, ['Helped my sister prepare for her exam.']);
    const [row] = await t.ctx.db
      .insert(evaluations)
      .values({ userId: u.userId, testType: 'wat', sessionId: s.id })
      .returning();
    const deps = { db: t.ctx.db, assessor: t.ctx.assessor, logger: t.ctx.logger };
    const outcomes = await Promise.all([
      runEvaluation(deps, row.id, false),
      runEvaluation(deps, row.id, false),
    ]);
    expect(outcomes.filter((o) => o === 'done')).toHaveLength(1);
    const items = await t.ctx.db
      .select()
      .from(evaluationItems)
      .where(eq(evaluationItems.evaluationId, row.id));
    expect(items).toHaveLength(1);
  });

  it('keeps users apart', async () => {
    const a = await signUpAndSignIn(t);
    const b = await signUpAndSignIn(t);
    const s = await practiseWat(t, a.cookie, ['Ran five kilometres every morning before college.']);
    const { evaluationId } = await (
      await t.request(`/api/practice/sessions/${s.id}/submit`, { method: 'POST', cookie: a.cookie })
    ).json();
    expect((await t.request(`/api/evaluations/${evaluationId}`, { cookie: b.cookie })).status).toBe(
      404,
    );
    expect(
      (await t.request(`/api/evaluations/${evaluationId}/details`, { cookie: b.cookie })).status,
    ).toBe(404);
    expect(
      (
        await t.request(`/api/evaluations/${evaluationId}/retry`, {
          method: 'POST',
          cookie: b.cookie,
        })
      ).status,
    ).toBe(404);
    const list = (await (
      await t.request('/api/evaluations', { cookie: b.cookie })
    ).json()) as EvaluationList;
    expect(list.evaluations).toHaveLength(0);
    expect((await t.request('/api/evaluations?test=chess', { cookie: b.cookie })).status).toBe(400);
    await waitFor(t, a.cookie, evaluationId, ['done']);
  });
});

describe('failures and restarts', () => {
  it('retries a failing assessor, then marks the evaluation failed with the answers intact; Retry evaluation works', async () => {
    const u = await signUpAndSignIn(t);
    const real = t.ctx.assessor;
    let calls = 0;
    t.ctx.assessor = {
      name: 'failing',
      assess: async () => {
        calls++;
        throw new Error(
          '429 Rate limit reached for org-Xyz123 on tokens per min (TPM): Limit 30000',
        );
      },
    };
    try {
      const s = await practiseWat(t, u.cookie, ['Organised a blood donation camp in our colony.']);
      const { evaluationId } = await (
        await t.request(`/api/practice/sessions/${s.id}/submit`, {
          method: 'POST',
          cookie: u.cookie,
        })
      ).json();
      const failed = await waitFor(t, u.cookie, evaluationId, ['failed']);
      // The candidate reads a plain message; the provider's raw text stays in the row for operators.
      expect(failed.lastError).toBe(
        'The assessor could not finish this evaluation. Your answers are saved.',
      );
      const [row] = await t.ctx.db
        .select()
        .from(evaluations)
        .where(eq(evaluations.id, evaluationId));
      expect(row.lastError).toMatch(/^429 Rate limit reached for org-Xyz123/);
      const list = (await (
        await t.request('/api/evaluations', { cookie: u.cookie })
      ).json()) as EvaluationList;
      expect(JSON.stringify(list)).not.toContain('org-Xyz123');
      expect(calls).toBe(2); // first try + 1 retry (EVALUATION_RETRY_LIMIT=1)
      const answers = await t.ctx.db
        .select()
        .from(testResponses)
        .where(eq(testResponses.sessionId, s.id));
      expect(answers[0].responseText).toBe('Organised a blood donation camp in our colony.');

      t.ctx.assessor = real;
      const retry = await t.request(`/api/evaluations/${evaluationId}/retry`, {
        method: 'POST',
        cookie: u.cookie,
      });
      expect(retry.status).toBe(200);
      const done = await waitFor(t, u.cookie, evaluationId, ['done']);
      expect(done.overallScore).not.toBeNull();
      const again = await t.request(`/api/evaluations/${evaluationId}/retry`, {
        method: 'POST',
        cookie: u.cookie,
      });
      expect(again.status).toBe(409);
    } finally {
      t.ctx.assessor = real;
    }
  });

  it('a job enqueued before a restart is worked after it, once', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(tmpdir(), 'ssbprep-restart-'));
    // One auth secret for both lives, so the session cookie stays valid across the restart.
    const secret = { BETTER_AUTH_SECRET: 'restart-test-secret-0123456789abcdef' };
    const env: Record<string, string> = process.env.DATABASE_URL
      ? secret
      : { ...secret, DATA_DIR: dir };
    try {
      // First life: web only (no workers) — the job waits in the queue.
      const web = await createTestApp({
        jobs: true,
        env: { ...env, ROLE: 'web' },
        keepDatabase: true,
      });
      const u = await signUpAndSignIn(web);
      const s = await practiseWat(web, u.cookie, [
        'Volunteered to coach juniors for the inter-school meet.',
      ]);
      const { evaluationId } = await (
        await web.request(`/api/practice/sessions/${s.id}/submit`, {
          method: 'POST',
          cookie: u.cookie,
        })
      ).json();
      const databaseUrl = web.databaseUrl;
      await web.close();
      // Second life, same database, with workers.
      const worker = await createTestApp({ jobs: true, env: { ...env }, databaseUrl });
      const done = await waitFor(worker, u.cookie, evaluationId, ['done']);
      expect(done.status).toBe('done');
      const rows = await worker.ctx.db
        .select()
        .from(evaluations)
        .where(eq(evaluations.sessionId, s.id));
      expect(rows).toHaveLength(1);
      await worker.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
