import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testResponses, uploadedFiles, uploadSessions } from '@/server/db/schema';
import { createTestApp, signUpAndSignIn, type TestApp } from '@/test/harness';
import type { PracticeSession } from '@/shared/schemas/practice';
import type { SessionPhotos, UploadLink } from '@/shared/schemas/uploads';
import { hashToken } from './uploads.service';

const t: TestApp = await createTestApp();

const startWat = async (cookie: string, count = 1) => {
  const res = await t.request('/api/practice/sessions', {
    method: 'POST',
    cookie,
    json: { testType: 'wat', count },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as PracticeSession;
};
const makeLink = async (cookie: string, practiceSessionId: string) => {
  const res = await t.request('/api/uploads/sessions', {
    method: 'POST',
    cookie,
    json: { practiceSessionId },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as UploadLink;
};
/** A phone: no cookie, same origin, multipart. */
const upload = (
  token: string | undefined,
  bytes: Buffer | Uint8Array,
  name = 'sheet.jpg',
  type = 'image/jpeg',
) => {
  const form = new FormData();
  if (token !== undefined) form.set('token', token);
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return t.request('/api/uploads/mobile-upload', { method: 'POST', body: form });
};
const validate = (body: unknown) =>
  t.request('/api/uploads/validate-upload-session', { method: 'POST', json: body });
const jpeg = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#f4efe2' } })
    .jpeg()
    .toBuffer();

/** A user with a WAT session and a live link for it. */
const setup = async (count = 1) => {
  const user = await signUpAndSignIn(t);
  const session = await startWat(user.cookie, count);
  const link = await makeLink(user.cookie, session.id);
  return { user, session, link };
};

describe('upload links', () => {
  it('makes a 256-bit token stored only as its hash, bound to the session, for 30 minutes', async () => {
    const { user, session, link } = await setup();
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);
    expect(link.url).toBe(`http://localhost:3000/mobile-upload?token=${link.token}`);
    const [row] = await t.ctx.db
      .select()
      .from(uploadSessions)
      .where(eq(uploadSessions.practiceSessionId, session.id));
    expect(row.tokenHash).toBe(hashToken(link.token));
    expect(JSON.stringify(row)).not.toContain(link.token);
    expect(row.userId).toBe(user.userId);
    const minutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThan(30.1);
    const res = await validate({ token: link.token });
    expect(await res.json()).toEqual({
      valid: true,
      session: { session_id: session.id, test_type: 'wat' },
    });
  });

  it("refuses a link for another user's session, and needs a sign-in", async () => {
    const { session } = await setup();
    const other = await signUpAndSignIn(t);
    const res = await t.request('/api/uploads/sessions', {
      method: 'POST',
      cookie: other.cookie,
      json: { practiceSessionId: session.id },
    });
    expect(res.status).toBe(404);
    const anon = await t.request('/api/uploads/sessions', {
      method: 'POST',
      json: { practiceSessionId: session.id },
    });
    expect(anon.status).toBe(401);
  });

  it('answers missing, unknown, expired and deactivated tokens as invalid', async () => {
    const missing = await validate({});
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toMatch(/token is required/);
    expect(await (await validate({ token: 'x'.repeat(43) })).json()).toEqual({
      valid: false,
      session: null,
    });

    const expired = await setup();
    await t.ctx.db
      .update(uploadSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploadSessions.practiceSessionId, expired.session.id));
    expect((await (await validate({ token: expired.link.token })).json()).valid).toBe(false);
    const late = await upload(expired.link.token, await jpeg());
    expect(late.status).toBe(403);
    expect((await late.json()).error.message).toBe('This upload link is invalid or has expired.');

    const closed = await setup();
    const off = await validate({ token: closed.link.token, action: 'deactivate' });
    expect(await off.json()).toMatchObject({ valid: false, deactivated: true });
    expect((await (await validate({ token: closed.link.token })).json()).valid).toBe(false);
    expect((await upload(closed.link.token, await jpeg())).status).toBe(403);

    // A new QR code rotates the token: the old one stops working, the new one works.
    const fresh = await makeLink(closed.user.cookie, closed.session.id);
    expect((await (await validate({ token: fresh.token })).json()).valid).toBe(true);
    expect((await upload(closed.link.token, await jpeg())).status).toBe(403);
    expect((await upload(undefined, await jpeg())).status).toBe(400);
  });
});

describe('mobile-upload', () => {
  it('stores a photo without sign-in, and only its owner can fetch it', async () => {
    const { user, session, link } = await setup();
    const res = await upload(link.token, await jpeg());
    expect(res.status).toBe(201);
    const { id, url } = (await res.json()) as { id: string; url: string };
    expect(url).toBe(`/api/uploads/files/${id}`);
    const own = await t.request(url, { cookie: user.cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await own.arrayBuffer())).metadata()).format).toBe('jpeg');
    const other = await signUpAndSignIn(t);
    expect((await t.request(url, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request(url)).status).toBe(401);
    const list = await t.request(`/api/uploads/sessions/${session.id}/files`, {
      cookie: user.cookie,
    });
    const photos = (await list.json()) as SessionPhotos;
    expect(photos.photos.map((p) => p.id)).toEqual([id]);
    expect(photos.linkActive).toBe(true);
    const spy = await t.request(`/api/uploads/sessions/${session.id}/files`, {
      cookie: other.cookie,
    });
    expect(spy.status).toBe(404);
  });

  it('takes at most five photos: the sixth is refused', async () => {
    const { session, link } = await setup();
    const photo = await jpeg();
    for (let i = 0; i < 5; i++) expect((await upload(link.token, photo)).status).toBe(201);
    const sixth = await upload(link.token, photo);
    expect(sixth.status).toBe(409);
    expect((await sixth.json()).error.message).toBe('You can only upload up to 5 files.');
    const rows = await t.ctx.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.practiceSessionId, session.id));
    expect(rows).toHaveLength(5);
  });

  it('the owner can remove a photo: its place is free again; nobody else can remove it', async () => {
    const { user, link } = await setup();
    const photo = await jpeg();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(((await (await upload(link.token, photo)).json()) as { id: string }).id);
    const other = await signUpAndSignIn(t);
    const del = (id: string, cookie: string) =>
      t.request(`/api/uploads/files/${id}`, { method: 'DELETE', cookie });
    expect((await del(ids[0], other.cookie)).status).toBe(404);
    const [row] = await t.ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, ids[0]));
    expect((await del(ids[0], user.cookie)).status).toBe(204);
    expect(await t.ctx.storage.exists(row.storageKey)).toBe(false);
    expect((await t.request(`/api/uploads/files/${ids[0]}`, { cookie: user.cookie })).status).toBe(
      404,
    );
    expect((await del(ids[0], user.cookie)).status).toBe(404);
    expect((await upload(link.token, photo)).status).toBe(201);
    expect((await upload(link.token, photo)).status).toBe(409);
  });

  it('stores exactly five of six photos uploaded in parallel, and no orphan file', async () => {
    const { session, link } = await setup();
    const photo = await jpeg();
    // Watch the storage the app writes to: the refused photo's bytes must be deleted again.
    const storage = t.ctx.storage;
    const kept = new Set<string>();
    const { put, delete: remove } = storage;
    storage.put = async (key, bytes) => {
      kept.add(key);
      return put(key, bytes);
    };
    storage.delete = async (key) => {
      kept.delete(key);
      return remove(key);
    };
    const results = await Promise.all(Array.from({ length: 6 }, () => upload(link.token, photo)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409]);
    const rows = await t.ctx.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.practiceSessionId, session.id));
    expect(rows).toHaveLength(5);
    storage.put = put;
    storage.delete = remove;
    for (const row of rows) expect(await t.ctx.storage.exists(row.storageKey)).toBe(true);
    expect([...kept].sort()).toEqual(rows.map((r) => r.storageKey).sort());
    const [slot] = await t.ctx.db
      .select()
      .from(uploadSessions)
      .where(eq(uploadSessions.practiceSessionId, session.id));
    expect(slot.fileCount).toBe(5);
  });

  it('checks the content, not the name: a PHP script named photo.jpg and an SVG with script are refused', async () => {
    const { session, link } = await setup();
    const php = Buffer.from('<?php system($_GET["cmd"]); ?>\n');
    const asJpg = await upload(link.token, php, 'photo.jpg', 'image/jpeg');
    expect(asJpg.status).toBe(415);
    expect((await asJpg.json()).error.message).toMatch(/not a photo we can read/);
    // JPEG magic bytes in front of the script: the real decode refuses it.
    const disguised = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16), php]);
    expect((await upload(link.token, disguised, 'photo.jpg')).status).toBe(415);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    expect((await upload(link.token, svg, 'sheet.svg', 'image/svg+xml')).status).toBe(415);
    expect((await upload(link.token, svg, 'sheet.png', 'image/png')).status).toBe(415);
    const rows = await t.ctx.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.practiceSessionId, session.id));
    expect(rows).toHaveLength(0);
  });

  it('answers a 50 MB file with a clear 413', async () => {
    const { link } = await setup();
    const big = Buffer.alloc(50 * 1024 * 1024, 0xff);
    const res = await upload(link.token, big);
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe(
      'The photo is too large: the limit is 15 MB. Take it again at a lower resolution.',
    );
  });

  it('re-encodes: EXIF and GPS gone, turned upright, shrunk to 2400 px', async () => {
    const { link } = await setup();
    const withGps = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#ddd' },
    })
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Cam 1', Orientation: '6' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '28/1 36/1 50/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '77/1 12/1 30/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif?.toString('latin1')).toContain('PhoneCo');
    expect(before.orientation).toBe(6);
    // The GPS IFD pointer (tag 0x8825) is in the original's EXIF, in either byte order.
    const gpsTag = (exif: Buffer) =>
      exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
    expect(gpsTag(before.exif!)).toBe(true);
    const res = await upload(link.token, withGps);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await t.ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
    const stored = (await t.ctx.storage.get(row.storageKey))!;
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('PhoneCo');
    // Orientation 6 = rotate 90°: the landscape sensor image is stored portrait, 1800 × 2400.
    expect([after.width, after.height]).toEqual([1800, 2400]);
    expect([row.width, row.height]).toEqual([1800, 2400]);
  });
});

describe('paper answers', () => {
  it('become the session answers, in order, and go to the assessor', async () => {
    const { user, session } = await setup(3);
    const res = await t.request(`/api/uploads/sessions/${session.id}/answers`, {
      method: 'POST',
      cookie: user.cookie,
      json: { answers: ['  Courage wins battles.  ', '', 'A team shares the load.'] },
    });
    expect(res.status).toBe(200);
    const { evaluationId } = (await res.json()) as { evaluationId: string };
    expect(evaluationId).toMatch(/^[0-9a-f-]{36}$/);
    const rows = await t.ctx.db
      .select()
      .from(testResponses)
      .where(eq(testResponses.sessionId, session.id));
    const byPosition = rows.sort((a, b) => a.position - b.position).map((r) => r.responseText);
    expect(byPosition).toEqual(['Courage wins battles.', null, 'A team shares the load.']);
    const again = await t.request(`/api/uploads/sessions/${session.id}/answers`, {
      method: 'POST',
      cookie: user.cookie,
      json: { answers: ['x'] },
    });
    expect(again.status).toBe(409);
    // The session is closed: no new link for it.
    const link = await t.request('/api/uploads/sessions', {
      method: 'POST',
      cookie: user.cookie,
      json: { practiceSessionId: session.id },
    });
    expect(link.status).toBe(409);
  });

  it("refuses blank-only answers, too many answers, and another user's session", async () => {
    const { user, session } = await setup(2);
    const post = (cookie: string, answers: unknown) =>
      t.request(`/api/uploads/sessions/${session.id}/answers`, {
        method: 'POST',
        cookie,
        json: { answers },
      });
    const blank = await post(user.cookie, ['  ', null]);
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.message).toBe(
      'Please provide text responses before evaluation.',
    );
    expect((await post(user.cookie, ['a', 'b', 'c'])).status).toBe(400);
    const other = await signUpAndSignIn(t);
    expect((await post(other.cookie, ['a'])).status).toBe(404);
  });
});
