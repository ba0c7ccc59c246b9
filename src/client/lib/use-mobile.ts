import { useSyncExternalStore } from 'react';

const MOBILE_QUERY = '(max-width: 767px)';

// matchMedia is missing in some environments (jsdom): treat them as desktop.
const hasMatchMedia = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribe(onChange: () => void) {
  if (!hasMatchMedia()) return () => {};
  const media = window.matchMedia(MOBILE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True below 768 px, where the sidebar becomes a sheet. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasMatchMedia() && window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}
