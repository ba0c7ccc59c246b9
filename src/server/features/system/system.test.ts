import { describe, expect, it } from 'vitest';
import { createTestApp } from '@/test/harness';

const t = await createTestApp();

describe('system routes', () => {
  it('answers health with the database kind', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('publishes the public configuration', async () => {
    const res = await t.request('/api/config');
    expect(await res.json()).toMatchObject({ googleEnabled: false, devMailbox: true });
  });

  it('answers unknown API paths with the JSON error shape, never HTML', async () => {
    const res = await t.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('sets security headers and a request id', async () => {
    const res = await t.request('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('hides the outbox in production', async () => {
    const prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: 'p'.repeat(40),
        PUBLIC_URL: 'http://localhost:3000',
      },
    });
    const res = await prod.request('/api/dev/outbox');
    expect(res.status).toBe(404);
    expect((await (await prod.request('/api/config')).json()).devMailbox).toBe(false);
    await prod.close();
  });
});
