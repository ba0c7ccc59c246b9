import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * One tab holds a running test; another tab of the same browser that opens it says where it is
 * running and offers to take it over. A lock record in localStorage (its `storage` events reach
 * every other tab of the browser) with a heartbeat, so a closed or crashed tab lets go.
 */
export type LockStatus = 'free' | 'held' | 'elsewhere';

interface LockRecord {
  tabId: string;
  at: number;
}

const TAB_ID =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : String(Math.random()).slice(2);
const HEARTBEAT_MS = 2000;
const STALE_MS = 3 * HEARTBEAT_MS;
const storageKey = (key: string) => `ssb-prep:test-lock:${key}`;

function read(key: string): LockRecord | null {
  try {
    const raw = localStorage.getItem(storageKey(key));
    const rec = raw ? (JSON.parse(raw) as Partial<LockRecord>) : null;
    return rec && typeof rec.tabId === 'string' && typeof rec.at === 'number'
      ? (rec as LockRecord)
      : null;
  } catch {
    return null;
  }
}

function write(key: string): void {
  try {
    localStorage.setItem(storageKey(key), JSON.stringify({ tabId: TAB_ID, at: Date.now() }));
  } catch {
    // Storage blocked: every tab acts alone, as before.
  }
}

const heldByOther = (rec: LockRecord | null) =>
  rec !== null && rec.tabId !== TAB_ID && Date.now() - rec.at < STALE_MS;

/** `wanted`: this tab has a test in progress for `key` (user and test type). */
export function useTestLock(key: string, wanted: boolean) {
  // Decided before the first paint, so a second tab never flashes the running test.
  const [status, setStatusState] = useState<LockStatus>(() =>
    wanted && heldByOther(read(key)) ? 'elsewhere' : 'free',
  );
  const statusRef = useRef<LockStatus>(status);
  const setStatus = (next: LockStatus) => {
    statusRef.current = next;
    setStatusState(next);
  };
  const claim = useCallback(() => {
    write(key);
    statusRef.current = 'held';
    setStatusState('held');
  }, [key]);

  useEffect(() => {
    const release = () => {
      if (read(key)?.tabId === TAB_ID) localStorage.removeItem(storageKey(key));
    };
    if (!wanted) {
      release();
      setStatus('free');
      return;
    }
    if (heldByOther(read(key))) setStatus('elsewhere');
    else claim();
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKey(key)) return;
      const rec = read(key);
      if (rec && rec.tabId !== TAB_ID) setStatus('elsewhere');
      else if (!rec && statusRef.current === 'elsewhere') claim(); // the other tab let go
    };
    const beat = window.setInterval(() => {
      if (statusRef.current === 'held') {
        if (heldByOther(read(key))) setStatus('elsewhere');
        else write(key);
      } else if (statusRef.current === 'elsewhere' && !heldByOther(read(key))) claim();
    }, HEARTBEAT_MS);
    window.addEventListener('storage', onStorage);
    window.addEventListener('pagehide', release);
    return () => {
      window.clearInterval(beat);
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pagehide', release);
      release();
    };
  }, [claim, key, wanted]);

  return { status: wanted ? status : 'free', takeOver: claim };
}
