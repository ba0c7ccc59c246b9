// The API answers index.html's first script asked for (issue 18). The server names the GET
// endpoints a page needs first in `<html data-prefetch="...">` (shared/routes.ts ROUTE_PREFETCH,
// plus the session when the request had a session cookie), and the inline script requests them
// all at once, in parallel with the page's scripts, into `window.__boot`. The app takes each answer
// once instead of asking again: the entry (session), the auth client's first session fetch and
// the queries (`initialData: () => takeBootData(url)`, or api-client's GET).
//
// `<html data-session="none">`: the request had no session cookie, so the session is known to be
// null without asking. Without the server's marks (the Vite dev server) nothing is prefetched and
// everything is fetched as usual. Used by the entry: keep it tiny (no React, no zod).

export interface BootAnswer {
  status: number;
  body: string;
  type: string | null;
}

declare global {
  interface Window {
    __boot?: Record<string, Promise<BootAnswer | null>>;
  }
}

/** Answers are for the first load only: this long after the entry ran, a GET goes to the network. */
const BOOT_TTL_MS = 15_000;
const loadedAt = typeof performance === 'undefined' ? 0 : performance.now();
const SESSION_PATH = '/api/auth/get-session';

const pending = new Map<string, Promise<BootAnswer | null>>();
const settled = new Map<string, BootAnswer | null>();

function collect() {
  if (typeof window === 'undefined') return;
  const boot = { ...window.__boot };
  if (document.documentElement.dataset.session === 'none' && !boot[SESSION_PATH]) {
    // What GET /get-session answers a request without a session cookie.
    boot[SESSION_PATH] = Promise.resolve({ status: 200, body: 'null', type: 'application/json' });
  }
  for (const [url, promise] of Object.entries(boot)) {
    const safe = promise.catch(() => null);
    pending.set(url, safe);
    void safe.then((answer) => {
      if (pending.get(url) === safe) settled.set(url, answer);
    });
  }
}
collect();

function key(input: string | URL): string {
  if (typeof window === 'undefined') return String(input); // the build-time first frame
  const url = new URL(input, window.location.origin);
  return url.origin === window.location.origin ? url.pathname + url.search : url.href;
}

const fresh = () => performance.now() - loadedAt < BOOT_TTL_MS;

function forget(url: string) {
  pending.delete(url);
  settled.delete(url);
}

/** Waits until every prefetched answer is in (or `timeoutMs` passed), so the first render has them. */
export function bootSettled(timeoutMs: number): Promise<void> {
  if (pending.size === 0) return Promise.resolve();
  return Promise.race([
    Promise.all(pending.values()).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
  ]);
}

/** The prefetched answer for `url`, left for its owner to take (the entry reads the session). */
export function peekBoot(url: string): Promise<BootAnswer | null> | undefined {
  return fresh() ? pending.get(key(url)) : undefined;
}

/** Takes the prefetched answer for a GET of `url` as a Response; undefined when there is none. */
export function takeBootResponse(input: string | URL): Promise<Response> | undefined {
  const url = key(input);
  const answer = pending.get(url);
  if (!answer || !fresh()) return undefined;
  forget(url);
  return answer.then((a) => {
    if (!a) throw new TypeError('Failed to fetch');
    return new Response(a.status === 204 ? null : a.body, {
      status: a.status,
      headers: a.type ? { 'content-type': a.type } : {},
    });
  });
}

/**
 * The prefetched JSON for `url` when it is already in and succeeded (and takes it), for a query's
 * `initialData`; undefined otherwise, and the query fetches (taking a pending answer, if any).
 */
export function takeBootData<T>(url: string): T | undefined {
  const k = key(url);
  if (!settled.has(k) || !fresh()) return undefined;
  const answer = settled.get(k);
  if (!answer || answer.status < 200 || answer.status >= 300 || !answer.body) return undefined;
  try {
    const data = JSON.parse(answer.body) as T;
    forget(k);
    return data;
  } catch {
    return undefined;
  }
}
