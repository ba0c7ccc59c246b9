import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@/client/test/server';
import type { BootAnswer } from './boot';

// boot.ts reads window.__boot (filled by index.html's first script) when it loads, so each test
// sets the page up and then loads fresh copies of the modules. MSW fails any request no handler
// answers: a prefetched GET that went to the network again would fail the test.
async function loadWith(boot: Record<string, BootAnswer | null>, session?: 'none') {
  vi.resetModules();
  window.__boot = Object.fromEntries(
    Object.entries(boot).map(([url, answer]) => [url, Promise.resolve(answer)]),
  );
  if (session) document.documentElement.dataset.session = session;
  const bootModule = await import('./boot');
  await bootModule.bootSettled(1000);
  return bootModule;
}

const json = (status: number, body: unknown): BootAnswer => ({
  status,
  body: JSON.stringify(body),
  type: 'application/json',
});

afterEach(() => {
  delete window.__boot;
  delete document.documentElement.dataset.session;
});

describe('the answers index.html prefetched', () => {
  it('are taken once: the next GET of the same URL goes to the network', async () => {
    const { takeBootResponse } = await loadWith({ '/api/streak': json(200, { days: 3 }) });
    const first = takeBootResponse('/api/streak');
    expect(first).toBeDefined();
    expect(await (await first!).json()).toEqual({ days: 3 });
    expect(takeBootResponse('/api/streak')).toBeUndefined();
    expect(takeBootResponse(new URL('/api/other', window.location.origin))).toBeUndefined();
  });

  it('answer api-client GETs, failures included, without a second request', async () => {
    await loadWith({
      '/api/credits': json(200, { hasUnlimited: true }),
      '/api/config': json(503, { error: { code: 'down', message: 'Down for a minute.' } }),
    });
    const { api } = await import('./api-client');
    await expect(api.get('/api/credits')).resolves.toEqual({ hasUnlimited: true });
    await expect(api.get('/api/config', { allowUnauthorized: true })).rejects.toMatchObject({
      status: 503,
      message: 'Down for a minute.',
    });
    // Taken: the next call is a real request.
    server.use(http.get('*/api/credits', () => HttpResponse.json({ hasUnlimited: false })));
    await expect(api.get('/api/credits')).resolves.toEqual({ hasUnlimited: false });
  });

  it('give a query its initial data only when the answer succeeded', async () => {
    const { takeBootData, takeBootResponse } = await loadWith({
      '/api/profile': json(200, { fullName: 'Asha' }),
      '/api/streak': json(401, { error: { code: 'unauthorized', message: 'Sign in.' } }),
    });
    expect(takeBootData('/api/profile')).toEqual({ fullName: 'Asha' });
    expect(takeBootData('/api/profile')).toBeUndefined();
    // A failed answer is left for the query's own fetch, which then sees the same failure.
    expect(takeBootData('/api/streak')).toBeUndefined();
    expect((await takeBootResponse('/api/streak'))?.status).toBe(401);
  });

  it("feed the session store's first fetch, so get-session is sent once", async () => {
    const session = { session: { id: 's1' }, user: { id: 'u1', email: 'a@b.c' } };
    await loadWith({ '/api/auth/get-session': json(200, session) });
    const { probeSession } = await import('./session-probe');
    await expect(probeSession()).resolves.toEqual(session); // read, not taken
    const { getSessionState, refetchSession } = await import('./session-store');
    await refetchSession();
    expect(getSessionState()).toMatchObject({ data: session, isPending: false, error: null });
  });

  it('know there is no session when the server saw no session cookie', async () => {
    await loadWith({}, 'none');
    const { probeSession, hasBootSession } = await import('./session-probe');
    expect(hasBootSession()).toBe(true);
    await expect(probeSession()).resolves.toBeNull();
    const { getSessionState, refetchSession } = await import('./session-store');
    await refetchSession();
    expect(getSessionState()).toMatchObject({ data: null, isPending: false, error: null });
  });

  it('leave everything to the network when the page prefetched nothing (Vite dev server)', async () => {
    const { bootSettled, peekBoot, takeBootData } = await loadWith({});
    await expect(bootSettled(10)).resolves.toBeUndefined();
    expect(peekBoot('/api/auth/get-session')).toBeUndefined();
    expect(takeBootData('/api/credits')).toBeUndefined();
    const { hasBootSession } = await import('./session-probe');
    expect(hasBootSession()).toBe(false);
  });
});

// index.html's second inline script, the one that fills window.__boot, run as the page would.
function runPrefetchScript(prefetch?: string) {
  const html = readFileSync(path.resolve(process.cwd(), 'index.html'), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .find((body) => body.includes('data-prefetch'));
  if (!script) throw new Error('index.html: no prefetch script');
  if (prefetch) document.documentElement.setAttribute('data-prefetch', prefetch);
  const fetchSpy = vi
    .spyOn(window, 'fetch')
    .mockImplementation(() => Promise.resolve(new Response('{}', { status: 200 })));
  const zoneSpy = vi.spyOn(Intl, 'DateTimeFormat');
  try {
    new Function(script)();
    return { fetchSpy, zoneSpy };
  } finally {
    document.documentElement.removeAttribute('data-prefetch');
  }
}

describe("index.html's prefetch script", () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for each listed URL once, with the time zone', () => {
    const { fetchSpy } = runPrefetchScript('/api/auth/get-session /api/credits //evil.example/x');
    expect(Object.keys(window.__boot ?? {})).toEqual(['/api/auth/get-session', '/api/credits']);
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([
      '/api/auth/get-session',
      '/api/credits',
    ]);
    const headers = fetchSpy.mock.calls[0][1]?.headers as Record<string, string>;
    expect(headers['X-Time-Zone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('does nothing on a page that prefetches nothing (the landing page): no request, no time zone', () => {
    const { fetchSpy, zoneSpy } = runPrefetchScript();
    expect(window.__boot).toEqual({});
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(zoneSpy).not.toHaveBeenCalled();
  });
});

// index.html's last script: the app's scripts, listed by the server in data-modules (decision 024).
describe("index.html's start after the first paint", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute('data-modules');
    document.head
      .querySelectorAll('script[src], link[rel="modulepreload"]')
      .forEach((el) => el.remove());
  });

  it('requests neither the data nor the scripts until the page has painted', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const painted: (() => void)[] = [];
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (list: unknown, observer: PaintObserver) => void) {
        painted.push(() => callback({}, this));
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    document.documentElement.setAttribute('data-modules', '/assets/index-e1.js /assets/app-a1.js');
    const { fetchSpy } = runPrefetchScript('/api/credits');
    const html = readFileSync(path.resolve(process.cwd(), 'index.html'), 'utf8');
    const loader = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1])
      .find((body) => body.includes('data-modules'));
    new Function(loader!)();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.head.querySelector('script[src]')).toBeNull();

    painted.forEach((report) => report());
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(['/api/credits']);
    const entry = document.head.querySelector<HTMLScriptElement>('script[src]');
    expect(entry?.type).toBe('module');
    expect(entry?.getAttribute('src')).toBe('/assets/index-e1.js');
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((el) => el.getAttribute('href'))).toEqual(['/assets/app-a1.js']);
  });
});
