// The first frame the server puts in a page (issue 18), rendered once at build time
// (vite.config.ts `firstFrames`) into dist/client/.vite/first-frames.json and read by
// server/static.ts. It is the page as the app first draws it, cut where the user or the data
// start to matter: the shell (no email, non-admin menu, the quota card's placeholder) and the
// page's title and top part. The app then replaces it with the same markup plus the rest below,
// so the largest text paints before the scripts and the data arrive, without a shift.
//
// Only for Node at build time: no document, no storage, no requests.
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppShell } from '@/client/components/app/app-shell';
import { AuthPage } from '@/client/features/auth/auth-page';
import { DashboardTop } from '@/client/features/dashboard/dashboard-page';
import { LandingPage } from '@/client/features/landing/landing-page';
import { PracticeTop } from '@/client/features/practice/components/practice-page';
import { AuthProvider } from '@/client/lib/auth';
import { configQueryOptions } from '@/client/lib/config';
import type { PublicConfig } from '@/shared/schemas/config';
import { authFrameKey, CLIENT_ROUTES, type ClientRoute } from '@/shared/routes';

/** The signed-in pages with a first frame, and the top part each draws. */
const FRAMES: Partial<Record<ClientRoute, () => ReactNode>> = {
  home: () => <DashboardTop greeting={null} />,
  wat: () => <PracticeTop testType="wat" />,
  srt: () => <PracticeTop testType="srt" />,
};

/**
 * `route:expanded` / `route:collapsed` (the sidebar cookie) → the markup inside `<div id="root">`;
 * `landing` → the whole landing page (a visitor on "/", hydrated), which knows no user either.
 */
export function renderFirstFrames(): Record<string, string> {
  // renderToString, not static markup: the entry hydrates the landing page (main.tsx).
  const frames: Record<string, string> = { landing: renderToString(<LandingPage />) };
  for (const [route, page] of Object.entries(FRAMES) as [ClientRoute, () => ReactNode][]) {
    for (const state of ['expanded', 'collapsed'] as const) {
      frames[`${route}:${state}`] = renderToStaticMarkup(
        <StaticRouter location={CLIENT_ROUTES[route]}>
          <QueryClientProvider client={new QueryClient()}>
            <AuthProvider>
              <AppShell defaultSidebarOpen={state === 'expanded'}>{page()}</AppShell>
            </AuthProvider>
          </QueryClientProvider>
        </StaticRouter>,
      );
    }
  }
  for (const google of [false, true])
    for (const mailbox of [false, true])
      frames[authFrameKey({ googleEnabled: google, devMailbox: mailbox })] = renderAuthFrame({
        googleEnabled: google,
        devMailbox: mailbox,
      });
  return frames;
}

/**
 * /auth as the app first draws it for a visitor, given the public config that index.html's first
 * script prefetches. Its largest element (the heading, or the development notice under the card)
 * paints from the HTML; the page is centred, so the frame is the whole page, form included.
 * `inert` until the app replaces it: nothing can be typed into a form that is about to go, so
 * nothing typed is lost (decision 024).
 */
function renderAuthFrame(config: Pick<PublicConfig, 'googleEnabled' | 'devMailbox'>): string {
  const client = new QueryClient();
  client.setQueryData(configQueryOptions.queryKey, {
    supportEmail: '',
    payments: { provider: 'off', keyId: null },
    ...config,
  } as PublicConfig);
  return renderToStaticMarkup(
    <div inert>
      <StaticRouter location={CLIENT_ROUTES.auth}>
        <QueryClientProvider client={client}>
          <AuthProvider>
            <AuthPage />
          </AuthProvider>
        </QueryClientProvider>
      </StaticRouter>
    </div>,
  );
}
