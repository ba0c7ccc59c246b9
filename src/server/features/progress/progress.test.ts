import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { evaluationItems, evaluations, testResponses, testSessions } from '@/server/db/schema';
import { createTestApp, signUpAndSignIn } from '@/test/harness';
import type { OlqKey } from '@/shared/olqs';
import { DRILLS, type ProgressResponse } from '@/shared/progress';

const t = await createTestApp();
const DAY = 86_400_000;

interface Answer {
  text: string;
  score: number;
  shown?: OlqKey[];
  lacking?: OlqKey[];
  strengths?: string[];
}

/** A submitted, assessed WAT practice created `ageDays` ago, written straight to the database. */
async function assessedWat(userId: string, createdAt: Date, answers: Answer[], overall = 3) {
  const db = t.ctx.db;
  const [session] = await db
    .insert(testSessions)
    .values({ userId, testType: 'wat', itemCount: answers.length, status: 'submitted', createdAt })
    .returning();
  const responses = await db
    .insert(testResponses)
    .values(
      answers.map((a, position) => ({
        userId,
        sessionId: session.id,
        testType: 'wat' as const,
        itemId: randomUUID(),
        position,
        responseText: a.text,
        createdAt,
      })),
    )
    .returning();
  const [ev] = await db
    .insert(evaluations)
    .values({
      userId,
      testType: 'wat',
      sessionId: session.id,
      status: 'done',
      overallScore: overall,
      createdAt,
      assessor: 'rubric',
    })
    .returning();
  await db.insert(evaluationItems).values(
    answers.map((a, position) => ({
      evaluationId: ev.id,
      responseId: responses[position].id,
      position,
      score: a.score,
      analysis: 'test',
      strengths: a.strengths ?? [],
      improvements: [],
      improved: ['a', 'b'] as [string, string],
      olqsShown: a.shown ?? [],
      olqsLacking: a.lacking ?? [],
      cap: null,
    })),
  );
  return ev.id;
}

describe('GET /api/progress', () => {
  it('needs a signed-in user', async () => {
    expect((await t.request('/api/progress')).status).toBe(401);
  });

  it('shows the caller their trend, profile, quotes, calendar and drills, and nothing of others', async () => {
    const a = await signUpAndSignIn(t);
    const b = await signUpAndSignIn(t);
    const now = Date.now();
    const old = await assessedWat(
      a.userId,
      new Date(now - 40 * DAY),
      [
        {
          text: 'I volunteered to lead the cleanliness drive in my colony.',
          score: 5,
          shown: ['initiative'],
          strengths: ["Initiative: 'volunteered to lead the cleanliness drive'"],
        },
      ],
      4.5,
    );
    const recent = await assessedWat(
      a.userId,
      new Date(now - 2 * DAY),
      [
        { text: 'Danger makes me nervous.', score: 2, lacking: ['courage'] },
        { text: 'Fear is natural.', score: 2, lacking: ['courage'] },
        {
          text: 'Climbed the wall on the third try.',
          score: 4,
          shown: ['courage', 'determination'],
          strengths: ["Determination: 'on the third try'", "Courage: 'jumped the ditch'"],
        },
      ],
      2.4,
    );

    const res = await t.request('/api/progress', {
      cookie: a.cookie,
      headers: { 'x-time-zone': 'Asia/Kolkata' },
    });
    expect(res.status).toBe(200);
    const p = (await res.json()) as ProgressResponse;
    expect(p.timeZone).toBe('Asia/Kolkata');
    expect(p.counts).toEqual({ ppdt: 0, tat: 0, wat: 2, srt: 0 });
    expect(p.answersAssessed).toBe(4);
    expect(p.trend.map((x) => [x.evaluationId, x.score])).toEqual([
      [old, 4.5],
      [recent, 2.4],
    ]);
    expect(p.calendar.days.map((d) => d.count)).toEqual([1, 1]);
    expect(p.calendar.days.every((d) => d.date >= p.calendar.from && d.date <= p.today)).toBe(true);
    const q = (key: OlqKey) => p.qualities.find((x) => x.key === key)!;
    expect(q('initiative')).toMatchObject({ level: 1, shown: 1, thin: true });
    expect(q('initiative').quotes).toEqual([
      expect.objectContaining({
        text: 'volunteered to lead the cleanliness drive',
        evaluationId: old,
        score: 5,
      }),
    ]);
    // The courage strength quotes words that are not in the answer: no quote.
    expect(q('courage')).toMatchObject({ shown: 1, lacking: 2, quotes: [] });
    expect(q('determination').quotes.map((x) => x.text)).toEqual(['on the third try']);
    expect(p.practiseNext).toEqual([
      expect.objectContaining({ quality: 'courage', evidence: 3, drill: DRILLS.courage }),
    ]);

    // The time zone is remembered: the next request without the header keeps it.
    const again = (await (
      await t.request('/api/progress', { cookie: a.cookie })
    ).json()) as ProgressResponse;
    expect(again.timeZone).toBe('Asia/Kolkata');

    const other = (await (
      await t.request('/api/progress', { cookie: b.cookie })
    ).json()) as ProgressResponse;
    expect(other.timeZone).toBe('UTC');
    expect(other.counts).toEqual({ ppdt: 0, tat: 0, wat: 0, srt: 0 });
    expect(other.trend).toEqual([]);
    expect(other.calendar.days).toEqual([]);
    expect(other.answersAssessed).toBe(0);
    expect(other.qualities.every((x) => x.level === null && x.quotes.length === 0)).toBe(true);
  });
});
