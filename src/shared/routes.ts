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
} as const;

export type ClientRoute = keyof typeof CLIENT_ROUTES;

const matchers = Object.values(CLIENT_ROUTES).map(
  (pattern) =>
    new RegExp(
      `^${pattern
        .split('/')
        .map((part) =>
          part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/')}/?$`,
    ),
);

/** Whether a pathname (no query) is one of the client's pages. A trailing slash is allowed. */
export function isClientRoute(pathname: string): boolean {
  return matchers.some((re) => re.test(pathname));
}

export const NOT_FOUND_TITLE = 'Page not found · SSB Prep';
