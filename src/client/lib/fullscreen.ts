/**
 * Fullscreen where the browser allows it (spec part 2 §4). Phones (iOS Safari), embedded views
 * and headless browsers may refuse or lack the API: the test then simply runs in the page.
 */
export function isFullscreen(): boolean {
  return typeof document !== 'undefined' && !!document.fullscreenElement;
}

export async function enterFullscreen(): Promise<void> {
  const root = document.documentElement;
  if (isFullscreen() || !document.fullscreenEnabled || typeof root.requestFullscreen !== 'function')
    return;
  try {
    await root.requestFullscreen({ navigationUI: 'hide' });
  } catch {
    // Refused (no user gesture, a permissions policy, an unsupported browser): carry on without it.
  }
}

export async function exitFullscreen(): Promise<void> {
  if (!isFullscreen() || typeof document.exitFullscreen !== 'function') return;
  try {
    await document.exitFullscreen();
  } catch {
    // Already left (the user pressed Escape first): nothing to undo.
  }
}
