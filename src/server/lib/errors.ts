/** Domain errors thrown by services; app.onError maps them to HTTP (CONVENTIONS.md). */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503,
    readonly code: string,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export class NotFoundError extends AppError {
  constructor(what = 'resource') {
    super(404, 'not_found', `The ${what} was not found.`);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You do not have access to this.') {
    super(403, 'forbidden', message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, code = 'conflict') {
    super(409, code, message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue.') {
    super(401, 'unauthorized', message);
  }
}
export class ValidationError extends AppError {
  constructor(message: string, issues?: { path: string; message: string }[]) {
    super(400, 'validation_failed', message, issues);
  }
}
