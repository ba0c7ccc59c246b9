import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 6;

export const credentialsSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').email('Enter a valid email address'),
  password: z
    .string()
    .min(1, 'Password is required')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const EMAIL_MAX_LENGTH = 254;
const hasNoNul = (v: string) => !v.includes('\u0000');
const NUL_MESSAGE = 'must not contain a NUL character';

/** The account name (better-auth's `name`): 1–100 characters of text. */
export const accountNameSchema = z
  .string({ error: 'Name must be text' })
  .refine(hasNoNul, `Name ${NUL_MESSAGE}`)
  .refine((v) => v.trim().length > 0, 'Name is required')
  .refine((v) => v.length <= 100, 'Name must be at most 100 characters');

/** The account picture: an https URL or a path on our own server (our storage), or null. */
export const accountImageSchema = z
  .string({ error: 'Image must be a URL' })
  .max(2048, 'Image URL must be at most 2048 characters')
  .refine(hasNoNul, `Image ${NUL_MESSAGE}`)
  .refine(
    (v) => /^https:\/\/[^\s]+$/i.test(v) || /^\/api\/[^\s]*$/.test(v),
    'Image must be an https:// URL or a picture stored on this site',
  )
  .nullable();

export const accountEmailSchema = z
  .string({ error: 'Email must be text' })
  .refine(hasNoNul, `Email ${NUL_MESSAGE}`)
  .refine(
    (v) => v.length <= EMAIL_MAX_LENGTH,
    `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  );

export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
    .email('Enter a valid email address'),
});
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  password: credentialsSchema.shape.password,
});
export type ResetPassword = z.infer<typeof resetPasswordSchema>;
