import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, signUpAndSignIn } from '@/test/harness';
import { createSessionReader } from './auth-session';
import { session, user } from './db/schema';

// The API's own session read (issue 18): one joined lookup instead of better-auth's getSession.
// It must answer exactly as better-auth would, and nothing may be cached: revocation and role
// changes take effect on the next request.
const t = await createTestApp();
const credits = (cookie: string) => t.request('/api/credits', { cookie });
const tokenOf = (cookie: string) =>
  decodeURIComponent(cookie.match(/better-auth\.session_token=([^;]+)/)![1]).split('.')[0];

describe('session read', () => {
  it('returns the same session and user as better-auth', async () => {
    const u = await signUpAndSignIn(t);
    const headers = new Headers({ cookie: u.cookie });
    const ours = await createSessionReader(t.ctx.auth, t.ctx.db)(u.cookie, () => headers);
    const theirs = await t.ctx.auth.api.getSession({ headers });
    expect(ours).not.toBeNull();
    expect(ours).toEqual(JSON.parse(JSON.stringify(theirs), reviveDates));
    expect(ours?.user?.id).toBe(u.userId);
  });

  it('refuses a signed-out session on the next request', async () => {
    const u = await signUpAndSignIn(t);
    expect((await credits(u.cookie)).status).toBe(200);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie: u.cookie });
    expect(out.status).toBe(200);
    expect((await credits(u.cookie)).status).toBe(401);
  });

  it('refuses a revoked session at once (its row deleted, as revoke-sessions does)', async () => {
    const u = await signUpAndSignIn(t);
    expect((await credits(u.cookie)).status).toBe(200);
    await t.ctx.db.delete(session).where(eq(session.token, tokenOf(u.cookie)));
    expect((await credits(u.cookie)).status).toBe(401);
  });

  it('reads the role afresh: a role change takes effect on the next request', async () => {
    const u = await signUpAndSignIn(t);
    const admin = () => t.request('/api/admin/me', { cookie: u.cookie });
    const before = await admin();
    expect(before.status).toBe(403);
    expect((await before.json()).error.code).not.toBe('two_factor_required');
    await t.ctx.db.update(user).set({ role: 'admin' }).where(eq(user.id, u.userId));
    const after = await admin();
    expect(after.status).toBe(403);
    expect((await after.json()).error.code).toBe('two_factor_required');
  });

  it('refuses a cookie whose signature does not match, or that has none', async () => {
    const u = await signUpAndSignIn(t);
    const token = tokenOf(u.cookie);
    const forged = `better-auth.session_token=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    expect((await credits(forged)).status).toBe(401);
    expect((await credits(`better-auth.session_token=${token}`)).status).toBe(401);
    expect((await credits(u.cookie)).status).toBe(200);
    // Once the genuine cookie has been verified (and remembered), the same token with another
    // signature is still refused, and a revoked session is refused though its cookie verified.
    expect((await credits(forged)).status).toBe(401);
    expect((await credits(`better-auth.session_token=${token}`)).status).toBe(401);
    await t.ctx.db.delete(session).where(eq(session.token, token));
    expect((await credits(u.cookie)).status).toBe(401);
  });

  it('refuses an expired session and deletes it, as better-auth does', async () => {
    const u = await signUpAndSignIn(t);
    const token = tokenOf(u.cookie);
    await t.ctx.db
      .update(session)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(session.token, token));
    expect((await credits(u.cookie)).status).toBe(401);
    expect(await t.ctx.db.select().from(session).where(eq(session.token, token))).toHaveLength(0);
  });

  it('extends a session due for its daily refresh', async () => {
    const u = await signUpAndSignIn(t);
    const token = tokenOf(u.cookie);
    // Created two days ago: 28 days left, past the one-day update age.
    await t.ctx.db
      .update(session)
      .set({ expiresAt: sql`now() + interval '28 days'` })
      .where(eq(session.token, token));
    expect((await credits(u.cookie)).status).toBe(200);
    const [row] = await t.ctx.db.select().from(session).where(eq(session.token, token));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it('answers the public routes without a session, whatever the cookie says', async () => {
    for (const path of ['/api/health', '/api/config']) {
      const res = await t.request(path, { cookie: 'better-auth.session_token=garbage' });
      expect(res.status).toBe(200);
    }
  });
});

function reviveDates(key: string, value: unknown) {
  return ['expiresAt', 'createdAt', 'updatedAt'].includes(key) && typeof value === 'string'
    ? new Date(value)
    : value;
}
