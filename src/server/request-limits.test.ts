import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { buildBiggestPiqInput } from './features/piq/piq.biggest';
import { clientAddress } from './lib/client-address';
import { DEFAULT_BODY_LIMIT } from './middleware/security';
import { createTestApp, signUpAndSignIn, uniqueEmail, withEnv } from '@/test/harness';

// Request-level limits: body size, the client address behind proxies, cross-site writes.
const t = await createTestApp();

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
  it('takes the entry as many hops from the right as there are proxies', async () => {
    const seen = async (hops: number, xff?: string) => {
      const app = new Hono().get('/', (c) => c.text(clientAddress(c, hops)));
      const socket = { remoteAddress: '10.0.0.9', remotePort: 1, remoteFamily: 'IPv4' };
      const headers = xff ? { 'x-forwarded-for': xff } : undefined;
      const res = await app.request('http://x/', { headers }, { incoming: { socket } });
      return res.text();
    };
    expect(await seen(0, '6.6.6.6')).toBe('10.0.0.9');
    expect(await seen(1, '6.6.6.6, 198.51.100.4')).toBe('198.51.100.4');
    expect(await seen(2, '6.6.6.6, 198.51.100.4, 10.0.0.1')).toBe('198.51.100.4');
    expect(await seen(2, '198.51.100.4')).toBe('198.51.100.4');
    expect(await seen(1)).toBe('10.0.0.9');
  });

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
