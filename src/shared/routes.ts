/**
 * The client's pages, as URL patterns: the one list the browser router (client/lib/paths.ts) and
 * the server's page fallback (server/static.ts: known page → 200, anything else → 404) both read.
 * Spec part 2 §2. No React here.
 */
export const CLIENT_ROUTES = {
  home: '/',
  auth: '/auth',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  piq: '/piq',
  ppdt: '/ppdt',
  ppdtResults: '/ppdt-results',
  tat: '/tat',
  wat: '/wat',
  srt: '/srt',
  results: '/results',
  progress: '/progress',
  roomsRegister: '/rooms/register',
  roomsJoin: '/rooms/join',
  roomSession: '/rooms/:roomId/session',
  interview: '/interview',
  subscription: '/subscription',
  feedback: '/feedback',
  settings: '/settings',
  receiptPage: '/settings/receipts/:id',
  help: '/help',
  devMailbox: '/dev/mailbox',
  mobileUpload: '/mobile-upload',
  interviewerJoin: '/interviewer/join',
  admin: '/admin',
  adminSection: '/admin/:section',
} as const;

export type ClientRoute = keyof typeof CLIENT_ROUTES;

/**
 * Each page's route module, src/client/app/routes/<name>.tsx: the router loads it lazily and the
 * server preloads its chunks (server/static.ts, from Vite's manifest). Visitors on "/" get the
 * landing page instead (client/main.tsx).
 */
export const ROUTE_MODULES: Record<ClientRoute, string> = {
  home: 'home',
  auth: 'auth',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  piq: 'piq',
  ppdt: 'ppdt',
  ppdtResults: 'ppdt-results',
  tat: 'tat',
  wat: 'wat',
  srt: 'srt',
  results: 'results',
  progress: 'progress',
  roomsRegister: 'rooms-register',
  roomsJoin: 'rooms-join',
  roomSession: 'room-session',
  interview: 'interview',
  subscription: 'subscription',
  feedback: 'feedback',
  settings: 'settings',
  receiptPage: 'receipt',
  help: 'help',
  devMailbox: 'dev-mailbox',
  mobileUpload: 'mobile-upload',
  interviewerJoin: 'interviewer-join',
  admin: 'admin',
  adminSection: 'admin',
};

/** Pages open to visitors (no app shell, no session needed). */
export const PUBLIC_ROUTES: readonly ClientRoute[] = [
  'auth',
  'forgotPassword',
  'resetPassword',
  'devMailbox',
  'mobileUpload',
  'interviewerJoin',
];

/**
 * GET endpoints a page reads for its first paint besides the session. The server names them in
 * the page (`<html data-prefetch>`) and index.html's first script requests them all at once, in
 * parallel with the page's scripts (client/lib/boot.ts hands the answers to the queries).
 */
export const ROUTE_PREFETCH: Partial<Record<ClientRoute, readonly string[]>> = {
  home: ['/api/streak', '/api/profile', '/api/credits'],
  wat: ['/api/credits'],
  srt: ['/api/credits'],
  ppdt: ['/api/credits'],
  tat: ['/api/credits'],
  progress: ['/api/progress'],
  auth: ['/api/config'],
  forgotPassword: ['/api/config'],
  resetPassword: ['/api/config'],
};

/**
 * The key of /auth's first frame in first-frames.json (client/first-frame.tsx renders one per
 * combination; the server picks by its own config, which the page would read from /api/config).
 */
export function authFrameKey(config: { googleEnabled: boolean; devMailbox: boolean }): string {
  const google = config.googleEnabled ? 'google' : 'no-google';
  return `auth:${google}:${config.devMailbox ? 'mailbox' : 'no-mailbox'}`;
}

const matchers = (Object.entries(CLIENT_ROUTES) as [ClientRoute, string][]).map(
  ([route, pattern]) => ({
    route,
    re: new RegExp(
      `^${pattern
        .split('/')
        .map((part) =>
          part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/')}/?$`,
    ),
  }),
);

/** The client page a pathname (no query) shows, if any. A trailing slash is allowed. */
export function matchClientRoute(pathname: string): ClientRoute | undefined {
  return matchers.find(({ re }) => re.test(pathname))?.route;
}

/** Whether a pathname (no query) is one of the client's pages. A trailing slash is allowed. */
export function isClientRoute(pathname: string): boolean {
  return matchClientRoute(pathname) !== undefined;
}

export const NOT_FOUND_TITLE = 'Page not found · SSB Prep';
