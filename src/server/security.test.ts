import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createAuth } from './auth';
import { inlineScriptHashes } from './static';
import { createTestApp, ORIGIN, uniqueEmail, withEnv } from '@/test/harness';

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

describe('content security policy', () => {
  it('allows no inline script except the page’s own, by hash', async () => {
    const csp = (await t.request('/api/health')).headers.get('content-security-policy')!;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toContain('unsafe-inline');

    const html = readFileSync('index.html', 'utf8');
    const hashes = inlineScriptHashes(html);
    // The theme script, the first-data prefetch and the start of the scripts after the first
    // paint (issue 18, decision 024); the module entry has a src.
    expect(hashes).toHaveLength(3);
    for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(inlineScriptHashes('<script>a()</script><script>a()</script>')).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
    ]);
  });
});
