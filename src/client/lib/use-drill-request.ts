import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readDrill, withoutDrill, type DrillRequest } from './drill-link';

/**
 * The drill a test page was opened with (/srt?drill=…&count=…, from /progress), read once. The
 * parameters leave the URL at once (replace), so a reload or Back → Forward shows the plain page
 * and never starts a second session; `clear` forgets the drill once the start card has used it.
 */
export function useDrillRequest(canStart: boolean): [DrillRequest | null, () => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  // A test already under way when the page opens keeps going; the drill is dropped.
  const [drill, setDrill] = useState(() => (canStart ? readDrill(searchParams) : null));
  const hasParams = searchParams.has('drill');
  useEffect(() => {
    if (hasParams) setSearchParams((prev) => withoutDrill(prev), { replace: true });
  }, [hasParams, setSearchParams]);
  const clear = useCallback(() => setDrill(null), []);
  return [drill, clear];
}
