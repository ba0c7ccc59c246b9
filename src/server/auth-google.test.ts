import { afterAll, describe, expect, it } from 'vitest';
import { OAuth2Server } from 'oauth2-mock-server';
import { cookieFrom, createTestApp, ORIGIN } from '@/test/harness';

// The whole Google round trip against a local OpenID Connect server speaking the protocol.
const idp = new OAuth2Server();
await idp.issuer.keys.generate('RS256');
await idp.start(0, '127.0.0.1');
afterAll(() => idp.stop());
const issuer = idp.issuer.url!;

const t = await createTestApp({
  env: {
    GOOGLE_CLIENT_ID: 'test-client',
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_DISCOVERY_URL: `${issuer}/.well-known/openid-configuration`,
  },
});

const profile = {
  sub: 'google-user-1',
  email: 'google.cadet@example.com',
  email_verified: true,
  name: 'Google Cadet',
};
idp.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, profile));
idp.service.on('beforeUserinfo', (res) => {
  res.body = { ...profile };
});

async function startSignIn() {
  const res = await t.request('/api/auth/sign-in/social', {
    method: 'POST',
    json: { provider: 'google', callbackURL: '/', errorCallbackURL: '/auth?error=google' },
  });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  return { url, stateCookie: cookieFrom(res) };
}

describe('Continue with Google', () => {
  it('advertises Google as enabled', async () => {
    expect((await (await t.request('/api/config')).json()).googleEnabled).toBe(true);
  });

  it('signs in through the OIDC round trip and creates a verified account', async () => {
    const { url, stateCookie } = await startSignIn();
    expect(url.startsWith(issuer)).toBe(true);
    const authorize = new URL(url);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/auth/callback/google`);
    expect(authorize.searchParams.get('code_challenge')).toBeTruthy();

    const idpAnswer = await fetch(url, { redirect: 'manual' });
    expect(idpAnswer.status).toBe(302);
    const callback = new URL(idpAnswer.headers.get('location')!);
    const back = await t.request(`${callback.pathname}${callback.search}`, {
      cookie: stateCookie,
      redirect: 'manual',
    });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/');
    const session = await (
      await t.request('/api/auth/get-session', { cookie: cookieFrom(back) })
    ).json();
    expect(session.user).toMatchObject({
      email: profile.email,
      emailVerified: true,
      name: profile.name,
    });
  });

  it('sends a refused consent back to the error page', async () => {
    const { url, stateCookie } = await startSignIn();
    const state = new URL(url).searchParams.get('state')!;
    const back = await t.request(
      `/api/auth/callback/google?error=access_denied&state=${encodeURIComponent(state)}`,
      { cookie: stateCookie, redirect: 'manual' },
    );
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location')!, ORIGIN);
    expect(location.pathname).toBe('/auth');
    expect(location.searchParams.get('error')).toBeTruthy();
  });
});
