import type { ApiErrorBody } from '@/shared/schemas/errors';
import { takeBootResponse } from '@/client/lib/boot';
import { paths } from '@/client/lib/paths';

/** An API failure with the server's error code and message (body `{ error: { code, message } }`). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues?: { path: string; message: string }[];

  constructor(status: number, code: string, message: string, issues?: ApiError['issues']) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

export function timeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Leave the page alone on 401 (e.g. public pages probing an endpoint). */
  allowUnauthorized?: boolean;
}

/** Sends the visitor to sign-in and back to where they were afterwards. */
function redirectToSignIn() {
  const { pathname, search } = window.location;
  if (pathname === paths.auth) return;
  window.location.assign(paths.authWithRedirect(pathname + search));
}

// A hand-written check of the shape in shared/schemas/errors.ts: zod stays out of the app's
// first chunk and loads with the routes that have forms.
function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

async function parseError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy error page, an empty body): fall through to the generic message.
  }
  if (isApiErrorBody(body)) {
    const { code, message, issues } = body.error;
    return new ApiError(response.status, code, message, issues);
  }
  return new ApiError(
    response.status,
    'HTTP_ERROR',
    response.statusText || `Request failed (${response.status})`,
  );
}

export async function request<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Time-Zone': timeZone() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  // Resolve against the page origin so relative paths also work where fetch needs absolute URLs.
  const url = new URL(path, window.location.origin);
  // A GET the page's first script already sent (lib/boot.ts) is answered from there, once.
  const response = await ((method === 'GET' && takeBootResponse(url)) ||
    fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    }));

  if (!response.ok) {
    const error = await parseError(response);
    if (response.status === 401 && !options.allowUnauthorized) redirectToSignIn();
    throw error;
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/** The message to show for any thrown value: the server's message when there is one. */
export function errorMessage(error: unknown, fallback: string): string {
  // Only a message the server wrote for people; a bare status text reads worse than the fallback.
  if (error instanceof ApiError && error.code !== 'HTTP_ERROR' && error.message)
    return error.message;
  return fallback;
}
