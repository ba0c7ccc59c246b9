import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppContext } from './context';
import type { AppEnv } from './hono-env';
import { serveClient } from './static';

// A built client in miniature: the index page and one hashed asset.
// Inside the working directory: serveStatic takes a root relative to it.
const dir = mkdtempSync(path.join(process.cwd(), '.client-test-'));
mkdirSync(path.join(dir, 'assets'));
writeFileSync(
  path.join(dir, 'index.html'),
  '<!doctype html><html><head><title>SSB Prep: AI-powered SSB Test Preparation</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const warnings: unknown[] = [];
const ctx = {
  logger: { warn: (...args: unknown[]) => warnings.push(args) },
} as unknown as AppContext;
const app = new Hono<AppEnv>();
serveClient(app, ctx, dir);

describe('the page fallback', () => {
  it.each(['/', '/wat', '/results?test=srt', '/rooms/42/session', '/settings/'])(
    'answers the client page %s with 200 and the app title',
    async (url) => {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(
        '<title>SSB Prep: AI-powered SSB Test Preparation</title>',
      );
    },
  );

  it.each(['/no/such/page', '/wat/extra', '/admin.php'])(
    'answers the unknown path %s with 404 and a title of its own',
    async (url) => {
      const res = await app.request(url);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<title>Page not found · SSB Prep</title>');
      expect(html).toContain('<div id="root"></div>'); // the app still renders its 404 screen
    },
  );

  it('still serves built files', async () => {
    const res = await app.request('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log(1)');
    expect(warnings).toEqual([]);
  });
});
