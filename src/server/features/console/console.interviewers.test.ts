import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  interviewers,
  interviewRequests,
  interviewSlots,
  mailOutbox,
  orders,
  rooms,
  user,
} from '@/server/db/schema';
import { createAppWithFakeRazorpay } from '@/test/fake-razorpay';
import { signUpAndSignIn, uniqueEmail, withEnv } from '@/test/harness';
import { grantAccess } from '../credits/grant.service';
import { buildPiqInput } from '../piq/piq.factory';
import { createRoom } from '../rooms/rooms.admin';
import { settleInterviews } from '../interviews/interviews.settle';
import { weeklySlotInstants } from '@/shared/slot-pattern';
import { INVALID_LINK_MESSAGE } from '../interviews/interviewer-link';

const keys = { keyId: 'rzp_test_ops', keySecret: 'ops-key-secret', webhookSecret: 'ops-whsec' };
const { fake, t } = await createAppWithFakeRazorpay(keys);
const { db } = t.ctx;

const boss = await signUpAndSignIn(t, uniqueEmail('ops-admin'));
await grantAccess(db, { email: boss.email, admin: true });
await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, boss.userId));
const boss2 = await signUpAndSignIn(t, uniqueEmail('ops-admin2'));
await grantAccess(db, { email: boss2.email, admin: true });
await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, boss2.userId));

const A = '/api/admin/console/interviewers';
const as = (cookie: string) => ({
  get: (path: string) => t.request(path, { cookie }),
  post: (path: string, json?: unknown) => t.request(path, { method: 'POST', cookie, json }),
  patch: (path: string, json: unknown) => t.request(path, { method: 'PATCH', cookie, json }),
});
const admin = as(boss.cookie);

const interviewerInput = (over: Record<string, unknown> = {}) => ({
  name: 'Lt Col Test Kumar (Retd.)',
  age: 54,
  rating: 4.6,
  recommendationsCount: 40,
  recommendationPlaces: ['SSB Bhopal', 'SSB Allahabad'],
  specialization: 'Personal interview',
  experienceYears: 15,
  bio: 'Sat on two boards as an interviewing officer for eight years.',
  ...over,
});

async function newInterviewer(over: Record<string, unknown> = {}) {
  const res = await admin.post(A, interviewerInput(over));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).interviewer as { id: string; slug: string; isActive: boolean };
}

describe('interviewers', () => {
  it('creates with every field, edits, retires and reactivates (each audited)', async () => {
    const who = await newInterviewer();
    expect(who.slug).toBe('lt-col-test-kumar-retd');
    const [row] = await db.select().from(interviewers).where(eq(interviewers.id, who.id));
    expect(row).toMatchObject({
      age: 54,
      rating: 4.6,
      recommendationsCount: 40,
      recommendationPlaces: ['SSB Bhopal', 'SSB Allahabad'],
      experienceYears: 15,
      isActive: true,
    });
    // A second one with the same name gets its own key.
    const twin = await newInterviewer();
    expect(twin.slug).not.toBe(who.slug);

    const edit = await admin.patch(`${A}/${who.id}`, { bio: 'A new bio that is long enough.' });
    expect(edit.status).toBe(200);
    expect((await edit.json()).interviewer.bio).toBe('A new bio that is long enough.');
    const retire = await admin.patch(`${A}/${who.id}`, { isActive: false });
    expect((await retire.json()).interviewer.isActive).toBe(false);
    // Retired: not offered to candidates, and no new pattern slots.
    const cand = await signUpAndSignIn(t);
    const list = await (
      await t.request('/api/interviews/interviewers', { cookie: cand.cookie })
    ).json();
    expect(list.interviewers.map((i: { id: string }) => i.id)).not.toContain(who.id);
    const refused = await admin.post(`${A}/${who.id}/slots/weekly`, {
      weekdays: [1],
      times: ['10:00'],
      weeks: 1,
    });
    expect(refused.status).toBe(409);
    const back = await admin.patch(`${A}/${who.id}`, { isActive: true });
    expect((await back.json()).interviewer.isActive).toBe(true);

    const all = await (await admin.get(A)).json();
    expect(all.interviewers.find((i: { id: string }) => i.id === who.id)).toMatchObject({
      upcoming: { available: 0, held: 0, booked: 0 },
    });
  });

  it('answers 400 with messages a person can act on, 404 for an unknown id, 409 for a taken key', async () => {
    const bad = await admin.post(A, interviewerInput({ age: 12, bio: 'short', rating: 9 }));
    expect(bad.status).toBe(400);
    const text = JSON.stringify(await bad.json());
    expect(text).toContain('Age must be at least 21.');
    expect(text).toContain('Rating is between 0 and 5.');
    expect(text).toContain('Write a short bio');
    expect((await admin.patch(`${A}/${randomUUID()}`, { age: 50 })).status).toBe(404);
    const who = await newInterviewer({ slug: `key-${Date.now()}` });
    const dup = await admin.post(A, interviewerInput({ slug: who.slug }));
    expect(dup.status).toBe(409);
  });
});

describe('slots', () => {
  it('adds a weekly pattern in one go: created/skipped counts, the same instants as the preview, never in the past', async () => {
    const who = await newInterviewer();
    const pattern = {
      weekdays: [1, 3, 5],
      times: ['09:30', '17:00'],
      weeks: 2,
      timeZone: 'Asia/Kolkata',
    };
    const preview = weeklySlotInstants(pattern, new Date()).map((d) => d.toISOString());
    const res = await admin.post(`${A}/${who.id}/slots/weekly`, pattern);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.created).toBe(preview.length);
    expect(body.skipped).toBe(0);
    expect(body.slots).toEqual(preview);
    const rows = await db
      .select()
      .from(interviewSlots)
      .where(eq(interviewSlots.interviewerId, who.id));
    expect(
      rows.every((r) => r.startsAt.getTime() > Date.now() && r.timeZone === 'Asia/Kolkata'),
    ).toBe(true);
    // Again, plus a week: only the new week is created.
    const again = await (
      await admin.post(`${A}/${who.id}/slots/weekly`, { ...pattern, weeks: 3 })
    ).json();
    expect(again.skipped).toBe(preview.length);
    expect(again.created).toBe(
      weeklySlotInstants({ ...pattern, weeks: 3 }, new Date()).length - preview.length,
    );

    const bad = await admin.post(`${A}/${who.id}/slots/weekly`, {
      weekdays: [],
      times: ['9am'],
      weeks: 40,
      timeZone: 'Nowhere/Land',
    });
    expect(bad.status).toBe(400);
    const msg = JSON.stringify(await bad.json());
    expect(msg).toContain('Pick at least one weekday.');
    expect(msg).toContain('Times are HH:MM');
    expect(msg).toContain('Unknown time zone');

    const past = await admin.post(`${A}/${who.id}/slots`, {
      startsAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect((await past.json()).error.message).toContain('A slot must start in the future.');
    const at = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect((await admin.post(`${A}/${who.id}/slots`, { startsAt: at })).status).toBe(201);
    expect((await admin.post(`${A}/${who.id}/slots`, { startsAt: at })).status).toBe(409);
  });

  it('lists slots by status over a date range', async () => {
    const who = await newInterviewer();
    const base = Date.now() + 2 * 86_400_000;
    await db.insert(interviewSlots).values([
      { interviewerId: who.id, startsAt: new Date(base), status: 'available' },
      {
        interviewerId: who.id,
        startsAt: new Date(base + 3600_000),
        status: 'held',
        holdExpiresAt: new Date(base),
      },
      { interviewerId: who.id, startsAt: new Date(base + 40 * 86_400_000), status: 'available' },
    ]);
    const from = new Date(base - 86_400_000).toISOString();
    const to = new Date(base + 86_400_000).toISOString();
    const all = await (await admin.get(`${A}/${who.id}/slots?from=${from}&to=${to}`)).json();
    expect(all.slots.map((s: { status: string }) => s.status)).toEqual(['available', 'held']);
    const held = await (
      await admin.get(`${A}/${who.id}/slots?from=${from}&to=${to}&status=held`)
    ).json();
    expect(held.slots).toHaveLength(1);
    expect((await admin.get(`${A}/${who.id}/slots?from=${to}&to=${from}`)).status).toBe(400);
    expect((await admin.get(`${A}/${randomUUID()}/slots`)).status).toBe(404);
  });

  it('cancels an available slot (removed) and a held one (its late payment is refunded)', async () => {
    const who = await newInterviewer();
    const [free] = await db
      .insert(interviewSlots)
      .values({ interviewerId: who.id, startsAt: new Date(Date.now() + 86_400_000) })
      .returning();
    const res = await admin.post(`${A}/slots/${free.id}/cancel`);
    expect(await res.json()).toMatchObject({ outcome: 'removed' });
    expect(
      await db.select().from(interviewSlots).where(eq(interviewSlots.id, free.id)),
    ).toHaveLength(0);

    // A candidate opens checkout (the slot is held), the admin cancels, the candidate pays anyway.
    const cand = await candidate();
    const [slot] = await db
      .insert(interviewSlots)
      .values({ interviewerId: who.id, startsAt: new Date(Date.now() + 2 * 86_400_000) })
      .returning();
    const o = await t.request('/api/interviews/orders', {
      method: 'POST',
      cookie: cand.cookie,
      json: { interviewerId: who.id, slotId: slot.id },
    });
    expect(o.status).toBe(201);
    const { orderId } = await o.json();
    expect((await slotRow(slot.id)).status).toBe('held');
    const cancel = await admin.post(`${A}/slots/${slot.id}/cancel`);
    expect(await cancel.json()).toMatchObject({ outcome: 'cancelled' });
    const { callback } = fake.pay(orderId);
    const v = await t.request('/api/interviews/verify', {
      method: 'POST',
      cookie: cand.cookie,
      json: { ...callback, interviewer_id: who.id, slot_id: slot.id },
    });
    expect(v.status).toBeGreaterThanOrEqual(200);
    await settleInterviews(t.ctx);
    const [ord] = await db.select().from(orders).where(eq(orders.providerOrderId, orderId));
    expect(ord.status).toBe('refunded');
    expect(
      await db.select().from(interviewRequests).where(eq(interviewRequests.slotId, slot.id)),
    ).toHaveLength(0);
    expect((await slotRow(slot.id)).status).toBe('cancelled');
  });

  it('cancels a booked slot: rejects, refunds and mails exactly once when two admins race', async () => {
    const who = await newInterviewer();
    const cand = await candidate();
    const [slot] = await db
      .insert(interviewSlots)
      .values({ interviewerId: who.id, startsAt: new Date(Date.now() + 2 * 86_400_000) })
      .returning();
    const o = await (
      await t.request('/api/interviews/orders', {
        method: 'POST',
        cookie: cand.cookie,
        json: { interviewerId: who.id, slotId: slot.id },
      })
    ).json();
    const { callback } = fake.pay(o.orderId);
    const v = await t.request('/api/interviews/verify', {
      method: 'POST',
      cookie: cand.cookie,
      json: { ...callback, interviewer_id: who.id, slot_id: slot.id },
    });
    expect(v.status).toBe(200);
    expect((await slotRow(slot.id)).status).toBe('booked');
    const mailsBefore = (await db.select().from(mailOutbox).where(eq(mailOutbox.to, cand.email)))
      .length;

    const [r1, r2] = await Promise.all([
      as(boss.cookie).post(`${A}/slots/${slot.id}/cancel`),
      as(boss2.cookie).post(`${A}/slots/${slot.id}/cancel`),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([200, 409]);
    const won = await (r1.status === 200 ? r1 : r2).json();
    expect(won).toMatchObject({ outcome: 'cancelled', refunded: true });
    const [req] = await db
      .select()
      .from(interviewRequests)
      .where(eq(interviewRequests.slotId, slot.id));
    expect(req.status).toBe('rejected');
    expect(fake.payments.get(callback.razorpay_payment_id)?.status).toBe('refunded');
    expect(
      fake.requests.filter((r) => r.includes(callback.razorpay_payment_id) && r.includes('refund')),
    ).toHaveLength(1);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, cand.email));
    expect(mails.length - mailsBefore).toBe(1);
    expect(mails.at(-1)?.text).toContain('refunded');
    // A slot in the past cannot be cancelled.
    const [old] = await db
      .insert(interviewSlots)
      .values({ interviewerId: who.id, startsAt: new Date(Date.now() - 86_400_000) })
      .returning();
    expect((await admin.post(`${A}/slots/${old.id}/cancel`)).status).toBe(409);
    expect((await admin.post(`${A}/slots/${randomUUID()}/cancel`)).status).toBe(404);
  });
});

async function candidate() {
  const u = await signUpAndSignIn(t, uniqueEmail('ops-cand'));
  const res = await t.request('/api/piq', {
    method: 'PUT',
    cookie: u.cookie,
    json: buildPiqInput(),
  });
  expect(res.status).toBe(200);
  return u;
}
const slotRow = async (id: string) =>
  (await db.select().from(interviewSlots).where(eq(interviewSlots.id, id)))[0];

/** An approved request starting `inMinutes` from now (included, no payment). */
async function approvedRequest(inMinutes: number) {
  const cand = await signUpAndSignIn(t, uniqueEmail('ops-join'));
  const [who] = await db
    .insert(interviewers)
    .values({
      slug: `ops-${randomUUID()}`,
      name: 'Join Assessor',
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
      startsAt: new Date(Date.now() + inMinutes * 60_000),
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
      status: 'approved',
      jitsiRoomName: `ssbprep-interview-${randomUUID().replace(/-/g, '')}`,
    })
    .returning();
  return { cand, req };
}

describe("the interviewer's join link", () => {
  it('opens the same room as the candidate, as moderator; a tampered or expired link is a clear 4xx', async () => {
    const { cand, req } = await approvedRequest(10);
    const link = await admin.post(`${A}/requests/${req.id}/join-link`);
    expect(link.status).toBe(200);
    const { url, expiresAt } = await link.json();
    expect(url).toContain('/interviewer/join?token=');
    // The link lasts until the interview ends (start + 45 minutes), not longer.
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(new Date(expiresAt).getTime()).toBeLessThanOrEqual(Date.now() + 55 * 60_000);
    const token = new URL(url).searchParams.get('token')!;

    const info = await t.request(`/api/interviewer-join?token=${encodeURIComponent(token)}`);
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ interviewerName: 'Join Assessor' });
    const join = await t.request('/api/interviewer-join', { method: 'POST', json: { token } });
    expect(join.status).toBe(200);
    const mine = await t.request(`/api/interviews/requests/${req.id}/join`, {
      method: 'POST',
      cookie: cand.cookie,
    });
    expect(mine.status).toBe(200);
    expect((await join.json()).roomName).toBe((await mine.json()).roomName);

    const [head, exp, mac] = token.split('.');
    const tampered = `${head}.${Number(exp) + 3600}.${mac}`;
    const bad = await t.request('/api/interviewer-join', {
      method: 'POST',
      json: { token: tampered },
    });
    expect(bad.status).toBe(403);
    expect((await bad.json()).error.message).toBe(INVALID_LINK_MESSAGE);
    const otherReq = `${randomUUID()}.${exp}.${mac}`;
    expect(
      (await t.request('/api/interviewer-join', { method: 'POST', json: { token: otherReq } }))
        .status,
    ).toBe(403);
    expect(
      (await t.request('/api/interviewer-join', { method: 'POST', json: { token: 'x' } })).status,
    ).toBe(403);
    expect((await t.request('/api/interviewer-join', { method: 'POST', json: {} })).status).toBe(
      400,
    );
  });

  it('expires when the interview ends, opens 15 minutes before, and carries moderator: true with JWT', async () => {
    const { req } = await approvedRequest(60);
    const { url } = await (await admin.post(`${A}/requests/${req.id}/join-link`)).json();
    const token = new URL(url).searchParams.get('token')!;
    const early = await t.request('/api/interviewer-join', { method: 'POST', json: { token } });
    expect(early.status).toBe(409);
    expect((await early.json()).error.code).toBe('join_not_open');
    // The slot moved to the past (its end gone): the same link is now expired.
    const { verifyInterviewerToken } = await import('../interviews/interviewer-link');
    const exp = Number(token.split('.')[1]) * 1000;
    expect(() => verifyInterviewerToken(t.ctx.env, token, new Date(exp + 1000))).toThrow(/expired/);
    const { request } = withEnv(t, {
      JITSI_APP_ID: 'ssbprep',
      JITSI_PRIVATE_KEY: 'shared-secret-for-hs256',
    });
    const soon = await approvedRequest(5);
    const l2 = await (await admin.post(`${A}/requests/${soon.req.id}/join-link`)).json();
    const withJwt = await request('/api/interviewer-join', {
      method: 'POST',
      json: { token: new URL(l2.url).searchParams.get('token') },
    });
    expect(withJwt.status).toBe(200);
    const { jwt } = await withJwt.json();
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
    expect(claims.context.user.moderator).toBe('true');
    // Only approved or confirmed requests get a link.
    await db
      .update(interviewRequests)
      .set({ status: 'rejected' })
      .where(eq(interviewRequests.id, soon.req.id));
    expect((await admin.post(`${A}/requests/${soon.req.id}/join-link`)).status).toBe(409);
    expect(
      (
        await request('/api/interviewer-join', {
          method: 'POST',
          json: { token: new URL(l2.url).searchParams.get('token') },
        })
      ).status,
    ).toBe(410);
    expect((await admin.post(`${A}/requests/${randomUUID()}/join-link`)).status).toBe(404);
  });
});

describe('room files', () => {
  const roomInput = () => ({
    title: 'GD: with a picture',
    roomType: 'gd' as const,
    scheduledDatetime: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    durationMinutes: 45,
    maxParticipants: 8,
    modName: 'Maj. Files',
    modEmail: 'mod@example.com',
  });
  const upload = (roomId: string, what: 'image' | 'material', bytes: Buffer, name: string) => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(bytes)], name));
    return t.request(`/api/admin/console/rooms/${roomId}/${what}`, {
      method: 'POST',
      cookie: boss.cookie,
      body: form,
    });
  };

  it('takes a PNG by content, resizes it and serves it on the room; refuses a non-image', async () => {
    const room = await createRoom(db, roomInput());
    const big = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: '#2255aa' },
    })
      .png()
      .toBuffer();
    const res = await upload(room.id, 'image', big, 'cover.txt');
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ width: 1200, height: 600 });
    const cand = await signUpAndSignIn(t);
    const img = await t.request(`/api/rooms/${room.id}/image`, { cookie: cand.cookie });
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await img.arrayBuffer())).metadata()).width).toBe(1200);

    const fakePng = await upload(
      room.id,
      'image',
      Buffer.from('<svg>not really a png</svg>'),
      'x.png',
    );
    expect(fakePng.status).toBe(415);
    expect((await fakePng.json()).error.message).toBe(
      'The image must be a PNG, JPEG or WebP picture.',
    );
    const none = await t.request(`/api/admin/console/rooms/${room.id}/image`, {
      method: 'POST',
      cookie: boss.cookie,
      json: {},
    });
    expect(none.status).toBe(400);
  });

  it('takes a PDF (magic bytes, size limit) that enrolled users can download', async () => {
    const room = await createRoom(db, roomInput());
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const res = await upload(room.id, 'material', pdf, 'GD notes (final).pdf');
    expect(res.status).toBe(200);
    expect((await res.json()).roomFileName).toBe('GD notes final.pdf');
    expect(
      (await upload(room.id, 'material', Buffer.from('MZ not a pdf at all'), 'a.pdf')).status,
    ).toBe(415);
    const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]);
    expect([413]).toContain((await upload(room.id, 'material', huge, 'big.pdf')).status);

    const cand = await signUpAndSignIn(t);
    expect(
      (await t.request(`/api/rooms/${room.id}/material`, { cookie: cand.cookie })).status,
    ).toBe(404);
    const [r] = await db
      .select()
      .from(rooms)
      .where(and(eq(rooms.id, room.id)));
    expect(r.roomFile).toMatch(/^rooms\/.+\/material-.+\.pdf$/);
  });
});
