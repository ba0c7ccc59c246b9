import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { count } from '@/shared/plural';
import type { PracticeSession } from '@/shared/schemas/practice';
import type { PracticeTestType } from '@/shared/practice-rules';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { creditsKeys } from '@/client/lib/credits';
import { practiceApi } from '@/client/lib/practice-api';
import { countNoun, PRACTICE_COPY } from './config';
import { enterFullscreen, exitFullscreen } from '@/client/lib/fullscreen';
import { readPracticeState, storageKey, writePracticeState } from './persistence';
import {
  currentItem,
  initialPracticeState,
  isComplete,
  isTicking,
  practicePhase,
  practiceReducer,
  restoredState,
  timeTakenSeconds,
  type EndReason,
  type PauseReason,
  type PracticeAction,
  type PracticeState,
} from './practice-state';
import { isExpired } from '@/client/lib/timer';
import { useNow } from '@/client/lib/use-now';

/**
 * Toasts raised during the timed part go to the test screen's own toaster, below its header,
 * so they never cover Pause, Finish Early or the answer box (components/test-screen.tsx).
 */
export const TEST_TOASTER_ID = 'practice-test';
const inTest = { toasterId: TEST_TOASTER_ID, duration: 2500 } as const;

const PAUSE_MESSAGES: Record<Exclude<PauseReason, 'reload'>, string> = {
  fullscreen: 'Test paused due to exiting fullscreen mode.',
  hidden: 'Test paused due to navigating away from the page.',
  button: 'Test has been paused.',
};

export type BusyWith = 'saving' | 'finishing' | 'cancelling' | null;

/**
 * Runs one WAT or SRT practice: the reducer, its copy in localStorage, the clock, the pause
 * triggers (fullscreen, page hidden, Pause button) and the calls that store each answer.
 * An answer moves the test on only once the server has stored it.
 */
export function usePracticeSession(testType: PracticeTestType, userId: string) {
  const copy = PRACTICE_COPY[testType];
  const queryClient = useQueryClient();
  const [state, setState] = useState<PracticeState>(() => {
    const saved = readPracticeState(userId, testType);
    return saved ? restoredState(saved, Date.now()) : initialPracticeState(testType);
  });
  // The latest state, readable synchronously between the awaits of one handler.
  const stateRef = useRef(state);
  // False while another tab holds this test (lib/test-lock.ts): this tab then writes nothing.
  const holderRef = useRef(true);
  const dispatch = useCallback(
    (action: PracticeAction) => {
      const next = practiceReducer(stateRef.current, action);
      if (next === stateRef.current) return;
      stateRef.current = next;
      setState(next);
      if (holderRef.current) writePracticeState(userId, next);
    },
    [userId],
  );

  // Another tab changed the stored test: follow it unless this tab's clock is running.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKey(userId, testType) || isTicking(stateRef.current)) return;
      const saved = readPracticeState(userId, testType);
      const next = saved ? restoredState(saved, Date.now()) : initialPracticeState(testType);
      stateRef.current = next;
      setState(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [testType, userId]);

  /** Another tab took the test over: stop the clock here (stored for it to continue), then go quiet. */
  const setHolder = useCallback(
    (isHolder: boolean) => {
      if (isHolder === holderRef.current) return;
      const s = stateRef.current;
      if (!isHolder && s.isActive && !s.isPaused)
        dispatch({ type: 'paused', reason: 'hidden', now: Date.now() });
      holderRef.current = isHolder;
    },
    [dispatch],
  );

  const busyRef = useRef<BusyWith>(null);
  const [busy, setBusyState] = useState<BusyWith>(null);
  const setBusy = (value: BusyWith) => {
    busyRef.current = value;
    setBusyState(value);
  };
  // After a failed save the clock does not retry on its own; the candidate's next submit does.
  const blockedItemRef = useRef<string | null>(null);
  const startToastRef = useRef<string | number | null>(null);

  // Restored from storage: the server is the authority on which answers it holds.
  useEffect(() => {
    const { sessionId, hasStarted } = stateRef.current;
    if (!hasStarted || !sessionId) return;
    const controller = new AbortController();
    practiceApi
      .get(sessionId, controller.signal)
      .then((session) =>
        // Cancelled (from its Instructions card, maybe in another tab): nothing to continue.
        dispatch(
          session.status === 'cancelled'
            ? { type: 'reset' }
            : { type: 'synced', session, now: Date.now() },
        ),
      )
      .catch((error: unknown) => {
        // Gone (another account, a reset database): nothing to continue. Offline: keep the local copy.
        if (error instanceof ApiError && error.status === 404) dispatch({ type: 'reset' });
      });
    return () => controller.abort();
  }, [dispatch]);

  // Leaving the page (reload, close, in-app navigation): store the clock stopped at this moment.
  useEffect(() => {
    const snapshot = () => {
      if (holderRef.current)
        writePracticeState(userId, restoredState(stateRef.current, Date.now()));
    };
    window.addEventListener('pagehide', snapshot);
    return () => {
      window.removeEventListener('pagehide', snapshot);
      snapshot();
    };
  }, [userId]);

  const pause = useCallback(
    (reason: Exclude<PauseReason, 'reload'>) => {
      const s = stateRef.current;
      if (!s.isActive || s.isPaused || isComplete(s)) return;
      dispatch({ type: 'paused', reason, now: Date.now() });
      toast('Test Paused', { ...inTest, description: PAUSE_MESSAGES[reason] });
    },
    [dispatch],
  );

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

  // The browser's leave confirmation while a test is under way.
  const inProgress = state.hasStarted && !isComplete(state);
  useEffect(() => {
    if (!inProgress) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [inProgress]);

  const announceEnd = useCallback(
    (reason: EndReason, completed: number) => {
      const { practiceCount } = stateRef.current;
      if (reason === 'early') {
        toast.success('Test Finished Early', {
          description: `You completed ${completed} out of ${countNoun(testType, practiceCount)}. Remaining ${copy.nouns} marked as not attempted.`,
        });
      } else {
        toast.success('Practice Complete!', {
          description:
            reason === 'time'
              ? `Time is up. Remaining ${copy.nouns} marked as not attempted.`
              : practiceCount === 1
                ? `You have gone through the ${copy.noun}.`
                : `You have gone through all ${countNoun(testType, practiceCount)}.`,
        });
      }
      void exitFullscreen();
    },
    [copy, testType],
  );

  /** Stores the answer in the box for the current item; true once the server holds it. */
  const saveCurrent = useCallback(async (): Promise<boolean> => {
    const s = stateRef.current;
    const item = currentItem(s);
    if (!item || !s.sessionId) return false;
    const text = s.draft.trim() === '' ? null : s.draft;
    const timeTaken = testType === 'srt' ? timeTakenSeconds(s, Date.now()) : null;
    try {
      const saved = await practiceApi.saveResponse(s.sessionId, item.id, {
        responseText: text,
        timeTaken,
      });
      blockedItemRef.current = null;
      dispatch({
        type: 'answerSaved',
        itemId: item.id,
        responseText: saved.responseText,
        timeTaken: saved.timeTaken,
        now: Date.now(),
      });
      return true;
    } catch (error) {
      blockedItemRef.current = item.id;
      if (testType === 'wat' && text === null) {
        toast.error('Error', {
          toasterId: TEST_TOASTER_ID,
          description: 'Failed to record skipped word. Please try again.',
        });
      } else {
        toast.error('Submission Error', {
          toasterId: TEST_TOASTER_ID,
          description: errorMessage(error, 'Failed to save your response. Please try again.'),
        });
      }
      return false;
    }
  }, [dispatch, testType]);

  /** Records the items not reached as not attempted and ends the test. */
  const finishRest = useCallback(
    async (reason: Exclude<EndReason, 'all'>) => {
      const s = stateRef.current;
      const completed = s.completedCount;
      if (s.sessionId) {
        try {
          await practiceApi.finish(s.sessionId);
        } catch (error) {
          // Spec part 2 §8: a failure saving the empty records is only logged; the test still ends.
          // Submitting later records them on the server anyway.
          console.warn('Could not record the remaining items as not attempted', error);
        }
      }
      dispatch({ type: 'finished', reason, now: Date.now() });
      announceEnd(reason, completed);
    },
    [announceEnd, dispatch],
  );

  /** Enter / Next Word / Submit Response, and the clock reaching zero. */
  const submitAnswer = useCallback(
    async (trigger: 'user' | 'timeout' = 'user') => {
      const s = stateRef.current;
      if (busyRef.current || practicePhase(s) !== 'test' || s.isPaused) return;
      setBusy('saving');
      try {
        // SRT out of time with nothing typed: the current situation is simply not attempted.
        if (testType === 'srt' && trigger === 'timeout' && s.draft.trim() === '') {
          await finishRest('time');
          return;
        }
        const wasLast = s.completedCount + 1 >= s.practiceCount;
        if (!(await saveCurrent())) return;
        if (wasLast) announceEnd('all', s.practiceCount);
        else if (testType === 'srt' && isExpired(stateRef.current.timer, Date.now()))
          await finishRest('time');
      } finally {
        setBusy(null);
      }
    },
    [announceEnd, finishRest, saveCurrent, testType],
  );

  const finishEarly = useCallback(async () => {
    const s = stateRef.current;
    if (busyRef.current || !s.hasStarted || isComplete(s)) return;
    setBusy('finishing');
    try {
      // What is typed in the box counts as the answer to the current item (as TAT's Finish Early).
      if (s.instructionsShown && s.draft.trim() !== '') {
        const wasLast = s.completedCount + 1 >= s.practiceCount;
        if (!(await saveCurrent())) return;
        if (wasLast) {
          announceEnd('all', s.practiceCount);
          return;
        }
      }
      await finishRest('early');
    } finally {
      setBusy(null);
    }
  }, [announceEnd, finishRest, saveCurrent]);

  // The clock: redraw while it runs; at zero, submit what is typed (WAT) or end the test (SRT).
  const ticking = isTicking(state);
  const now = useNow(ticking);
  useEffect(() => {
    if (!ticking || busyRef.current || !isExpired(state.timer, now)) return;
    const item = currentItem(state);
    if (!item || blockedItemRef.current === item.id) return;
    void submitAnswer('timeout');
  }, [now, state, submitAnswer, ticking]);

  const begin = useCallback(
    (session: PracticeSession) => {
      blockedItemRef.current = null;
      dispatch({ type: 'started', session });
      startToastRef.current = toast.success(`${copy.short} Practice Started!`, {
        description: `${countNoun(testType, session.itemCount)} ready. Read the instructions, then continue.`,
      });
    },
    [copy, dispatch, testType],
  );

  const continueTest = useCallback(() => {
    // The start toast has done its job; it would sit over the test screen's header.
    if (startToastRef.current !== null) toast.dismiss(startToastRef.current);
    void enterFullscreen();
    dispatch({ type: 'continued', now: Date.now() });
  }, [dispatch]);

  const resume = useCallback(() => {
    const s = stateRef.current;
    if (!s.isPaused) return;
    void enterFullscreen();
    dispatch({ type: 'resumed', now: Date.now() });
    if (s.instructionsShown)
      toast('Test Resumed', { ...inTest, description: 'Your test has been resumed.' });
  }, [dispatch]);

  /** Leaves from the Instructions card: the server cancels the untouched session and refunds it. */
  const cancelTest = useCallback(async () => {
    const s = stateRef.current;
    if (busyRef.current || !s.sessionId || s.instructionsShown || s.completedCount > 0) return;
    setBusy('cancelling');
    try {
      const { refunded } = await practiceApi.cancel(s.sessionId);
      if (startToastRef.current !== null) toast.dismiss(startToastRef.current);
      blockedItemRef.current = null;
      dispatch({ type: 'reset' });
      void exitFullscreen();
      toast.success('Test Cancelled', {
        description:
          refunded > 0
            ? `${count(refunded, 'credit')} returned to your ${copy.short} balance.`
            : 'No credits were used.',
      });
    } catch (error) {
      toast.error('Error', {
        description: errorMessage(error, 'Could not cancel the test. Please try again.'),
      });
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: creditsKeys.all });
    }
  }, [copy.short, dispatch, queryClient]);

  const setDraft = useCallback((text: string) => dispatch({ type: 'typed', text }), [dispatch]);
  const reset = useCallback(() => {
    blockedItemRef.current = null;
    dispatch({ type: 'reset' });
  }, [dispatch]);

  return {
    state,
    now,
    busy,
    begin,
    continueTest,
    cancelTest,
    setHolder,
    pause: () => pause('button'),
    resume,
    setDraft,
    submitAnswer: () => submitAnswer('user'),
    finishEarly,
    reset,
  };
}

export type PracticeController = ReturnType<typeof usePracticeSession>;
