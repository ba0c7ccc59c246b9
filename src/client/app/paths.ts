// Every URL of the client, defined once. Import `paths` instead of typing a string.
export const paths = {
  home: '/',
  auth: '/auth',
  authWithRedirect: (redirect: string) =>
    redirect && redirect !== '/' ? `/auth?redirect=${encodeURIComponent(redirect)}` : '/auth',
  piq: '/piq',
  ppdt: '/ppdt',
  ppdtResults: '/ppdt-results',
  tat: '/tat',
  wat: '/wat',
  srt: '/srt',
  results: '/results',
  roomsRegister: '/rooms/register',
  roomsJoin: '/rooms/join',
  interview: '/interview',
  subscription: '/subscription',
  feedback: '/feedback',
  settings: '/settings',
  receipt: (id = ':id') => `/settings/receipts/${id}`,
  help: '/help',
  devMailbox: '/dev/mailbox',
  mobileUpload: '/mobile-upload',
} as const;

/** API endpoints the client calls. */
export const apiPaths = {
  config: '/api/config',
  profile: '/api/profile',
  subscription: '/api/subscription',
  payments: '/api/payments',
  paymentOrders: '/api/payments/orders',
  paymentVerify: '/api/payments/verify',
  sandboxCheckout: '/api/payments/sandbox/checkout',
  receipt: (id: string) => `/api/payments/${encodeURIComponent(id)}/receipt`,
  feedback: '/api/feedback',
  devOutbox: '/api/dev/outbox',
  session: '/api/auth/get-session',
} as const;

/** Only same-site paths are accepted as a post-sign-in destination (no open redirects). */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return paths.home;
  if (value === paths.auth || value.startsWith(`${paths.auth}?`)) return paths.home;
  return value;
}
