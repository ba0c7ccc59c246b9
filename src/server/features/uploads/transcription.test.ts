import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '@/server/db/schema';
import { createTestApp, signUpAndSignIn } from '@/test/harness';
import type { PracticeSession } from '@/shared/schemas/practice';
import type { SessionPhotos, UploadLink } from '@/shared/schemas/uploads';
import { llmTranscriber } from './transcriber';
import { runTranscription } from './transcription.jobs';

// A local server speaking the chat-completions protocol: the far side of the vision model.
const seen: { model: string; imageUrl: string }[] = [];
let failing = false;
const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    const body = JSON.parse(raw || '{}');
    const parts = body.messages?.[1]?.content ?? [];
    const image = parts.find((p: { type: string }) => p.type === 'image_url');
    seen.push({ model: body.model, imageUrl: image?.image_url?.url ?? '' });
    if (failing) {
      res
        .writeHead(500, { 'content-type': 'application/json' })
        .end('{"error":{"message":"down"}}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        created: 1,
        model: body.model,
        choices: [
          {
            index: 0,
            finish_reason: 'stop',
            message: {
              role: 'assistant',
              content: '1. Courage wins the day.\n2. Teams share the load.',
            },
          },
        ],
      }),
    );
  });
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const t = await createTestApp({
  jobs: true,
  env: {
    OPENAI_BASE_URL: baseURL,
    OPENAI_API_KEY: 'sk-test',
    AI_MODEL: 'text-model',
    AI_VISION_MODEL: 'vision-model',
  },
});

async function uploadOne() {
  const user = await signUpAndSignIn(t);
  const started = await t.request('/api/practice/sessions', {
    method: 'POST',
    cookie: user.cookie,
    json: { testType: 'wat', count: 2 },
  });
  const session = (await started.json()) as PracticeSession;
  const linkRes = await t.request('/api/uploads/sessions', {
    method: 'POST',
    cookie: user.cookie,
    json: { practiceSessionId: session.id },
  });
  const link = (await linkRes.json()) as UploadLink;
  const form = new FormData();
  form.set('token', link.token);
  const photo = await sharp({
    create: { width: 600, height: 800, channels: 3, background: '#fff' },
  })
    .jpeg()
    .toBuffer();
  form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'sheet.jpg');
  const res = await t.request('/api/uploads/mobile-upload', { method: 'POST', body: form });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { user, session, id };
}

describe('transcription', () => {
  it('runs as a job through the vision model, with the stored photo', async () => {
    const { user, session, id } = await uploadOne();
    let photos: SessionPhotos | undefined;
    for (let i = 0; i < 100; i++) {
      const res = await t.request(`/api/uploads/sessions/${session.id}/files`, {
        cookie: user.cookie,
      });
      photos = (await res.json()) as SessionPhotos;
      if (photos.photos[0]?.transcriptionStatus !== 'pending') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(photos?.photos[0]).toMatchObject({
      id,
      transcriptionStatus: 'done',
      transcription: '1. Courage wins the day.\n2. Teams share the load.',
    });
    const call = seen.at(-1)!;
    expect(call.model).toBe('vision-model');
    expect(call.imageUrl).toMatch(/^data:image\/jpeg;base64,/);
    const sent = Buffer.from(call.imageUrl.split(',')[1], 'base64');
    const [row] = await t.ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
    expect(sent.equals((await t.ctx.storage.get(row.storageKey))!)).toBe(true);
    expect(row.transcriptionEngine).toBe('llm:vision-model');
  });

  it('a failure is retried; after the last try the photo stays, with an empty box', async () => {
    failing = true;
    try {
      const { id } = await uploadOne();
      const [row] = await t.ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
      // Take the row back from the worker's job (it may already have failed its first try).
      await t.ctx.db
        .update(uploadedFiles)
        .set({ transcriptionStatus: 'pending' })
        .where(eq(uploadedFiles.id, id));
      const deps = {
        db: t.ctx.db,
        storage: t.ctx.storage,
        transcriber: llmTranscriber({
          baseURL,
          apiKey: 'sk-test',
          model: 'vision-model',
          timeoutMs: 5000,
          maxRetries: 0,
        }),
        logger: t.ctx.logger,
      };
      await expect(runTranscription(deps, id, false)).rejects.toThrow();
      const [between] = await t.ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
      expect(between.transcriptionStatus).toBe('pending');
      expect(await runTranscription(deps, id, true)).toBe('failed');
      const [after] = await t.ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
      expect(after.transcriptionStatus).toBe('failed');
      expect(after.transcription).toBeNull();
      expect(await t.ctx.storage.exists(row.storageKey)).toBe(true);
    } finally {
      failing = false;
    }
  });

  it('without an engine the photo is marked for typing', async () => {
    const { id } = await uploadOne();
    await t.ctx.db
      .update(uploadedFiles)
      .set({ transcriptionStatus: 'pending', transcription: null })
      .where(eq(uploadedFiles.id, id));
    const deps = { db: t.ctx.db, storage: t.ctx.storage, transcriber: null, logger: t.ctx.logger };
    expect(await runTranscription(deps, id, false)).toBe('skipped');
    const [row] = await t.ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
    expect(row.transcriptionStatus).toBe('skipped');
  });
});
