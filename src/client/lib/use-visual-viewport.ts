import { useEffect, useState } from 'react';

export interface ViewportBox {
  top: number;
  height: number;
}

/**
 * The part of the page the user can actually see. When a phone's on-screen keyboard opens, the
 * visual viewport shrinks (and on iOS scrolls) while `100dvh` may not; sizing the test screen to
 * it keeps the answer box just above the keyboard. Null where the API is missing.
 */
export function useVisualViewport(enabled: boolean): ViewportBox | null {
  const [box, setBox] = useState<ViewportBox | null>(null);
  useEffect(() => {
    const vv = typeof window === 'undefined' ? undefined : window.visualViewport;
    if (!enabled || !vv) {
      setBox(null);
      return;
    }
    const update = () => setBox({ top: vv.offsetTop, height: vv.height });
    update();
    vv.addEventListener('resize', update);
    vv.addEventListener('scroll', update);
    return () => {
      vv.removeEventListener('resize', update);
      vv.removeEventListener('scroll', update);
    };
  }, [enabled]);
  return box;
}
