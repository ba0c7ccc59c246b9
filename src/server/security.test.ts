import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildBiggestPiqInput } from './features/piq/piq.biggest';
import { createAuth } from './auth';
import { DEFAULT_BODY_LIMIT } from './middleware/security';
import { inlineScriptHashes } from './static';
import { createTestApp, ORIGIN, signUpAndSignIn, uniqueEmail, withEnv } from '@/test/harness';

const t = await createTestApp();
const REMOTE = '203.0.113.7';

describe('development mailbox', () => {
  it('answers a loopback socket over real HTTP and refuses any other address', async () => {
    const { app } = withEnv(t, {});
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const local = await fetch(`http://127.0.0.1:${port}/api/dev/outbox`);
      expect(local.status).toBe(200);
      expect(await local.json()).toHaveProperty('messages');
      // A header cannot make a remote client look local.
      const spoofed = await t.request('/api/dev/outbox', {
        remoteAddress: REMOTE,
        headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' },
      });
      expect(spoofed.status).toBe(403);
      expect((await spoofed.json()).error.message).toMatch(/loopback.*DEV_MAILBOX=open/);
      expect((await t.request('/dev/mailbox', { remoteAddress: REMOTE })).status).toBe(403);
      const config = await (await t.request('/api/config', { remoteAddress: REMOTE })).json();
      expect(config.devMailbox).toBe(false);
    } finally {
      server.close();
    }
  });

  it('is shared only with DEV_MAILBOX=open, and never in production', async () => {
    const open = withEnv(t, { DEV_MAILBOX: 'open' });
    expect((await open.request('/api/dev/outbox', { remoteAddress: REMOTE })).status).toBe(200);
    const prod = withEnv(t, {
      NODE_ENV: 'production',
      DEV_MAILBOX: 'open',
      PUBLIC_URL: ORIGIN,
    });
    expect((await prod.request('/api/dev/outbox')).status).toBe(404);
    expect((await prod.request('/dev/mailbox')).status).toBe(404);
  });
});

describe('mail links and the Host header', () => {
  const signUp = (request: typeof t.request, email: string, host: string) =>
    request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { host },
      json: { email, password: 'cadet-pass-1', name: 'Cadet' },
    });
  const mailTo = async (email: string) =>
    (await t.ctx.db.query.mailOutbox.findMany()).find((m) => m.to === email);

  it('refuses a foreign Host when PUBLIC_URL is unset, and stores no link', async () => {
    const email = uniqueEmail('host');
    const res = await signUp(t.request, email, 'attacker.example');
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(
      /attacker\.example.*PUBLIC_URL.*ALLOWED_HOSTS/,
    );
    expect(await mailTo(email)).toBeUndefined();
  });

  it('builds links from an ALLOWED_HOSTS host, and only from PUBLIC_URL when set', async () => {
    const lan = withEnv(t, { ALLOWED_HOSTS: ['ssb.lan:3000'] });
    const email = uniqueEmail('lan');
    expect((await signUp(lan.request, email, 'ssb.lan:3000')).status).toBe(200);
    expect((await mailTo(email))?.text).toContain('http://ssb.lan:3000/api/auth/verify-email');

    const pinned = withEnv(t, { PUBLIC_URL: 'https://ssbprep.example' });
    const other = uniqueEmail('pinned');
    const res = await pinned.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { host: 'attacker.example', origin: 'https://ssbprep.example' },
      json: { email: other, password: 'cadet-pass-1', name: 'Cadet' },
    });
    expect(res.status).toBe(200);
    const text = (await mailTo(other))?.text ?? '';
    expect(text).toContain('https://ssbprep.example/api/auth/verify-email');
    expect(text).not.toContain('attacker.example');
  });
});

describe('start-up without PUBLIC_URL', () => {
  it('does not warn that the base URL is not set', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(line) });
    const auth = createAuth({ db: t.ctx.db, env: t.ctx.env, mailer: t.ctx.mailer, logger });
    await auth.handler(new Request(`${ORIGIN}/api/auth/get-session`));
    expect(lines.join('')).not.toMatch(/Base URL is not set/);
  });
});

describe('body size', () => {
  it('answers 413 in our shape for a big declared body', async () => {
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(400 * 1024 ** 2) },
      body: '{}',
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'payload_too_large', message: expect.stringMatching(/64 KB/) },
    });
  });

  it('stops reading an undeclared (streamed) body at the limit', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(16 * 1024).fill(0x61);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.length;
        if (pulled > 100 * 1024 ** 2) return controller.close();
        controller.enqueue(chunk);
      },
    });
    const res = await t.request('/api/feedback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(DEFAULT_BODY_LIMIT * 4);
  });

  it('lets the biggest valid PIQ through, and a route can opt into a bigger limit', async () => {
    const user = await signUpAndSignIn(t);
    const piq = await t.request('/api/piq', {
      method: 'PUT',
      cookie: user.cookie,
      json: buildBiggestPiqInput(),
    });
    expect(piq.status).toBe(200);

    const json = { message: 'x'.repeat(80 * 1024) };
    const small = await t.request('/api/feedback', { method: 'POST', cookie: user.cookie, json });
    expect(small.status).toBe(413);
    const big = withEnv(
      t,
      {},
      { security: { largeBodies: [{ prefix: '/api/feedback', maxSize: 1e6 }] } },
    );
    const allowed = await big.request('/api/feedback', {
      method: 'POST',
      cookie: user.cookie,
      json,
    });
    expect(allowed.status).not.toBe(413);
  });
});

describe('X-Forwarded-For behind TRUST_PROXY', () => {
  it('counts hops from the right: rotating the first entry does not escape the per-IP limit', async () => {
    const proxied = withEnv(t, { TRUST_PROXY: 1, AUTH_RATE_LIMIT_MAX: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await proxied.request('/api/auth/sign-in/email', {
        method: 'POST',
        remoteAddress: '10.0.0.2', // the proxy
        headers: { 'x-forwarded-for': `198.51.100.${i}, 192.0.2.44` },
        json: { email: uniqueEmail('xff'), password: 'whatever-1' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429, 429]);
  });
});

describe('cross-site writes', () => {
  it('refuses a foreign Origin with a valid cookie on every state-changing API route', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const attempts = [
      ['PUT', '/api/profile', { fullName: 'Hacked' }],
      ['POST', '/api/feedback', { message: 'from evil' }],
      ['POST', '/api/practice/sessions', { testType: 'wat', count: 10 }],
      ['POST', `/api/practice/sessions/${crypto.randomUUID()}/submit`, {}],
      ['POST', '/api/auth/sign-out', {}],
    ] as const;
    for (const [method, path, json] of attempts) {
      const res = await t.request(path, { method, cookie, json, headers: evil });
      expect(res.status, path).toBe(403);
      expect((await res.json()).error.code, path).toBe('cross_site_request');
    }
    const form = await t.request('/api/feedback', {
      method: 'POST',
      cookie,
      noOrigin: true,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'message=hi',
    });
    expect(form.status).toBe(403);
    expect(await t.ctx.db.query.feedback.findFirst()).toBeUndefined();

    const same = await t.request('/api/feedback', {
      method: 'POST',
      cookie,
      json: { message: 'same origin' },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(same.status).toBe(201);
  });

  it('lets exempt paths (webhooks) opt out', async () => {
    const hooks = withEnv(t, {}, { security: { csrfExempt: ['/api/feedback'] } });
    const res = await hooks.request('/api/feedback', {
      method: 'POST',
      headers: { origin: 'https://payments.example' },
      json: { message: 'x' },
    });
    expect(res.status).toBe(401); // past the cross-site check, stopped by sign-in
  });
});

describe('content security policy', () => {
  it('allows no inline script except the page’s own, by hash', async () => {
    const csp = (await t.request('/api/health')).headers.get('content-security-policy')!;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toContain('unsafe-inline');

    const html = readFileSync('index.html', 'utf8');
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(1); // the theme script; the module entry has a src
    expect(hashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(inlineScriptHashes('<script>a()</script><script>a()</script>')).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
    ]);
  });
});
