import type { PracticeSession } from '@/shared/schemas/practice';
import { PICTURE_RULES } from '@/shared/practice-rules';
import { isRunning, stoppedTimer, type Timer } from '@/client/lib/timer';
import {
  pauseClock,
  resumeClock,
  secondsUsed,
  stageClock,
  type PauseReason,
  type PictureStage,
} from '@/client/features/picture-test/clock';
import { emptyCharacters, type CharacterDraft } from './characters';

/**
 * The local state of one PPDT practice (spec part 1 §3 "Locally saved test state", §4 PPDT):
 * not started → instructions (after the server session took one credit) → observation →
 * (SSB timings: character marking) → writing → saved → evaluation. Pure: the hook does the calls.
 */
export interface PpdtResponse {
  responseText: string | null;
  timeTaken: number | null;
}

export interface PpdtState {
  hasStarted: boolean;
  sessionId: string | null;
  itemId: string | null;
  /** The real board's timings: picture 30 s, 1 min to mark the characters, 4 min story. */
  ssbTimings: boolean;
  instructionsShown: boolean;
  /** The timed part is under way (from Start Test on the instructions until the story is saved). */
  isActive: boolean;
  isPaused: boolean;
  pauseReason: PauseReason | null;
  stage: PictureStage;
  timer: Timer;
  story: string;
  characters: CharacterDraft;
  /** Set once the server holds the story: the test is complete. */
  response: PpdtResponse | null;
  /** Set once the test was handed to the assessor. */
  evaluationId: string | null;
}

export type PpdtAction =
  | { type: 'started'; session: PracticeSession }
  | { type: 'continued'; now: number }
  | { type: 'paused'; reason: PauseReason; now: number }
  | { type: 'resumed'; now: number }
  | { type: 'stageEnded'; stage: PictureStage; now: number }
  | { type: 'typed'; text: string }
  | { type: 'charactersChanged'; characters: CharacterDraft }
  | { type: 'saved'; itemId: string; response: PpdtResponse; now: number }
  | { type: 'evaluationStarted'; evaluationId: string }
  | { type: 'evaluationCleared' }
  | { type: 'synced'; session: PracticeSession; now: number }
  | { type: 'reset' };

export type PpdtPhase = 'setup' | 'instructions' | 'test' | 'complete';

/** Seconds per stage; marking has no stage of its own with the spec's default timings. */
export function ppdtTimings(ssbTimings: boolean): Record<PictureStage, number> {
  const { observeSeconds, writeSeconds, ssb } = PICTURE_RULES.ppdt;
  return ssbTimings
    ? { observe: ssb.observeSeconds, mark: ssb.markSeconds, write: ssb.writeSeconds }
    : { observe: observeSeconds, mark: 0, write: writeSeconds };
}

export function initialPpdtState(): PpdtState {
  return {
    hasStarted: false,
    sessionId: null,
    itemId: null,
    ssbTimings: false,
    instructionsShown: false,
    isActive: false,
    isPaused: false,
    pauseReason: null,
    stage: 'observe',
    timer: stoppedTimer(0),
    story: '',
    characters: emptyCharacters(),
    response: null,
    evaluationId: null,
  };
}

export function ppdtPhase(s: PpdtState): PpdtPhase {
  if (!s.hasStarted) return 'setup';
  if (s.response) return 'complete';
  if (!s.instructionsShown || !s.isActive) return 'instructions';
  return 'test';
}

export const isPpdtTicking = (s: PpdtState) => s.isActive && !s.isPaused && isRunning(s.timer);

/** The stage after `stage`: observation → (SSB) marking → writing. */
function nextStage(s: PpdtState, stage: PictureStage): PictureStage | null {
  if (stage === 'observe') return s.ssbTimings ? 'mark' : 'write';
  if (stage === 'mark') return 'write';
  return null;
}

/** Whole seconds spent writing the story so far. */
export const ppdtTimeTaken = (s: PpdtState, now: number) =>
  s.stage === 'write' ? secondsUsed(s.timer, ppdtTimings(s.ssbTimings).write, now) : 0;

export function ppdtReducer(state: PpdtState, action: PpdtAction): PpdtState {
  switch (action.type) {
    case 'started': {
      const { session } = action;
      const ssbTimings = session.options?.ssbTimings === true;
      return {
        ...initialPpdtState(),
        hasStarted: true,
        sessionId: session.id,
        itemId: session.items[0]?.id ?? null,
        ssbTimings,
        timer: stoppedTimer(ppdtTimings(ssbTimings).observe * 1000),
      };
    }
    case 'continued': {
      if (ppdtPhase(state) !== 'instructions') return state;
      const clock = stageClock('observe', ppdtTimings(state.ssbTimings).observe, action.now, true);
      return {
        ...state,
        instructionsShown: true,
        isActive: true,
        isPaused: false,
        pauseReason: null,
        ...clock,
      };
    }
    case 'paused':
      if (ppdtPhase(state) !== 'test' || state.isPaused) return state;
      return {
        ...state,
        isPaused: true,
        pauseReason: action.reason,
        timer: pauseClock(state.timer, action.now),
      };
    case 'resumed':
      if (ppdtPhase(state) !== 'test' || !state.isPaused) return state;
      return {
        ...state,
        isPaused: false,
        pauseReason: null,
        timer: resumeClock(state.timer, action.now),
      };
    case 'stageEnded': {
      // Only the stage on screen can end (a late timer or a double click changes nothing).
      if (ppdtPhase(state) !== 'test' || action.stage !== state.stage) return state;
      const stage = nextStage(state, state.stage);
      if (!stage) return state;
      const clock = stageClock(
        stage,
        ppdtTimings(state.ssbTimings)[stage],
        action.now,
        !state.isPaused,
      );
      // Spec §4: when observation ends the story is cleared and the writing time starts afresh.
      return { ...state, ...clock, story: stage === 'write' ? '' : state.story };
    }
    case 'typed':
      if (ppdtPhase(state) !== 'test' || state.stage !== 'write') return state;
      return { ...state, story: action.text };
    case 'charactersChanged':
      if (ppdtPhase(state) !== 'test' || state.stage === 'observe') return state;
      return { ...state, characters: action.characters };
    case 'saved':
      if (!state.hasStarted || state.response || action.itemId !== state.itemId) return state;
      return {
        ...state,
        instructionsShown: true,
        isActive: false,
        isPaused: false,
        pauseReason: null,
        timer: pauseClock(state.timer, action.now),
        response: action.response,
        story: '',
      };
    case 'evaluationStarted':
      if (!state.response) return state;
      return { ...state, evaluationId: action.evaluationId };
    case 'evaluationCleared':
      return { ...state, evaluationId: null };
    case 'synced':
      return syncWithServer(state, action.session, action.now);
    case 'reset':
      return initialPpdtState();
  }
}

/**
 * The server is the authority after a reload: a story saved just before it may be missing
 * locally; a session submitted meanwhile (another tab) goes on to its evaluation.
 */
function syncWithServer(state: PpdtState, session: PracticeSession, now: number): PpdtState {
  if (!state.hasStarted || session.id !== state.sessionId) return state;
  const stored = session.responses.find((r) => r.itemId === state.itemId) ?? session.responses[0];
  let next = state;
  if (stored && !state.response) {
    next = ppdtReducer(state, {
      type: 'saved',
      itemId: stored.itemId,
      response: { responseText: stored.responseText, timeTaken: stored.timeTaken },
      now,
    });
  }
  if (session.status === 'submitted' && session.evaluationId && !next.evaluationId) {
    if (!next.response) return initialPpdtState();
    next = { ...next, evaluationId: session.evaluationId };
  }
  return next;
}

/** After a reload a running test comes back paused: fullscreen is gone and nobody may be looking. */
export function restoredPpdtState(state: PpdtState, now: number): PpdtState {
  if (ppdtPhase(state) !== 'test' || state.isPaused) return state;
  return { ...state, isPaused: true, pauseReason: 'reload', timer: pauseClock(state.timer, now) };
}
