import type { PracticeSession } from '@/shared/schemas/practice';
import { PICTURE_RULES } from '@/shared/practice-rules';
import { isRunning, stoppedTimer, type Timer } from '@/client/lib/timer';
import {
  pauseClock,
  resumeClock,
  secondsUsed,
  stageClock,
  type PauseReason,
} from '@/client/features/picture-test/clock';

/**
 * The local state of one TAT practice (spec part 1 §3 "Locally saved test state", §4 TAT):
 * chooser → instructions → for each picture observation 15 s then writing 240 s → complete →
 * evaluation. The picture URLs are not part of it (they come back with the session).
 */
export type TatStage = 'observe' | 'write';
export type TatEndReason = 'all' | 'early';

export interface TatResponse {
  itemId: string;
  responseText: string | null;
  timeTaken: number | null;
  /** Never reached (Finish Early): 'Not attempted'; an empty story or Skip Image is 'Skipped'. */
  notAttempted?: boolean;
}

export interface TatState {
  hasStarted: boolean;
  sessionId: string | null;
  itemIds: string[];
  practiceCount: number;
  currentIndex: number;
  completedCount: number;
  responses: TatResponse[];
  story: string;
  stage: TatStage;
  timer: Timer;
  instructionsShown: boolean;
  isActive: boolean;
  isPaused: boolean;
  pauseReason: PauseReason | null;
  endedBy: TatEndReason | null;
  evaluationId: string | null;
}

export type TatAction =
  | { type: 'started'; session: PracticeSession }
  | { type: 'continued'; now: number }
  | { type: 'paused'; reason: PauseReason; now: number }
  | { type: 'resumed'; now: number }
  | { type: 'viewingEnded'; itemId: string; now: number }
  | { type: 'typed'; text: string }
  | {
      type: 'saved';
      itemId: string;
      responseText: string | null;
      timeTaken: number | null;
      now: number;
    }
  | { type: 'finished'; now: number }
  | { type: 'evaluationStarted'; evaluationId: string }
  | { type: 'evaluationCleared' }
  | { type: 'synced'; session: PracticeSession; now: number }
  | { type: 'reset' };

export type TatPhase = 'setup' | 'instructions' | 'test' | 'complete';

const { observeSeconds, writeSeconds } = PICTURE_RULES.tat;
export const TAT_SECONDS: Record<TatStage, number> = {
  observe: observeSeconds,
  write: writeSeconds,
};

export function initialTatState(): TatState {
  return {
    hasStarted: false,
    sessionId: null,
    itemIds: [],
    practiceCount: 0,
    currentIndex: 0,
    completedCount: 0,
    responses: [],
    story: '',
    stage: 'observe',
    timer: stoppedTimer(0),
    instructionsShown: false,
    isActive: false,
    isPaused: false,
    pauseReason: null,
    endedBy: null,
    evaluationId: null,
  };
}

export const isTatComplete = (s: TatState) => s.hasStarted && s.completedCount >= s.practiceCount;

export function tatPhase(s: TatState): TatPhase {
  if (!s.hasStarted) return 'setup';
  if (isTatComplete(s)) return 'complete';
  if (!s.instructionsShown || !s.isActive) return 'instructions';
  return 'test';
}

export const currentItemId = (s: TatState): string | undefined =>
  isTatComplete(s) ? undefined : s.itemIds[s.currentIndex];

export const isTatTicking = (s: TatState) => s.isActive && !s.isPaused && isRunning(s.timer);

/** Stories with text: the ones an evaluation can use. */
export const storyCount = (s: TatState) => s.responses.filter((r) => r.responseText?.trim()).length;

/** Whole seconds spent writing the current story. */
export const tatTimeTaken = (s: TatState, now: number) =>
  s.stage === 'write' ? secondsUsed(s.timer, TAT_SECONDS.write, now) : 0;

function toComplete(s: TatState, now: number, endedBy: TatEndReason): TatState {
  return {
    ...s,
    currentIndex: s.practiceCount,
    completedCount: s.practiceCount,
    story: '',
    isActive: false,
    isPaused: false,
    pauseReason: null,
    timer: pauseClock(s.timer, now),
    endedBy,
  };
}

/** The next picture starts at its observation; its clock runs unless the test is paused. */
function toPicture(s: TatState, index: number, now: number): TatState {
  return {
    ...s,
    currentIndex: index,
    completedCount: index,
    story: '',
    ...stageClock('observe', TAT_SECONDS.observe, now, s.isActive && !s.isPaused),
  };
}

export function tatReducer(state: TatState, action: TatAction): TatState {
  switch (action.type) {
    case 'started': {
      const { session } = action;
      const items = [...session.items].sort((a, b) => a.position - b.position);
      return {
        ...initialTatState(),
        hasStarted: true,
        sessionId: session.id,
        itemIds: items.map((i) => i.id),
        practiceCount: session.itemCount,
        timer: stoppedTimer(TAT_SECONDS.observe * 1000),
      };
    }
    case 'continued': {
      if (tatPhase(state) !== 'instructions') return state;
      return {
        ...state,
        instructionsShown: true,
        isActive: true,
        isPaused: false,
        pauseReason: null,
        ...stageClock('observe', TAT_SECONDS.observe, action.now, true),
      };
    }
    case 'paused':
      if (tatPhase(state) !== 'test' || state.isPaused) return state;
      return {
        ...state,
        isPaused: true,
        pauseReason: action.reason,
        timer: pauseClock(state.timer, action.now),
      };
    case 'resumed':
      if (tatPhase(state) !== 'test' || !state.isPaused) return state;
      return {
        ...state,
        isPaused: false,
        pauseReason: null,
        timer: resumeClock(state.timer, action.now),
      };
    case 'viewingEnded':
      if (
        tatPhase(state) !== 'test' ||
        state.stage !== 'observe' ||
        currentItemId(state) !== action.itemId
      )
        return state;
      // The story box starts empty with the full writing time (spec §4).
      return {
        ...state,
        story: '',
        ...stageClock('write', TAT_SECONDS.write, action.now, !state.isPaused),
      };
    case 'typed':
      if (tatPhase(state) !== 'test' || state.stage !== 'write') return state;
      return { ...state, story: action.text };
    case 'saved': {
      // A late or repeated reply for a picture already passed changes nothing.
      if (!state.hasStarted || currentItemId(state) !== action.itemId) return state;
      const answered: TatState = {
        ...state,
        responses: [
          ...state.responses,
          { itemId: action.itemId, responseText: action.responseText, timeTaken: action.timeTaken },
        ],
      };
      const next = state.completedCount + 1;
      if (next >= state.practiceCount)
        return toComplete({ ...answered, completedCount: next }, action.now, 'all');
      return toPicture(answered, next, action.now);
    }
    case 'finished': {
      if (!state.hasStarted || isTatComplete(state)) return state;
      const answered = new Set(state.responses.map((r) => r.itemId));
      const rest = state.itemIds
        .filter((id) => !answered.has(id))
        .map((itemId) => ({ itemId, responseText: null, timeTaken: null, notAttempted: true }));
      return toComplete(
        { ...state, responses: [...state.responses, ...rest] },
        action.now,
        'early',
      );
    }
    case 'evaluationStarted':
      if (!isTatComplete(state)) return state;
      return { ...state, evaluationId: action.evaluationId };
    case 'evaluationCleared':
      return { ...state, evaluationId: null };
    case 'synced':
      return syncWithServer(state, action.session, action.now);
    case 'reset':
      return initialTatState();
  }
}

/**
 * The server is the authority after a reload: a story saved just before it may be missing
 * locally, the session may have been finished, or submitted from another tab.
 */
function syncWithServer(state: TatState, session: PracticeSession, now: number): TatState {
  if (!state.hasStarted || session.id !== state.sessionId) return state;
  const responses = [...session.responses]
    .sort((a, b) => a.position - b.position)
    .map((r) => ({ itemId: r.itemId, responseText: r.responseText, timeTaken: r.timeTaken }));
  const itemIds = [...session.items].sort((a, b) => a.position - b.position).map((i) => i.id);
  let next: TatState = { ...state, itemIds, practiceCount: session.itemCount };
  const count = responses.length;
  if (count >= session.itemCount || session.status !== 'active') {
    const answered = new Set(responses.map((r) => r.itemId));
    const rest = itemIds
      .filter((id) => !answered.has(id))
      .map((itemId) => ({ itemId, responseText: null, timeTaken: null, notAttempted: true }));
    const all = [...responses, ...rest];
    next = isTatComplete(state)
      ? {
          ...next,
          responses: all,
          completedCount: session.itemCount,
          currentIndex: session.itemCount,
        }
      : toComplete({ ...next, responses: all }, now, count >= session.itemCount ? 'all' : 'early');
    if (session.status === 'submitted' && session.evaluationId && !next.evaluationId)
      next = { ...next, evaluationId: session.evaluationId };
    return next;
  }
  if (count === state.completedCount) return { ...next, responses };
  return toPicture({ ...next, responses }, count, now);
}

/** After a reload a running test comes back paused: fullscreen is gone and nobody may be looking. */
export function restoredTatState(state: TatState, now: number): TatState {
  if (tatPhase(state) !== 'test' || state.isPaused) return state;
  return { ...state, isPaused: true, pauseReason: 'reload', timer: pauseClock(state.timer, now) };
}
