import { count } from '@/shared/plural';
import { useCallback, useEffect, useRef } from 'react';
import { toast } from 'sonner';
import type { PracticeSession } from '@/shared/schemas/practice';
import { errorMessage } from '@/client/lib/api-client';
import { enterFullscreen, exitFullscreen } from '@/client/lib/fullscreen';
import { isExpired } from '@/client/lib/timer';
import { useNow } from '@/client/lib/use-now';
import { practiceApi, preloadPictures } from '@/client/features/picture-test/api';
import {
  FINISH_FAILED_MESSAGE,
  IN_TEST_TOAST,
  SAVE_FAILED_MESSAGE,
} from '@/client/features/picture-test/messages';
import { usePictureLifecycle } from '@/client/features/picture-test/use-session-lifecycle';
import {
  useBusy,
  useLeaveConfirmation,
  useStoredReducer,
} from '@/client/features/picture-test/use-test-runtime';
import {
  currentItemId,
  initialTatState,
  isTatComplete,
  isTatTicking,
  restoredTatState,
  tatPhase,
  tatReducer,
  type TatAction,
  tatTimeTaken,
} from './tat-state';
import { parseTatState } from './tat-stored';

export const TAT_LOAD_ERROR = 'Failed to load TAT images. Please try again.';
const inTest = IN_TEST_TOAST;

/**
 * Runs one TAT practice: the reducer and its copy in localStorage, observation and writing clocks
 * per picture, the pause triggers, and the calls that store each story (null when skipped).
 */
const isInTestScreen = (state: Parameters<typeof tatPhase>[0]) => tatPhase(state) === 'test';

export function useTatSession(userId: string) {
  const { state, stateRef, dispatch, setHolder } = useStoredReducer({
    testType: 'tat',
    userId,
    reducer: tatReducer,
    initial: initialTatState,
    parse: parseTatState,
    restore: restoredTatState,
    isTicking: isTatTicking,
    pauseAction: (now: number): TatAction => ({ type: 'paused', reason: 'hidden', now }),
  });
  const { busy, busyRef, setBusy } = useBusy<'saving' | 'finishing'>();
  // After a failed save the clock does not retry on its own for that picture; the buttons do.
  const blockedItemRef = useRef<string | null>(null);

  const { sessionQuery, session, resume, pause } = usePictureLifecycle({
    state,
    stateRef,
    dispatch,
    isInTest: isInTestScreen,
    loadError: TAT_LOAD_ERROR,
  });
  useLeaveConfirmation(state.hasStarted && !isTatComplete(state));

  const startWriting = useCallback(
    (itemId: string) => {
      const before = stateRef.current;
      dispatch({ type: 'viewingEnded', itemId, now: Date.now() });
      if (stateRef.current === before) return;
      toast.info('Writing Time Started', {
        ...inTest,
        description: 'You have 4 minutes to write your story.',
      });
    },
    [dispatch, stateRef],
  );

  /** Stores the current picture's answer: the story, or null when skipped or empty. */
  const saveCurrent = useCallback(
    async (skip: boolean): Promise<boolean> => {
      const s = stateRef.current;
      const itemId = currentItemId(s);
      if (!itemId || !s.sessionId) return false;
      const text = skip || s.stage !== 'write' || s.story.trim() === '' ? null : s.story;
      try {
        const saved = await practiceApi.saveResponse(s.sessionId, itemId, {
          responseText: text,
          timeTaken: text === null ? null : tatTimeTaken(s, Date.now()),
        });
        blockedItemRef.current = null;
        dispatch({
          type: 'saved',
          itemId,
          responseText: saved.responseText,
          timeTaken: saved.timeTaken,
          now: Date.now(),
        });
        if (saved.responseText === null) {
          // The test screen (and its toaster) is gone once the last picture is answered.
          const where = isTatComplete(stateRef.current) ? {} : inTest;
          toast('Image Skipped', {
            ...where,
            description: 'No story was recorded for this picture.',
          });
        }
        return true;
      } catch (error) {
        blockedItemRef.current = itemId;
        toast.error('Submission Error', {
          ...inTest,
          description: errorMessage(error, SAVE_FAILED_MESSAGE),
        });
        return false;
      }
    },
    [dispatch, stateRef],
  );

  const announceComplete = useCallback(
    (early: boolean) => {
      const s = stateRef.current;
      void exitFullscreen();
      toast.success(early ? 'Test Finished Early' : 'TAT Complete!', {
        description: early
          ? 'Remaining pictures were marked as not attempted.'
          : s.practiceCount === 1
            ? 'You have gone through the picture.'
            : `You have gone through all ${count(s.practiceCount, 'picture')}.`,
      });
    },
    [stateRef],
  );

  /** Submit Story, Skip Image, and the writing clock reaching zero. */
  const submit = useCallback(
    async (how: 'story' | 'skip' | 'timeout') => {
      const s = stateRef.current;
      if (busyRef.current || tatPhase(s) !== 'test') return;
      if (how !== 'timeout' && s.isPaused) return;
      setBusy('saving');
      try {
        if ((await saveCurrent(how === 'skip')) && isTatComplete(stateRef.current))
          announceComplete(false);
      } finally {
        setBusy(null);
      }
    },
    [announceComplete, busyRef, saveCurrent, setBusy, stateRef],
  );

  /** Finish Early: keeps the story being written, if any, and records the rest as not attempted. */
  const finishEarly = useCallback(async () => {
    const s = stateRef.current;
    if (busyRef.current || tatPhase(s) === 'setup' || isTatComplete(s)) return;
    setBusy('finishing');
    try {
      if (tatPhase(s) === 'test' && s.stage === 'write' && s.story.trim() !== '') {
        if (!(await saveCurrent(false))) return;
        if (isTatComplete(stateRef.current)) {
          announceComplete(false);
          return;
        }
      }
      const id = stateRef.current.sessionId;
      try {
        if (id) await practiceApi.finish(id);
      } catch {
        // The test still ends here: submitting later records the rest on the server anyway.
        toast.error('Error', { description: FINISH_FAILED_MESSAGE });
      }
      dispatch({ type: 'finished', now: Date.now() });
      announceComplete(true);
    } finally {
      setBusy(null);
    }
  }, [announceComplete, busyRef, dispatch, saveCurrent, setBusy, stateRef]);

  // The clock: redraw while it runs; at zero move to writing, or submit the story.
  const ticking = isTatTicking(state);
  const now = useNow(ticking);
  useEffect(() => {
    if (!ticking || busyRef.current || !isExpired(state.timer, now)) return;
    const itemId = currentItemId(state);
    if (!itemId) return;
    if (state.stage === 'observe') startWriting(itemId);
    else if (blockedItemRef.current !== itemId) void submit('timeout');
  }, [busyRef, now, startWriting, state, submit, ticking]);

  const begin = useCallback(
    (started: PracticeSession) => {
      blockedItemRef.current = null;
      preloadPictures(started);
      dispatch({ type: 'started', session: started });
    },
    [dispatch],
  );

  const continueTest = useCallback(() => {
    void enterFullscreen();
    dispatch({ type: 'continued', now: Date.now() });
  }, [dispatch]);

  return {
    state,
    now,
    busy,
    session,
    isSessionLoading: sessionQuery.isPending && Boolean(state.sessionId),
    sessionFailed: sessionQuery.isError,
    retryLoad: () => void sessionQuery.refetch(),
    begin,
    continueTest,
    setHolder,
    pause: () => pause('button'),
    resume,
    setStory: useCallback((text: string) => dispatch({ type: 'typed', text }), [dispatch]),
    submitStory: () => void submit('story'),
    skipImage: () => void submit('skip'),
    finishEarly: () => void finishEarly(),
    setEvaluation: useCallback(
      (evaluationId: string) => dispatch({ type: 'evaluationStarted', evaluationId }),
      [dispatch],
    ),
    clearEvaluation: useCallback(() => dispatch({ type: 'evaluationCleared' }), [dispatch]),
    reset: useCallback(() => {
      blockedItemRef.current = null;
      void exitFullscreen();
      dispatch({ type: 'reset' });
    }, [dispatch]),
  };
}

export type TatController = ReturnType<typeof useTatSession>;
