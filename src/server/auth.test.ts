import { describe, expect, it } from 'vitest';
import { TOTP } from 'otpauth';
import {
  cookieFrom,
  createTestApp,
  latestVerificationLink,
  signUpAndSignIn,
  uniqueEmail,
  ORIGIN,
} from '@/test/harness';

const t = await createTestApp();

describe('accounts', () => {
  it('signs up, requires verification, verifies by mail link, signs in and out', async () => {
    const email = uniqueEmail();
    const up = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: 'cadet-pass-1', name: 'c' },
    });
    expect(up.status).toBe(200);

    const early = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'cadet-pass-1' },
    });
    expect(early.status).toBe(403);
    expect((await early.json()).error.code).toBe('email_not_verified');

    const link = await latestVerificationLink(t, email);
    expect(link.startsWith(`${ORIGIN}/api/auth/verify-email?token=`)).toBe(true);
    const verified = await t.request(link.replace(ORIGIN, ''), { redirect: 'manual' });
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/');

    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'cadet-pass-1' },
    });
    expect(signIn.status).toBe(200);
    const setCookie = signIn.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/session_token=.*HttpOnly/i);
    const cookie = cookieFrom(signIn);

    const session = await t.request('/api/auth/get-session', { cookie });
    expect((await session.json()).user.email).toBe(email);

    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie, json: {} });
    expect(out.status).toBe(200);
    const after = await t.request('/api/profile', { cookie });
    expect(after.status).toBe(401);
  });

  it('rejects an invalid email and a 5-character password with a clear 4xx', async () => {
    const badEmail = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'not-an-email', password: 'cadet-pass-1', name: 'x' },
    });
    expect(badEmail.status).toBe(400);
    expect((await badEmail.json()).error.message).toMatch(/email/i);

    const shortPassword = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: uniqueEmail(), password: '12345', name: 'x' },
    });
    expect(shortPassword.status).toBe(400);
    expect((await shortPassword.json()).error.message).toMatch(/password too short/i);
  });

  it('rejects a wrong password without saying whether the email exists', async () => {
    const { email } = await signUpAndSignIn(t);
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'wrong-password' },
    });
    expect(res.status).toBe(401);
    expect((await res.json()).error.message).toBe('Invalid email or password');
  });

  it('turns on two-factor sign-in with TOTP and accepts a backup code', async () => {
    const { email, password, cookie } = await signUpAndSignIn(t);
    const enable = await t.request('/api/auth/two-factor/enable', {
      method: 'POST',
      cookie,
      json: { password },
    });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    expect(backupCodes).toHaveLength(10);
    const secret = new URL(totpURI).searchParams.get('secret')!;
    const totp = new TOTP({ secret, digits: 6, period: 30 });
    const confirm = await t.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      cookie: [cookie, cookieFrom(enable)].filter(Boolean).join('; '),
      json: { code: totp.generate() },
    });
    expect(confirm.status).toBe(200);

    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password },
    });
    expect(signIn.status).toBe(200);
    expect((await signIn.json()).twoFactorRedirect).toBe(true);
    const pending = cookieFrom(signIn);
    expect(await (await t.request('/api/auth/get-session', { cookie: pending })).json()).toBeNull();

    const wrong = await t.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      cookie: pending,
      json: { code: '000000' },
    });
    expect(wrong.status).toBe(401);

    const backup = await t.request('/api/auth/two-factor/verify-backup-code', {
      method: 'POST',
      cookie: pending,
      json: { code: backupCodes[0] },
    });
    expect(backup.status).toBe(200);
    const session = await t.request('/api/auth/get-session', { cookie: cookieFrom(backup) });
    expect((await session.json()).user.email).toBe(email);
  });

  it('deletes the account and the user’s data', async () => {
    const { email, password, cookie } = await signUpAndSignIn(t);
    await t.request('/api/feedback', { method: 'POST', cookie, json: { message: 'bye' } });
    const del = await t.request('/api/auth/delete-user', {
      method: 'POST',
      cookie,
      json: { password },
    });
    expect(del.status).toBe(200);
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password },
    });
    expect(signIn.status).toBe(401);
    const rows = await t.ctx.db.query.feedback.findMany();
    expect(rows.some((r) => r.message === 'bye')).toBe(false);
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per email', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3' } });
    const email = uniqueEmail('limited');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await limited.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email, password: 'whatever1' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
    await limited.close();
  });
});
