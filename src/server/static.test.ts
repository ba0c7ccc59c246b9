import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppContext } from './context';
import type { AppEnv } from './hono-env';
import { hasSessionCookie, pageHtmlFor, serveClient, sidebarState } from './static';

// A built client in miniature: the index page and one hashed asset.
// Inside the working directory: serveStatic takes a root relative to it.
const dir = mkdtempSync(path.join(process.cwd(), '.client-test-'));
mkdirSync(path.join(dir, 'assets'));
writeFileSync(
  path.join(dir, 'index.html'),
  '<!doctype html><html><head><title>SSB Prep: AI-powered SSB Test Preparation</title>' +
    '<script type="module" crossorigin src="/assets/index-e1.js"></script></head>' +
    '<body><div id="root"></div></body></html>',
);
writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
// Vite's manifest: the entry, the app shell, two pages and the landing page (issue 18).
mkdirSync(path.join(dir, '.vite'));
const manifest = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    css: ['assets/index-c1.css'],
    dynamicImports: ['src/client/app/app.tsx', 'src/client/features/landing/landing-page.tsx'],
  },
  'src/client/app/app.tsx': { file: 'assets/app-abc123.js', imports: ['index.html', '_ui-u1.js'] },
  '_ui-u1.js': { file: 'assets/ui-u1.js', imports: ['index.html'] },
  '_forms-f1.js': { file: 'assets/forms-f1.js' },
  'src/client/app/routes/home.tsx': {
    file: 'assets/home-h1.js',
    imports: ['src/client/app/app.tsx', '_ui-u1.js'],
  },
  'src/client/app/routes/auth.tsx': {
    file: 'assets/auth-a1.js',
    imports: ['src/client/app/app.tsx', '_forms-f1.js'],
    css: ['assets/auth-c2.css'],
  },
  'src/client/app/routes/wat.tsx': { file: 'assets/wat-w1.js', imports: ['_ui-u1.js'] },
  'src/client/features/landing/landing-page.tsx': {
    file: 'assets/landing-page-l1.js',
    imports: ['index.html'],
  },
};
writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
// The first frames the client build renders (client/first-frame.tsx), in miniature.
writeFileSync(
  path.join(dir, '.vite', 'first-frames.json'),
  JSON.stringify({
    'home:expanded': '<div data-state="expanded"><h1>Dashboard</h1></div>',
    'home:collapsed': '<div data-state="collapsed"><h1>Dashboard</h1></div>',
    'wat:expanded': '<div data-state="expanded"><h1>Word Association Test (WAT)</h1></div>',
    'wat:collapsed': '<div data-state="collapsed"><h1>Word Association Test (WAT)</h1></div>',
    landing: '<div><h1>AI-powered SSB Test Preparation</h1></div>',
    'auth:no-google:mailbox': '<div inert=""><h1>Welcome back</h1><p>Development server</p></div>',
    'auth:no-google:no-mailbox': '<div inert=""><h1>Welcome back</h1></div>',
  }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const warnings: unknown[] = [];
const ctx = {
  logger: { warn: (...args: unknown[]) => warnings.push(args) },
  env: { NODE_ENV: 'test', DEV_MAILBOX: 'open' },
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

describe('the page for each route (issue 18)', () => {
  // The scripts index.html's last script starts after the first paint: the entry, then the chunks.
  const modules = (html: string) => html.match(/ data-modules="([^"]*)"/)?.[1].split(' ') ?? [];
  const signedIn = { cookie: 'theme=dark; better-auth.session_token=abc.def' };

  it('starts the entry, the app shell and the page chunks after the first paint, once each', async () => {
    const html = await (await app.request('/wat', { headers: signedIn })).text();
    // Not linked: a script or modulepreload in the page would be fetched before it paints.
    expect(html).not.toMatch(/<script type="module"|modulepreload/);
    expect(modules(html)).toEqual([
      '/assets/index-e1.js',
      '/assets/app-abc123.js',
      '/assets/ui-u1.js',
      '/assets/wat-w1.js',
    ]);
  });

  it('gives a visitor on "/" the landing page chunk and a signed-in user the dashboard', async () => {
    const visitor = await (await app.request('/')).text();
    expect(modules(visitor)).toEqual(['/assets/index-e1.js', '/assets/landing-page-l1.js']);
    expect(visitor).toContain('<html data-session="none" data-modules=');
    const user = await (await app.request('/', { headers: signedIn })).text();
    expect(modules(user)).toEqual([
      '/assets/index-e1.js',
      '/assets/app-abc123.js',
      '/assets/ui-u1.js',
      '/assets/home-h1.js',
    ]);
    expect(user).not.toContain('landing-page');
    // The dashboard's first frame and the landing page paint before their scripts arrive.
    expect(user).toContain(
      '<div id="root"><div data-state="expanded"><h1>Dashboard</h1></div></div>',
    );
    expect(visitor).toContain(
      '<div id="root"><div><h1>AI-powered SSB Test Preparation</h1></div></div>',
    );
  });

  it("holds the signed-in page's first frame, with the sidebar as its cookie says", async () => {
    const wat = await (await app.request('/wat', { headers: signedIn })).text();
    expect(wat).toContain(
      '<div id="root"><div data-state="expanded"><h1>Word Association Test (WAT)</h1></div></div>',
    );
    expect(wat).not.toContain('Loading...');
    const collapsed = await (
      await app.request('/wat', { headers: { cookie: `sidebar_state=false; ${signedIn.cookie}` } })
    ).text();
    expect(collapsed).toContain('<div id="root"><div data-state="collapsed">');
    // A visitor is sent to /auth: 'Loading...' until then, never the signed-in page.
    const visitor = await (await app.request('/wat')).text();
    expect(visitor).not.toContain('Word Association Test');
    expect(visitor).toContain('<span>Loading...</span>');
    // A page without a frame shows the app's 'Loading...', which paints before its scripts.
    const help = await (await app.request('/help', { headers: signedIn })).text();
    expect(help).toContain('<div id="root"><div role="status"');
    expect(help).not.toContain('data-state=');
  });

  it("holds /auth as the server's config draws it, inert, for a visitor only", async () => {
    const visitor = await (await app.request('/auth')).text();
    // The development notice, /auth's largest text, paints from the HTML (DEV_MAILBOX=open here).
    expect(visitor).toContain(
      '<div id="root"><div inert=""><h1>Welcome back</h1><p>Development server</p></div></div>',
    );
    const page = pageHtmlFor(
      '<html><head></head><body><div id="root"></div></body></html>',
      undefined,
      { 'auth:no-google:no-mailbox': '<div inert=""><h1>Welcome back</h1></div>' },
    );
    expect(page('auth', false, 'expanded', { googleEnabled: false, devMailbox: false })).toContain(
      '<div id="root"><div inert=""><h1>Welcome back</h1></div></div>',
    );
    // Signed in, /auth sends the user on: 'Loading...' as before.
    const user = await (await app.request('/auth', { headers: signedIn })).text();
    expect(user).toContain('<span>Loading...</span>');
    expect(user).not.toContain('Welcome back');
  });

  it('reads the sidebar cookie the app writes, expanded unless it says false', () => {
    expect(sidebarState('sidebar_state=false')).toBe('collapsed');
    expect(sidebarState('a=1; sidebar_state=false; b=2')).toBe('collapsed');
    expect(sidebarState('sidebar_state=true')).toBe('expanded');
    expect(sidebarState('xsidebar_state=false')).toBe('expanded');
    expect(sidebarState(undefined)).toBe('expanded');
  });

  it("links the page's own stylesheets and names the data its first script asks for", async () => {
    const res = await app.request('/auth');
    expect(res.headers.get('vary')).toContain('Cookie');
    const html = await res.text();
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/auth-c2.css">');
    expect(html).not.toContain('href="/assets/index-c1.css"'); // index.html links it already
    expect(modules(html)).toContain('/assets/forms-f1.js');
    // A visitor: no session to ask for, the public config (the account pages read it).
    expect(html).toContain('<html data-prefetch="/api/config" data-session="none" data-modules=');
    const signedInHtml = await (await app.request('/wat', { headers: signedIn })).text();
    expect(signedInHtml).toContain(
      '<html data-prefetch="/api/auth/get-session /api/credits" data-modules=',
    );
  });

  it('asks for no signed-in data when the request has no session cookie', async () => {
    const html = await (await app.request('/wat')).text();
    expect(html).toContain('<html data-session="none" data-modules=');
    expect(html).not.toContain('data-prefetch');
  });

  it('finds the app shell in the `app` group chunk when app.tsx has no chunk of its own', () => {
    const grouped = {
      'index.html': { file: 'assets/index-e1.js' },
      '_app-g1.js': { file: 'assets/app-g1.js', imports: ['index.html', '_logo-l1.js'] },
      '_logo-l1.js': { file: 'assets/logo-l1.js' },
      'src/client/app/routes/help.tsx': { file: 'assets/help-h1.js', imports: ['_app-g1.js'] },
    };
    const html = pageHtmlFor(
      '<html><head><script type="module" crossorigin src="/assets/index-e1.js"></script></head></html>',
      grouped,
    )('help', true);
    expect(modules(html)).toEqual([
      '/assets/index-e1.js',
      '/assets/app-g1.js',
      '/assets/logo-l1.js',
      '/assets/help-h1.js',
    ]);
  });

  it('without a manifest serves index.html as built, plus the marks', () => {
    const page = pageHtmlFor('<html lang="en"><head></head></html>', undefined);
    expect(page('wat', true)).toBe(
      '<html lang="en" data-prefetch="/api/auth/get-session /api/credits"><head></head></html>',
    );
    expect(page('help', false)).toBe('<html lang="en" data-session="none"><head></head></html>');
  });

  it('recognises the session cookie, secure-prefixed too, and nothing else', () => {
    expect(hasSessionCookie('better-auth.session_token=x')).toBe(true);
    expect(hasSessionCookie('a=1; __Secure-better-auth.session_token=x')).toBe(true);
    expect(hasSessionCookie('xbetter-auth.session_token=x')).toBe(false);
    expect(hasSessionCookie('better-auth.session_data=x')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});
