import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAndSignIn } from '@/test/harness';
import type { PracticeSession } from '@/shared/schemas/practice';
import type { UploadLink } from '@/shared/schemas/uploads';
import { createStorage } from './storage';

// A real S3-compatible server (s3rver, from npm) on a free port: the SDK speaks the S3 protocol to it.
const dir = mkdtempSync(path.join(tmpdir(), 'ssb-s3-'));
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
const { port } = await server.run();
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});
const endpoint = `http://127.0.0.1:${port}`;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const raw = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
await raw.send(new CreateBucketCommand({ Bucket: 'ssb-uploads' }));
const config = {
  bucket: 'ssb-uploads',
  region: 'us-east-1',
  endpoint,
  forcePathStyle: true,
  ...credentials,
};

describe('S3 storage', () => {
  it('puts, gets, checks and deletes objects; a missing key is null / false', async () => {
    const storage = createStorage('memory://', config);
    const bytes = Buffer.from('answer sheet bytes');
    await storage.put('uploads/s/one.jpg', bytes);
    expect(await storage.exists('uploads/s/one.jpg')).toBe(true);
    expect((await storage.get('uploads/s/one.jpg'))?.equals(bytes)).toBe(true);
    const direct = await raw.send(
      new GetObjectCommand({ Bucket: 'ssb-uploads', Key: 'uploads/s/one.jpg' }),
    );
    expect(Buffer.from(await direct.Body!.transformToByteArray()).equals(bytes)).toBe(true);
    await storage.delete('uploads/s/one.jpg');
    expect(await storage.exists('uploads/s/one.jpg')).toBe(false);
    expect(await storage.get('uploads/s/one.jpg')).toBeNull();
    await expect(storage.put('../escape', bytes)).rejects.toThrow(/invalid storage key/);
  });

  it('the app stores a phone photo in the bucket and serves it to its owner', async () => {
    const t = await createTestApp({
      env: {
        S3_BUCKET: 'ssb-uploads',
        S3_ENDPOINT: endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      },
    });
    const user = await signUpAndSignIn(t);
    const started = await t.request('/api/practice/sessions', {
      method: 'POST',
      cookie: user.cookie,
      json: { testType: 'wat', count: 1 },
    });
    const session = (await started.json()) as PracticeSession;
    const link = (await (
      await t.request('/api/uploads/sessions', {
        method: 'POST',
        cookie: user.cookie,
        json: { practiceSessionId: session.id },
      })
    ).json()) as UploadLink;
    const form = new FormData();
    form.set('token', link.token);
    const photo = await sharp({
      create: { width: 300, height: 400, channels: 3, background: '#eee' },
    })
      .jpeg()
      .toBuffer();
    form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'sheet.jpg');
    const res = await t.request('/api/uploads/mobile-upload', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    const { id, url } = (await res.json()) as { id: string; url: string };
    const key = `uploads/${session.id}/${id}.jpg`;
    const inBucket = await raw.send(new GetObjectCommand({ Bucket: 'ssb-uploads', Key: key }));
    const stored = Buffer.from(await inBucket.Body!.transformToByteArray());
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
    const served = await t.request(url, { cookie: user.cookie });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
  });
});
