import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testResponses, testSessions, uploadedFiles, uploadSessions } from '../../db/schema';
import type { Storage } from '../../integrations/storage';
import type { Boss } from '../../jobs/queue';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/validate';
import { CLIENT_ROUTES } from '@/shared/routes';
import {
  UPLOAD_FILE_LIMIT,
  UPLOAD_LINK_MINUTES,
  type MobileUploadResult,
  type SessionPhotos,
  type UploadLink,
  type UploadSession,
} from '@/shared/schemas/uploads';
import { ownSession, submitSession } from '../practice/practice.service';
import { reencodePhoto } from './image';
import { enqueueTranscription } from './transcription.jobs';

/** SHA-256 of the token: the only form in which a token is stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const INVALID_LINK_MESSAGE = 'This upload link is invalid or has expired.';
export const TOO_MANY_FILES_MESSAGE = `You can only upload up to ${UPLOAD_FILE_LIMIT} files.`;

const photoUrl = (id: string) => `/api/uploads/files/${id}`;

/**
 * A new phone-upload link for the caller's own practice session: 256 random bits, valid for
 * UPLOAD_LINK_MINUTES. A second call rotates the token (the old link stops working) and keeps
 * the photos already taken, which still count towards the limit.
 */
export async function createUploadLink(
  db: Db,
  userId: string,
  practiceSessionId: string,
  publicOrigin: string,
): Promise<UploadLink> {
  const session = await ownSession(db, userId, practiceSessionId);
  if (session.status === 'cancelled' || session.status === 'submitted')
    throw new ConflictError(
      'This practice session is already closed: photos can no longer be added to it.',
      'session_closed',
    );
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + UPLOAD_LINK_MINUTES * 60_000);
  const tokenHash = hashToken(token);
  await db
    .insert(uploadSessions)
    .values({ userId, practiceSessionId: session.id, tokenHash, expiresAt })
    .onConflictDoUpdate({
      target: uploadSessions.practiceSessionId,
      set: { tokenHash, expiresAt, deactivatedAt: null },
    });
  const url = new URL(CLIENT_ROUTES.mobileUpload, publicOrigin);
  url.searchParams.set('token', token);
  return { token, url: url.toString(), expiresAt: expiresAt.toISOString() };
}

/** The live upload session a token opens (not expired, not closed, practice still open), or null. */
async function liveSession(db: Db, token: string) {
  const [row] = await db
    .select({
      id: uploadSessions.id,
      userId: uploadSessions.userId,
      practiceSessionId: uploadSessions.practiceSessionId,
      testType: testSessions.testType,
    })
    .from(uploadSessions)
    .innerJoin(testSessions, eq(testSessions.id, uploadSessions.practiceSessionId))
    .where(
      and(
        eq(uploadSessions.tokenHash, hashToken(token)),
        gt(uploadSessions.expiresAt, sql`now()`),
        isNull(uploadSessions.deactivatedAt),
        sql`${testSessions.status} in ('active', 'completed')`,
      ),
    );
  return row ?? null;
}

/** validate-upload-session (spec part 2 §7): valid and the session, or with action 'deactivate' closes it. */
export async function validateUploadSession(
  db: Db,
  token: string,
  action?: 'deactivate',
): Promise<UploadSession & { deactivated?: boolean }> {
  if (action === 'deactivate') {
    const closed = await db
      .update(uploadSessions)
      .set({ deactivatedAt: new Date() })
      .where(
        and(eq(uploadSessions.tokenHash, hashToken(token)), isNull(uploadSessions.deactivatedAt)),
      )
      .returning({ id: uploadSessions.id });
    return { valid: false, session: null, deactivated: closed.length > 0 };
  }
  const live = await liveSession(db, token);
  if (!live) return { valid: false, session: null };
  return { valid: true, session: { session_id: live.practiceSessionId, test_type: live.testType } };
}

/**
 * mobile-upload (spec part 2 §7): checks the token, checks and re-encodes the photo, stores it,
 * then takes one of the session's five places in ONE conditional UPDATE (so parallel uploads
 * can never store a sixth) and records it. A photo refused at that last step is deleted again.
 */
export async function storeMobileUpload(
  deps: { db: Db; storage: Storage; boss?: Boss },
  token: string,
  file: { name: string; bytes: Buffer },
): Promise<MobileUploadResult> {
  const { db, storage, boss } = deps;
  const live = await liveSession(db, token);
  if (!live) throw new AppError(403, 'invalid_upload_link', INVALID_LINK_MESSAGE);
  const image = await reencodePhoto(file.bytes);
  const id = crypto.randomUUID();
  const storageKey = `uploads/${live.practiceSessionId}/${id}.jpg`;
  await storage.put(storageKey, image.bytes);
  try {
    await db.transaction(async (tx) => {
      const [slot] = await tx
        .update(uploadSessions)
        .set({ fileCount: sql`${uploadSessions.fileCount} + 1` })
        .where(
          and(
            eq(uploadSessions.id, live.id),
            lt(uploadSessions.fileCount, UPLOAD_FILE_LIMIT),
            isNull(uploadSessions.deactivatedAt),
            gt(uploadSessions.expiresAt, sql`now()`),
          ),
        )
        .returning({ fileCount: uploadSessions.fileCount });
      if (!slot) throw new ConflictError(TOO_MANY_FILES_MESSAGE, 'too_many_files');
      await tx.insert(uploadedFiles).values({
        id,
        userId: live.userId,
        practiceSessionId: live.practiceSessionId,
        uploadSessionId: live.id,
        storageKey,
        originalName: file.name.slice(0, 200),
        bytes: image.bytes.length,
        width: image.width,
        height: image.height,
      });
      // Transcription is a durable job enqueued with the row: both commit or neither.
      if (boss) await enqueueTranscription(tx, boss, id);
    });
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
  return { id, url: photoUrl(id) };
}

/** The photos of the caller's own practice session, oldest first (the desktop polls this). */
export async function listSessionPhotos(
  db: Db,
  userId: string,
  practiceSessionId: string,
): Promise<SessionPhotos> {
  const session = await ownSession(db, userId, practiceSessionId);
  const rows = await db
    .select()
    .from(uploadedFiles)
    .where(eq(uploadedFiles.practiceSessionId, session.id))
    .orderBy(asc(uploadedFiles.createdAt), asc(uploadedFiles.id));
  const [link] = await db
    .select({ expiresAt: uploadSessions.expiresAt, deactivatedAt: uploadSessions.deactivatedAt })
    .from(uploadSessions)
    .where(eq(uploadSessions.practiceSessionId, session.id));
  return {
    photos: rows.map((r) => ({
      id: r.id,
      url: photoUrl(r.id),
      createdAt: r.createdAt.toISOString(),
      width: r.width,
      height: r.height,
      transcriptionStatus: r.transcriptionStatus,
      transcription: r.transcription,
    })),
    linkActive: Boolean(link && !link.deactivatedAt && link.expiresAt.getTime() > Date.now()),
  };
}

/** The stored JPEG of one of the caller's photos; anyone else's id is 404. */
export async function photoBytes(db: Db, storage: Storage, userId: string, fileId: string) {
  if (!isUuid(fileId)) throw new NotFoundError('photo');
  const [row] = await db
    .select({ storageKey: uploadedFiles.storageKey })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.userId, userId)));
  const bytes = row && (await storage.get(row.storageKey));
  if (!bytes) throw new NotFoundError('photo');
  return bytes;
}

/**
 * Removes one of the caller's photos (a blurred shot, a wrong page) and gives its place back, so
 * the phone can take another. Refused once the session's answers were submitted.
 */
export async function deletePhoto(db: Db, storage: Storage, userId: string, fileId: string) {
  if (!isUuid(fileId)) throw new NotFoundError('photo');
  const storageKey = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ file: uploadedFiles, status: testSessions.status })
      .from(uploadedFiles)
      .innerJoin(testSessions, eq(testSessions.id, uploadedFiles.practiceSessionId))
      .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.userId, userId)))
      .for('update', { of: uploadedFiles });
    if (!row) throw new NotFoundError('photo');
    if (row.status === 'submitted')
      throw new ConflictError('These answers were already submitted.', 'session_closed');
    await tx.delete(uploadedFiles).where(eq(uploadedFiles.id, fileId));
    await tx
      .update(uploadSessions)
      .set({ fileCount: sql`${uploadSessions.fileCount} - 1` })
      .where(and(eq(uploadSessions.id, row.file.uploadSessionId), gt(uploadSessions.fileCount, 0)));
    return row.file.storageKey;
  });
  await storage.delete(storageKey);
}

/**
 * The transcribed paper answers become the session's answers, one per item in order (blank =
 * not attempted), and the session goes to the assessor like a typed one.
 */
export async function submitPaperAnswers(
  db: Db,
  boss: Boss | undefined,
  userId: string,
  practiceSessionId: string,
  answers: (string | null)[],
): Promise<{ evaluationId: string }> {
  const session = await ownSession(db, userId, practiceSessionId);
  if (answers.length > session.itemCount)
    throw new AppError(
      400,
      'too_many_answers',
      `This session has ${session.itemCount} item(s), but ${answers.length} answers were sent.`,
    );
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: testSessions.status })
      .from(testSessions)
      .where(eq(testSessions.id, session.id))
      .for('update');
    if (locked?.status === 'cancelled' || locked?.status === 'submitted')
      throw new ConflictError('This practice session was already submitted.', 'session_closed');
    await tx.execute(sql`
      insert into test_responses (user_id, session_id, test_type, item_id, position, response_text, time_taken)
      select ${userId}, i.session_id, ${session.testType}, i.item_id, i.position, null, null
      from test_session_items i where i.session_id = ${session.id}
      on conflict (session_id, item_id) do nothing`);
    for (const [position, answer] of answers.entries()) {
      const text = answer?.trim() ? answer.trim() : null;
      await tx
        .update(testResponses)
        .set({ responseText: text })
        .where(and(eq(testResponses.sessionId, session.id), eq(testResponses.position, position)));
    }
    await tx
      .update(testSessions)
      .set({ status: 'completed', completedAt: new Date() })
      .where(and(eq(testSessions.id, session.id), eq(testSessions.status, 'active')));
  });
  return submitSession(db, boss, userId, session.id);
}
