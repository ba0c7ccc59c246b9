import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { paths } from './lib/paths';
import { probeSession, type SessionProbe } from './lib/session-probe';
import './styles.css';

// The entry holds only React. A visitor on "/" gets the landing page chunk and nothing else;
// everyone else gets the app (router, TanStack Query, auth client, Radix) as a second chunk.
// Keep imports here tiny: scripts/bench.ts measures what a visitor downloads.
const root = createRoot(document.getElementById('root')!);
const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

async function boot() {
  let session: SessionProbe = null;
  if (window.location.pathname === paths.home) {
    // Start loading the landing page while the session check is in flight.
    const landing = import('./features/landing/landing-page');
    session = await probeSession();
    if (!session) {
      const { LandingPage } = await landing;
      render(<LandingPage />);
      return;
    }
  }
  const { App, hydrateSession } = await import('./app/app');
  hydrateSession(session);
  render(<App />);
}

void boot();
