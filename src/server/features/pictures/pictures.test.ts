import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ppdtImages, userCredits } from '@/server/db/schema';
import { grantAccess } from '@/server/features/credits/grant.service';
import { createTestApp, signUpAndSignIn } from '@/test/harness';
import type { PracticeSession } from '@/shared/schemas/practice';
import type { EvaluationDetail, EvaluationSummary } from '@/shared/schemas/evaluations';
import { addOperatorPicture, seedPictures } from './pictures.service';

const t = await createTestApp({ jobs: true });
const start = (cookie: string, json: unknown) =>
  t.request('/api/practice/sessions', { method: 'POST', cookie, json });

describe('picture bank', () => {
  it('seeds 40+ PPDT and 40+ TAT pictures idempotently', async () => {
    const rows = await t.ctx.db.select().from(ppdtImages);
    expect(rows.filter((r) => r.testType === 'ppdt').length).toBeGreaterThanOrEqual(40);
    expect(rows.filter((r) => r.testType === 'tat').length).toBeGreaterThanOrEqual(40);
    expect(await seedPictures(t.ctx.db)).toBe(0);
    expect((await t.ctx.db.select().from(ppdtImages)).length).toBe(rows.length);
  });

  it('serves a picture as a cacheable PNG to signed-in users only', async () => {
    const u = await signUpAndSignIn(t);
    const s = (await (
      await start(u.cookie, { testType: 'ppdt', count: 1 })
    ).json()) as PracticeSession;
    const url = s.items[0].imageUrl!;
    expect(url).toMatch(/^\/api\/pictures\/[0-9a-f-]{36}\/image\?v=/);
    const res = await t.request(url, { cookie: u.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.format).toBe('png');
    expect((await t.request(url)).status).toBe(401);
  });

  it('accepts operator pictures only when the content is an image', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const row = await addOperatorPicture(t.ctx.db, t.ctx.storage, {
      bytes: png,
      testType: 'tat',
      description: 'Two students beside a broken bicycle on a village road.',
    });
    expect(row.source).toBe('operator');
    expect(row.contentType).toBe('image/jpeg');
    await expect(
      addOperatorPicture(t.ctx.db, t.ctx.storage, {
        bytes: Buffer.from('<html>not an image</html>'),
        testType: 'ppdt',
        description: 'A fake picture pretending to be one.',
      }),
    ).rejects.toThrow(/not an image/);
  });
});

describe('PPDT and TAT sessions', () => {
  it('PPDT: one picture, one credit, character marking stored with the story', async () => {
    const u = await signUpAndSignIn(t);
    expect((await start(u.cookie, { testType: 'ppdt', count: 2 })).status).toBe(400);
    const res = await start(u.cookie, {
      testType: 'ppdt',
      count: 1,
      options: { ssbTimings: true },
    });
    expect(res.status).toBe(201);
    const s = (await res.json()) as PracticeSession;
    expect(s.items).toHaveLength(1);
    expect(s.options).toEqual({ ssbTimings: true });
    const [credits] = await t.ctx.db
      .select()
      .from(userCredits)
      .where(eq(userCredits.userId, u.userId));
    expect(credits.ppdtCredits).toBe(1);
    const characters = {
      count: 2,
      people: [
        { age: 22, sex: 'M', mood: 'positive' },
        { age: 50, sex: 'M', mood: 'negative' },
      ],
      action: 'helping after an accident',
    };
    const story =
      'Characters: 2 (M 22 +, M 50 -). Ravi, a 22-year-old engineering student, had been cycling home when he saw an old farmer fall near the canal. He gave first aid, called 108 and waited with him until the ambulance came; the next week the farmer thanked him and Ravi started a first-aid club in his village with five friends.';
    const saved = await t.request(`/api/practice/sessions/${s.id}/responses/${s.items[0].id}`, {
      method: 'PUT',
      cookie: u.cookie,
      json: { responseText: story, timeTaken: 200, characters },
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()).characters).toEqual(characters);
    const bad = await t.request(`/api/practice/sessions/${s.id}/responses/${s.items[0].id}`, {
      method: 'PUT',
      cookie: u.cookie,
      json: { responseText: 'x', characters: { count: 'two', people: [] } },
    });
    expect(bad.status).toBe(400);

    const { evaluationId } = await (
      await t.request(`/api/practice/sessions/${s.id}/submit`, { method: 'POST', cookie: u.cookie })
    ).json();
    let ev: EvaluationSummary | undefined;
    for (let i = 0; i < 100 && ev?.status !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      ev = await (await t.request(`/api/evaluations/${evaluationId}`, { cookie: u.cookie })).json();
    }
    expect(ev?.status).toBe('done');
    const detail = (await (
      await t.request(`/api/evaluations/${evaluationId}/details`, { cookie: u.cookie })
    ).json()) as EvaluationDetail;
    expect(detail.testType).toBe('ppdt');
    expect(detail.items[0].imageUrl).toBe(s.items[0].imageUrl);
    expect(detail.items[0].stimulus.length).toBeGreaterThan(20);
    expect(detail.items[0].assessment!.improved).toHaveLength(2);
  });

  it('TAT: refused for a free user even through the API; with a plan, count distinct pictures', async () => {
    const u = await signUpAndSignIn(t);
    const refused = await start(u.cookie, { testType: 'tat', count: 3 });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe('TAT practice needs an active paid plan.');
    await grantAccess(t.ctx.db, { email: u.email, plan: 'lieutenant' });
    expect((await start(u.cookie, { testType: 'tat', count: 11 })).status).toBe(400);
    const s = (await (
      await start(u.cookie, { testType: 'tat', count: 10 })
    ).json()) as PracticeSession;
    expect(s.items).toHaveLength(10);
    expect(new Set(s.items.map((i) => i.id)).size).toBe(10);
    const rows = await t.ctx.db.select().from(ppdtImages);
    const tatIds = new Set(rows.filter((r) => r.testType === 'tat').map((r) => r.id));
    expect(s.items.every((i) => tatIds.has(i.id))).toBe(true);
  });

  it('serves a TAT picture only inside the user’s own TAT session', async () => {
    const free = await signUpAndSignIn(t);
    const paid = await signUpAndSignIn(t);
    await grantAccess(t.ctx.db, { email: paid.email, plan: 'lieutenant' });
    const s = (await (
      await start(paid.cookie, { testType: 'tat', count: 1 })
    ).json()) as PracticeSession;
    const url = s.items[0].imageUrl!;
    expect((await t.request(url, { cookie: paid.cookie })).status).toBe(200);
    // A free user (or a paid one whose sessions never drew it) gets 404, as for an unknown id.
    const refused = await t.request(url, { cookie: free.cookie });
    expect(refused.status).toBe(404);
    expect((await refused.json()).error.code).toBe('not_found');
    const [other] = (await t.ctx.db.select().from(ppdtImages)).filter(
      (r) => r.testType === 'tat' && r.id !== s.items[0].id,
    );
    const undrawn = await t.request(`/api/pictures/${other.id}/image`, { cookie: paid.cookie });
    expect(undrawn.status).toBe(404);
  });

  it('one user cannot write into another user’s picture session', async () => {
    const a = await signUpAndSignIn(t);
    const b = await signUpAndSignIn(t);
    const s = (await (
      await start(a.cookie, { testType: 'ppdt', count: 1 })
    ).json()) as PracticeSession;
    const res = await t.request(`/api/practice/sessions/${s.id}/responses/${s.items[0].id}`, {
      method: 'PUT',
      cookie: b.cookie,
      json: { responseText: 'not mine' },
    });
    expect(res.status).toBe(404);
  });
});
