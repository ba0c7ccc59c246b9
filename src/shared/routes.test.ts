import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_ROUTES,
  isClientRoute,
  matchClientRoute,
  PUBLIC_ROUTES,
  ROUTE_MODULES,
  ROUTE_PREFETCH,
  type ClientRoute,
} from './routes';

describe('client routes', () => {
  it('knows every page, with parameters and a trailing slash', () => {
    for (const p of [
      '/',
      '/auth',
      '/wat',
      '/results',
      '/rooms/join',
      '/rooms/abc-1/session',
      '/srt/',
    ])
      expect(isClientRoute(p)).toBe(true);
  });

  it('answers no for anything else', () => {
    for (const p of ['/nope', '/wat/extra', '/rooms', '/rooms/a/b/session', '/auth.php', '//auth'])
      expect(isClientRoute(p)).toBe(false);
  });
});

describe('route modules and prefetches (issue 18)', () => {
  it('names the page a path shows', () => {
    expect(matchClientRoute('/')).toBe('home');
    expect(matchClientRoute('/wat/')).toBe('wat');
    expect(matchClientRoute('/settings/receipts/r-1')).toBe('receiptPage');
    expect(matchClientRoute('/rooms/abc/session')).toBe('roomSession');
    expect(matchClientRoute('/nope')).toBeUndefined();
  });

  it('names an existing route module for every page', () => {
    for (const route of Object.keys(CLIENT_ROUTES) as ClientRoute[]) {
      const file = new URL(`../client/app/routes/${ROUTE_MODULES[route]}.tsx`, import.meta.url);
      expect(existsSync(file), `${route}: ${file.pathname}`).toBe(true);
    }
  });

  it('prefetches only same-site GET API paths, and no signed-in data for visitor pages', () => {
    for (const [route, urls] of Object.entries(ROUTE_PREFETCH)) {
      for (const url of urls) expect(url, route).toMatch(/^\/api\/[\w/-]+$/);
      if (PUBLIC_ROUTES.includes(route as ClientRoute)) expect(urls).toEqual(['/api/config']);
    }
  });
});
