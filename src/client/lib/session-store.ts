// The signed-in session as the app shell sees it (issue 18), without better-auth's client: that
// client (better-auth/react, @better-fetch/fetch, nanostores: ~20 KB gzip) loads only with the
// pages that sign in or change the account (lib/auth-client.ts), and tells this store when one of
// its calls changed the session. The store keeps the client's session behaviour: GET
// /api/auth/get-session when the app mounts (the answer index.html's first script already asked
// for, lib/boot.ts), again when the tab becomes visible (at most every 5 s) or comes back online,
// when another tab signs in or out (better-auth's `better-auth.message` localStorage event), after
// an auth call and on `refetch()`; a 401 forgets the user, any other failure keeps the last one.
import type { AuthSession } from './auth-client';
import { BROADCAST_KEY, authFetch, errorFrom, parse } from './auth-fetch';

export interface SessionState {
  data: AuthSession | null;
  /** True until a session answer is in, and again while a visitor's session is refetched. */
  isPending: boolean;
  error: unknown;
}

const GET_SESSION = '/get-session';
const FOCUS_REFETCH_INTERVAL_S = 5;
/** A remount this soon after a fresh answer does not fetch again (better-auth's dedupe). */
const MOUNT_DEDUPE_MS = 1000;

let state: SessionState = { data: null, isPending: true, error: null };
let lastBody: string | null = null;
let flight: AbortController | undefined;
let freshUntil = 0;
let lastFocusRequest = 0;
let isOnline = typeof navigator === 'undefined' ? true : navigator.onLine;
const listeners = new Set<() => void>();
let detach: (() => void) | undefined;

function set(next: Partial<SessionState>) {
  const merged = { ...state, ...next };
  if (
    merged.data === state.data &&
    merged.isPending === state.isPending &&
    merged.error === state.error
  )
    return;
  state = merged;
  listeners.forEach((listener) => listener());
}

async function load(signal: AbortSignal): Promise<'fresh' | 'failed' | 'aborted'> {
  set({ isPending: state.data === null, error: null });
  try {
    let response = await authFetch(GET_SESSION, { signal });
    if (signal.aborted) return 'aborted';
    let text = response.ok ? await response.text() : '';
    // A session due for its refresh under `deferSessionRefresh`: POST refreshes it.
    if (response.ok && (parse(text) as { needsRefresh?: boolean } | null)?.needsRefresh) {
      response = await authFetch(GET_SESSION, {
        method: 'POST',
        body: '{}',
        signal,
      });
      if (signal.aborted) return 'aborted';
      text = response.ok ? await response.text() : '';
    }
    if (!response.ok) {
      const error = await errorFrom(response);
      if (signal.aborted) return 'aborted';
      set({ data: response.status === 401 ? null : state.data, error, isPending: false });
      return 'failed';
    }
    if (text !== lastBody || state.data === null) {
      const body = parse(text) as AuthSession | { session: null; user: null } | null;
      lastBody = text;
      set({ data: body?.session && body.user ? (body as AuthSession) : null });
    }
    set({ isPending: false, error: null });
    return 'fresh';
  } catch (error) {
    if (signal.aborted) return 'aborted';
    set({ error, isPending: false });
    return 'failed';
  }
}

/** Fetches the session now (a newer fetch replaces one in flight); resolves when it is in. */
export function refetchSession(): Promise<void> {
  freshUntil = 0;
  flight?.abort();
  const controller = new AbortController();
  flight = controller;
  return Promise.resolve()
    .then(() => (controller.signal.aborted ? 'aborted' : load(controller.signal)))
    .then((outcome) => {
      if (flight !== controller) return;
      flight = undefined;
      if (outcome === 'fresh') freshUntil = Date.now() + MOUNT_DEDUPE_MS;
    });
}

/**
 * The entry's answer to GET /get-session (main.tsx), so the first frame has the user; or, when
 * the server saw no session cookie (`<html data-session="none">`), that there is none, so the
 * first frame is the page rather than 'Loading...'. The mount fetch confirms either.
 */
export function hydrateSession(session: AuthSession | null) {
  if (state.data !== null) return;
  if (session) set({ data: session, error: null, isPending: false });
  else if (document.documentElement.dataset.session === 'none') set({ isPending: false });
}

function onVisibleOrOnline() {
  const now = Date.now() / 1000;
  if (!isOnline || now - lastFocusRequest < FOCUS_REFETCH_INTERVAL_S) return;
  lastFocusRequest = now;
  void refetchSession();
}

function attach() {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') onVisibleOrOnline();
  };
  const onOnline = () => {
    isOnline = true;
    onVisibleOrOnline();
  };
  const onOffline = () => {
    isOnline = false;
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== BROADCAST_KEY) return;
    try {
      const message = JSON.parse(event.newValue ?? '{}') as { event?: string; data?: unknown };
      if (message.event !== 'session' || !message.data) return;
    } catch {
      return; // Not better-auth's message.
    }
    if (isOnline) void refetchSession();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  window.addEventListener('storage', onStorage);
  // The first subscriber (the app mounting) reads the session, unless it was just read.
  const timer = setTimeout(() => {
    if (!flight && Date.now() >= freshUntil) void refetchSession();
  }, 0);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('storage', onStorage);
  };
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) detach = attach();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      detach?.();
      detach = undefined;
    }
  };
}

export const getSessionState = (): SessionState => state;
