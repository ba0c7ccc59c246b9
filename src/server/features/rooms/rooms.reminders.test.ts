import { afterAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { mailOutbox, roomEnrollments } from '@/server/db/schema';
import { startQueue } from '@/server/jobs/queue';
import { createTestApp, signUpAndSignIn } from '@/test/harness';
import { startFakeWhatsApp } from '@/test/fake-whatsapp';
import { cancelRoom, createRoom, rescheduleRoom, type RoomInput } from './rooms.admin';
import {
  ROOM_REMINDER_QUEUE,
  reminderDepsFrom,
  reminderKey,
  registerRoomReminders,
  scheduleReminder,
  sendRoomReminder,
} from './rooms.reminders';

const wa = { token: 'EAAG-test-token', phoneNumberId: '109876543210' };
const fake = await startFakeWhatsApp(wa);
afterAll(() => fake.close());
const t = await createTestApp({
  jobs: true,
  env: {
    WHATSAPP_TOKEN: wa.token,
    WHATSAPP_PHONE_NUMBER_ID: wa.phoneNumberId,
    WHATSAPP_TEMPLATE_NAME: 'room_reminder',
    WHATSAPP_TEMPLATE_LANGUAGE: 'en_US',
    WHATSAPP_API_BASE_URL: fake.baseUrl,
  },
});
const boss = t.ctx.boss!;
const minute = 60_000;

const makeRoom = (over: Partial<RoomInput> = {}) =>
  createRoom(t.ctx.db, {
    title: 'GD: reminders',
    roomType: 'gd',
    scheduledDatetime: new Date(Date.now() + 3 * 60 * minute),
    durationMinutes: 45,
    maxParticipants: 20,
    modName: 'Maj. Test',
    modEmail: 'mod@example.com',
    ...over,
  });
const enrol = (cookie: string, roomId: string, json: unknown = {}) =>
  t.request(`/api/rooms/${roomId}/enrolment`, { method: 'POST', cookie, json });
const enrolmentId = async (userId: string, roomId: string) =>
  (await t.ctx.db.select().from(roomEnrollments).where(eq(roomEnrollments.userId, userId))).find(
    (e) => e.roomId === roomId,
  )!.id;
const jobsOf = (id: string) => boss.findJobs(ROOM_REMINDER_QUEUE, { key: reminderKey(id) });
const mailTo = (to: string) => t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const reminderMailsTo = async (to: string) =>
  (await mailTo(to)).filter((m) => m.subject.startsWith('Reminder:'));

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 40_000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('room reminders: scheduling', () => {
  it('queues one job per enrolment for 15 minutes before the start; unenrol cancels it', async () => {
    const start = new Date(Date.now() + 2 * 60 * minute);
    const room = await makeRoom({ scheduledDatetime: start });
    const u = await signUpAndSignIn(t);
    expect((await enrol(u.cookie, room.id, { phone: '+919876543210' })).status).toBe(201);
    const id = await enrolmentId(u.userId, room.id);
    // A second process (or a retry after a restart) scheduling the same reminder edits the one job.
    await Promise.all([
      scheduleReminder(boss, t.ctx.db, id, start),
      scheduleReminder(boss, t.ctx.db, id, start),
    ]);
    const jobs = await jobsOf(id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0].state).toBe('created');
    expect(new Date(jobs[0].startAfter).getTime()).toBe(start.getTime() - 15 * minute);
    expect(jobs[0].data).toEqual({ enrollmentId: id, startsAt: start.toISOString() });

    const res = await t.request(`/api/rooms/${room.id}/enrolment`, {
      method: 'DELETE',
      cookie: u.cookie,
    });
    expect(res.status).toBe(200);
    expect((await jobsOf(id)).map((j) => j.state)).toEqual(['cancelled']);
  });

  it('enrolling later than 15 minutes before the start queues no reminder', async () => {
    const room = await makeRoom({ scheduledDatetime: new Date(Date.now() + 10 * minute) });
    const u = await signUpAndSignIn(t);
    expect((await enrol(u.cookie, room.id)).status).toBe(201);
    expect(await jobsOf(await enrolmentId(u.userId, room.id))).toHaveLength(0);
  });

  it('rescheduleRoom moves every reminder; cancelRoom cancels them', async () => {
    const room = await makeRoom({ scheduledDatetime: new Date(Date.now() + 3 * 60 * minute) });
    const [a, b] = await Promise.all([signUpAndSignIn(t), signUpAndSignIn(t)]);
    await enrol(a.cookie, room.id);
    await enrol(b.cookie, room.id);
    const ids = [await enrolmentId(a.userId, room.id), await enrolmentId(b.userId, room.id)];
    const later = new Date(Date.now() + 5 * 60 * minute);
    expect(await rescheduleRoom(t.ctx, room.id, later)).toEqual({ scheduled: 2, cancelled: 0 });
    for (const id of ids) {
      const jobs = await jobsOf(id);
      expect(jobs).toHaveLength(1);
      expect(new Date(jobs[0].startAfter).getTime()).toBe(later.getTime() - 15 * minute);
      expect(jobs[0].data).toMatchObject({ startsAt: later.toISOString() });
    }
    // Moved to 5 minutes from now: too late for a reminder, the queued ones are cancelled.
    expect(await rescheduleRoom(t.ctx, room.id, new Date(Date.now() + 5 * minute))).toEqual({
      scheduled: 0,
      cancelled: 2,
    });
    for (const id of ids) expect((await jobsOf(id)).map((j) => j.state)).toEqual(['cancelled']);
    await rescheduleRoom(t.ctx, room.id, later);
    expect((await cancelRoom(t.ctx, room.id)).cancelledReminders).toBe(2);
  });
});

describe('room reminders: sending', () => {
  it('sends one email and one WhatsApp template through the Cloud API, once each', async () => {
    // The reminder is due 3 s after enrolment (the clock starts after the slow sign-up).
    const u = await signUpAndSignIn(t);
    const room = await makeRoom({
      title: 'PPDT: Reminder room',
      roomType: 'ppdt_discussion',
      scheduledDatetime: new Date(Date.now() + 15 * minute + 3000),
    });
    expect((await enrol(u.cookie, room.id, { phone: '+91 98765 43210' })).status).toBe(201);
    const mails = await until('the reminder mail', async () => {
      const m = await reminderMailsTo(u.email);
      return m.length ? m : undefined;
    });
    expect(mails[0].subject).toBe('Reminder: PPDT: Reminder room starts in 15 minutes');
    expect(mails[0].text).toContain('http://localhost:3000/rooms/join');
    const req = await until('the WhatsApp request', async () =>
      fake.requests.find((r) => r.body.to === '919876543210'),
    );
    expect(req.path).toBe(`/v21.0/${wa.phoneNumberId}/messages`);
    expect(req.authorization).toBe(`Bearer ${wa.token}`);
    expect(req.contentType).toBe('application/json');
    expect(req.body).toMatchObject({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      type: 'template',
      template: { name: 'room_reminder', language: { code: 'en_US' } },
    });
    const params = req.body.template!.components[0];
    expect(params.type).toBe('body');
    expect(params.parameters.map((p) => p.text)).toEqual([
      u.email.split('@')[0],
      'PPDT: Reminder room',
      expect.any(String),
      'http://localhost:3000/rooms/join',
    ]);
    // Sending again (a retried or duplicated job) sends nothing more.
    const id = await enrolmentId(u.userId, room.id);
    const again = await sendRoomReminder(reminderDepsFrom(t.ctx), {
      enrollmentId: id,
      startsAt: room.scheduledDatetime.toISOString(),
    });
    expect(again.sent).toEqual([]);
    expect(await reminderMailsTo(u.email)).toHaveLength(1);
    expect(fake.requests.filter((r) => r.body.to === '919876543210')).toHaveLength(1);
  });

  it('without WhatsApp configured the text goes to the outbox; a moved room’s old job does nothing', async () => {
    const room = await makeRoom({ scheduledDatetime: new Date(Date.now() + 60 * minute) });
    const u = await signUpAndSignIn(t);
    await enrol(u.cookie, room.id, { phone: '9123456789' });
    const id = await enrolmentId(u.userId, room.id);
    const deps = { ...reminderDepsFrom(t.ctx), whatsapp: null };
    const stale = await sendRoomReminder(deps, {
      enrollmentId: id,
      startsAt: new Date(0).toISOString(),
    });
    expect(stale).toMatchObject({ sent: [], skipped: 'moved' });
    const sent = await sendRoomReminder(deps, {
      enrollmentId: id,
      startsAt: room.scheduledDatetime.toISOString(),
    });
    expect(sent.sent).toEqual(['email', 'whatsapp']);
    const [wa] = await mailTo('whatsapp:+919123456789');
    expect(wa.subject).toBe('WhatsApp: GD: reminders starts in 15 minutes');
    expect(wa.text).toContain('starts in 15 minutes');
    // The development mailbox shows both.
    const box = await (await t.request('/api/dev/outbox')).json();
    const tos = box.messages.map((m: { to: string }) => m.to);
    expect(tos).toContain('whatsapp:+919123456789');
    expect(tos).toContain(u.email);
  });

  it('a failed WhatsApp call is retried by the job and still sent once', async () => {
    const room = await makeRoom({ scheduledDatetime: new Date(Date.now() + 60 * minute) });
    const u = await signUpAndSignIn(t);
    await enrol(u.cookie, room.id, { phone: '+917000000001' });
    const id = await enrolmentId(u.userId, room.id);
    const job = { enrollmentId: id, startsAt: room.scheduledDatetime.toISOString() };
    fake.failNextRequests(1);
    await expect(sendRoomReminder(reminderDepsFrom(t.ctx), job)).rejects.toThrow(
      /WhatsApp Cloud API 500/,
    );
    expect(await reminderMailsTo(u.email)).toHaveLength(1);
    expect((await sendRoomReminder(reminderDepsFrom(t.ctx), job)).sent).toEqual(['whatsapp']);
    expect(await reminderMailsTo(u.email)).toHaveLength(1);
    expect(fake.requests.filter((r) => r.body.to === '917000000001')).toHaveLength(2);
  });

  it('two workers on one database send each reminder exactly once', async () => {
    // A second worker with its own pg-boss (on PostgreSQL: its own connections).
    const second = await startQueue(t.ctx.database, t.ctx.logger);
    afterAll(() => second.stop({ graceful: false, wait: true, timeout: 2000 } as never));
    await registerRoomReminders(second, reminderDepsFrom(t.ctx), { pollingIntervalSeconds: 0.5 });
    const people = await Promise.all(Array.from({ length: 6 }, () => signUpAndSignIn(t)));
    const start = new Date(Date.now() + 15 * minute + 6000);
    const room = await makeRoom({ title: 'GD: two workers', scheduledDatetime: start });
    await Promise.all(
      people.map((p, i) => enrol(p.cookie, room.id, { phone: `+9180000000${10 + i}` })),
    );
    // Both processes also schedule every reminder again, at the same time.
    const ids = await Promise.all(people.map((p) => enrolmentId(p.userId, room.id)));
    await Promise.all(
      ids.flatMap((id) => [
        scheduleReminder(boss, t.ctx.db, id, start),
        scheduleReminder(second, t.ctx.db, id, start),
      ]),
    );
    for (const id of ids) expect(await jobsOf(id)).toHaveLength(1);
    await until('every reminder', async () => {
      const counts = await Promise.all(people.map((p) => reminderMailsTo(p.email)));
      return counts.every((c) => c.length > 0);
    });
    // Let both workers finish whatever they picked up, then count.
    await until('all jobs completed', async () => {
      const states = (await Promise.all(ids.map(jobsOf))).flat().map((j) => j.state);
      return states.every((s) => s === 'completed');
    });
    for (const p of people) expect(await reminderMailsTo(p.email)).toHaveLength(1);
    const sentTo = fake.requests.filter((r) => r.body.to?.startsWith('9180000000'));
    expect(sentTo).toHaveLength(6);
    expect(new Set(sentTo.map((r) => r.body.to)).size).toBe(6);
    expect(
      await t.ctx.db.select().from(mailOutbox).where(like(mailOutbox.to, 'whatsapp:%80000000%')),
    ).toHaveLength(0);
  });
});
