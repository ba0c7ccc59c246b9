import { describe, expect, it } from 'vitest';
import { createTestApp, signUpAndSignIn } from '@/test/harness';
import type { PracticeSession } from '@/shared/schemas/practice';

const t = await createTestApp();
const user = await signUpAndSignIn(t);
const cookie = user.cookie;

// Strings PostgreSQL's uuid type refuses (500 before) though they pass /^[0-9a-f-]{36}$/.
const notUuids = [
  '-'.repeat(36),
  'a'.repeat(36),
  '0123456789abcdef0123456789abcdef----',
  'not-a-uuid',
  '00000000-0000-0000-0000-00000000000g',
  '%00',
];

describe('path ids are validated as UUIDs: malformed ones answer 404, never 500', () => {
  const session = async () =>
    (await (
      await t.request('/api/practice/sessions', {
        method: 'POST',
        cookie,
        json: { testType: 'wat', count: 1 },
      })
    ).json()) as PracticeSession;

  it.each(notUuids)('%s', async (bad) => {
    const s = await session();
    const cases: [string, string, unknown?][] = [
      ['GET', `/api/practice/sessions/${bad}`],
      ['POST', `/api/practice/sessions/${bad}/finish`],
      ['POST', `/api/practice/sessions/${bad}/submit`],
      ['PUT', `/api/practice/sessions/${bad}/responses/${s.items[0].id}`, { responseText: 'x' }],
      ['PUT', `/api/practice/sessions/${s.id}/responses/${bad}`, { responseText: 'x' }],
      ['GET', `/api/evaluations/${bad}`],
      ['GET', `/api/evaluations/${bad}/details`],
      ['POST', `/api/evaluations/${bad}/retry`],
      ['GET', `/api/pictures/${bad}/image`],
    ];
    for (const [method, path, json] of cases) {
      const res = await t.request(path, { method, cookie, json });
      expect([method, path, res.status]).toEqual([method, path, 404]);
      expect((await res.json()).error.code).toBe('not_found');
    }
  });
});

describe('a NUL character in any text field answers 400 with a clear message', () => {
  const nul = 'before\u0000after';
  const expectNul = async (res: Response, field: string) => {
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('validation_failed');
    const prefix = field ? `${field}: ` : '';
    expect(body.error.message).toBe(
      `${prefix}Remove the NUL character (\\0): it cannot be stored.`,
    );
  };

  it('feedback, profile, PIQ draft and PIQ', async () => {
    const send = (method: string, path: string, json: unknown) =>
      t.request(path, { method, cookie, json });
    await expectNul(await send('POST', '/api/feedback', { message: nul }), 'message');
    await expectNul(
      await send('PUT', '/api/profile', { fullName: nul, email: '', phone: '' }),
      'fullName',
    );
    await expectNul(
      await send('PUT', '/api/piq/draft', { step: 1, data: { fullName: nul } }),
      'data.fullName',
    );
    await expectNul(await send('PUT', '/api/piq', { fullName: nul }), 'fullName');
    await expectNul(await send('POST', '/api/credits/check', { [nul]: 1 }), '');
  });

  it('answers and the character action of a practice session', async () => {
    const start = await t.request('/api/practice/sessions', {
      method: 'POST',
      cookie,
      json: { testType: 'srt', count: 1 },
    });
    const s = (await start.json()) as PracticeSession;
    const path = `/api/practice/sessions/${s.id}/responses/${s.items[0].id}`;
    await expectNul(
      await t.request(path, { method: 'PUT', cookie, json: { responseText: nul } }),
      'responseText',
    );
    await expectNul(
      await t.request(path, {
        method: 'PUT',
        cookie,
        json: { responseText: 'ok', characters: { count: 1, people: [], action: nul } },
      }),
      'characters.action',
    );
    // A query string is checked the same way.
    await expectNul(await t.request('/api/evaluations?test=wat%00', { cookie }), 'test');
  });
});
