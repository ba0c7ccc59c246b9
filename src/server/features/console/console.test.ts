import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminAudit,
  creditLedger,
  evaluations,
  feedback,
  interviewers,
  interviewRequests,
  interviewSlots,
  mailOutbox,
  orders,
  ppdtImages,
  roomEnrollments,
  rooms,
  subscriptions,
  user,
  watWords,
} from '@/server/db/schema';
import { createTestApp, signUpAndSignIn, uniqueEmail } from '@/test/harness';
import { listRoutes } from '@/test/fuzz/routes';
import { grantAccess } from '../credits/grant.service';
import { createRoom } from '../rooms/rooms.admin';
import { TWO_FACTOR_REQUIRED_MESSAGE } from './console.access';

const t = await createTestApp();
const { db } = t.ctx;
const TOKEN = 'console-operator-token';
t.ctx.adminToken = TOKEN;

/** A signed-in admin; `twoFactor` sets the flag the way a completed 2FA enrolment leaves it. */
async function admin(twoFactor = true) {
  const u = await signUpAndSignIn(t, uniqueEmail('admin'));
  await grantAccess(db, { email: u.email, admin: true });
  if (twoFactor) await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, u.userId));
  return u;
}
const roleOf = async (id: string) =>
  (await db.select({ role: user.role }).from(user).where(eq(user.id, id)))[0].role;
const auditCount = async () => (await db.select({ n: count() }).from(adminAudit))[0].n;

const boss = await admin();
const member = await signUpAndSignIn(t);

// The route table's real endpoints under /api/admin (the '/*' entries are its middleware).
const adminRoutes = listRoutes(t).filter(
  (r) => r.path.startsWith('/api/admin/') && !r.path.includes('*'),
);
const concrete = (path: string, id = randomUUID()) =>
  path.replace(':action', 'approve').replace(/:\w+/g, id);
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('the admin role', () => {
  it('cannot be set through sign-up or update-user', async () => {
    const email = uniqueEmail('sneaky');
    const signUp = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: 'secret123', name: 'Sneaky', role: 'admin' },
    });
    const [row] = await db.select({ role: user.role }).from(user).where(eq(user.email, email));
    // better-auth drops a field marked input: false (or refuses it); never an admin.
    expect(signUp.status === 400 ? undefined : row?.role).toBe(
      signUp.status === 400 ? undefined : 'user',
    );
    const u = await signUpAndSignIn(t);
    const update = await t.request('/api/auth/update-user', {
      method: 'POST',
      cookie: u.cookie,
      json: { name: 'Still a cadet', role: 'admin' },
    });
    expect(update.status === 200 || update.status === 400).toBe(true);
    expect(await roleOf(u.userId)).toBe('user');
    const session = await (await t.request('/api/auth/get-session', { cookie: u.cookie })).json();
    expect(session.user.role).toBe('user');
  });

  it('is granted and revoked by `grant --admin / --no-admin`, also through the operator route', async () => {
    const u = await signUpAndSignIn(t);
    const res = await t.request('/api/admin/grant', {
      method: 'POST',
      json: { email: u.email, admin: true },
      headers: { authorization: `Bearer ${TOKEN}` },
      noOrigin: true,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ role: 'admin', previousRole: 'user' });
    expect(await roleOf(u.userId)).toBe('admin');
    const [row] = await db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, 'user.grant'), eq(adminAudit.entityId, u.userId)));
    expect(row).toMatchObject({ actor: 'operator-token', before: { role: 'user' } });
    await grantAccess(db, { email: u.email, admin: false });
    expect(await roleOf(u.userId)).toBe('user');
  });
});

describe('access to /api/admin', () => {
  it('answers 401 signed out, 403 for a member, 403 two_factor_required without 2FA, 200 for an admin', async () => {
    expect((await t.request('/api/admin/console/me')).status).toBe(401);
    const denied = await t.request('/api/admin/console/me', { cookie: member.cookie });
    expect(denied.status).toBe(403);
    const no2fa = await admin(false);
    const prompt = await t.request('/api/admin/console/me', { cookie: no2fa.cookie });
    expect(prompt.status).toBe(403);
    expect((await prompt.json()).error).toEqual({
      code: 'two_factor_required',
      message: TWO_FACTOR_REQUIRED_MESSAGE,
    });
    const ok = await t.request('/api/admin/console/me', { cookie: boss.cookie });
    expect(ok.status).toBe(200);
    expect((await ok.json()).actor).toEqual({ id: boss.userId, email: boss.email });
    // Revoking the role takes effect on the next request (no cached role in the session).
    const ex = await admin();
    await grantAccess(db, { email: ex.email, admin: false });
    expect((await t.request('/api/admin/console/me', { cookie: ex.cookie })).status).toBe(403);
  });

  it('every /api/admin route (from the route table): 401 signed out or with a wrong token, 403 for a member', async () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(15);
    for (const r of adminRoutes) {
      const path = concrete(r.path);
      const init = { method: r.method, json: MUTATING.has(r.method) ? {} : undefined };
      const anon = await t.request(path, init);
      expect(anon.status, `${r.method} ${r.path} signed out`).toBe(401);
      const wrong = await t.request(path, {
        ...init,
        headers: { authorization: 'Bearer not-the-token-at-all' },
        noOrigin: true,
      });
      expect(wrong.status, `${r.method} ${r.path} wrong token`).toBe(401);
      const cadet = await t.request(path, { ...init, cookie: member.cookie });
      expect(cadet.status, `${r.method} ${r.path} member`).toBe(403);
    }
  });
});

/** A pending interview request of a new candidate, on a booked slot of a new interviewer. */
async function pendingRequest() {
  const cand = await signUpAndSignIn(t, uniqueEmail('iv'));
  const [who] = await db
    .insert(interviewers)
    .values({
      slug: `console-${randomUUID()}`,
      name: 'Console Assessor',
      age: 50,
      rating: 4,
      specialization: 'Testing',
      experienceYears: 10,
      bio: 'A test interviewer.',
    })
    .returning();
  const [slot] = await db
    .insert(interviewSlots)
    .values({
      interviewerId: who.id,
      startsAt: new Date(Date.now() + 86_400_000),
      status: 'booked',
    })
    .returning();
  const [req] = await db
    .insert(interviewRequests)
    .values({
      userId: cand.userId,
      interviewerId: who.id,
      slotId: slot.id,
      isIncluded: true,
      jitsiRoomName: randomBytes(32).toString('base64url'),
    })
    .returning();
  return { cand, who, slot, req };
}

const roomInput = () => ({
  title: 'GD: console room',
  description: 'Made in the console',
  roomType: 'gd' as const,
  scheduledDatetime: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  durationMinutes: 45,
  maxParticipants: 8,
  modName: 'Maj. Console',
  modEmail: 'mod@example.com',
});
const onePixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** A new candidate's sandbox order: paid through the verified callback, or left open. */
async function sandboxOrder(pay: boolean) {
  const cand = await signUpAndSignIn(t, uniqueEmail('buyer'));
  const post = (path: string, json: unknown) =>
    t.request(path, { method: 'POST', cookie: cand.cookie, json });
  const { orderId } = await (await post('/api/payments/orders', { planId: 'lieutenant' })).json();
  if (pay) {
    const checkout = await post('/api/payments/sandbox/checkout', { orderId, outcome: 'pay' });
    await post('/api/payments/verify', (await checkout.json()).callback);
  }
  const [row] = await db.select().from(orders).where(eq(orders.providerOrderId, orderId));
  return row;
}
const anyPicture = async () =>
  (await db.select({ id: ppdtImages.id }).from(ppdtImages).limit(1))[0].id;
const anyWord = async () => (await db.select({ id: watWords.id }).from(watWords).limit(1))[0].id;
const someFeedback = async () =>
  (
    await db
      .insert(feedback)
      .values({ userId: member.userId, message: 'Audit test feedback' })
      .returning()
  )[0].id;

/**
 * Valid input for every mutating admin route, by "METHOD path". A route missing here fails the
 * audit test below, so a new mutating route cannot ship without being shown to write its row.
 */
const FIXTURES: Record<
  string,
  () => Promise<{ path: string; json?: unknown; body?: FormData; token?: boolean }>
> = {
  'POST /api/admin/grant': async () => ({
    path: '/api/admin/grant',
    json: { email: member.email, unlimited: true },
  }),
  'POST /api/admin/interviews': async () => {
    const { req } = await pendingRequest();
    return { path: '/api/admin/interviews', json: { action: 'approve', requestId: req.id } };
  },
  'POST /api/admin/pictures': async () => ({
    path: '/api/admin/pictures',
    json: {
      testType: 'ppdt',
      description: 'A single pixel for the audit test',
      dataBase64: onePixelPng,
    },
  }),
  'POST /api/admin/rooms': async () => ({ path: '/api/admin/rooms', json: roomInput() }),
  'POST /api/admin/console/interviews/:id/:action': async () => {
    const { req } = await pendingRequest();
    return { path: `/api/admin/console/interviews/${req.id}/approve` };
  },
  'POST /api/admin/console/rooms': async () => ({
    path: '/api/admin/console/rooms',
    json: roomInput(),
  }),
  'PATCH /api/admin/console/rooms/:id': async () => {
    const room = await createRoom(db, roomInput());
    return { path: `/api/admin/console/rooms/${room.id}`, json: { title: 'GD: renamed' } };
  },
  'POST /api/admin/console/rooms/:id/cancel': async () => {
    const room = await createRoom(db, roomInput());
    return { path: `/api/admin/console/rooms/${room.id}/cancel` };
  },
  // Content, feedback inbox, evaluations (console.content/feedback/evaluations.routes.ts).
  'POST /api/admin/console/content/pictures': async () => ({
    path: '/api/admin/console/content/pictures',
    json: {
      testType: 'ppdt',
      description: 'A single pixel for the audit test',
      dataBase64: onePixelPng,
    },
  }),
  'PATCH /api/admin/console/content/pictures/:id': async () => ({
    path: `/api/admin/console/content/pictures/${await anyPicture()}`,
    json: { description: 'A new description for the audit test' },
  }),
  'POST /api/admin/console/content/pictures/:id/retire': async () => ({
    path: `/api/admin/console/content/pictures/${await anyPicture()}/retire`,
  }),
  'POST /api/admin/console/content/pictures/:id/restore': async () => ({
    path: `/api/admin/console/content/pictures/${await anyPicture()}/restore`,
  }),
  'POST /api/admin/console/content/:bank': async () => ({
    path: '/api/admin/console/content/wat',
    json: {
      word: `Audit${randomUUID().slice(0, 8)}`,
      valence: 'neutral',
      kind: 'concrete',
      difficulty: 1,
    },
  }),
  'POST /api/admin/console/content/:bank/import': async () => ({
    path: '/api/admin/console/content/srt/import',
    json: { csv: `He was asked to audit the accounts ${randomUUID()}.,work`, commit: true },
  }),
  'PATCH /api/admin/console/content/:bank/:id': async () => ({
    path: `/api/admin/console/content/wat/${await anyWord()}`,
    json: { difficulty: 2 },
  }),
  'POST /api/admin/console/content/:bank/:id/retire': async () => ({
    path: `/api/admin/console/content/wat/${await anyWord()}/retire`,
  }),
  'POST /api/admin/console/content/:bank/:id/restore': async () => ({
    path: `/api/admin/console/content/wat/${await anyWord()}/restore`,
  }),
  'POST /api/admin/console/feedback/:id/handled': async () => ({
    path: `/api/admin/console/feedback/${await someFeedback()}/handled`,
  }),
  'POST /api/admin/console/feedback/:id/reopen': async () => ({
    path: `/api/admin/console/feedback/${await someFeedback()}/reopen`,
  }),
  'POST /api/admin/console/evaluations/retry-failed': async () => ({
    path: '/api/admin/console/evaluations/retry-failed',
  }),
  'POST /api/admin/console/evaluations/:id/retry': async () => {
    // A done evaluation: the retry answers retried: false and is still recorded.
    const [ev] = await db
      .insert(evaluations)
      .values({ userId: member.userId, testType: 'wat', sessionId: randomUUID(), status: 'done' })
      .returning();
    return { path: `/api/admin/console/evaluations/${ev.id}/retry` };
  },
  'POST /api/admin/console/users/:id/credits': async () => ({
    path: `/api/admin/console/users/${member.userId}/credits`,
    json: { testType: 'wat', amount: 3, reason: 'Audit test grant' },
  }),
  'POST /api/admin/console/users/:id/subscriptions/:subscriptionId': async () => {
    const cand = await signUpAndSignIn(t);
    await grantAccess(db, { email: cand.email, plan: 'major' });
    const [sub] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, cand.userId));
    return {
      path: `/api/admin/console/users/${cand.userId}/subscriptions/${sub.id}`,
      json: { action: 'extend', days: 7, expiresAt: sub.expiresAt.toISOString(), reason: 'Audit' },
    };
  },
  'POST /api/admin/console/users/:id/resend-verification': async () => {
    const email = uniqueEmail('unverified');
    await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: 'secret123', name: 'Unverified' },
    });
    const [u] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    return { path: `/api/admin/console/users/${u.id}/resend-verification` };
  },
  'POST /api/admin/console/payments/reconcile': async () => ({
    path: '/api/admin/console/payments/reconcile',
  }),
  'POST /api/admin/console/payments/:id/reconcile': async () => ({
    path: `/api/admin/console/payments/${(await sandboxOrder(false)).id}/reconcile`,
  }),
  'POST /api/admin/console/payments/:id/refund': async () => ({
    path: `/api/admin/console/payments/${(await sandboxOrder(true)).id}/refund`,
    json: { reason: 'Audit test refund' },
  }),
  'POST /api/admin/console/interviewers': async () => ({
    path: '/api/admin/console/interviewers',
    json: {
      name: 'Maj. Audit (Retd.)',
      age: 50,
      rating: 4.5,
      recommendationsCount: 3,
      recommendationPlaces: ['SSB Bhopal'],
      specialization: 'Audit trails',
      experienceYears: 9,
      bio: 'An interviewer created by the audit test.',
    },
  }),
  'PATCH /api/admin/console/interviewers/:id': async () => {
    const { who } = await pendingRequest();
    return { path: `/api/admin/console/interviewers/${who.id}`, json: { isActive: false } };
  },
  'POST /api/admin/console/interviewers/:id/slots': async () => {
    const { who } = await pendingRequest();
    return {
      path: `/api/admin/console/interviewers/${who.id}/slots`,
      json: { startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString() },
    };
  },
  'POST /api/admin/console/interviewers/:id/slots/weekly': async () => {
    const { who } = await pendingRequest();
    return {
      path: `/api/admin/console/interviewers/${who.id}/slots/weekly`,
      json: { weekdays: [1, 4], times: ['10:00'], weeks: 2 },
    };
  },
  'POST /api/admin/console/interviewers/slots/:slotId/cancel': async () => {
    const { who } = await pendingRequest();
    const [slot] = await db
      .insert(interviewSlots)
      .values({ interviewerId: who.id, startsAt: new Date(Date.now() + 3 * 86_400_000) })
      .returning();
    return { path: `/api/admin/console/interviewers/slots/${slot.id}/cancel` };
  },
  'POST /api/admin/console/interviewers/requests/:requestId/join-link': async () => {
    const { req } = await pendingRequest();
    await db
      .update(interviewRequests)
      .set({ status: 'approved' })
      .where(eq(interviewRequests.id, req.id));
    return { path: `/api/admin/console/interviewers/requests/${req.id}/join-link` };
  },
  'POST /api/admin/console/rooms/:id/image': async () => {
    const room = await createRoom(db, roomInput());
    const body = new FormData();
    body.set('file', new File([Buffer.from(onePixelPng, 'base64')], 'pixel.png'));
    return { path: `/api/admin/console/rooms/${room.id}/image`, body };
  },
  'POST /api/admin/console/rooms/:id/material': async () => {
    const room = await createRoom(db, roomInput());
    const body = new FormData();
    body.set('file', new File([Buffer.from('%PDF-1.4\n%%EOF\n')], 'notes.pdf'));
    return { path: `/api/admin/console/rooms/${room.id}/material`, body };
  },
};

describe('the audit trail', () => {
  const mutating = adminRoutes.filter((r) => MUTATING.has(r.method));

  it('has a fixture for every mutating admin route', () => {
    const missing = mutating.map((r) => `${r.method} ${r.path}`).filter((k) => !FIXTURES[k]);
    expect(missing, 'add a fixture to FIXTURES for these routes').toEqual([]);
  });

  for (const r of mutating) {
    it(`${r.method} ${r.path} writes one audit row naming the admin`, async () => {
      const fixture = FIXTURES[`${r.method} ${r.path}`];
      if (!fixture) throw new Error(`no fixture for ${r.method} ${r.path}`);
      const { path, json, body } = await fixture();
      const before = await auditCount();
      const res = await t.request(path, { method: r.method, json, body, cookie: boss.cookie });
      expect(res.status, await res.clone().text()).toBeLessThan(300);
      expect(await auditCount()).toBe(before + 1);
      const [row] = await db
        .select()
        .from(adminAudit)
        .where(eq(adminAudit.actor, boss.userId))
        .orderBy(adminAudit.createdAt);
      expect(row.actorEmail).toBe(boss.email);
    });
  }

  it('does not log a refused or read-only request', async () => {
    const before = await auditCount();
    await t.request('/api/admin/console/rooms', { method: 'POST', json: {}, cookie: boss.cookie });
    await t.request('/api/admin/console/rooms', {
      method: 'POST',
      json: roomInput(),
      cookie: member.cookie,
    });
    await t.request('/api/admin/console/interviews', { cookie: boss.cookie });
    await t.request('/api/admin/interviews', {
      method: 'POST',
      json: { action: 'list' },
      headers: { authorization: `Bearer ${TOKEN}` },
      noOrigin: true,
    });
    expect(await auditCount()).toBe(before);
  });

  it('lists with filters (action, entity, actor, date range) and pages', async () => {
    const room = await createRoom(db, roomInput());
    for (const title of ['A', 'B', 'C'])
      await t.request(`/api/admin/console/rooms/${room.id}`, {
        method: 'PATCH',
        json: { title: `GD: ${title}` },
        cookie: boss.cookie,
      });
    const q = (s: string) =>
      t.request(`/api/admin/console/audit?${s}`, { cookie: boss.cookie }).then((r) => r.json());
    const all = await q(`entityType=room&entityId=${room.id}&action=room.update&pageSize=2`);
    expect(all.total).toBe(3);
    expect(all.entries).toHaveLength(2);
    expect(all.entries[0]).toMatchObject({
      actor: boss.userId,
      action: 'room.update',
      before: expect.objectContaining({ title: 'GD: B' }),
      after: expect.objectContaining({ title: 'GD: C' }),
    });
    const page2 = await q(`entityId=${room.id}&pageSize=2&page=2`);
    expect(page2.entries).toHaveLength(1);
    expect(page2.entries[0].after.title).toBe('GD: A');
    expect((await q(`actor=${encodeURIComponent(boss.email)}&entityId=${room.id}`)).total).toBe(3);
    expect((await q(`actor=operator-token&entityId=${room.id}`)).total).toBe(0);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await q(`entityId=${room.id}&from=${encodeURIComponent(future)}`)).total).toBe(0);
    expect((await q(`entityId=${room.id}&to=${encodeURIComponent(future)}`)).total).toBe(3);
    const bad = await t.request('/api/admin/console/audit?from=yesterday', { cookie: boss.cookie });
    expect(bad.status).toBe(400);
  });
});

describe('console sections', () => {
  it('interview requests: the queue by status; confirm and reject go through the operator service and mail', async () => {
    const { cand, req, slot } = await pendingRequest();
    const get = (s: string) =>
      t
        .request(`/api/admin/console/interviews?status=${s}`, { cookie: boss.cookie })
        .then((r) => r.json());
    expect((await get('pending')).requests.map((r: { id: string }) => r.id)).toContain(req.id);
    const act = (a: string) =>
      t.request(`/api/admin/console/interviews/${req.id}/${a}`, {
        method: 'POST',
        cookie: boss.cookie,
      });
    expect((await act('confirm')).status).toBe(200);
    expect((await get('confirmed')).requests.map((r: { id: string }) => r.id)).toContain(req.id);
    expect((await act('confirm')).status).toBe(409);
    expect((await act('reject')).status).toBe(200);
    const [s] = await db.select().from(interviewSlots).where(eq(interviewSlots.id, slot.id));
    expect(s.status).toBe('available');
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, cand.email));
    expect(mails.length).toBeGreaterThanOrEqual(2);
    expect((await act('dance')).status).toBe(400);
  });

  it('rooms: create, edit, cancel through rooms.admin; participants with their phones', async () => {
    const created = await t.request('/api/admin/console/rooms', {
      method: 'POST',
      json: roomInput(),
      cookie: boss.cookie,
    });
    expect(created.status).toBe(201);
    const { room } = await created.json();
    const cand = await signUpAndSignIn(t);
    await grantAccess(db, { email: cand.email, plan: 'major' });
    await db
      .insert(roomEnrollments)
      .values({ roomId: room.id, userId: cand.userId, reminderPhone: '+919812345678' });
    const { participants } = await (
      await t.request(`/api/admin/console/rooms/${room.id}/participants`, { cookie: boss.cookie })
    ).json();
    expect(participants).toEqual([
      expect.objectContaining({ email: cand.email, phone: '+919812345678' }),
    ]);
    const edited = await t.request(`/api/admin/console/rooms/${room.id}`, {
      method: 'PATCH',
      json: { maxParticipants: 12, isPrivate: true },
      cookie: boss.cookie,
    });
    expect((await edited.json()).room).toMatchObject({ maxParticipants: 12, isPrivate: true });
    const cancel = await t.request(`/api/admin/console/rooms/${room.id}/cancel`, {
      method: 'POST',
      cookie: boss.cookie,
    });
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({ mailed: 1 });
    const cancelMails = await db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.to, cand.email), eq(mailOutbox.subject, `Cancelled: ${room.title}`)),
      );
    expect(cancelMails).toHaveLength(1);
    const again = await t.request(`/api/admin/console/rooms/${room.id}/cancel`, {
      method: 'POST',
      cookie: boss.cookie,
    });
    expect(await again.json()).toMatchObject({ mailed: 0 });
    const [row] = await db.select().from(rooms).where(eq(rooms.id, room.id));
    expect(row.isActive).toBe(false);
    const list = await (
      await t.request('/api/admin/console/rooms', { cookie: boss.cookie })
    ).json();
    expect(list.rooms.find((r: { id: string }) => r.id === room.id)).toMatchObject({
      isActive: false,
    });
    expect(
      (
        await t.request(`/api/admin/console/rooms/${randomUUID()}/cancel`, {
          method: 'POST',
          cookie: boss.cookie,
        })
      ).status,
    ).toBe(404);
  });

  it('users: search by email, credits with the ledger, grants with a reason that cannot overdraw', async () => {
    const u = await signUpAndSignIn(t, uniqueEmail('findme'));
    const found = await (
      await t.request(
        `/api/admin/console/users?email=${encodeURIComponent(u.email.slice(0, 14))}`,
        { cookie: boss.cookie },
      )
    ).json();
    expect(found.users.map((x: { id: string }) => x.id)).toContain(u.userId);
    expect(JSON.stringify(found)).not.toMatch(/password|secret/i);
    const grant = (amount: number) =>
      t.request(`/api/admin/console/users/${u.userId}/credits`, {
        method: 'POST',
        json: { testType: 'srt', amount, reason: 'Compensation for an outage' },
        cookie: boss.cookie,
      });
    const g = await grant(5);
    expect(g.status).toBe(200);
    const after = (await g.json()).after as number;
    const over = await grant(-(after + 1));
    expect(over.status).toBe(400);
    // Parallel take-backs: the balance never goes below zero and the ledger explains it.
    await Promise.all(Array.from({ length: 6 }, () => grant(-Math.ceil(after / 2))));
    const detail = await (
      await t.request(`/api/admin/console/users/${u.userId}`, { cookie: boss.cookie })
    ).json();
    expect(detail.credits.credits.srt).toBeGreaterThanOrEqual(0);
    const ledger = await db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, u.userId), eq(creditLedger.testType, 'srt')));
    expect(ledger.reduce((s, l) => s + l.delta, 0)).toBe(detail.credits.credits.srt);
    expect(
      detail.ledger.some(
        (l: { reason: string; delta: number }) => l.reason === 'grant' && l.delta === 5,
      ),
    ).toBe(true);
    const [audit] = await db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, 'credits.grant'), eq(adminAudit.entityId, u.userId)));
    expect(audit.after).toMatchObject({ reason: 'Compensation for an outage', delta: 5 });
    expect(
      (await t.request(`/api/admin/console/users/nobody`, { cookie: boss.cookie })).status,
    ).toBe(404);
  });
});
