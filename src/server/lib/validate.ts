import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import { NotFoundError, ValidationError } from './errors';

/**
 * Validates one part of the request with a shared zod schema. Failures become a 400 with a
 * message naming each bad field, e.g. "message: Please enter your feedback before submitting."
 * Every string in the input is first checked for NUL characters, which PostgreSQL cannot store:
 * a route that validates its body or query is covered without further thought.
 */
export function validate<T extends keyof ValidationTargets, S extends z.ZodType>(
  target: T,
  schema: S,
) {
  const middleware = validator(target, (value) => {
    rejectNulCharacters(value);
    const result = schema.safeParse(value);
    if (result.success) return result.data as z.infer<S>;
    throw toValidationError(result.error);
  });
  routeSchemas.set(middleware, { target, schema });
  return middleware;
}

/**
 * The schema behind each validator middleware (keyed by the middleware, as it appears in
 * `app.routes`): the fuzz suite (src/server/fuzz.test.ts) derives every route's inputs from it.
 */
export const routeSchemas = new WeakMap<object, { target: string; schema: z.ZodType }>();

/**
 * Validates path parameters as UUIDs (the ids of our rows). A malformed id names no row of
 * anyone's, so it answers 404 like another user's id would, never 400 or 500.
 */
export function uuidParams<K extends string>(what: string, ...names: K[]) {
  const schema = z.object(
    Object.fromEntries(names.map((n) => [n, z.uuid()])) as Record<K, z.ZodUUID>,
  );
  const middleware = validator('param', (value) => {
    const result = schema.safeParse(value);
    if (!result.success) throw new NotFoundError(what);
    return result.data as Record<K, string>;
  });
  routeSchemas.set(middleware, { target: 'param', schema });
  return middleware;
}

/** For services reached by other paths than a route: the same test as uuidParams. */
const uuid = z.uuid();
export const isUuid = (id: string) => uuid.safeParse(id).success;

export const NUL_MESSAGE = 'Remove the NUL character (\\0): it cannot be stored.';

/** Throws a 400 naming the first field whose text (or key) holds a NUL character. */
export function rejectNulCharacters(value: unknown, path: string[] = [], depth = 0): void {
  if (typeof value === 'string') {
    if (value.includes('\0')) throw nulError(path);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth > 32) throw new ValidationError('The request is nested too deeply.');
  if (Array.isArray(value)) {
    value.forEach((v, i) => rejectNulCharacters(v, [...path, String(i)], depth + 1));
    return;
  }
  for (const [k, v] of Object.entries(value)) {
    if (k.includes('\0')) throw nulError(path);
    rejectNulCharacters(v, [...path, k], depth + 1);
  }
}

function nulError(path: string[]) {
  const where = path.join('.');
  return new ValidationError(where ? `${where}: ${NUL_MESSAGE}` : NUL_MESSAGE, [
    { path: where, message: NUL_MESSAGE },
  ]);
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
