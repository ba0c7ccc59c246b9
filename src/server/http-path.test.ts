import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PracticeSession } from '@/shared/schemas/practice';
import { secureHeaderOptions } from './middleware/secure-headers';
import { createTestApp, ORIGIN, signUpAndSignIn } from '@/test/harness';

// The hot API requests over real HTTP on @hono/node-server (issue 18): the faster paths taken
// there (the response left as the handler made it, the JSON body read from the socket) must
// answer exactly as app.request() does, where they do not apply.

const t = await createTestApp();
let base = '';
let close = () => {};

beforeAll(async () => {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http, so nothing (no Accept-Encoding, no Host rewriting) is added to the request. */
function send(
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      { method: opts.method ?? 'GET', headers: { origin: base, ...opts.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** What Hono's secureHeaders() sets with our options, on a response of its own. */
async function honoSecureHeaders(): Promise<[string, string][]> {
  const reference = new Hono()
    .use(secureHeaders(secureHeaderOptions(t.ctx)))
    .get('/', (c) => c.body(null, 204));
  const headers = [...(await reference.request('/')).headers];
  expect(headers.length).toBeGreaterThan(10);
  return headers.filter(([name]) => name !== 'content-type');
}

/** Exactly Hono's security headers, and besides them only the response's own. */
async function expectSecurityHeaders(raw: Raw, own: string[]) {
  const expected = await honoSecureHeaders();
  for (const [name, value] of expected) expect([name, raw.headers[name]]).toEqual([name, value]);
  const transport = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];
  expect(Object.keys(raw.headers).sort()).toEqual(
    [...new Set([...expected.map(([name]) => name), ...own, ...transport])]
      .filter((name) => name in raw.headers || !transport.includes(name))
      .sort(),
  );
  expect(raw.headers['x-powered-by']).toBeUndefined();
}

const json = (raw: Raw) => JSON.parse(raw.body.toString('utf8')) as unknown;

/** The response's headers that do not vary per request or per transport. */
function stable(headers: Record<string, string | string[] | undefined> | Headers) {
  const entries =
    headers instanceof Headers ? [...headers.entries()] : Object.entries(headers).map(String2);
  const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'x-request-id']);
  return Object.fromEntries(entries.filter(([k]) => !skip.has(k)).sort());
}
const String2 = ([k, v]: [string, string | string[] | undefined]): [string, string] => [
  k,
  Array.isArray(v) ? v.join(', ') : String(v),
];

describe('the API over real HTTP', () => {
  let cookie = '';
  let session: PracticeSession;
  beforeAll(async () => {
    ({ cookie } = await signUpAndSignIn(t));
    const started = await t.request('/api/practice/sessions', {
      method: 'POST',
      cookie,
      json: { testType: 'wat', count: 10 },
    });
    session = (await started.json()) as PracticeSession;
  });

  it('signs in over HTTP: better-auth reads the JSON body from the request itself', async () => {
    const u = await signUpAndSignIn(t);
    const raw = await send('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: u.email, password: u.password }),
    });
    expect(raw.status).toBe(200);
    expect((json(raw) as { user: { id: string } }).user.id).toBe(u.userId);
    expect(String(raw.headers['set-cookie'])).toContain('better-auth.session_token=');
    const wrong = await send('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ email: u.email, password: 'not-the-password' }),
    });
    expect(wrong.status).toBe(401);
  });

  it('answers GET /api/credits with the same headers and body as app.request()', async () => {
    const raw = await send('/api/credits', { headers: { cookie } });
    const viaApp = await t.request('/api/credits', { cookie });
    expect(raw.status).toBe(200);
    expect(json(raw)).toEqual(await viaApp.json());
    expect(stable(raw.headers)).toEqual(stable(viaApp.headers));
    expect(raw.headers['content-type']).toBe('application/json');
    expect(raw.headers['vary']).toBe('Accept-Encoding');
    expect(raw.headers['content-encoding']).toBeUndefined();
    await expectSecurityHeaders(raw, ['content-type', 'vary', 'x-request-id']);
    expect(raw.headers['x-content-type-options']).toBe('nosniff');
    expect(raw.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(raw.headers['x-request-id']).toMatch(/^[\w-]+$/);
    expect(Number(raw.headers['content-length'])).toBe(raw.body.length);
  });

  it("echoes a plain caller's X-Request-Id and replaces any other", async () => {
    const given = await send('/api/health', { headers: { 'x-request-id': 'trace-42_a=' } });
    expect(given.headers['x-request-id']).toBe('trace-42_a=');
    for (const bad of ['has space', 'x'.repeat(256), 'semi;colon']) {
      const res = await send('/api/health', { headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('compresses when asked, as before', async () => {
    const raw = await send('/api/credits', {
      headers: { cookie, 'accept-encoding': 'gzip' },
    });
    expect(raw.status).toBe(200);
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(raw.headers['vary']).toBe('Accept-Encoding');
    await expectSecurityHeaders(raw, ['content-type', 'vary', 'x-request-id', 'content-encoding']);
    expect(JSON.parse(gunzipSync(raw.body).toString('utf8'))).toHaveProperty('credits');
  });

  it('answers 401 without a session, and with a forged or unknown one', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { cookie: cookie.replace(/=([^.]*)\./, '=x$1.') },
      { cookie: 'better-auth.session_token=nope.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D' },
    ];
    for (const headers of attempts) {
      const raw = await send('/api/credits', { headers });
      expect(raw.status).toBe(401);
      expect(json(raw)).toEqual(await (await t.request('/api/credits')).json());
      await expectSecurityHeaders(raw, ['content-type', 'vary', 'x-request-id']);
    }
  });

  it('saves an answer over HTTP exactly as app.request() does', async () => {
    const [first, second] = session.items;
    const path = `/api/practice/sessions/${session.id}/responses/${first.id}`;
    const body = JSON.stringify({ responseText: 'We finished the task together.', timeTaken: 12 });
    const raw = await send(path, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body,
    });
    expect(raw.status).toBe(200);
    const saved = json(raw) as { itemId: string; responseText: string; timeTaken: number };
    expect(saved).toMatchObject({
      itemId: first.id,
      responseText: 'We finished the task together.',
      timeTaken: 12,
    });
    // The same again (idempotent per item) through app.request(): the same row and headers.
    const viaApp = await t.request(path, {
      method: 'PUT',
      cookie,
      headers: { origin: ORIGIN },
      json: JSON.parse(body),
    });
    expect(await viaApp.json()).toEqual(saved);
    expect(stable(raw.headers)).toEqual(stable(viaApp.headers));

    // Chunked (no Content-Length) is read the same way.
    const chunked = await new Promise<Raw>((resolve, reject) => {
      const req = httpRequest(
        `${base}/api/practice/sessions/${session.id}/responses/${second.id}`,
        {
          method: 'PUT',
          headers: { origin: base, cookie, 'content-type': 'application/json' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on('error', reject);
      req.write('{"responseText":');
      req.end('"In two parts."}');
    });
    expect(chunked.status).toBe(200);
    expect(json(chunked)).toMatchObject({ itemId: second.id, responseText: 'In two parts.' });
  });

  it("refuses another user's session (404), bad bodies (400) and big ones (413)", async () => {
    const other = await signUpAndSignIn(t);
    const item = session.items[2];
    const path = `/api/practice/sessions/${session.id}/responses/${item.id}`;
    const put = (headers: Record<string, string>, body: string | Buffer) =>
      send(path, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
    const notMine = await put({ cookie: other.cookie }, '{"responseText":"mine?"}');
    expect(notMine.status).toBe(404);
    expect(json(notMine)).toMatchObject({ error: { code: 'not_found' } });

    const malformed = await put({ cookie }, '{"responseText":');
    expect(malformed.status).toBe(400);
    expect(json(malformed)).toEqual({
      error: { code: 'bad_request', message: 'Malformed JSON in request body' },
    });

    const invalid = await put({ cookie }, '{"responseText":42}');
    expect(invalid.status).toBe(400);
    const viaApp = await t.request(path, { method: 'PUT', cookie, json: { responseText: 42 } });
    expect(json(invalid)).toEqual(await viaApp.json());
    expect((json(invalid) as { error: { code: string } }).error.code).toBe('validation_failed');

    const nul = await put({ cookie }, '{"responseText":"a\\u0000b"}');
    expect(nul.status).toBe(400);
    expect(JSON.stringify(json(nul))).toContain('NUL');

    const big = await put({ cookie }, JSON.stringify({ responseText: 'x'.repeat(70 * 1024) }));
    expect(big.status).toBe(413);
    expect(json(big)).toMatchObject({ error: { code: 'payload_too_large' } });

    const bad = await put(
      { cookie, 'transfer-encoding': 'chunked' },
      Buffer.from(JSON.stringify({ responseText: 'y'.repeat(70 * 1024) })),
    );
    expect(bad.status).toBe(413);

    // Nothing of the above was stored.
    const after = await t.request(`/api/practice/sessions/${session.id}`, { cookie });
    const { responses } = (await after.json()) as PracticeSession;
    expect(responses.map((r) => r.itemId)).not.toContain(item.id);
  });
});
