import { useEffect, useRef } from 'react';

/** Scrolls the element into view once, when it mounts as the link's target. */
export function useScrollIntoView<T extends HTMLElement>(isTarget: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    // jsdom and old browsers lack it; the row is still open.
    if (isTarget) ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [isTarget]);
  return ref;
}
