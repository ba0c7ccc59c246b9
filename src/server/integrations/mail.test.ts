import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '@/server/db/schema';
import { createTestApp, uniqueEmail } from '@/test/harness';

// SMTP delivery through nodemailer against a local server speaking the protocol.
const received: { from: string; to: string[]; body: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let body = '';
    stream.on('data', (c) => (body += c));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        body,
      });
      callback();
    });
  },
});
await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
const port = (smtp.server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((r) => smtp.close(() => r())));

const t = await createTestApp({
  jobs: true,
  env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'SSB Prep <no-reply@ssbprep.test>' },
});

describe('mail over SMTP', () => {
  it('delivers the verification mail through a durable job and marks the outbox row sent', async () => {
    const email = uniqueEmail('smtp');
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: 'secret123', name: 'smtp' },
    });
    expect(res.status).toBe(200);
    for (let i = 0; i < 100 && !received.some((m) => m.to.includes(email)); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const mail = received.find((m) => m.to.includes(email));
    expect(mail?.from).toBe('no-reply@ssbprep.test');
    expect(mail?.body).toContain('Subject: Verify your email for SSB Prep');
    expect(mail?.body).toMatch(/verify-email\?token=/);
    let row = (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)))[0];
    for (let i = 0; i < 50 && !row.sentAt; i++) {
      await new Promise((r) => setTimeout(r, 100));
      row = (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)))[0];
    }
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
  });
});
