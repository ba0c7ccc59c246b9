import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { ValidationError } from './errors';

/**
 * Validates one part of the request with a shared zod schema. Failures become a 400 with a
 * message naming each bad field, e.g. "message: Please enter your feedback before submitting."
 */
export function validate<T extends keyof ValidationTargets, S extends z.ZodType>(
  target: T,
  schema: S,
) {
  return validator(target, (value) => {
    const result = schema.safeParse(value);
    if (result.success) return result.data as z.infer<S>;
    throw toValidationError(result.error);
  });
}

export function toValidationError(error: z.ZodError): ValidationError {
  const issues = error.issues.map((i) => ({
    path: i.path.map(String).join('.'),
    message: friendlyMessage(i),
  }));
  const message = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
  return new ValidationError(message, issues);
}

function friendlyMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') {
    // A schema's own message wins; zod's default ("Invalid input: …") is made plainer.
    if (!issue.message.startsWith('Invalid input')) return issue.message;
    return /received undefined/.test(issue.message) ? 'Required' : `Expected ${issue.expected}`;
  }
  return issue.message;
}
