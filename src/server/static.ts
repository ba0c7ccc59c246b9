import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppContext } from './context';
import type { AppEnv } from './hono-env';
import { isClientRoute, NOT_FOUND_TITLE } from '@/shared/routes';

export const CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

/**
 * Serves the built client: hashed /assets/* cached for a year, everything else no-cache, and
 * index.html for the client's pages so they work on reload. Any other path gets the same page
 * (the app shows its 404 screen) with status 404 and its own title: the server knows the
 * client's route table (shared/routes.ts).
 */
export function serveClient(app: Hono<AppEnv>, ctx: AppContext, dir = CLIENT_DIR) {
  const indexHtml = readClientIndex(dir);
  if (indexHtml === undefined) {
    ctx.logger.warn({ dir }, 'client build missing: run `npm run build`');
    return;
  }
  const notFoundHtml = indexHtml.replace(
    /<title>[^<]*<\/title>/,
    `<title>${NOT_FOUND_TITLE}</title>`,
  );
  const root = path.relative(process.cwd(), dir) || '.';

  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use(
    '*',
    serveStatic({
      root,
      rewriteRequestPath: (p) => (p === '/' ? '/__no_index__' : p),
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
    }),
  );
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return isClientRoute(c.req.path) ? c.html(indexHtml) : c.html(notFoundHtml, 404);
  });
}

/** The built index.html, or undefined before `npm run build`. */
export function readClientIndex(dir = CLIENT_DIR): string | undefined {
  const indexFile = path.join(dir, 'index.html');
  return existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
}

/** CSP sources ('sha256-…') for the inline <script> blocks of a page, so scripts need no 'unsafe-inline'. */
export function inlineScriptHashes(html: string | undefined): string[] {
  if (!html) return [];
  const hashes = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  return [...new Set(hashes)];
}
