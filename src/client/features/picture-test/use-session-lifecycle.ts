import { useCallback, useEffect, type RefObject } from 'react';
import { toast } from 'sonner';
import type { PracticeSession } from '@/shared/schemas/practice';
import { ApiError } from '@/client/lib/api-client';
import { enterFullscreen } from '@/client/lib/fullscreen';
import { PAUSE_MESSAGES, type PauseReason } from './clock';
import { preloadPictures, usePictureSession } from './api';
import { IN_TEST_TOAST } from './messages';
import { usePauseTriggers } from './use-test-runtime';

/** The actions every picture-test reducer (PPDT, TAT) understands for its lifecycle. */
export type LifecycleAction =
  | { type: 'synced'; session: PracticeSession; now: number }
  | { type: 'reset' }
  | { type: 'paused'; reason: PauseReason; now: number }
  | { type: 'resumed'; now: number };

/**
 * What PPDT and TAT share around their reducers: the session (with its pictures) from the server,
 * kept in sync after a reload; the load-failure toast; pausing on the triggers (leaving
 * fullscreen, hiding the page) and resuming into fullscreen.
 */
export function usePictureLifecycle<S extends { sessionId: string | null; isPaused: boolean }>({
  state,
  stateRef,
  dispatch,
  isInTest,
  loadError,
}: {
  state: S;
  stateRef: RefObject<S>;
  dispatch: (action: LifecycleAction) => void;
  /** Whether the test screen (the clocks) is showing for this state. */
  isInTest: (state: S) => boolean;
  loadError: string;
}) {
  const sessionQuery = usePictureSession(state.sessionId);
  const session = sessionQuery.data;
  useEffect(() => {
    if (!session) return;
    preloadPictures(session);
    dispatch({ type: 'synced', session, now: Date.now() });
  }, [dispatch, session]);
  useEffect(() => {
    const error = sessionQuery.error;
    if (!error) return;
    // Gone (a reset database, another account): nothing to continue.
    if (error instanceof ApiError && error.status === 404) dispatch({ type: 'reset' });
    else {
      // Over the test screen the toast goes to its own toaster, clear of the header.
      const where = isInTest(stateRef.current) ? IN_TEST_TOAST : {};
      toast.error('Error', { ...where, description: loadError });
    }
  }, [dispatch, sessionQuery.error, stateRef, isInTest, loadError]);

  const pause = useCallback(
    (reason: Exclude<PauseReason, 'reload'>) => {
      const s = stateRef.current;
      if (!isInTest(s) || s.isPaused) return;
      dispatch({ type: 'paused', reason, now: Date.now() });
      toast('Test Paused', { ...IN_TEST_TOAST, description: PAUSE_MESSAGES[reason] });
    },
    [dispatch, stateRef, isInTest],
  );
  usePauseTriggers(pause);

  const resume = useCallback(() => {
    if (!stateRef.current.isPaused) return;
    void enterFullscreen();
    dispatch({ type: 'resumed', now: Date.now() });
    toast('Test Resumed', { ...IN_TEST_TOAST, description: 'Your test has been resumed.' });
  }, [dispatch, stateRef]);

  return { sessionQuery, session, pause, resume };
}
