import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { bootSettled } from './lib/boot';
import { paths } from './lib/paths';
import { hasBootSession, probeSession, type SessionProbe } from './lib/session-probe';
import './styles.css';

// The entry holds only React. A visitor on "/" gets the landing page chunk and nothing else;
// everyone else gets the app shell (router, TanStack Query, sonner) as a second chunk.
// Keep imports here tiny: scripts/bench.ts measures what a visitor downloads.
//
// The server already preloads the page's chunks (<link rel="modulepreload">, server/static.ts)
// and index.html's first script has asked for the session and the page's first data
// (lib/boot.ts), so nothing here waits on a request it could have sent earlier.
const container = document.getElementById('root')!;
let root: Root | undefined;
const render = (node: ReactNode) =>
  (root ??= createRoot(container)).render(<StrictMode>{node}</StrictMode>);
// The app's first render as a transition: React yields to the browser every few milliseconds
// instead of blocking the main thread for the whole tree (Total Blocking Time, issue 18). The
// served 'Loading...' or first frame (server/static.ts) stays until the page is committed.
const renderApp = (node: ReactNode) => startTransition(() => render(node));

/** Longest wait for the prefetched answers before rendering anyway (the queries then fetch). */
const BOOT_WAIT_MS = 3000;

async function boot() {
  let session: SessionProbe = null;
  const isHome = window.location.pathname === paths.home;
  // On "/" the session decides between the landing page and the dashboard, so the landing chunk
  // loads only for visitors. Elsewhere the session is read only when it is already on its way.
  if (isHome || hasBootSession()) session = await probeSession();
  if (isHome && !session) {
    const { LandingPage } = await import('./features/landing/landing-page');
    // The server sent a visitor the landing page itself (client/first-frame.tsx): hydrate it, in
    // a transition, rather than build it again (no second layout of the whole page, issue 18).
    if (document.documentElement.dataset.session === 'none' && container.firstElementChild) {
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <LandingPage />
          </StrictMode>,
        );
      });
    } else render(<LandingPage />);
    return;
  }
  const [{ App, hydrateSession, routerReady }] = await Promise.all([
    import('./app/app'),
    bootSettled(BOOT_WAIT_MS),
  ]);
  hydrateSession(session);
  await routerReady();
  renderApp(<App />);
}

void boot();
