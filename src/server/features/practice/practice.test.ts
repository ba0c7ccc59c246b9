import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { srtSituations, testResponses, userCredits, watWords } from '@/server/db/schema';
import { SRT_DRILL_TAGS, WAT_DRILL_WORDS } from '@/server/db/seed/drill-tags';
import { grantAccess } from '@/server/features/credits/grant.service';
import { watWords as watSeed } from '@/server/db/seed/wat-words';
import { createTestApp, signUpAndSignIn } from '@/test/harness';
import type { PracticeSession } from '@/shared/schemas/practice';

const t = await createTestApp();

const start = (cookie: string, json: unknown) =>
  t.request('/api/practice/sessions', { method: 'POST', cookie, json });
const save = (cookie: string, sessionId: string, itemId: string, json: unknown) =>
  t.request(`/api/practice/sessions/${sessionId}/responses/${itemId}`, {
    method: 'PUT',
    cookie,
    json,
  });

describe('practice sessions (WAT, SRT)', () => {
  it('seeds the content banks once, idempotently', async () => {
    const rows = await t.ctx.db.select().from(watWords);
    expect(rows.length).toBe(watSeed.length);
    const { seedDatabase } = await import('@/server/db/seed');
    const { contentSeeders } = await import('@/server/modules');
    await seedDatabase(t.ctx.db, t.ctx.logger, contentSeeders);
    expect((await t.ctx.db.select().from(watWords)).length).toBe(watSeed.length);
  });

  it('starts a WAT: charges the count, draws distinct items, returns them', async () => {
    const u = await signUpAndSignIn(t);
    const res = await start(u.cookie, { testType: 'wat', count: 10 });
    expect(res.status).toBe(201);
    const session = (await res.json()) as PracticeSession;
    expect(session.items).toHaveLength(10);
    expect(new Set(session.items.map((i) => i.id)).size).toBe(10);
    expect(session.items.every((i) => i.text.length > 0)).toBe(true);
    expect(session.creditsCharged).toBe(10);
    const [credits] = await t.ctx.db
      .select()
      .from(userCredits)
      .where(eq(userCredits.userId, u.userId));
    expect(credits.watCredits).toBe(0);
  });

  it('enforces the count rules: max 10 on credits, 30/20 with a plan, invalid counts', async () => {
    const u = await signUpAndSignIn(t);
    const over = await start(u.cookie, { testType: 'srt', count: 11 });
    expect(over.status).toBe(400);
    expect((await over.json()).error).toMatchObject({
      code: 'credit_limit_exceeded',
      message: 'You can only practice 10 situations with your current credits.',
    });
    const zero = await start(u.cookie, { testType: 'wat', count: 0 });
    expect((await zero.json()).error.message).toBe('Please select a valid number of words.');
    expect((await start(u.cookie, { testType: 'wat', count: 'ten' })).status).toBe(400);
    expect((await start(u.cookie, { testType: 'chess', count: 2 })).status).toBe(400);

    await grantAccess(t.ctx.db, { email: u.email, plan: 'major' });
    const planSrt = await start(u.cookie, { testType: 'srt', count: 20 });
    expect(planSrt.status).toBe(201);
    expect(((await planSrt.json()) as PracticeSession).creditsCharged).toBe(0);
    expect((await start(u.cookie, { testType: 'srt', count: 21 })).status).toBe(400);
    expect((await start(u.cookie, { testType: 'wat', count: 30 })).status).toBe(201);
  });

  it('refuses a start without credits with the Insufficient Credits message (402)', async () => {
    const u = await signUpAndSignIn(t);
    expect((await start(u.cookie, { testType: 'wat', count: 10 })).status).toBe(201);
    const res = await start(u.cookie, { testType: 'wat', count: 1 });
    expect(res.status).toBe(402);
    expect((await res.json()).error.message).toBe(
      'You need credits to take the Word Association Test. You currently have 0 credits remaining for this test.',
    );
  });

  it('two racing starts with credits for one: exactly one session is created', async () => {
    const u = await signUpAndSignIn(t);
    expect((await start(u.cookie, { testType: 'srt', count: 6 })).status).toBe(201); // 4 left
    const results = await Promise.all([
      start(u.cookie, { testType: 'srt', count: 4 }),
      start(u.cookie, { testType: 'srt', count: 4 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 402]);
    const [credits] = await t.ctx.db
      .select()
      .from(userCredits)
      .where(eq(userCredits.userId, u.userId));
    expect(credits.srtCredits).toBe(0);
  });

  it('draws a drill’s tagged items first (issue 19), and refuses an unknown drill', async () => {
    const u = await signUpAndSignIn(t);
    await grantAccess(t.ctx.db, { email: u.email, unlimited: true });
    const courage = new Set(WAT_DRILL_WORDS.courage);
    const wat = (await (
      await start(u.cookie, { testType: 'wat', count: 30, drill: 'courage' })
    ).json()) as PracticeSession;
    expect(wat.items).toHaveLength(30);
    expect(wat.items.filter((i) => !courage.has(i.text)).map((i) => i.text)).toEqual([]);

    const cooperation = new Set(
      SRT_DRILL_TAGS.filter(([, tags]) => tags.includes('cooperation')).map(([text]) => text),
    );
    const srt = (await (
      await start(u.cookie, { testType: 'srt', count: 10, drill: 'cooperation' })
    ).json()) as PracticeSession;
    expect(srt.items.every((i) => cooperation.has(i.text))).toBe(true);
    // As many as the tagged ones: every tagged item is drawn.
    const social = SRT_DRILL_TAGS.filter(([, tags]) => tags.includes('social_adaptability'));
    const many = (await (
      await start(u.cookie, { testType: 'srt', count: 20, drill: 'social_adaptability' })
    ).json()) as PracticeSession;
    const drawn = new Set(many.items.map((i) => i.text));
    expect(social.length).toBeLessThanOrEqual(20);
    expect(social.every(([text]) => drawn.has(text))).toBe(true);

    // No SRT situation is tagged for stamina: the usual draw.
    const untagged = await start(u.cookie, { testType: 'srt', count: 10, drill: 'stamina' });
    expect(((await untagged.json()) as PracticeSession).items).toHaveLength(10);

    const bad = await start(u.cookie, { testType: 'wat', count: 5, drill: 'bravery' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(
      /drill must be one of the OLQ keys: .*courage/,
    );
  });

  it('tags untagged rows of an existing bank on start, and keeps tags an operator set', async () => {
    const { seedDatabase } = await import('@/server/db/seed');
    await t.ctx.db.update(watWords).set({ tags: [] }).where(eq(watWords.word, 'Danger'));
    await t.ctx.db
      .update(watWords)
      .set({ tags: ['liveliness'] })
      .where(eq(watWords.word, 'Risk'));
    const [text] = SRT_DRILL_TAGS[0];
    await t.ctx.db
      .update(srtSituations)
      .set({ tags: [] })
      .where(eq(srtSituations.situationText, text));
    await seedDatabase(t.ctx.db, t.ctx.logger);
    const tagsOf = async (word: string) =>
      (await t.ctx.db.select().from(watWords).where(eq(watWords.word, word)))[0].tags;
    expect(await tagsOf('Danger')).toEqual(['courage']);
    expect(await tagsOf('Risk')).toEqual(['liveliness']);
    const [row] = await t.ctx.db
      .select()
      .from(srtSituations)
      .where(eq(srtSituations.situationText, text));
    expect(row.tags).toEqual(SRT_DRILL_TAGS[0][1]);
    await t.ctx.db
      .update(watWords)
      .set({ tags: ['courage'] })
      .where(eq(watWords.word, 'Risk'));
  });

  it('prefers items the user has not seen recently', async () => {
    const u = await signUpAndSignIn(t);
    await grantAccess(t.ctx.db, { email: u.email, unlimited: true });
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const s = (await (
        await start(u.cookie, { testType: 'srt', count: 20 })
      ).json()) as PracticeSession;
      for (const item of s.items) {
        expect(seen.has(item.id)).toBe(false);
        seen.add(item.id);
      }
    }
  });

  it('saves answers idempotently, trims, stores blanks as null, and completes', async () => {
    const u = await signUpAndSignIn(t);
    const s = (await (
      await start(u.cookie, { testType: 'srt', count: 2 })
    ).json()) as PracticeSession;
    const [first, second] = s.items;
    for (let i = 0; i < 3; i++) {
      const res = await save(u.cookie, s.id, first.id, {
        responseText: '  Gave first aid and called 108. ',
        timeTaken: 12,
      });
      expect(res.status).toBe(200);
      expect((await res.json()).responseText).toBe('Gave first aid and called 108.');
    }
    const blank = await save(u.cookie, s.id, second.id, { responseText: '   ', timeTaken: 3 });
    expect((await blank.json()).responseText).toBeNull();
    const rows = await t.ctx.db
      .select()
      .from(testResponses)
      .where(eq(testResponses.sessionId, s.id));
    expect(rows).toHaveLength(2);
    const after = (await (
      await t.request(`/api/practice/sessions/${s.id}`, { cookie: u.cookie })
    ).json()) as PracticeSession;
    expect(after.status).toBe('completed');
    expect((await save(u.cookie, s.id, second.id, { responseText: 'late' })).status).toBe(409);
  });

  it('stores one answer when the same save races itself, and answers every request with it', async () => {
    const u = await signUpAndSignIn(t);
    const s = (await (
      await start(u.cookie, { testType: 'wat', count: 3 })
    ).json()) as PracticeSession;
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        save(u.cookie, s.id, s.items[1].id, { responseText: 'Duty first, always.', timeTaken: 4 }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    const bodies = await Promise.all(results.map((r) => r.json()));
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(bodies[0]).toMatchObject({ itemId: s.items[1].id, position: 1, timeTaken: 4 });
    const rows = await t.ctx.db
      .select()
      .from(testResponses)
      .where(eq(testResponses.sessionId, s.id));
    expect(rows).toHaveLength(1);
  });

  it("writes nothing into another user's session", async () => {
    const a = await signUpAndSignIn(t);
    const b = await signUpAndSignIn(t);
    const s = (await (
      await start(a.cookie, { testType: 'wat', count: 2 })
    ).json()) as PracticeSession;
    expect((await save(b.cookie, s.id, s.items[0].id, { responseText: 'intrusion' })).status).toBe(
      404,
    );
    const rows = await t.ctx.db
      .select()
      .from(testResponses)
      .where(eq(testResponses.sessionId, s.id));
    expect(rows).toHaveLength(0);
  });

  it('finishes early with the rest recorded as not attempted, and submits once', async () => {
    const u = await signUpAndSignIn(t);
    const s = (await (
      await start(u.cookie, { testType: 'wat', count: 3 })
    ).json()) as PracticeSession;
    const noContent = await t.request(`/api/practice/sessions/${s.id}/submit`, {
      method: 'POST',
      cookie: u.cookie,
    });
    expect(noContent.status).toBe(400);
    expect((await noContent.json()).error.message).toBe(
      'Please provide text responses before evaluation.',
    );
    await save(u.cookie, s.id, s.items[0].id, {
      responseText: 'Our team won the relay after weeks of practice.',
    });
    const finished = (await (
      await t.request(`/api/practice/sessions/${s.id}/finish`, { method: 'POST', cookie: u.cookie })
    ).json()) as PracticeSession;
    expect(finished.status).toBe('completed');
    expect(finished.responses.map((r) => r.responseText === null)).toEqual([false, true, true]);
    const submits = await Promise.all(
      [1, 2].map(() =>
        t
          .request(`/api/practice/sessions/${s.id}/submit`, { method: 'POST', cookie: u.cookie })
          .then((r) => r.json()),
      ),
    );
    expect(submits[0].evaluationId).toBeTruthy();
    expect(submits[1].evaluationId).toBe(submits[0].evaluationId);
    const streak = await (await t.request('/api/streak', { cookie: u.cookie })).json();
    expect(streak.currentStreak).toBe(1);
  });

  it('keeps sessions private: another user can neither read nor write into them', async () => {
    const a = await signUpAndSignIn(t);
    const b = await signUpAndSignIn(t);
    const s = (await (
      await start(a.cookie, { testType: 'wat', count: 2 })
    ).json()) as PracticeSession;
    expect((await t.request(`/api/practice/sessions/${s.id}`, { cookie: b.cookie })).status).toBe(
      404,
    );
    expect((await save(b.cookie, s.id, s.items[0].id, { responseText: 'intrusion' })).status).toBe(
      404,
    );
    expect(
      (
        await t.request(`/api/practice/sessions/${s.id}/submit`, {
          method: 'POST',
          cookie: b.cookie,
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.request('/api/practice/sessions/not-a-uuid', { cookie: a.cookie })).status,
    ).toBe(404);
    expect(
      (await save(a.cookie, s.id, '00000000-0000-0000-0000-000000000000', { responseText: 'x' }))
        .status,
    ).toBe(404);
    expect(
      (await save(a.cookie, s.id, s.items[0].id, { responseText: 'x', userId: b.userId })).status,
    ).toBe(400);
  });
});
