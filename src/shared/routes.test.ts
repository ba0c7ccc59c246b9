import { describe, expect, it } from 'vitest';
import { isClientRoute } from './routes';

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
