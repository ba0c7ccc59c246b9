import { useCallback, useEffect, useRef } from 'react';
import { toast } from 'sonner';
import type { PracticeSession } from '@/shared/schemas/practice';
import { errorMessage } from '@/client/lib/api-client';
import { enterFullscreen, exitFullscreen } from '@/client/lib/fullscreen';
import { isExpired } from '@/client/lib/timer';
import { useNow } from '@/client/lib/use-now';
import { type PictureStage } from '@/client/features/picture-test/clock';
import { practiceApi, preloadPictures } from '@/client/features/picture-test/api';
import {
  useBusy,
  useLeaveConfirmation,
  useStoredReducer,
} from '@/client/features/picture-test/use-test-runtime';
import { usePictureLifecycle } from '@/client/features/picture-test/use-session-lifecycle';
import { IN_TEST_TOAST, SAVE_FAILED_MESSAGE } from '@/client/features/picture-test/messages';
import type { CharacterDraft } from './characters';
import { toMarking } from './characters';
import {
  initialPpdtState,
  isPpdtTicking,
  ppdtPhase,
  ppdtReducer,
  type PpdtAction,
  ppdtTimeTaken,
  ppdtTimings,
  restoredPpdtState,
} from './ppdt-state';
import { parsePpdtState } from './ppdt-stored';

export const PPDT_LOAD_ERROR = 'Failed to load PPDT image. Please try again.';
const inTest = IN_TEST_TOAST;

/**
 * Runs one PPDT practice: the reducer and its copy in localStorage, the stage clocks, the pause
 * triggers, and the call that stores the story with the character marking.
 */
const isInTestScreen = (state: Parameters<typeof ppdtPhase>[0]) => ppdtPhase(state) === 'test';

export function usePpdtSession(userId: string) {
  const { state, stateRef, dispatch, setHolder } = useStoredReducer({
    testType: 'ppdt',
    userId,
    reducer: ppdtReducer,
    initial: initialPpdtState,
    parse: parsePpdtState,
    restore: restoredPpdtState,
    isTicking: isPpdtTicking,
    pauseAction: (now: number): PpdtAction => ({ type: 'paused', reason: 'hidden', now }),
  });
  const { busy, busyRef, setBusy } = useBusy<'saving'>();
  // After a failed save the clock does not retry on its own; Submit Story does.
  const saveBlockedRef = useRef(false);

  // The picture comes from the server: with the start response, or fetched again after a reload.
  const { sessionQuery, session, resume, pause } = usePictureLifecycle({
    state,
    stateRef,
    dispatch,
    isInTest: isInTestScreen,
    loadError: PPDT_LOAD_ERROR,
  });
  useLeaveConfirmation(ppdtPhase(state) === 'test' || ppdtPhase(state) === 'instructions');

  /** The end of a stage, by its clock or by the candidate's button. */
  const endStage = useCallback(
    (stage: PictureStage) => {
      const before = stateRef.current;
      dispatch({ type: 'stageEnded', stage, now: Date.now() });
      const after = stateRef.current;
      if (after === before) return;
      const minutes = ppdtTimings(after.ssbTimings).write / 60;
      if (after.stage === 'write') {
        toast.info('Writing Time Started', {
          ...inTest,
          description: `You have ${minutes} minutes to write your story.`,
        });
      } else if (after.stage === 'mark') {
        toast.info('Mark the Characters', {
          ...inTest,
          description:
            'One minute: the number of characters, their age, sex and mood, and the action.',
        });
      }
    },
    [dispatch, stateRef],
  );

  /** Stores the story with the marking; the test is complete once the server holds it. */
  const submitStory = useCallback(
    async (trigger: 'user' | 'timeout') => {
      const s = stateRef.current;
      if (
        busyRef.current ||
        ppdtPhase(s) !== 'test' ||
        s.stage !== 'write' ||
        !s.sessionId ||
        !s.itemId
      )
        return;
      if (trigger === 'user' && s.isPaused) return;
      setBusy('saving');
      try {
        const text = s.story.trim() === '' ? null : s.story;
        const saved = await practiceApi.saveResponse(s.sessionId, s.itemId, {
          responseText: text,
          timeTaken: ppdtTimeTaken(s, Date.now()),
          characters: toMarking(s.characters),
        });
        saveBlockedRef.current = false;
        dispatch({
          type: 'saved',
          itemId: s.itemId,
          response: { responseText: saved.responseText, timeTaken: saved.timeTaken },
          now: Date.now(),
        });
        void exitFullscreen();
        if (saved.responseText === null) {
          toast.warning(trigger === 'timeout' ? "Time's Up!" : 'No Story Written', {
            description: 'The story box was empty, so no story was recorded.',
          });
        } else if (trigger === 'timeout') {
          toast.success("Time's Up!", { description: 'Your story has been submitted.' });
        } else toast.success('Story Submitted', { description: 'Your PPDT story has been saved.' });
      } catch (error) {
        saveBlockedRef.current = true;
        toast.error('Submission Error', {
          ...inTest,
          description: errorMessage(error, SAVE_FAILED_MESSAGE),
        });
      } finally {
        setBusy(null);
      }
    },
    [busyRef, dispatch, setBusy, stateRef],
  );

  // The clock: redraw while it runs; at zero end the stage or submit the story.
  const ticking = isPpdtTicking(state);
  const now = useNow(ticking);
  useEffect(() => {
    if (!ticking || busyRef.current || !isExpired(state.timer, now)) return;
    if (state.stage !== 'write') endStage(state.stage);
    else if (!saveBlockedRef.current) void submitStory('timeout');
  }, [busyRef, endStage, now, state.stage, state.timer, submitStory, ticking]);

  const begin = useCallback(
    (started: PracticeSession) => {
      saveBlockedRef.current = false;
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
    endStage,
    setStory: useCallback((text: string) => dispatch({ type: 'typed', text }), [dispatch]),
    setCharacters: useCallback(
      (characters: CharacterDraft) => dispatch({ type: 'charactersChanged', characters }),
      [dispatch],
    ),
    submitStory: () => void submitStory('user'),
    setEvaluation: useCallback(
      (evaluationId: string) => dispatch({ type: 'evaluationStarted', evaluationId }),
      [dispatch],
    ),
    clearEvaluation: useCallback(() => dispatch({ type: 'evaluationCleared' }), [dispatch]),
    reset: useCallback(() => {
      saveBlockedRef.current = false;
      void exitFullscreen();
      dispatch({ type: 'reset' });
    }, [dispatch]),
  };
}

export type PpdtController = ReturnType<typeof usePpdtSession>;
