import { useEffect, useState } from 'react';

/**
 * Date.now(), refreshed every `intervalMs` while `enabled`. Only for redrawing: the remaining
 * time itself is computed from timestamps (timer.ts), so a late or skipped tick costs nothing.
 */
export function useNow(enabled: boolean, intervalMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [enabled, intervalMs]);
  return now;
}
