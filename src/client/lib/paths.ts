import { CLIENT_ROUTES } from '@/shared/routes';

// Every URL of the client, defined once. Import `paths` instead of typing a string.
// The patterns come from the shared route table, which the server also reads (its 404s).
export const paths = {
  ...CLIENT_ROUTES,
  authWithRedirect: (redirect: string) =>
    redirect && redirect !== '/'
      ? `${CLIENT_ROUTES.auth}?redirect=${encodeURIComponent(redirect)}`
      : CLIENT_ROUTES.auth,
  receipt: (id = ':id') => `/settings/receipts/${id}`,
  /** One evaluation on its results page, opened and scrolled into view (issue 19). */
  evaluation: (testType: 'wat' | 'srt' | 'tat' | 'ppdt', id: string) =>
    testType === 'ppdt'
      ? `${CLIENT_ROUTES.ppdtResults}?evaluation=${encodeURIComponent(id)}`
      : `${CLIENT_ROUTES.results}?test=${testType}&evaluation=${encodeURIComponent(id)}`,
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
