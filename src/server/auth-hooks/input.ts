import { APIError } from 'better-auth/api';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';
import {
  accountEmailSchema,
  accountImageSchema,
  accountNameSchema,
  PASSWORD_MIN_LENGTH,
} from '@/shared/schemas/auth';

/** The most common passwords (zxcvbn-ts's list, ordered by frequency): refused. */
export const COMMON_PASSWORD_COUNT = 10_000;
const commonPasswords = new Set(
  (dictionary['passwords-common'] as string[]).slice(0, COMMON_PASSWORD_COUNT),
);
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most commonly used passwords, so it is easy to guess. Please choose another.';

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

const bad = (message: string) =>
  new APIError('BAD_REQUEST', { message, code: 'VALIDATION_FAILED' });

function check(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (!result.success) throw bad(result.error.issues[0]?.message ?? 'Invalid value');
}

function findNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 5 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || findNul(v, depth + 1));
}

/**
 * Validates what better-auth stores before it sees it: PostgreSQL cannot store NUL, better-auth
 * accepts any name and image, and an over-long email overflows the rate-limit key.
 */
export function validateAuthInput(path: string, body: unknown) {
  if (body === undefined || body === null) return;
  if (typeof body !== 'object' || Array.isArray(body))
    throw bad('The request body must be a JSON object.');
  if (findNul(body)) throw bad('Text must not contain a NUL character.');
  const fields = body as Record<string, unknown>;
  if ('email' in fields) check(accountEmailSchema, fields.email);
  if (path === '/sign-up/email' || path === '/update-user') {
    if (path === '/sign-up/email' || 'name' in fields) check(accountNameSchema, fields.name);
    if ('image' in fields && fields.image !== undefined) check(accountImageSchema, fields.image);
  }
  const newPassword =
    path === '/sign-up/email'
      ? fields.password
      : ['/change-password', '/reset-password', '/set-password'].includes(path)
        ? fields.newPassword
        : undefined;
  // Too short first: better-auth says so in its own words (the spec's 6-character minimum).
  if (
    typeof newPassword === 'string' &&
    newPassword.length >= PASSWORD_MIN_LENGTH &&
    isCommonPassword(newPassword)
  ) {
    throw bad(COMMON_PASSWORD_MESSAGE);
  }
}
