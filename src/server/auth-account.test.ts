import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from './auth-hooks/input';
import {
  createTestApp,
  ORIGIN,
  signUpAndSignIn,
  uniqueEmail,
  withEnv,
  type TestApp,
} from '@/test/harness';

const t = await createTestApp();
const post = (path: string, json: unknown, cookie?: string) =>
  t.request(`/api/auth${path}`, { method: 'POST', json, cookie });
const session = async (cookie: string) =>
  (await t.request('/api/auth/get-session', { cookie })).json();

async function resetLink(request: TestApp['request'], email: string): Promise<string> {
  const { messages } = (await (await request('/api/dev/outbox')).json()) as {
    messages: { to: string; subject: string; text: string }[];
  };
  const mail = messages.find((m) => m.to === email && /reset/i.test(m.subject));
  const match = mail?.text.match(/https?:\/\/\S+reset-password\/\S+/);
  if (!match) throw new Error(`no reset mail for ${email}`);
  return match[0];
}

describe('forgot password', () => {
  it('mails a one-hour, single-use link; resetting signs out every session', async () => {
    const user = await signUpAndSignIn(t);
    const requested = await post('/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    expect(requested.status).toBe(200);
    const link = await resetLink(t.request, user.email);
    expect(link.startsWith(`${ORIGIN}/api/auth/reset-password/`)).toBe(true);

    const rows = await t.ctx.db.query.verification.findMany();
    const row = rows.find((r) => r.identifier.startsWith('reset-password:'))!;
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);

    const opened = await t.request(link.replace(ORIGIN, ''), { redirect: 'manual' });
    expect(opened.status).toBe(302);
    const page = new URL(opened.headers.get('location')!, ORIGIN);
    expect(page.pathname).toBe('/reset-password');
    const token = page.searchParams.get('token')!;

    const common = await post('/reset-password', { token, newPassword: 'password1' });
    expect(common.status).toBe(400);
    expect((await common.json()).error.message).toBe(COMMON_PASSWORD_MESSAGE);

    const reset = await post('/reset-password', { token, newPassword: 'a-new-pass-9' });
    expect(reset.status).toBe(200);
    expect(await session(user.cookie)).toBeNull();
    const again = await post('/reset-password', { token, newPassword: 'another-pass-8' });
    expect(again.status).toBe(400);
    expect(
      (await post('/sign-in/email', { email: user.email, password: 'a-new-pass-9' })).status,
    ).toBe(200);
  });

  it('answers the same for an unknown email, and is rate-limited per (email, IP)', async () => {
    const unknown = await post('/request-password-reset', { email: uniqueEmail('nobody') });
    expect(unknown.status).toBe(200);
    const limited = withEnv(t, { AUTH_RATE_LIMIT_MAX: 2 });
    const email = uniqueEmail('reset-limit');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await limited.request('/api/auth/request-password-reset', {
        method: 'POST',
        remoteAddress: '192.0.2.77',
        json: { email },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    // Another address cannot flood the same inbox: reset mails are capped per email too.
    const elsewhere = await limited.request('/api/auth/request-password-reset', {
      method: 'POST',
      remoteAddress: '192.0.2.78',
      json: { email },
    });
    expect(elsewhere.status).toBe(429);
  });
});

describe('password changes and policy', () => {
  it('changing the password signs out the other sessions', async () => {
    const user = await signUpAndSignIn(t);
    const other = await post('/sign-in/email', { email: user.email, password: user.password });
    const otherCookie = other.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await session(otherCookie)).user.email).toBe(user.email);
    const changed = await post(
      '/change-password',
      { currentPassword: user.password, newPassword: 'a-new-pass-7', revokeOtherSessions: false },
      user.cookie,
    );
    expect(changed.status).toBe(200);
    expect(await session(otherCookie)).toBeNull();
  });

  it('refuses the most common passwords, keeping the 6-character minimum', async () => {
    const up = (password: string) =>
      post('/sign-up/email', { email: uniqueEmail(), password, name: 'Cadet' });
    const common = await up('password1');
    expect(common.status).toBe(400);
    expect((await common.json()).error.message).toMatch(/most commonly used/);
    expect((await (await up('abc12')).json()).error.message).toMatch(/password too short/i);
    expect((await up('kite-runner-77')).status).toBe(200);
  });
});

describe('no account enumeration', () => {
  it('answers a wrong password the same for unverified, verified and unknown accounts', async () => {
    const unverified = uniqueEmail('unverified');
    await post('/sign-up/email', { email: unverified, password: 'cadet-pass-1', name: 'x' });
    const verified = await signUpAndSignIn(t);
    const answers = await Promise.all(
      [unverified, verified.email, uniqueEmail('nobody')].map(async (email) => {
        const res = await post('/sign-in/email', { email, password: 'wrong-pass-1' });
        return [res.status, (await res.json()).error.message];
      }),
    );
    expect(answers).toEqual(Array(3).fill([401, 'Invalid email or password']));
  });

  it('answers sign-up of an existing email like a new one', async () => {
    const existing = await signUpAndSignIn(t);
    const again = await post('/sign-up/email', {
      email: existing.email,
      password: 'cadet-pass-1',
      name: 'x',
    });
    const fresh = await post('/sign-up/email', {
      email: uniqueEmail(),
      password: 'cadet-pass-1',
      name: 'x',
    });
    expect(again.status).toBe(fresh.status);
    expect(Object.keys(await again.json()).sort()).toEqual(Object.keys(await fresh.json()).sort());
  });
});
