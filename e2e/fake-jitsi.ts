import type { Page } from '@playwright/test';

/**
 * Serves a local script in place of the Jitsi IFrame API (https://<JITSI_DOMAIN>/external_api.js).
 * The fake records the domain and the options the app passed, draws a placeholder where the call
 * would be, and answers dispose() — enough to check the embed contract without the internet.
 */
export async function installFakeJitsi(page: Page, domain = 'meet.jit.si') {
  await page.route(`https://${domain}/external_api.js`, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `
        window.__jitsi = { calls: [], disposed: 0 };
        window.JitsiMeetExternalAPI = function (domain, options) {
          const { parentNode, ...rest } = options;
          window.__jitsi.calls.push({ domain, options: rest, inDialog: !!parentNode.closest('[role=dialog]') });
          const frame = document.createElement('div');
          frame.setAttribute('data-testid', 'fake-jitsi');
          frame.textContent = 'Meeting ' + options.roomName;
          frame.style.cssText = 'color:white;padding:1rem';
          parentNode.appendChild(frame);
          return { addListener() {}, dispose() { window.__jitsi.disposed++; frame.remove(); } };
        };`,
    }),
  );
}

export interface RecordedJitsiCall {
  domain: string;
  inDialog: boolean;
  options: {
    roomName: string;
    jwt?: string;
    configOverwrite: Record<string, unknown>;
    userInfo: { displayName: string; email: string };
  };
}

/** The constructor calls the fake recorded, oldest first. */
export const jitsiCalls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __jitsi?: { calls: RecordedJitsiCall[] } }).__jitsi?.calls ?? [],
  );
