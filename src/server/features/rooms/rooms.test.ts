import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, roomEnrollments, rooms } from '@/server/db/schema';
import { createTestApp, signUpAndSignIn } from '@/test/harness';
import { ROOM_MESSAGES } from '@/shared/schemas/rooms';
import { grantAccess } from '../credits/grant.service';
import { cancelRoom, createRoom, seatsConsistent, updateRoom, type RoomInput } from './rooms.admin';
import { seedRooms } from './rooms.seed';

const t = await createTestApp();
const hour = 3_600_000;

const makeRoom = (over: Partial<RoomInput> = {}) =>
  createRoom(t.ctx.db, {
    title: 'GD: test room',
    description: 'A room for tests',
    roomType: 'gd',
    scheduledDatetime: new Date(Date.now() + 3 * hour),
    durationMinutes: 45,
    maxParticipants: 5,
    modName: 'Maj. Test',
    modEmail: 'mod@example.com',
    ...over,
  });
const enrol = (cookie: string, roomId: string, json: unknown = {}) =>
  t.request(`/api/rooms/${roomId}/enrolment`, { method: 'POST', cookie, json });
const unenrol = (cookie: string, roomId: string) =>
  t.request(`/api/rooms/${roomId}/enrolment`, { method: 'DELETE', cookie });
const users = (n: number) => Promise.all(Array.from({ length: n }, () => signUpAndSignIn(t)));
const countRows = async (roomId: string) =>
  (await t.ctx.db.select().from(roomEnrollments).where(eq(roomEnrollments.roomId, roomId))).length;

describe('room enrolment against capacity', () => {
  it('30 candidates racing for 5 seats: exactly 5 enrol, the rest get Room Full', async () => {
    const room = await makeRoom({ maxParticipants: 5 });
    const racers = await users(30);
    const results = await Promise.all(racers.map((u) => enrol(u.cookie, room.id)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(25);
    const full = results.find((r) => r.status === 409)!;
    expect((await full.json()).error).toMatchObject({ code: 'room_full', message: 'Room Full' });
    expect(await countRows(room.id)).toBe(5);
    expect(await seatsConsistent(t.ctx.db, room.id)).toBe(true);
    const winner = racers[statuses.indexOf(201)];
    const list = await (await t.request('/api/rooms', { cookie: winner.cookie })).json();
    expect(list.rooms.find((r: { id: string }) => r.id === room.id)).toMatchObject({
      participantCount: 5,
      maxParticipants: 5,
      isEnrolled: true,
      canEnrol: true,
    });
  });

  it('one user enrolling many times at once holds one seat', async () => {
    const room = await makeRoom({ maxParticipants: 3 });
    const [u] = await users(1);
    const results = await Promise.all(Array.from({ length: 8 }, () => enrol(u.cookie, room.id)));
    expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(results.filter((r) => r.status === 201).length).toBeLessThanOrEqual(1);
    expect(await countRows(room.id)).toBe(1);
    expect(await seatsConsistent(t.ctx.db, room.id)).toBe(true);
  });

  it('unenrolling deletes the row and frees the seat; a second unenrol is 404', async () => {
    const room = await makeRoom({ maxParticipants: 2 });
    const [a, b, c] = await users(3);
    expect((await enrol(a.cookie, room.id)).status).toBe(201);
    expect((await enrol(b.cookie, room.id)).status).toBe(201);
    expect((await enrol(c.cookie, room.id)).status).toBe(409);
    const twice = await Promise.all([unenrol(a.cookie, room.id), unenrol(a.cookie, room.id)]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await seatsConsistent(t.ctx.db, room.id)).toBe(true);
    expect((await enrol(c.cookie, room.id)).status).toBe(201);
    expect(await countRows(room.id)).toBe(2);
    const other = await unenrol(a.cookie, room.id);
    expect(other.status).toBe(404);
    // A deleted account gives its seat back.
    const del = await t.request('/api/auth/delete-user', {
      method: 'POST',
      cookie: b.cookie,
      json: { password: b.password },
    });
    expect(del.status).toBe(200);
    expect(await countRows(room.id)).toBe(1);
    expect(await seatsConsistent(t.ctx.db, room.id)).toBe(true);
    expect((await enrol(a.cookie, room.id)).status).toBe(201);
  });

  it('refuses a started room, an unknown room and junk ids without a 5xx', async () => {
    const room = await makeRoom({ scheduledDatetime: new Date(Date.now() - 60_000) });
    const [u] = await users(1);
    const started = await enrol(u.cookie, room.id);
    expect(started.status).toBe(409);
    expect((await started.json()).error.message).toBe(ROOM_MESSAGES.started);
    expect((await enrol(u.cookie, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await enrol(u.cookie, 'not-a-uuid')).status).toBe(404);
    expect((await enrol(u.cookie, room.id, { phone: 12 })).status).toBe(400);
    expect((await t.request('/api/rooms', {})).status).toBe(401);
  });
});

describe('plan rules: private rooms and early enrolment', () => {
  it('private rooms only for Brigadier and above', async () => {
    const room = await makeRoom({ isPrivate: true });
    const [cadet, major, brigadier] = await users(3);
    await grantAccess(t.ctx.db, { email: major.email, plan: 'major' });
    await grantAccess(t.ctx.db, { email: brigadier.email, plan: 'brigadier' });
    const refused = await enrol(cadet.cookie, room.id);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(ROOM_MESSAGES.privateRoom);
    expect((await enrol(major.cookie, room.id)).status).toBe(403);
    expect((await enrol(brigadier.cookie, room.id)).status).toBe(201);
    const card = (
      await (await t.request('/api/rooms', { cookie: cadet.cookie })).json()
    ).rooms.find((r: { id: string }) => r.id === room.id);
    expect(card).toMatchObject({ isPrivate: true, canEnrol: false, opensAt: null });
  });

  it('more than 48 hours ahead only Major and above enrol; others see when it opens', async () => {
    const start = new Date(Date.now() + 72 * hour);
    const room = await makeRoom({ scheduledDatetime: start });
    const [cadet, lieutenant, major] = await users(3);
    await grantAccess(t.ctx.db, { email: lieutenant.email, plan: 'lieutenant' });
    await grantAccess(t.ctx.db, { email: major.email, plan: 'major' });
    const refused = await enrol(cadet.cookie, room.id);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('not_open_yet');
    expect((await enrol(lieutenant.cookie, room.id)).status).toBe(403);
    expect((await enrol(major.cookie, room.id)).status).toBe(201);
    const card = (
      await (await t.request('/api/rooms', { cookie: cadet.cookie })).json()
    ).rooms.find((r: { id: string }) => r.id === room.id);
    expect(card.canEnrol).toBe(false);
    expect(new Date(card.opensAt).getTime()).toBe(start.getTime() - 48 * hour);
    const near = await makeRoom({ scheduledDatetime: new Date(Date.now() + 47 * hour) });
    expect((await enrol(cadet.cookie, near.id)).status).toBe(201);
  });
});

describe('phone for reminders', () => {
  const phoneOf = async (userId: string) =>
    (await t.ctx.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]?.phone;
  const enrolment = async (userId: string, roomId: string) =>
    (await t.ctx.db.select().from(roomEnrollments).where(eq(roomEnrollments.userId, userId))).find(
      (e) => e.roomId === roomId,
    );

  it('validates an Indian mobile number, trims it and saves it when new or different', async () => {
    const [u] = await users(1);
    const r1 = await makeRoom();
    for (const bad of ['12345', '+1 415 555 0100', '+91 12345 67890', '+91987654321x']) {
      const res = await enrol(u.cookie, r1.id, { phone: bad });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(`phone: ${ROOM_MESSAGES.phone}`);
    }
    expect(await countRows(r1.id)).toBe(0);
    expect((await enrol(u.cookie, r1.id, { phone: '  +91 98765 43210 ' })).status).toBe(201);
    expect(await phoneOf(u.userId)).toBe('+919876543210');
    expect((await enrolment(u.userId, r1.id))?.reminderPhone).toBe('+919876543210');
    const r2 = await makeRoom();
    expect((await enrol(u.cookie, r2.id, { phone: '9123456789' })).status).toBe(201);
    expect(await phoneOf(u.userId)).toBe('+919123456789');
  });

  it("'Skip phone number' saves nothing", async () => {
    const [u] = await users(1);
    const room = await makeRoom();
    expect(
      (await enrol(u.cookie, room.id, { phone: '+919876543210', skipPhone: true })).status,
    ).toBe(201);
    expect(await phoneOf(u.userId)).toBeFalsy();
    expect((await enrolment(u.userId, room.id))?.reminderPhone).toBeNull();
  });
});

describe('session hub and files: enrolled users only', () => {
  it('details and material for the enrolled; Access Denied and 404 for others', async () => {
    const seeded = (await t.ctx.db.select().from(rooms)).filter((r) => r.seedKey && !r.isPrivate);
    const near = seeded.find((r) => r.scheduledDatetime.getTime() - Date.now() < 47 * hour)!;
    const [member, stranger] = await users(2);
    expect((await enrol(member.cookie, near.id)).status).toBe(201);
    const details = await t.request(`/api/rooms/${near.id}`, { cookie: member.cookie });
    expect(details.status).toBe(200);
    const body = await details.json();
    expect(body).toMatchObject({ id: near.id, modEmail: near.modEmail, isEnrolled: true });
    const material = await t.request(body.material.downloadUrl, { cookie: member.cookie });
    expect(material.status).toBe(200);
    expect(material.headers.get('content-type')).toBe('application/pdf');
    expect(material.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(
      Buffer.from(await material.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await t.ctx.storage.exists(near.roomFile!)).toBe(true);
    expect(near.roomFile).toMatch(new RegExp(`^rooms/${near.id}/`));

    const denied = await t.request(`/api/rooms/${near.id}`, { cookie: stranger.cookie });
    expect(denied.status).toBe(403);
    expect((await denied.json()).error.message).toBe(ROOM_MESSAGES.accessDenied);
    const stolen = await t.request(`/api/rooms/${near.id}/material`, { cookie: stranger.cookie });
    expect(stolen.status).toBe(404);
    const missing = await t.request('/api/rooms/00000000-0000-4000-8000-000000000000', {
      cookie: member.cookie,
    });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe(ROOM_MESSAGES.notFound);

    const image = await t.request(`/api/rooms/${near.id}/image`, { cookie: stranger.cookie });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await image.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');

    expect((await unenrol(member.cookie, near.id)).status).toBe(200);
    expect((await t.request(body.material.viewUrl, { cookie: member.cookie })).status).toBe(404);
  });

  it('the join list holds enrolled rooms until start + duration', async () => {
    const [u] = await users(1);
    const running = await makeRoom({ scheduledDatetime: new Date(Date.now() + 2 * hour) });
    const other = await makeRoom({ scheduledDatetime: new Date(Date.now() + 2 * hour) });
    expect((await enrol(u.cookie, running.id)).status).toBe(201);
    // The room moves into the past: running now, then ended.
    await t.ctx.db
      .update(rooms)
      .set({ scheduledDatetime: new Date(Date.now() - 30 * 60_000) })
      .where(eq(rooms.id, running.id));
    let list = (await (await t.request('/api/rooms/enrolled', { cookie: u.cookie })).json()).rooms;
    expect(list.map((r: { id: string }) => r.id)).toEqual([running.id]);
    expect(list.map((r: { id: string }) => r.id)).not.toContain(other.id);
    await t.ctx.db
      .update(rooms)
      .set({ scheduledDatetime: new Date(Date.now() - 46 * 60_000) })
      .where(eq(rooms.id, running.id));
    list = (await (await t.request('/api/rooms/enrolled', { cookie: u.cookie })).json()).rooms;
    expect(list).toEqual([]);
  });
});

describe('seeded rooms and console functions', () => {
  it('seeds upcoming rooms of each type once, topping up when they have started', async () => {
    const before = await t.ctx.db.select().from(rooms);
    const seeded = before.filter((r) => r.seedKey);
    expect(new Set(seeded.map((r) => r.roomType))).toEqual(
      new Set(['ppdt_discussion', 'gd', 'lecturate']),
    );
    expect(await seedRooms(t.ctx.db)).toBe(0);
    // A week later every seeded room has started: each template gets a new one, once.
    const later = new Date(Date.now() + 7 * 24 * hour);
    const added = await seedRooms(t.ctx.db, later);
    expect(added).toBe(seeded.length);
    expect(await seedRooms(t.ctx.db, later)).toBe(0);
  });

  it('cancel hides a room; capacity cannot drop below the enrolled', async () => {
    const room = await makeRoom({ maxParticipants: 3 });
    const [a, b] = await users(2);
    await enrol(a.cookie, room.id);
    await enrol(b.cookie, room.id);
    await expect(updateRoom(t.ctx, room.id, { maxParticipants: 1 })).rejects.toThrow(
      /capacity cannot be lower/,
    );
    const updated = await updateRoom(t.ctx, room.id, { title: 'GD: renamed', maxParticipants: 2 });
    expect(updated).toMatchObject({ title: 'GD: renamed', maxParticipants: 2, seatsTaken: 2 });
    await expect(createRoom(t.ctx.db, { title: '' } as never)).rejects.toThrow(/title/);
    await cancelRoom(t.ctx, room.id);
    const list = (await (await t.request('/api/rooms', { cookie: a.cookie })).json()).rooms;
    expect(list.map((r: { id: string }) => r.id)).not.toContain(room.id);
    expect((await t.request(`/api/rooms/${room.id}`, { cookie: a.cookie })).status).toBe(404);
  });
});

describe('the meeting: enrolled users inside the window only', () => {
  it('answers the room name from 5 minutes before the start until the end', async () => {
    const room = await makeRoom({ scheduledDatetime: new Date(Date.now() + 20 * 60_000) });
    const [member, stranger] = await users(2);
    expect((await enrol(member.cookie, room.id)).status).toBe(201);
    const meeting = (cookie: string) =>
      t.request(`/api/rooms/${room.id}/meeting`, { method: 'POST', cookie });
    // A room made without an image gets a generated cover.
    const cover = await t.request(`/api/rooms/${room.id}/image`, { cookie: stranger.cookie });
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/png');
    expect(await t.ctx.storage.exists(`rooms/${room.id}/cover.png`)).toBe(true);
    const early = await meeting(member.cookie);
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toBe(ROOM_MESSAGES.notOpenYet);
    const move = (ms: number) =>
      t.ctx.db
        .update(rooms)
        .set({ scheduledDatetime: new Date(Date.now() + ms) })
        .where(eq(rooms.id, room.id));
    await move(4 * 60_000);
    const open = await meeting(member.cookie);
    expect(open.status).toBe(200);
    const { join } = await open.json();
    expect(join.roomName).toMatch(new RegExp(`^[A-Za-z0-9]{10,}-room-${room.id}$`));
    expect(join).toMatchObject({ domain: 'meet.jit.si', jwt: null });
    expect((await meeting(stranger.cookie)).status).toBe(404);
    await move(-46 * 60_000);
    const ended = await meeting(member.cookie);
    expect(ended.status).toBe(410);
    expect((await ended.json()).error.message).toBe(ROOM_MESSAGES.ended);
  });
});

describe('seeded room files', () => {
  it('are rendered into storage under rooms/<roomId>/ once', async () => {
    const { prerenderSeededAssets } = await import('./rooms.assets');
    const first = await prerenderSeededAssets(t.ctx.db, t.ctx.storage);
    expect(await prerenderSeededAssets(t.ctx.db, t.ctx.storage)).toBe(0);
    const seeded = (await t.ctx.db.select().from(rooms)).filter(
      (r) => r.seedKey && r.scheduledDatetime > new Date(),
    );
    expect(first).toBeLessThanOrEqual(seeded.length * 2);
    for (const r of seeded) {
      expect(r.roomImage).toBe(`rooms/${r.id}/cover.png`);
      expect(await t.ctx.storage.exists(r.roomImage!)).toBe(true);
      expect(await t.ctx.storage.exists(r.roomFile!)).toBe(true);
    }
  });
});
