import { describe, expect, it } from 'vitest';
import { createTestApp, signUpAndSignIn } from '@/test/harness';

const t = await createTestApp();
const alice = await signUpAndSignIn(t);
const bob = await signUpAndSignIn(t);

describe('profile', () => {
  it('reads defaults with the account email before any save', async () => {
    const res = await t.request('/api/profile', { cookie: alice.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ fullName: '', email: alice.email, phone: '' });
  });

  it('upserts and reads back (twice: insert then update)', async () => {
    for (const fullName of ['Arjun Singh', 'Arjun P. Singh']) {
      const put = await t.request('/api/profile', {
        method: 'PUT',
        cookie: alice.cookie,
        json: { fullName: `  ${fullName} `, email: alice.email, phone: '+91 98765 43210' },
      });
      expect(put.status).toBe(200);
      expect((await put.json()).fullName).toBe(fullName);
    }
    const get = await t.request('/api/profile', { cookie: alice.cookie });
    expect(await get.json()).toEqual({
      fullName: 'Arjun P. Singh',
      email: alice.email,
      phone: '+91 98765 43210',
    });
  });

  it('an email-less row (made by the time-zone note, or a cleared field) reads with the account email', async () => {
    const carol = await signUpAndSignIn(t);
    // The dashboard's streak call remembers the time zone: that creates the profile row.
    await t.request('/api/streak', {
      cookie: carol.cookie,
      headers: { 'x-time-zone': 'Asia/Kolkata' },
    });
    const first = await t.request('/api/profile', { cookie: carol.cookie });
    expect(await first.json()).toEqual({ fullName: '', email: carol.email, phone: '' });
    const put = await t.request('/api/profile', {
      method: 'PUT',
      cookie: carol.cookie,
      json: { fullName: 'Carol D', email: '', phone: '98765' },
    });
    expect(await put.json()).toEqual({ fullName: 'Carol D', email: carol.email, phone: '98765' });
    const get = await t.request('/api/profile', { cookie: carol.cookie });
    expect((await get.json()).email).toBe(carol.email);
  });

  it('keeps users apart: bob never sees alice’s profile', async () => {
    const res = await t.request('/api/profile', { cookie: bob.cookie });
    expect((await res.json()).fullName).toBe('');
  });

  it('refuses visitors', async () => {
    const res = await t.request('/api/profile');
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('unauthorized');
  });

  it.each([
    [{ fullName: 'A', email: 'x@y.co', phone: '1', role: 'admin' }, /Unrecognized key/],
    [{ fullName: 42, email: 'x@y.co', phone: '1' }, /fullName: Expected string/],
    [{ fullName: 'A', email: 'nope', phone: '1' }, /email/],
    [{ fullName: 'A', email: 'x@y.co', phone: 'call me' }, /phone: Phone may contain only digits/],
    [{ fullName: 'A', email: 'x@y.co' }, /phone: Required/],
  ])('rejects bad input %j with a 400 naming the field', async (json, message) => {
    const res = await t.request('/api/profile', { method: 'PUT', cookie: alice.cookie, json });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toMatch(message);
  });

  it('rejects a malformed JSON body with 400, not 500', async () => {
    const res = await t.request('/api/profile', {
      method: 'PUT',
      cookie: alice.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"fullName": ',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/JSON/i);
  });
});
