import { describe, expect, it } from 'vitest';
import { grantAccess } from '../credits/grant.service';
import { createTestApp, signUpAndSignIn } from '@/test/harness';
import { canEnrolInRoom, claimIncludedMockInterview, entitlements } from './entitlements';

const t = await createTestApp();
const hour = 3_600_000;

describe('entitlements(user)', () => {
  it('gives each tier its rights, read through one function', async () => {
    const rows: unknown[][] = [];
    for (const plan of [undefined, 'lieutenant', 'major', 'brigadier', 'general'] as const) {
      const u = await signUpAndSignIn(t);
      if (plan) await grantAccess(t.ctx.db, { email: u.email, plan });
      const res = await t.request('/api/subscription/entitlements', { cookie: u.cookie });
      const e = await res.json();
      rows.push([
        e.planId,
        e.unlimitedTests,
        e.earlyRoomAccess,
        e.privateRooms,
        e.mockInterviewsLeft,
      ]);
    }
    expect(rows).toEqual([
      ['cadet', false, false, false, 0],
      ['lieutenant', true, false, false, 0],
      ['major', true, true, false, 0],
      ['brigadier', true, true, true, 0],
      ['general', true, true, true, 1],
    ]);
  });

  it('rooms: early access enrols on publish, others from 48 h before; private needs Brigadier+', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    const far = { startsAt: new Date(now.getTime() + 72 * hour), isPrivate: false };
    const near = { startsAt: new Date(now.getTime() + 47 * hour), isPrivate: false };
    const cadet = { earlyRoomAccess: false, privateRooms: false };
    const major = { earlyRoomAccess: true, privateRooms: false };
    const brigadier = { earlyRoomAccess: true, privateRooms: true };
    expect(canEnrolInRoom(cadet, far, now)).toBe(false);
    expect(canEnrolInRoom(cadet, near, now)).toBe(true);
    expect(canEnrolInRoom(major, far, now)).toBe(true);
    expect(canEnrolInRoom(major, { ...near, isPrivate: true }, now)).toBe(false);
    expect(canEnrolInRoom(brigadier, { ...far, isPrivate: true }, now)).toBe(true);
  });

  it('General includes one mock interview: racing claims end with exactly one winner', async () => {
    const u = await signUpAndSignIn(t);
    await grantAccess(t.ctx.db, { email: u.email, plan: 'general' });
    const claims = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.ctx.db.transaction((tx) => claimIncludedMockInterview(tx, u.userId, `booking-${i}`)),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    const winner = `booking-${claims.indexOf(true)}`;
    expect(
      await t.ctx.db.transaction((tx) => claimIncludedMockInterview(tx, u.userId, winner)),
    ).toBe(true);
    expect((await entitlements(t.ctx.db, u.userId)).mockInterviewsLeft).toBe(0);
    const major = await signUpAndSignIn(t);
    await grantAccess(t.ctx.db, { email: major.email, plan: 'major' });
    expect(
      await t.ctx.db.transaction((tx) => claimIncludedMockInterview(tx, major.userId, 'b')),
    ).toBe(false);
  });
});
