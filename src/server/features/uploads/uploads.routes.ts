import { Hono } from 'hono';
import {
  createUploadSessionInputSchema,
  paperAnswersInputSchema,
  UPLOAD_MAX_BYTES,
  validateUploadSessionInputSchema,
} from '@/shared/schemas/uploads';
import { currentUser, type AppEnv } from '../../hono-env';
import { AppError, ValidationError } from '../../lib/errors';
import { rejectNulCharacters, uuidParams, validate } from '../../lib/validate';
import { requireUser } from '../../middleware/session';
import { refreshStreak } from '../streak/streak.service';
import {
  createUploadLink,
  deletePhoto,
  listSessionPhotos,
  photoBytes,
  storeMobileUpload,
  submitPaperAnswers,
  validateUploadSession,
} from './uploads.service';

/** The phone posts here: its body limit (middleware/security.ts LARGE_BODY_ROUTES) is the photo's. */
export const MOBILE_UPLOAD_PATH = '/api/uploads/mobile-upload';
export const PHOTO_TOO_LARGE_MESSAGE = `The photo is too large: the limit is ${UPLOAD_MAX_BYTES / 1024 / 1024} MB. Take it again at a lower resolution.`;

const practiceParam = uuidParams('practice session', 'id');

/**
 * Paper answers (issue 16): the desktop makes a link for its practice session, the phone (no
 * sign-in, the token only) validates it and posts photos, the desktop lists and submits them.
 */
export const uploadsRoutes = new Hono<AppEnv>()
  .post('/sessions', requireUser, validate('json', createUploadSessionInputSchema), async (c) => {
    const { env, db } = c.var.ctx;
    const origin = env.PUBLIC_URL ?? new URL(c.req.url).origin;
    const link = await createUploadLink(
      db,
      currentUser(c).id,
      c.req.valid('json').practiceSessionId,
      origin,
    );
    return c.json(link, 201);
  })
  .get('/sessions/:id/files', requireUser, practiceParam, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(
      await listSessionPhotos(c.var.ctx.db, currentUser(c).id, c.req.valid('param').id),
    );
  })
  .post(
    '/sessions/:id/answers',
    requireUser,
    practiceParam,
    validate('json', paperAnswersInputSchema),
    async (c) => {
      const { db, boss } = c.var.ctx;
      const userId = currentUser(c).id;
      const { answers } = c.req.valid('json');
      const result = await submitPaperAnswers(db, boss, userId, c.req.valid('param').id, answers);
      await refreshStreak(db, userId);
      return c.json(result);
    },
  )
  .get('/files/:id', requireUser, uuidParams('photo', 'id'), async (c) => {
    const { db, storage } = c.var.ctx;
    const bytes = await photoBytes(db, storage, currentUser(c).id, c.req.valid('param').id);
    c.header('Content-Type', 'image/jpeg');
    c.header('Cache-Control', 'private, max-age=3600');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(bytes));
  })
  .delete('/files/:id', requireUser, uuidParams('photo', 'id'), async (c) => {
    const { db, storage } = c.var.ctx;
    await deletePhoto(db, storage, currentUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post(
    '/validate-upload-session',
    validate('json', validateUploadSessionInputSchema),
    async (c) => {
      const { token, action } = c.req.valid('json');
      c.header('Cache-Control', 'no-store');
      return c.json(await validateUploadSession(c.var.ctx.db, token, action));
    },
  )
  .post('/mobile-upload', async (c) => {
    const type = c.req.header('content-type') ?? '';
    if (!/^multipart\/form-data/i.test(type))
      throw new AppError(
        415,
        'unsupported_media_type',
        'Send the photo as multipart/form-data with the fields token and file.',
      );
    let body: Record<string, string | File | (string | File)[]>;
    try {
      body = await c.req.parseBody({ all: true });
    } catch {
      throw new ValidationError('The upload is malformed: send the fields token and file.');
    }
    const token = body.token;
    const file = body.file;
    if (typeof token !== 'string' || token.trim() === '' || token.length > 200)
      throw new ValidationError('token is required', [
        { path: 'token', message: 'token is required' },
      ]);
    rejectNulCharacters(token, ['token']);
    if (!(file instanceof File))
      throw new ValidationError('file is required: attach one photo', [
        { path: 'file', message: 'file is required: attach one photo' },
      ]);
    if (file.size > UPLOAD_MAX_BYTES)
      throw new AppError(413, 'payload_too_large', PHOTO_TOO_LARGE_MESSAGE);
    const { db, storage, boss } = c.var.ctx;
    const result = await storeMobileUpload({ db, storage, boss }, token.trim(), {
      name: file.name.replace(/\0/g, ''),
      bytes: Buffer.from(await file.arrayBuffer()),
    });
    return c.json(result, 201);
  });
