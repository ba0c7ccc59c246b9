import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  adminAudit,
  creditLedger,
  evaluations,
  feedback,
  ppdtImages,
  srtSituations,
  user,
  userCredits,
  watWords,
} from '@/server/db/schema';
import { createTestApp, signUpAndSignIn, uniqueEmail } from '@/test/harness';
import type { PracticeSession } from '@/shared/schemas/practice';
import type { ContentPage, ImportResult } from '@/shared/schemas/content';
import { grantAccess } from '../credits/grant.service';
import { runEvaluation } from '../evaluations/evaluations.run';

// A web process: the job queue exists (retries send jobs) but no worker takes them, so the test
// decides when an evaluation runs.
const t = await createTestApp({ jobs: true, env: { ROLE: 'web' } });
const { db } = t.ctx;

async function admin() {
  const u = await signUpAndSignIn(t, uniqueEmail('admin'));
  await grantAccess(db, { email: u.email, admin: true });
  await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, u.userId));
  return u;
}
const boss = await admin();
const other = await admin();
const C = '/api/admin/console';

const call = (path: string, init: { method?: string; json?: unknown; cookie?: string } = {}) =>
  t.request(`${C}${path}`, { cookie: boss.cookie, ...init });
const post = (path: string, json?: unknown, cookie = boss.cookie) =>
  call(path, { method: 'POST', json, cookie });
const getJson = async <T>(path: string) => (await (await call(path)).json()) as T;
const unique = (stem: string) => `${stem}${Math.random().toString(36).slice(2, 8)}`;

describe('content: WAT words and SRT situations', () => {
  it('adds, lists with search and paging, edits, refuses duplicates, retires and restores', async () => {
    const stem = unique('Vigil');
    const words = ['a', 'b', 'c'].map((s) => `${stem}${s}`);
    for (const word of words) {
      const res = await post('/content/wat', {
        word,
        valence: 'positive',
        kind: 'abstract',
        difficulty: 2,
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    const page1 = await getJson<ContentPage>(`/content/wat?q=${stem}&pageSize=2`);
    expect(page1.total).toBe(3);
    expect(page1.items).toHaveLength(2);
    const page2 = await getJson<ContentPage>(`/content/wat?q=${stem}&pageSize=2&page=2`);
    expect(page2.items).toHaveLength(1);
    const all = [...page1.items, ...page2.items].map((i) => i.text).sort();
    expect(all).toEqual(words);
    // The same word in other case or spacing is a duplicate.
    const dup = await post('/content/wat', {
      word: ` ${words[0].toUpperCase()} `,
      valence: 'neutral',
      kind: 'concrete',
      difficulty: 1,
    });
    expect(dup.status).toBe(409);
    expect((await dup.json()).error.message).toBe('This word is already in the bank.');
    const bad = await post('/content/wat', {
      word: 'x'.repeat(41),
      valence: 'up',
      kind: 'abstract',
      difficulty: 5,
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/^word: A word is at most 40 characters\./);

    const [first] = page1.items;
    const edited = await call(`/content/wat/${first.id}`, {
      method: 'PATCH',
      json: { word: `${first.text}z`, difficulty: 3 },
    });
    expect((await edited.json()).item).toMatchObject({ text: `${first.text}z`, difficulty: 3 });
    const clash = await call(`/content/wat/${first.id}`, {
      method: 'PATCH',
      json: { word: page1.items[1].text },
    });
    expect(clash.status).toBe(409);
    expect(
      (await call(`/content/wat/${first.id}`, { method: 'PATCH', json: { word: 'ok', extra: 1 } }))
        .status,
    ).toBe(400);

    expect((await post(`/content/wat/${first.id}/retire`)).status).toBe(200);
    expect((await post(`/content/wat/${first.id}/retire`)).status).toBe(200); // a repeat is harmless
    const retired = await getJson<ContentPage>(`/content/wat?q=${stem}&status=retired`);
    expect(retired.items.map((i) => i.id)).toEqual([first.id]);
    expect((await getJson<ContentPage>(`/content/wat?q=${stem}`)).total).toBe(2);
    // Adding a retired word again says so.
    const again = await post('/content/wat', {
      word: `${first.text}z`,
      valence: 'positive',
      kind: 'abstract',
      difficulty: 2,
    });
    expect((await again.json()).error.message).toBe(
      'This word is already in the bank (retired: restore it instead).',
    );
    const restored = await post(`/content/wat/${first.id}/restore`);
    expect((await restored.json()).item.isActive).toBe(true);
    const audit = await db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.entityId, first.id), eq(adminAudit.entityType, 'wat_word')));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'wat.create',
      'wat.restore',
      'wat.retire',
      'wat.retire',
      'wat.update',
    ]);

    // SRT: the same routes with the situation's fields.
    const text = `${unique('He found')} a wallet full of cash on the college bus.`;
    const srt = await post('/content/srt', { text, category: 'college' });
    expect(srt.status).toBe(201);
    const { item } = await srt.json();
    expect(item).toMatchObject({ text, category: 'college', isActive: true });
    const moved = await call(`/content/srt/${item.id}`, {
      method: 'PATCH',
      json: { category: 'moral' },
    });
    expect((await moved.json()).item.category).toBe('moral');
    expect((await post('/content/srt', { text, category: 'chess' })).status).toBe(400);
    expect((await call('/content/chess')).status).toBe(400);
    expect((await post(`/content/srt/${crypto.randomUUID()}/retire`)).status).toBe(404);
    // Drill tags (issue 19): a list or a comma list of OLQ keys, shown and edited.
    const tagged = await post('/content/wat', {
      word: unique('Peril'),
      valence: 'negative',
      kind: 'abstract',
      difficulty: 2,
      tags: ['courage', 'initiative'],
    });
    const taggedItem = (await tagged.json()).item;
    expect(taggedItem.tags).toEqual(['courage', 'initiative']);
    const retagged = await call(`/content/wat/${taggedItem.id}`, {
      method: 'PATCH',
      json: { tags: 'stamina, stamina,courage' },
    });
    expect((await retagged.json()).item.tags).toEqual(['stamina', 'courage']);
    const [taggedRow] = await db.select().from(watWords).where(eq(watWords.id, taggedItem.id));
    expect(taggedRow.tags).toEqual(['stamina', 'courage']);
    const badTag = await call(`/content/srt/${item.id}`, {
      method: 'PATCH',
      json: { tags: ['cooperation', 'bravery'] },
    });
    expect(badTag.status).toBe(400);
    expect((await badTag.json()).error.message).toMatch(
      /^tags: 'bravery' is not an OLQ key; tags take effective_intelligence, /,
    );
    const cleared = await call(`/content/srt/${item.id}`, { method: 'PATCH', json: { tags: '' } });
    expect((await cleared.json()).item.tags).toEqual([]);
    expect((await getJson<ContentPage>(`/content/wat?q=${taggedItem.text}`)).items[0].tags).toEqual(
      ['stamina', 'courage'],
    );
    // Search treats % and _ as letters.
    expect((await getJson<ContentPage>('/content/srt?q=%25%25_')).total).toBe(0);
  });

  it('a retired word is never drawn for a new practice session; a past session keeps showing it', async () => {
    const cand = await signUpAndSignIn(t);
    await grantAccess(db, { email: cand.email, unlimited: true });
    const stem = unique('Drawtest');
    const csv = Array.from({ length: 12 }, (_, i) => `${stem}${i},neutral,concrete,1`).join('\n');
    const imported = (await (
      await post('/content/wat/import', { csv, commit: true })
    ).json()) as ImportResult;
    expect(imported.imported).toBe(12);
    const ours = await db
      .select()
      .from(watWords)
      .where(sql`${watWords.word} like ${`${stem}%`}`);
    // The scenario: only our 12 words are active (the rest are set aside and put back after).
    const othersActive = await db
      .select({ id: watWords.id })
      .from(watWords)
      .where(and(eq(watWords.isActive, true), sql`${watWords.word} not like ${`${stem}%`}`));
    await db
      .update(watWords)
      .set({ isActive: false })
      .where(
        inArray(
          watWords.id,
          othersActive.map((r) => r.id),
        ),
      );
    try {
      const start = async () => {
        const res = await t.request('/api/practice/sessions', {
          method: 'POST',
          cookie: cand.cookie,
          json: { testType: 'wat', count: 10 },
        });
        expect(res.status, await res.clone().text()).toBe(201);
        return (await res.json()) as PracticeSession;
      };
      const past = await start();
      const retiredIds = ours.slice(0, 2).map((w) => w.id);
      for (const id of retiredIds)
        expect((await post(`/content/wat/${id}/retire`)).status).toBe(200);
      // Ten active words left and ten to draw: the session must hold exactly those ten.
      for (let round = 0; round < 2; round++) {
        const s = await start();
        expect(s.items.map((i) => i.id).sort()).toEqual(
          ours
            .slice(2)
            .map((w) => w.id)
            .sort(),
        );
      }
      // The session drawn before retirement still shows its words, the retired ones included.
      const view = (await (
        await t.request(`/api/practice/sessions/${past.id}`, { cookie: cand.cookie })
      ).json()) as PracticeSession;
      expect(view.items.map((i) => i.text)).toEqual(past.items.map((i) => i.text));
      expect(view.items.every((i) => i.text.startsWith(stem))).toBe(true);
      // With one more retired the bank is too small for ten: refused, never a retired word.
      await post(`/content/wat/${ours[2].id}/retire`);
      const short = await t.request('/api/practice/sessions', {
        method: 'POST',
        cookie: cand.cookie,
        json: { testType: 'wat', count: 10 },
      });
      expect(short.status).toBe(503);
    } finally {
      await db
        .update(watWords)
        .set({ isActive: true })
        .where(
          inArray(
            watWords.id,
            othersActive.map((r) => r.id),
          ),
        );
    }
  });

  it('a retired SRT situation is never drawn', async () => {
    const cand = await signUpAndSignIn(t);
    await grantAccess(db, { email: cand.email, unlimited: true });
    const active = await db
      .select({ id: srtSituations.id })
      .from(srtSituations)
      .where(eq(srtSituations.isActive, true));
    const keep = active.slice(0, 5).map((r) => r.id);
    const aside = active.slice(5).map((r) => r.id);
    await db
      .update(srtSituations)
      .set({ isActive: false })
      .where(inArray(srtSituations.id, aside.slice(1)));
    try {
      // Six active; retire one through the console: a session of five gets exactly the other five.
      expect((await post(`/content/srt/${aside[0]}/retire`)).status).toBe(200);
      const res = await t.request('/api/practice/sessions', {
        method: 'POST',
        cookie: cand.cookie,
        json: { testType: 'srt', count: 5 },
      });
      const s = (await res.json()) as PracticeSession;
      expect(s.items.map((i) => i.id).sort()).toEqual([...keep].sort());
    } finally {
      await db
        .update(srtSituations)
        .set({ isActive: true })
        .where(inArray(srtSituations.id, aside));
    }
  });
});

describe('content: CSV import', () => {
  it('previews per-line errors without writing, then imports only the valid lines, once', async () => {
    const stem = unique('Csvword');
    const [existing] = await db.select().from(watWords).where(eq(watWords.isActive, true)).limit(1);
    const csv = [
      'word,valence,kind,difficulty', // header: skipped
      `${stem}a,positive,abstract,2`, // line 2: ok
      '', // line 3: empty
      `${'y'.repeat(41)},positive,abstract,2`, // line 4: too long
      `${existing.word.toLowerCase()},neutral,concrete,1`, // line 5: already in the bank
      `${stem}A,negative,abstract,3`, // line 6: same as line 2
      `${stem}b,positive`, // line 7: wrong column count
      `${stem}c,sideways,abstract,2`, // line 8: bad valence
      `"${stem}d",negative,concrete,1`, // line 9: ok (quoted)
      `${stem}e,negative,abstract,2,courage;determination|courage`, // line 10: ok, with tags
      `${stem}f,negative,abstract,2,bravery`, // line 11: bad tag
      '',
    ].join('\n');
    const before = (await db.select({ id: watWords.id }).from(watWords)).length;
    const preview = await post('/content/wat/import', { csv });
    expect(preview.status).toBe(200);
    const p = (await preview.json()) as ImportResult;
    expect(p.lines).toEqual([
      { line: 2, text: `${stem}a`, error: null },
      { line: 3, text: '', error: 'The line is empty.' },
      { line: 4, text: 'y'.repeat(41), error: 'A word is at most 40 characters.' },
      { line: 5, text: existing.word.toLowerCase(), error: 'This word is already in the bank.' },
      { line: 6, text: `${stem}A`, error: 'The same as line 2.' },
      {
        line: 7,
        text: `${stem}b`,
        error: 'Expected 4 columns (word, valence, kind, difficulty) and optionally tags, found 2.',
      },
      { line: 8, text: `${stem}c`, error: 'valence must be positive, negative or neutral.' },
      { line: 9, text: `${stem}d`, error: null },
      { line: 10, text: `${stem}e`, error: null },
      {
        line: 11,
        text: `${stem}f`,
        error: expect.stringMatching(/^'bravery' is not an OLQ key; tags take /),
      },
    ]);
    expect(p).toMatchObject({ valid: 3, invalid: 7 });
    expect(p.imported).toBeUndefined();
    expect((await db.select({ id: watWords.id }).from(watWords)).length).toBe(before);

    // Two clicks on "Import 3 items", even at once: three rows, the second click writes none.
    const results = (await Promise.all(
      [boss.cookie, other.cookie].map((cookie) =>
        post('/content/wat/import', { csv, commit: true }, cookie).then((r) => r.json()),
      ),
    )) as ImportResult[];
    expect(results.map((r) => r.imported).sort()).toEqual([0, 3]);
    expect((await db.select({ id: watWords.id }).from(watWords)).length).toBe(before + 3);
    const rows = await db
      .select()
      .from(watWords)
      .where(sql`${watWords.word} like ${`${stem}%`}`);
    expect(rows.map((r) => r.word).sort()).toEqual([`${stem}a`, `${stem}d`, `${stem}e`]);
    expect(rows.find((r) => r.word === `${stem}e`)!.tags).toEqual(['courage', 'determination']);
    expect(rows.find((r) => r.word === `${stem}a`)!.tags).toEqual([]);
    const [audit] = await db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, 'wat.import'), sql`${adminAudit.after}->>'imported' = '3'`));
    expect(audit.after).toMatchObject({ imported: 3 });
  });

  it('SRT: quoted cells with commas and line breaks keep their line numbers', async () => {
    const s1 = `${unique('He saw')}, on his way home, a child drowning in the canal.`;
    const csv = `"${s1}",emergency,cooperation|speed_of_decision\n"Two lines\nin one cell, still one item.",moral\nShort,notacategory\n`;
    const p = (await (await post('/content/srt/import', { csv })).json()) as ImportResult;
    expect(p.lines).toEqual([
      { line: 1, text: s1, error: null },
      { line: 2, text: 'Two lines\nin one cell, still one item.', error: null },
      {
        line: 4,
        text: 'Short',
        error:
          'category must be home, college, village, travel, sport, emergency, team, work or moral.',
      },
    ]);
    const done = (await (
      await post('/content/srt/import', { csv, commit: true })
    ).json()) as ImportResult;
    expect(done.imported).toBe(2);
    const [row] = await db.select().from(srtSituations).where(eq(srtSituations.situationText, s1));
    expect(row.category).toBe('emergency');
    expect(row.tags).toEqual(['cooperation', 'speed_of_decision']);
  });

  it('refuses an empty or oversized CSV with a message', async () => {
    const empty = await post('/content/wat/import', { csv: 'word,valence,kind,difficulty\n' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe(
      'csv: no lines to import (columns: word, valence, kind, difficulty).',
    );
    const none = await post('/content/wat/import', { csv: '' });
    expect((await none.json()).error.message).toBe('csv: Paste the CSV or choose a file.');
    const many = Array.from({ length: 2001 }, (_, i) => `w${i},positive,abstract,1`).join('\n');
    expect((await (await post('/content/wat/import', { csv: many })).json()).error.message).toBe(
      'csv: 2001 lines is too many at once (at most 2000).',
    );
  });
});

describe('content: pictures', () => {
  it('uploads a picture checked by its content, previews, edits the description, retires and restores', async () => {
    const png = await sharp({
      create: { width: 60, height: 40, channels: 3, background: { r: 120, g: 90, b: 60 } },
    })
      .png()
      .toBuffer();
    const res = await post('/content/pictures', {
      testType: 'tat',
      description: 'A man at a window looking at a distant train.',
      dataBase64: png.toString('base64'),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { picture } = await res.json();
    expect(picture).toMatchObject({ testType: 'tat', source: 'operator', width: 60, height: 40 });
    const image = await call(picture.imageUrl.replace(C, ''));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('jpeg');

    // A text file named like an image is refused by its bytes.
    const fake = await post('/content/pictures', {
      testType: 'ppdt',
      description: 'Not really a picture at all.',
      dataBase64: Buffer.from('<svg onload=alert(1)>').toString('base64'),
    });
    expect(fake.status).toBe(400);
    expect((await fake.json()).error.message).toBe(
      'file: not an image (JPEG, PNG or WebP expected).',
    );

    const edit = await call(`/content/pictures/${picture.id}`, {
      method: 'PATCH',
      json: { description: 'A man at a window watching a train leave.' },
    });
    expect((await edit.json()).picture.description).toBe(
      'A man at a window watching a train leave.',
    );
    expect(
      (
        await call(`/content/pictures/${picture.id}`, {
          method: 'PATCH',
          json: { description: 'short' },
        })
      ).status,
    ).toBe(400);
    await post(`/content/pictures/${picture.id}/retire`);
    const [row] = await db.select().from(ppdtImages).where(eq(ppdtImages.id, picture.id));
    expect(row.isActive).toBe(false);
    const retired = await getJson<{ pictures: { id: string }[] }>(
      '/content/pictures?testType=tat&status=retired',
    );
    expect(retired.pictures.map((p) => p.id)).toContain(picture.id);
    const active = await getJson<{ pictures: { id: string }[] }>(
      '/content/pictures?testType=tat&pageSize=100',
    );
    expect(active.pictures.map((p) => p.id)).not.toContain(picture.id);
    await post(`/content/pictures/${picture.id}/restore`);
    const [back] = await db.select().from(ppdtImages).where(eq(ppdtImages.id, picture.id));
    expect(back.isActive).toBe(true);
    expect((await call(`/content/pictures/${crypto.randomUUID()}/image`)).status).toBe(404);
  });
});

describe('feedback inbox', () => {
  it('lists messages newest first with the sender, filters open/handled, marks handled and reopens', async () => {
    const sender = await signUpAndSignIn(t, uniqueEmail('sender'));
    for (const message of ['First: the timer froze.', 'Second: please add dark mode.'])
      await t.request('/api/feedback', {
        method: 'POST',
        cookie: sender.cookie,
        json: { message },
      });
    type Inbox = {
      feedback: {
        id: string;
        message: string;
        email: string;
        handledAt: string | null;
        handledBy: string | null;
      }[];
      open: number;
    };
    const mine = (i: Inbox) => i.feedback.filter((f) => f.email === sender.email);
    const open = await getJson<Inbox>('/feedback?status=open');
    expect(mine(open).map((f) => f.message)).toEqual([
      'Second: please add dark mode.',
      'First: the timer froze.',
    ]);
    const [second, first] = mine(open);
    // Two admins at once: handled once, by the first; a repeat keeps it.
    await Promise.all([
      post(`/feedback/${first.id}/handled`),
      post(`/feedback/${first.id}/handled`, undefined, other.cookie),
    ]);
    const [row] = await db.select().from(feedback).where(eq(feedback.id, first.id));
    expect(row.handledAt).not.toBeNull();
    expect([boss.userId, other.userId]).toContain(row.handledBy);
    const handled = await getJson<Inbox>('/feedback?status=handled');
    expect(mine(handled).map((f) => f.id)).toEqual([first.id]);
    expect([boss.email, other.email]).toContain(mine(handled)[0].handledBy);
    expect(mine(await getJson<Inbox>('/feedback?status=open')).map((f) => f.id)).toEqual([
      second.id,
    ]);
    const reopened = await post(`/feedback/${first.id}/reopen`);
    expect((await reopened.json()).feedback).toMatchObject({ handledAt: null, handledBy: null });
    expect(mine(await getJson<Inbox>('/feedback?status=all'))).toHaveLength(2);
    expect((await post(`/feedback/${crypto.randomUUID()}/handled`)).status).toBe(404);
    expect((await call('/feedback?status=closed')).status).toBe(400);
  });
});

describe('evaluations', () => {
  /** A candidate's submitted WAT whose evaluation failed on its last attempt. */
  async function failedEvaluation() {
    const cand = await signUpAndSignIn(t);
    const s = (await (
      await t.request('/api/practice/sessions', {
        method: 'POST',
        cookie: cand.cookie,
        json: { testType: 'wat', count: 1 },
      })
    ).json()) as PracticeSession;
    await t.request(`/api/practice/sessions/${s.id}/responses/${s.items[0].id}`, {
      method: 'PUT',
      cookie: cand.cookie,
      json: { responseText: 'Helped the team finish on time.' },
    });
    const { evaluationId } = await (
      await t.request(`/api/practice/sessions/${s.id}/submit`, {
        method: 'POST',
        cookie: cand.cookie,
      })
    ).json();
    // What the worker leaves after its last failed attempt (evaluations.run.ts).
    await db
      .update(evaluations)
      .set({ status: 'failed', attempts: 3, lastError: '503 upstream overloaded (provider xyz)' })
      .where(eq(evaluations.id, evaluationId));
    return { cand, evaluationId: evaluationId as string };
  }
  const jobsFor = async (id: string) =>
    (
      (await db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'evaluate' and data->>'evaluationId' = ${id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0].n;
  const creditsOf = async (userId: string) => ({
    credits: await db.select().from(userCredits).where(eq(userCredits.userId, userId)),
    ledger: (await db.select().from(creditLedger).where(eq(creditLedger.userId, userId))).length,
  });

  it('lists failed ones with the raw error and the email; two admins retrying at once send one job; no credits are charged', async () => {
    const { cand, evaluationId } = await failedEvaluation();
    type List = {
      evaluations: {
        id: string;
        email: string;
        lastError: string;
        testType: string;
        status: string;
      }[];
    };
    const list = await getJson<List>('/evaluations');
    expect(list.evaluations.find((e) => e.id === evaluationId)).toMatchObject({
      email: cand.email,
      testType: 'wat',
      status: 'failed',
      lastError: '503 upstream overloaded (provider xyz)',
    });
    const credits = await creditsOf(cand.userId);
    const jobsBefore = await jobsFor(evaluationId);
    const results = await Promise.all(
      [boss.cookie, other.cookie].map((cookie) =>
        post(`/evaluations/${evaluationId}/retry`, undefined, cookie).then(async (r) => ({
          status: r.status,
          body: await r.json(),
        })),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.body.retried).sort()).toEqual([false, true]);
    expect(await jobsFor(evaluationId)).toBe(jobsBefore + 1);
    expect(await creditsOf(cand.userId)).toEqual(credits);
    const queued = await getJson<{ evaluation: { status: string; lastError: string | null } }>(
      `/evaluations/${evaluationId}`,
    );
    expect(queued.evaluation).toMatchObject({ status: 'queued', lastError: null });
    // The worker picks it up (run here in-process): one result, shown as done.
    const deps = { db, assessor: t.ctx.assessor, logger: t.ctx.logger };
    expect(await runEvaluation(deps, evaluationId, false)).toBe('done');
    expect(await runEvaluation(deps, evaluationId, false)).toBe('skipped');
    const done = await getJson<{ evaluation: { status: string } }>(`/evaluations/${evaluationId}`);
    expect(done.evaluation.status).toBe('done');
    const candidateView = await (
      await t.request(`/api/evaluations/${evaluationId}`, { cookie: cand.cookie })
    ).json();
    expect(candidateView.status).toBe('done');
    // A retry of a done evaluation changes nothing.
    const late = await post(`/evaluations/${evaluationId}/retry`);
    expect((await late.json()).retried).toBe(false);
    expect(await jobsFor(evaluationId)).toBe(jobsBefore + 1);
    expect((await post(`/evaluations/${crypto.randomUUID()}/retry`)).status).toBe(404);
  });

  it('retry all: every failed one queued with one job each, once', async () => {
    const a = await failedEvaluation();
    const b = await failedEvaluation();
    const [r1, r2] = await Promise.all([
      post('/evaluations/retry-failed').then((r) => r.json()),
      post('/evaluations/retry-failed', undefined, other.cookie).then((r) => r.json()),
    ]);
    expect([...r1.ids, ...r2.ids]).toEqual(
      expect.arrayContaining([a.evaluationId, b.evaluationId]),
    );
    expect(new Set([...r1.ids, ...r2.ids]).size).toBe(r1.ids.length + r2.ids.length);
    expect(r1.remaining + r2.remaining).toBe(0);
    for (const id of [a.evaluationId, b.evaluationId]) expect(await jobsFor(id)).toBe(2);
    const failed = await getJson<{ total: number }>('/evaluations?status=failed');
    expect(failed.total).toBe(0);
    expect((await call('/evaluations?status=lost')).status).toBe(400);
  });
});
