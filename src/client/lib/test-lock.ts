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
  /** Raised by every claim: a later claim wins over a heartbeat written before it arrived. */
  epoch: number;
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
      ? { tabId: rec.tabId, at: rec.at, epoch: typeof rec.epoch === 'number' ? rec.epoch : 0 }
      : null;
  } catch {
    return null;
  }
}

function write(key: string, epoch: number): void {
  try {
    localStorage.setItem(
      storageKey(key),
      JSON.stringify({ tabId: TAB_ID, at: Date.now(), epoch } satisfies LockRecord),
    );
  } catch {
    // Storage blocked: every tab acts alone, as before.
  }
}

const heldByOther = (rec: LockRecord | null): rec is LockRecord =>
  rec !== null && rec.tabId !== TAB_ID && Date.now() - rec.at < STALE_MS;

/**
 * Whether another tab's live record beats this tab's claim. localStorage reaches other tabs
 * asynchronously, so the old holder's heartbeat can overwrite a take-over it has not seen yet:
 * the later claim (higher epoch; tab id breaks a tie) wins, and the holder it beat rewrites its
 * record when it sees the older one, so both tabs settle on the same owner.
 */
const outranks = (rec: LockRecord | null, epoch: number) =>
  heldByOther(rec) && (rec.epoch > epoch || (rec.epoch === epoch && rec.tabId > TAB_ID));

/** `wanted`: this tab has a test in progress for `key` (user and test type). */
export function useTestLock(key: string, wanted: boolean) {
  // Decided before the first paint, so a second tab never flashes the running test.
  const [status, setStatusState] = useState<LockStatus>(() =>
    wanted && heldByOther(read(key)) ? 'elsewhere' : 'free',
  );
  const statusRef = useRef<LockStatus>(status);
  const epochRef = useRef(0);
  const setStatus = (next: LockStatus) => {
    statusRef.current = next;
    setStatusState(next);
  };
  const claim = useCallback(() => {
    epochRef.current = Math.max(epochRef.current, read(key)?.epoch ?? 0) + 1;
    write(key, epochRef.current);
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
    // A holder keeps its record fresh unless a later claim beats it; a waiting tab takes the
    // test when the holder lets go or goes quiet.
    const check = () => {
      const rec = read(key);
      if (statusRef.current === 'held') {
        if (outranks(rec, epochRef.current)) setStatus('elsewhere');
        else write(key, epochRef.current);
      } else if (statusRef.current === 'elsewhere' && !heldByOther(rec)) claim();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKey(key)) return;
      const rec = read(key);
      if (rec === null) {
        if (statusRef.current === 'elsewhere') claim(); // the other tab let go
      } else if (rec.tabId !== TAB_ID) check();
    };
    const beat = window.setInterval(check, HEARTBEAT_MS);
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
