import { useCallback, useEffect, useRef, useState } from 'react';
import { readStored, writeStored, type PictureTestType } from './persistence';
import type { PauseReason } from './clock';

/**
 * A reducer whose every state is copied to localStorage, readable synchronously through the ref
 * between the awaits of one handler. `restore` turns what was stored into the state to show
 * (a running clock comes back paused).
 */
export function useStoredReducer<S extends { hasStarted: boolean }, A>(options: {
  testType: PictureTestType;
  userId: string;
  reducer: (state: S, action: A) => S;
  initial: () => S;
  parse: (value: unknown) => S | null;
  restore: (state: S, now: number) => S;
}) {
  const { testType, userId, reducer, initial, parse, restore } = options;
  const [state, setState] = useState<S>(() => {
    const saved = readStored(testType, userId, parse);
    return saved ? restore(saved, Date.now()) : initial();
  });
  const stateRef = useRef(state);
  const dispatch = useCallback(
    (action: A) => {
      const next = reducer(stateRef.current, action);
      if (next === stateRef.current) return;
      stateRef.current = next;
      setState(next);
      writeStored(testType, userId, next);
    },
    [reducer, testType, userId],
  );

  // Leaving the page (reload, close, in-app navigation): store the clock stopped at this moment.
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  useEffect(() => {
    const snapshot = () =>
      writeStored(testType, userId, restoreRef.current(stateRef.current, Date.now()));
    window.addEventListener('pagehide', snapshot);
    return () => {
      window.removeEventListener('pagehide', snapshot);
      snapshot();
    };
  }, [testType, userId]);

  return { state, stateRef, dispatch };
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
