import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';
import { testSessions } from './practice-schema';

/**
 * The phone-upload link of one practice session (spec part 2 §3 'Upload session'). One row per
 * practice session: generating a new QR code rotates the token on the same row, so the five-file
 * limit counts every photo the session ever took. Only the SHA-256 of the token is stored.
 */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    practiceSessionId: uuid()
      .notNull()
      .unique()
      .references(() => testSessions.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    deactivatedAt: timestamp({ withTimezone: true }),
    /** Photos stored so far: taken by one conditional UPDATE, never more than the limit. */
    fileCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // UPLOAD_FILE_LIMIT (shared/schemas/uploads.ts): the database refuses a sixth photo too.
    check('upload_sessions_file_count_limit', sql`${t.fileCount} between 0 and 5`),
  ],
);

/**
 * One photo of an answer sheet, re-encoded (JPEG, no metadata) before it was stored; served
 * only to its owner. The transcription is filled by a job (or typed by the candidate).
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    practiceSessionId: uuid()
      .notNull()
      .references(() => testSessions.id, { onDelete: 'cascade' }),
    uploadSessionId: uuid()
      .notNull()
      .references(() => uploadSessions.id, { onDelete: 'cascade' }),
    storageKey: text().notNull(),
    originalName: text().notNull(),
    bytes: integer().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    transcriptionStatus: text({ enum: ['pending', 'done', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    transcription: text(),
    transcriptionEngine: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.practiceSessionId, t.createdAt), index().on(t.userId)],
);
