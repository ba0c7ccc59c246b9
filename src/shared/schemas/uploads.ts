import { z } from 'zod';
import { practiceTestTypeSchema } from './practice';

import { UPLOAD_FILE_LIMIT, UPLOAD_LINK_MINUTES, UPLOAD_MAX_BYTES } from '../upload-limits';

export { UPLOAD_FILE_LIMIT, UPLOAD_LINK_MINUTES, UPLOAD_MAX_BYTES };

export const createUploadSessionInputSchema = z
  .object({
    practiceSessionId: z.uuid({ error: 'practiceSessionId must be a practice session id' }),
  })
  .strict();
export type CreateUploadSessionInput = z.infer<typeof createUploadSessionInputSchema>;

export const uploadLinkSchema = z.object({
  token: z.string(),
  /** The phone page, absolute: what the QR code encodes. */
  url: z.string(),
  expiresAt: z.string(),
});
export type UploadLink = z.infer<typeof uploadLinkSchema>;

const tokenField = z
  .string({ error: 'token is required' })
  .trim()
  .min(1, 'token is required')
  .max(200, 'token is too long');

/** validate-upload-session (spec part 2 §7): body token, optionally action 'deactivate'. */
export const validateUploadSessionInputSchema = z
  .object({ token: tokenField, action: z.enum(['deactivate']).optional() })
  .strict();

/** Spec part 2 §3 'Upload session': session_id, test_type, valid flag. */
export const uploadSessionSchema = z.object({
  valid: z.boolean(),
  session: z.object({ session_id: z.string(), test_type: practiceTestTypeSchema }).nullable(),
});
export type UploadSession = z.infer<typeof uploadSessionSchema>;

/** mobile-upload (spec part 2 §7): returns url. */
export const mobileUploadResultSchema = z.object({ id: z.string(), url: z.string() });
export type MobileUploadResult = z.infer<typeof mobileUploadResultSchema>;

export const uploadedPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  createdAt: z.string(),
  width: z.number(),
  height: z.number(),
  transcriptionStatus: z.enum(['pending', 'done', 'failed', 'skipped']),
  transcription: z.string().nullable(),
});
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;

export const sessionPhotosSchema = z.object({
  photos: z.array(uploadedPhotoSchema),
  /** Whether the phone link is still open (not expired, not closed on the phone). */
  linkActive: z.boolean(),
});
export type SessionPhotos = z.infer<typeof sessionPhotosSchema>;

export const PAPER_ANSWER_MAX_LENGTH = 4000;
/** The transcribed answers, one per item in order; null or blank for an item not attempted. */
export const paperAnswersInputSchema = z
  .object({
    answers: z
      .array(
        z
          .string()
          .max(
            PAPER_ANSWER_MAX_LENGTH,
            `An answer can be at most ${PAPER_ANSWER_MAX_LENGTH} characters.`,
          )
          .nullable(),
      )
      .min(1, 'Provide at least one answer.')
      .max(60, 'There are at most 60 answers in a session.'),
  })
  .strict();
export type PaperAnswersInput = z.infer<typeof paperAnswersInputSchema>;
