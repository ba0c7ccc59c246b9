import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Two tabs are two copies of the module (each has its own tab id) sharing one localStorage.
// jsdom does not send a page its own storage events, so the test delivers them as the browser
// would to the other tab: after the write, and possibly late.
async function loadTab() {
  vi.resetModules();
  return (await import('./test-lock')).useTestLock;
}

const KEY = 'user-1:ppdt';
const STORAGE_KEY = `ssb-prep:test-lock:${KEY}`;
const deliver = () =>
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
  });
const record = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as {
    tabId: string;
    epoch: number;
  } | null;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('useTestLock', () => {
  it('a second tab sees the test running elsewhere, and takes it over', async () => {
    const useA = await loadTab();
    const useB = await loadTab();
    const a = renderHook(() => useA(KEY, true));
    expect(a.result.current.status).toBe('held');
    const b = renderHook(() => useB(KEY, true));
    expect(b.result.current.status).toBe('elsewhere');

    act(() => b.result.current.takeOver());
    deliver();
    expect(b.result.current.status).toBe('held');
    expect(a.result.current.status).toBe('elsewhere');
  });

  it("the old holder's heartbeat, written before it saw the take-over, does not undo it", async () => {
    const useA = await loadTab();
    const useB = await loadTab();
    const a = renderHook(() => useA(KEY, true));
    const b = renderHook(() => useB(KEY, true));
    const heldByA = record();
    expect(heldByA?.epoch).toBe(1);

    act(() => b.result.current.takeOver());
    const tookOver = record();
    expect(tookOver?.tabId).not.toBe(heldByA?.tabId);
    // A's heartbeat lands after B's claim (A's copy of storage had not caught up yet).
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...heldByA, at: Date.now() }));
    deliver(); // B sees A's stale record and writes its claim again
    expect(record()?.tabId).toBe(tookOver?.tabId);
    deliver(); // A sees B's later claim and lets go
    expect(b.result.current.status).toBe('held');
    expect(a.result.current.status).toBe('elsewhere');
  });

  it('a waiting tab takes the test when the holder lets go', async () => {
    const useA = await loadTab();
    const useB = await loadTab();
    const a = renderHook(({ wanted }) => useA(KEY, wanted), { initialProps: { wanted: true } });
    const b = renderHook(() => useB(KEY, true));
    expect(b.result.current.status).toBe('elsewhere');
    a.rerender({ wanted: false });
    expect(record()).toBeNull();
    deliver();
    expect(b.result.current.status).toBe('held');
  });
});
