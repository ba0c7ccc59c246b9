import { describe, expect, it } from 'vitest';
import { TOTP } from 'otpauth';
import { DEVICE_COOKIE } from './auth-hooks/limits';
import {
  cookieFrom,
  createTestApp,
  signUpAndSignIn,
  uniqueEmail,
  withEnv,
  type TestApp,
} from '@/test/harness';

const t = await createTestApp();
const signIn = (
  request: TestApp['request'],
  email: string,
  password: string,
  opts: { remoteAddress?: string; cookie?: string } = {},
) => request('/api/auth/sign-in/email', { method: 'POST', json: { email, password }, ...opts });

describe('victim lock-out', () => {
  it('never blocks the owner’s correct password on a device that signed in before', async () => {
    const limited = withEnv(t, { AUTH_RATE_LIMIT_MAX: 3 });
    const owner = await signUpAndSignIn(t);
    const device = await signIn(limited.request, owner.email, owner.password, {
      remoteAddress: '198.51.100.1',
    });
    expect(device.status).toBe(200);
    const deviceCookie = device.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!;
    expect(deviceCookie).toMatch(/HttpOnly/i);

    // An attacker guesses from many addresses, past the global per-email limit (10 × 3).
    for (let i = 0; i < 31; i++) {
      await signIn(limited.request, owner.email, `guess-${i}`, { remoteAddress: `192.0.2.${i}` });
    }
    const fromNewDevice = await signIn(limited.request, owner.email, owner.password, {
      remoteAddress: '198.51.100.2',
    });
    expect(fromNewDevice.status).toBe(429);
    const fromOwnDevice = await signIn(limited.request, owner.email, owner.password, {
      remoteAddress: '198.51.100.1',
      cookie: deviceCookie.split(';')[0],
    });
    expect(fromOwnDevice.status).toBe(200);
  });

  it('still limits the attacker per (email, IP), and a forged device cookie does not help', async () => {
    const limited = withEnv(t, { AUTH_RATE_LIMIT_MAX: 3 });
    const owner = await signUpAndSignIn(t);
    const forged = `${DEVICE_COOKIE}=${'A'.repeat(43)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await signIn(limited.request, owner.email, `guess-${i}`, {
        remoteAddress: '192.0.2.200',
        cookie: forged,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});

/** Starts a test away from a step boundary, so 'this step' and 'the previous step' hold throughout. */
async function awayFromStepEdge() {
  const into = Date.now() % 30_000;
  if (into > 22_000) await new Promise((r) => setTimeout(r, 30_000 - into + 50));
}

describe('TOTP replay', () => {
  it('refuses a code whose time step was already used', async () => {
    await awayFromStepEdge();
    const { email, password, cookie } = await signUpAndSignIn(t);
    const enable = await t.request('/api/auth/two-factor/enable', {
      method: 'POST',
      cookie,
      json: { password },
    });
    const { totpURI } = (await enable.json()) as { totpURI: string };
    const totp = new TOTP({ secret: new URL(totpURI).searchParams.get('secret')!, period: 30 });
    // Enabling uses the previous step's code, so the sign-in below has a fresh one.
    const previous = totp.generate({ timestamp: Date.now() - 30_000 });
    const confirm = await t.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      cookie: [cookie, cookieFrom(enable)].filter(Boolean).join('; '),
      json: { code: previous },
    });
    expect(confirm.status).toBe(200);

    const code = totp.generate();
    const pendingCookie = async () => cookieFrom(await signIn(t.request, email, password));
    const verify = async (pending: string, c: string) =>
      t.request('/api/auth/two-factor/verify-totp', {
        method: 'POST',
        cookie: pending,
        json: { code: c },
      });
    const first = await verify(await pendingCookie(), code);
    expect(first.status).toBe(200);
    const second = await verify(await pendingCookie(), code);
    expect(second.status).toBe(401);
    expect((await second.json()).error.message).toMatch(/already been used/);
    // An older step than the last one used is refused too.
    const older = await verify(await pendingCookie(), previous);
    expect(older.status).toBe(401);
  });

  it('lets only one of two parallel uses of a code through', async () => {
    await awayFromStepEdge();
    const { email, password, cookie } = await signUpAndSignIn(t);
    const enable = await t.request('/api/auth/two-factor/enable', {
      method: 'POST',
      cookie,
      json: { password },
    });
    const { totpURI } = (await enable.json()) as { totpURI: string };
    const totp = new TOTP({ secret: new URL(totpURI).searchParams.get('secret')!, period: 30 });
    await t.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      cookie: [cookie, cookieFrom(enable)].join('; '),
      json: { code: totp.generate({ timestamp: Date.now() - 30_000 }) },
    });
    const pending = await Promise.all(
      [1, 2].map(async () => cookieFrom(await signIn(t.request, email, password))),
    );
    const code = totp.generate();
    const results = await Promise.all(
      pending.map((p) =>
        t.request('/api/auth/two-factor/verify-totp', {
          method: 'POST',
          cookie: p,
          json: { code },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });
});

describe('account fields', () => {
  const bad = async (res: Response, pattern: RegExp) => {
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(pattern);
  };

  it('validates update-user name and image', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const update = (json: unknown) =>
      t.request('/api/auth/update-user', { method: 'POST', cookie, json });
    await bad(await update({ name: null }), /Name must be text/);
    await bad(await update({ name: { a: 1 } }), /Name must be text/);
    const infinity = await t.request('/api/auth/update-user', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"name":1e999}', // JSON.parse makes it Infinity
    });
    await bad(infinity, /Name must be text/);
    await bad(await update({ name: '' }), /Name is required/);
    await bad(await update({ name: 'x'.repeat(1024 * 60) }), /at most 100/);
    await bad(await update({ name: 'a\u0000b' }), /NUL/);
    await bad(await update({ image: 'javascript:alert(1)' }), /https/);
    expect((await update({ name: 'Arjun', image: 'https://cdn.example/a.png' })).status).toBe(200);
    const session = await (await t.request('/api/auth/get-session', { cookie })).json();
    expect(session.user.name).toBe('Arjun');
  });

  it('refuses over-long emails and NUL bytes on sign-in and sign-up with 400', async () => {
    const long = `${'a'.repeat(2678)}@example.com`;
    await bad(await signIn(t.request, long, 'cadet-pass-1'), /at most 254/);
    const up = (json: unknown) => t.request('/api/auth/sign-up/email', { method: 'POST', json });
    await bad(await up({ email: long, password: 'cadet-pass-1', name: 'x' }), /at most 254/);
    await bad(await up({ email: 'a\u0000@x.com', password: 'cadet-pass-1', name: 'x' }), /NUL/);
    await bad(await signIn(t.request, uniqueEmail(), 'pass\u0000word'), /NUL/);
    await bad(await up({ email: uniqueEmail(), password: 'cadet-pass-1', name: null }), /Name/);
  });
});
