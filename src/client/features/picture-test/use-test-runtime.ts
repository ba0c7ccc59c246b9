import { useCallback, useEffect, useRef, useState } from 'react';
import { readStored, storedKey, writeStored, type PictureTestType } from './persistence';
import type { PauseReason } from './clock';

/**
 * A reducer whose every state is copied to localStorage, readable synchronously through the ref
 * between the awaits of one handler. `restore` turns what was stored into the state to show
 * (a running clock comes back paused).
 */
export function useStoredReducer<
  S extends { hasStarted: boolean; isActive: boolean; isPaused: boolean },
  A,
>(options: {
  testType: PictureTestType;
  userId: string;
  reducer: (state: S, action: A) => S;
  initial: () => S;
  parse: (value: unknown) => S | null;
  restore: (state: S, now: number) => S;
  /** Whether this tab's clock runs now: another tab's copy is then not followed. */
  isTicking: (state: S) => boolean;
  /** The action that stops the clock when another tab takes the test over. */
  pauseAction: (now: number) => A;
}) {
  const { testType, userId, reducer, initial, parse, restore, isTicking, pauseAction } = options;
  const [state, setState] = useState<S>(() => {
    const saved = readStored(testType, userId, parse);
    return saved ? restore(saved, Date.now()) : initial();
  });
  const stateRef = useRef(state);
  // False while another tab holds this test (lib/test-lock.ts): this tab then writes nothing.
  const holderRef = useRef(true);
  const dispatch = useCallback(
    (action: A) => {
      const next = reducer(stateRef.current, action);
      if (next === stateRef.current) return;
      stateRef.current = next;
      setState(next);
      if (holderRef.current) writeStored(testType, userId, next);
    },
    [reducer, testType, userId],
  );

  // Another tab changed the stored test: follow it unless this tab's clock is running.
  const followRef = useRef({ parse, restore, initial, isTicking });
  followRef.current = { parse, restore, initial, isTicking };
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const f = followRef.current;
      if (event.key !== storedKey(testType, userId) || f.isTicking(stateRef.current)) return;
      const saved = readStored(testType, userId, f.parse);
      const next = saved ? f.restore(saved, Date.now()) : f.initial();
      stateRef.current = next;
      setState(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [testType, userId]);

  const pauseRef = useRef(pauseAction);
  pauseRef.current = pauseAction;
  /** Another tab took the test over: stop the clock here (stored for it), then go quiet. */
  const setHolder = useCallback(
    (isHolder: boolean) => {
      if (isHolder === holderRef.current) return;
      const s = stateRef.current;
      if (!isHolder && s.isActive && !s.isPaused) dispatch(pauseRef.current(Date.now()));
      holderRef.current = isHolder;
    },
    [dispatch],
  );

  // Leaving the page (reload, close, in-app navigation): store the clock stopped at this moment.
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  useEffect(() => {
    const snapshot = () => {
      if (holderRef.current)
        writeStored(testType, userId, restoreRef.current(stateRef.current, Date.now()));
    };
    window.addEventListener('pagehide', snapshot);
    return () => {
      window.removeEventListener('pagehide', snapshot);
      snapshot();
    };
  }, [testType, userId]);

  return { state, stateRef, dispatch, setHolder };
}

/** Leaving fullscreen or hiding the page (another tab or app) pauses the test. */
export function usePauseTriggers(pause: (reason: Exclude<PauseReason, 'reload'>) => void) {
  useEffect(() => {
    const onFullscreenChange = () => {
      if (!document.fullscreenElement) pause('fullscreen');
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') pause('hidden');
    };
    document.addEventListener('fullscreenchange', onFullscreenChange);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreenChange);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [pause]);
}

/** The browser's own leave confirmation while a test is under way (spec part 1 §4 TAT). */
export function useLeaveConfirmation(isActive: boolean) {
  useEffect(() => {
    if (!isActive) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isActive]);
}

/** A guard for one async action at a time (a save, a finish), readable synchronously. */
export function useBusy<T extends string>() {
  const ref = useRef<T | null>(null);
  const [busy, setBusyState] = useState<T | null>(null);
  const setBusy = useCallback((value: T | null) => {
    ref.current = value;
    setBusyState(value);
  }, []);
  return { busy, busyRef: ref, setBusy };
}
