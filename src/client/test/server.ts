// MSW at the network edge for client tests. Importing this file registers the lifecycle hooks;
// a request no handler answers fails the test.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { PublicConfig } from '@/shared/schemas/config';
import type { CreditsSummary, Streak } from '@/shared/schemas/credits';
import { FREE_PLAN_NAME } from '@/shared/plans';
import { FREE_CREDITS } from '@/shared/tests';
import { OLQS } from '@/shared/olqs';
import type { ProgressResponse } from '@/shared/progress';

export const defaultConfig: PublicConfig = {
  googleEnabled: false,
  supportEmail: 'support@ssbprep.test',
  devMailbox: false,
  payments: { provider: 'sandbox', keyId: 'rzp_test_sandbox' },
};

/** GET /api/credits for a free user with full credits, unless overridden. */
export function buildCredits(overrides: Partial<CreditsSummary> = {}): CreditsSummary {
  return {
    credits: { ...FREE_CREDITS },
    limits: { ...FREE_CREDITS },
    hasUnlimited: false,
    hasActivePlan: false,
    planName: FREE_PLAN_NAME,
    ...overrides,
  };
}

export function buildStreak(overrides: Partial<Streak> = {}): Streak {
  return { currentStreak: 0, longestStreak: 0, lastActivityDate: null, ...overrides };
}

/** GET /api/progress for a user with no practice yet (today 2026-11-26, Asia/Kolkata), unless overridden. */
export function buildProgress(overrides: Partial<ProgressResponse> = {}): ProgressResponse {
  return {
    timeZone: 'Asia/Kolkata',
    today: '2026-11-26',
    counts: { wat: 0, srt: 0, tat: 0, ppdt: 0 },
    answersAssessed: 0,
    trend: [],
    calendar: { from: '2026-05-26', days: [] },
    factors: [...new Set(OLQS.map((o) => o.factor))].map((factor) => ({ factor, level: null })),
    qualities: OLQS.map((o) => ({
      key: o.key,
      level: null,
      shown: 0,
      lacking: 0,
      thin: true,
      quotes: [],
    })),
    practiseNext: [],
    ...overrides,
  };
}

export const baseHandlers = [
  http.get('*/api/config', () => HttpResponse.json(defaultConfig)),
  http.get('*/api/auth/get-session', () => HttpResponse.json(null)),
  // Every signed-in page shows the sidebar's Quota & Plan card; the dashboard shows the streak.
  http.get('*/api/credits', () => HttpResponse.json(buildCredits())),
  http.get('*/api/streak', () => HttpResponse.json(buildStreak())),
  // The dashboard's progress card.
  http.get('*/api/progress', () => HttpResponse.json(buildProgress())),
  // The dashboard greets by the profile's full name.
  http.get('*/api/profile', () =>
    HttpResponse.json({ fullName: '', email: 'cadet@example.com', phone: '' }),
  ),
];

export const server = setupServer(...baseHandlers);

// jsdom has no matchMedia; sonner and our theme code ask for it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no ResizeObserver; Radix's popper (tooltips, selects) measures with it.
if (typeof window !== 'undefined' && !window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Records the requests the app makes in each test, e.g. to assert that a form sent nothing. */
export function recordRequests() {
  const requests: Request[] = [];
  const listener = ({ request }: { request: Request }) => void requests.push(request.clone());
  beforeEach(() => {
    requests.length = 0;
    server.events.on('request:start', listener);
  });
  afterEach(() => server.events.removeListener('request:start', listener));
  return requests;
}

export function buildSession(overrides: { email?: string; twoFactorEnabled?: boolean } = {}) {
  const now = new Date().toISOString();
  const email = overrides.email ?? 'cadet@example.com';
  return {
    session: {
      id: 'session-1',
      userId: 'user-1',
      token: 'token-1',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      createdAt: now,
      updatedAt: now,
    },
    user: {
      id: 'user-1',
      email,
      name: email.split('@')[0],
      emailVerified: true,
      image: null,
      twoFactorEnabled: overrides.twoFactorEnabled ?? false,
      createdAt: now,
      updatedAt: now,
    },
  };
}
