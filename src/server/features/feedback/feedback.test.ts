import { describe, expect, it } from 'vitest';
import { createTestApp, signUpAndSignIn } from '@/test/harness';

const t = await createTestApp();
const alice = await signUpAndSignIn(t);
const bob = await signUpAndSignIn(t);

describe('feedback', () => {
  it('stores trimmed feedback for the signed-in user', async () => {
    const res = await t.request('/api/feedback', {
      method: 'POST',
      cookie: alice.cookie,
      json: { message: '  The SRT timer is great.  ' },
    });
    expect(res.status).toBe(201);
    expect((await res.json()).message).toBe('The SRT timer is great.');
  });

  it('accepts exactly 1000 characters and refuses 1001', async () => {
    const ok = await t.request('/api/feedback', {
      method: 'POST',
      cookie: alice.cookie,
      json: { message: 'a'.repeat(1000) },
    });
    expect(ok.status).toBe(201);
    const tooLong = await t.request('/api/feedback', {
      method: 'POST',
      cookie: alice.cookie,
      json: { message: 'a'.repeat(1001) },
    });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.message).toBe(
      'message: Feedback must be at most 1000 characters.',
    );
  });

  it.each([
    [{ message: '   ' }, 'message: Please enter your feedback before submitting.'],
    [{ message: '' }, 'message: Please enter your feedback before submitting.'],
    [{}, 'message: Please enter your feedback before submitting.'],
    [{ message: 12 }, 'message: Please enter your feedback before submitting.'],
    [{ message: 'hi', userId: 'someone-else' }, 'Unrecognized key: "userId"'],
  ])('rejects %j', async (json, message) => {
    const res = await t.request('/api/feedback', { method: 'POST', cookie: alice.cookie, json });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
  });

  it('lists only the user’s own feedback', async () => {
    await t.request('/api/feedback', {
      method: 'POST',
      cookie: bob.cookie,
      json: { message: 'from bob' },
    });
    const aliceList = await (await t.request('/api/feedback', { cookie: alice.cookie })).json();
    const bobList = await (await t.request('/api/feedback', { cookie: bob.cookie })).json();
    expect(aliceList.feedback.map((f: { message: string }) => f.message)).not.toContain('from bob');
    expect(bobList.feedback.map((f: { message: string }) => f.message)).toEqual(['from bob']);
  });

  it('refuses visitors', async () => {
    const res = await t.request('/api/feedback', { method: 'POST', json: { message: 'anon' } });
    expect(res.status).toBe(401);
  });
});
