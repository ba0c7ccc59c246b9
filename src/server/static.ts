import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppContext } from './context';
import type { AppEnv } from './hono-env';
import {
  authFrameKey,
  matchClientRoute,
  NOT_FOUND_TITLE,
  PUBLIC_ROUTES,
  ROUTE_MODULES,
  ROUTE_PREFETCH,
  type ClientRoute,
} from '@/shared/routes';
import { isDevMailboxAllowed } from './middleware/security';

type AuthFrameConfig = Parameters<typeof authFrameKey>[0];

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
  const pageHtml = pageHtmlFor(indexHtml, readManifest(dir), readFirstFrames(dir));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    const route = matchClientRoute(c.req.path);
    if (!route) return c.html(notFoundHtml, 404);
    c.header('Vary', 'Cookie');
    const cookie = c.req.header('cookie');
    const signedIn = hasSessionCookie(cookie);
    // What GET /api/config would tell this visitor (system.routes.ts), for /auth's first frame.
    const config =
      route === 'auth' && !signedIn
        ? {
            googleEnabled: Boolean(ctx.env.GOOGLE_CLIENT_ID && ctx.env.GOOGLE_CLIENT_SECRET),
            devMailbox: isDevMailboxAllowed(c, ctx.env),
          }
        : undefined;
    return c.html(pageHtml(route, signedIn, sidebarState(cookie), config));
  });
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ENTRY_KEY = 'index.html';
/**
 * What the app shows while it loads (client FullScreenLoading, same markup), in the page itself so
 * it paints before the scripts arrive; React replaces it. Not on the landing page, which renders
 * at once.
 */
const LOADING_HTML =
  '<div role="status" aria-live="polite" class="flex min-h-svh items-center justify-center gap-2 text-muted-foreground">' +
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-5 animate-spin" aria-hidden="true"><path d="M21 12a9 9 0 1 1-6.219-8.56"></path></svg>' +
  '<span>Loading...</span></div>';
const APP_KEY = 'src/client/app/app.tsx';
const LANDING_KEY = 'src/client/features/landing/landing-page.tsx';
const routeKey = (route: ClientRoute) => `src/client/app/routes/${ROUTE_MODULES[route]}.tsx`;

/** Vite's manifest of the build (chunks, their static imports and CSS), if there is one. */
function readManifest(dir: string): Manifest | undefined {
  const file = path.join(dir, '.vite/manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/**
 * The first frames of the signed-in pages (client/first-frame.tsx, rendered by the client build):
 * `route:expanded` / `route:collapsed` → the markup for `<div id="root">`.
 */
type FirstFrames = Record<string, string>;

function readFirstFrames(dir: string): FirstFrames | undefined {
  const file = path.join(dir, '.vite/first-frames.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FirstFrames) : undefined;
}

/** The sidebar as the user left it: the cookie the app's sidebar writes (components/ui/sidebar.tsx). */
export function sidebarState(cookieHeader: string | undefined): SidebarState {
  return /(?:^|;\s*)sidebar_state=false(?:;|$)/.test(cookieHeader ?? '') ? 'collapsed' : 'expanded';
}
export type SidebarState = 'expanded' | 'collapsed';

/** better-auth's session cookie (`__Secure-` in production). Its presence, not its validity. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(cookieHeader ?? '');
}

/**
 * The page for each client route, built once at start-up (issue 18): index.html plus
 * `<link rel="modulepreload">` (and stylesheets) for the chunks the route runs, from Vite's
 * manifest, so the browser fetches them all in one go instead of level after level; and the
 * marks index.html's first script reads (client/lib/boot.ts): `data-prefetch`, the GET endpoints
 * to ask for at once, and `data-session="none"` when the request had no session cookie. A
 * visitor on "/" gets the landing page's chunks, a signed-in user the dashboard's.
 */
export function pageHtmlFor(
  indexHtml: string,
  manifest: Manifest | undefined,
  frames?: FirstFrames,
): (
  route: ClientRoute,
  signedIn: boolean,
  sidebar?: SidebarState,
  config?: AuthFrameConfig,
) => string {
  // The app shell: app.tsx's own chunk, or the `app` group chunk vite.config.ts makes of it.
  const appKey =
    manifest && !manifest[APP_KEY]
      ? (Object.keys(manifest).find((key) => key.startsWith('_app-')) ?? APP_KEY)
      : APP_KEY;
  const entry = manifest?.[ENTRY_KEY];
  // The entry's own <script type="module"> (Vite puts it in the head): the page starts it, and
  // the route's chunks, only after its first paint (index.html's last script, decision 024).
  const entryTag = entry
    ? new RegExp(`\\s*<script type="module" crossorigin src="/${entry.file}"></script>`)
    : undefined;
  const startsEntry = entryTag !== undefined && entryTag.test(indexHtml);
  const assets = (keys: string[]): { styles: string; modules: string[] } => {
    if (!entry) return { styles: '', modules: [] };
    const js = new Set<string>();
    const css = new Set<string>(entry.css);
    const seen = new Set<string>([ENTRY_KEY]);
    const visit = (key: string) => {
      const chunk = manifest![key];
      if (seen.has(key) || !chunk) return;
      seen.add(key);
      js.add(chunk.file);
      chunk.css?.forEach((file) => css.add(file));
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    entry.css?.forEach((file) => css.delete(file)); // already in index.html
    return {
      styles: [...css]
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
        .join('\n    '),
      modules: [...(startsEntry ? [entry.file] : []), ...js].map((file) => `/${file}`),
    };
  };
  const build = (
    route: ClientRoute,
    signedIn: boolean,
    sidebar: SidebarState,
    config: AuthFrameConfig | undefined,
  ): string => {
    const isPublic = PUBLIC_ROUTES.includes(route);
    const landing = route === 'home' && !signedIn;
    const prefetch = [
      ...(signedIn ? ['/api/auth/get-session'] : []),
      ...(signedIn || isPublic ? (ROUTE_PREFETCH[route] ?? []) : []),
    ];
    const { styles, modules } = assets(landing ? [LANDING_KEY] : [appKey, routeKey(route)]);
    const attrs = [
      ...(prefetch.length > 0 ? [`data-prefetch="${prefetch.join(' ')}"`] : []),
      ...(signedIn ? [] : ['data-session="none"']),
      ...(startsEntry ? [`data-modules="${modules.join(' ')}"`] : []),
    ];
    // A signed-in page with a first frame shows it instead of 'Loading...'; a visitor there is
    // sent to /auth, so sees 'Loading...' first as before. A visitor on "/" gets the landing page,
    // on /auth the form as the server's config draws it.
    const frame = signedIn
      ? frames?.[`${route}:${sidebar}`]
      : route === 'auth' && config
        ? frames?.[authFrameKey(config)]
        : undefined;
    return (startsEntry ? indexHtml.replace(entryTag, '') : indexHtml)
      .replace(/<html\b([^>]*)>/, (_m, rest: string) => `<html${[rest, ...attrs].join(' ')}>`)
      .replace('</head>', styles ? `  ${styles}\n  </head>` : '</head>')
      .replace('<div id="root"></div>', () =>
        landing
          ? `<div id="root">${frames?.landing ?? ''}</div>`
          : `<div id="root">${frame ?? LOADING_HTML}</div>`,
      );
  };
  // Each variant built once, on first use.
  const pages = new Map<string, string>();
  return (route, signedIn, sidebar = 'expanded', config) => {
    const key = `${route}:${signedIn}:${sidebar}:${config ? authFrameKey(config) : ''}`;
    let page = pages.get(key);
    if (page === undefined) pages.set(key, (page = build(route, signedIn, sidebar, config)));
    return page;
  };
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
