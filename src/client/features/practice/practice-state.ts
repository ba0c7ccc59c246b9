import type { PracticeItem, PracticeSession } from '@/shared/schemas/practice';
import { PRACTICE_RULES, type PracticeTestType } from '@/shared/practice-rules';
import {
  isRunning,
  startTimer,
  stopTimer,
  stoppedTimer,
  timeLeft,
  type Timer,
} from '@/client/lib/timer';

/**
 * The local state of one WAT or SRT practice (spec part 2 §3 "Local test session state", §4
 * flow). One pure reducer serves both tests: they differ only in how the clock runs (WAT 15 s
 * per word, reset on each word; SRT one total of 15 s × count). The server stores the answers;
 * this state is what lets a reload continue where it stopped.
 */
export type PauseReason = 'button' | 'fullscreen' | 'hidden' | 'reload';
export type EndReason = 'all' | 'early' | 'time';

export interface LocalResponse {
  itemId: string;
  responseText: string | null;
  timeTaken: number | null;
  /** Never reached (Finish Early, time up): 'Not attempted'; a blank answer given is 'Skipped'. */
  notAttempted?: boolean;
}

export interface PracticeState {
  testType: PracticeTestType;
  hasStarted: boolean;
  sessionId: string | null;
  items: PracticeItem[];
  practiceCount: number;
  currentIndex: number;
  completedCount: number;
  responses: LocalResponse[];
  /** The sentence (WAT) or response (SRT) being typed. */
  draft: string;
  /** The timed part is under way (after Continue Test, until the last item). */
  isActive: boolean;
  isPaused: boolean;
  pauseReason: PauseReason | null;
  instructionsShown: boolean;
  timer: Timer;
  /** SRT: the total time left when the current situation appeared (time taken = that minus now). */
  itemStartedAtMs: number;
  endedBy: EndReason | null;
}

export type PracticeAction =
  | { type: 'started'; session: PracticeSession }
  | { type: 'continued'; now: number }
  | { type: 'paused'; reason: PauseReason; now: number }
  | { type: 'resumed'; now: number }
  | { type: 'typed'; text: string }
  | {
      type: 'answerSaved';
      itemId: string;
      responseText: string | null;
      timeTaken: number | null;
      now: number;
    }
  | { type: 'finished'; reason: Exclude<EndReason, 'all'>; now: number }
  | { type: 'synced'; session: PracticeSession; now: number }
  | { type: 'reset' };

const SECOND = 1000;

/** WAT: the time for one word. SRT: the time for the whole test. */
export function timerDurationMs(testType: PracticeTestType, count: number): number {
  const perItem = PRACTICE_RULES[testType].secondsPerItem * SECOND;
  return testType === 'wat' ? perItem : perItem * count;
}

export function initialPracticeState(testType: PracticeTestType): PracticeState {
  return {
    testType,
    hasStarted: false,
    sessionId: null,
    items: [],
    practiceCount: 0,
    currentIndex: 0,
    completedCount: 0,
    responses: [],
    draft: '',
    isActive: false,
    isPaused: false,
    pauseReason: null,
    instructionsShown: false,
    timer: stoppedTimer(0),
    itemStartedAtMs: 0,
    endedBy: null,
  };
}

export const isComplete = (s: PracticeState) => s.hasStarted && s.completedCount >= s.practiceCount;

export type PracticePhase = 'setup' | 'instructions' | 'test' | 'complete';

export function practicePhase(s: PracticeState): PracticePhase {
  if (!s.hasStarted) return 'setup';
  if (isComplete(s)) return 'complete';
  if (!s.instructionsShown || !s.isActive) return 'instructions';
  return 'test';
}

export const currentItem = (s: PracticeState): PracticeItem | undefined =>
  isComplete(s) ? undefined : s.items[s.currentIndex];

/** Whether the clock is counting down right now. */
export const isTicking = (s: PracticeState) => s.isActive && !s.isPaused && isRunning(s.timer);

/** SRT: whole seconds spent on the current situation. */
export function timeTakenSeconds(s: PracticeState, now: number): number {
  return Math.max(0, Math.round((s.itemStartedAtMs - timeLeft(s.timer, now)) / SECOND));
}

/** Answers with text, the ones an evaluation can use. */
export const writtenCount = (s: PracticeState) =>
  s.responses.filter((r) => r.responseText?.trim()).length;

function toComplete(s: PracticeState, now: number, endedBy: EndReason): PracticeState {
  return {
    ...s,
    currentIndex: s.practiceCount,
    completedCount: s.practiceCount,
    draft: '',
    isActive: false,
    isPaused: false,
    pauseReason: null,
    timer: stopTimer(s.timer, now),
    endedBy,
  };
}

/** The clock for the next item: WAT starts a fresh 15 s (stopped while paused); SRT keeps its total. */
function nextItemClock(
  s: PracticeState,
  now: number,
): Pick<PracticeState, 'timer' | 'itemStartedAtMs'> {
  if (s.testType === 'srt') return { timer: s.timer, itemStartedAtMs: timeLeft(s.timer, now) };
  const fresh = stoppedTimer(timerDurationMs('wat', 1));
  return {
    timer: isRunning(s.timer) ? startTimer(fresh, now) : fresh,
    itemStartedAtMs: fresh.remainingMs,
  };
}

export function practiceReducer(state: PracticeState, action: PracticeAction): PracticeState {
  switch (action.type) {
    case 'started': {
      const { session } = action;
      const duration = timerDurationMs(state.testType, session.itemCount);
      return {
        ...initialPracticeState(state.testType),
        hasStarted: true,
        sessionId: session.id,
        items: [...session.items].sort((a, b) => a.position - b.position),
        practiceCount: session.itemCount,
        timer: stoppedTimer(duration),
        itemStartedAtMs: duration,
      };
    }
    case 'continued':
      if (!state.hasStarted || isComplete(state)) return state;
      return {
        ...state,
        instructionsShown: true,
        isActive: true,
        isPaused: false,
        pauseReason: null,
        timer: startTimer(state.timer, action.now),
      };
    case 'paused':
      if (!state.isActive || state.isPaused) return state;
      return {
        ...state,
        isPaused: true,
        pauseReason: action.reason,
        timer: stopTimer(state.timer, action.now),
      };
    case 'resumed':
      if (!state.hasStarted || isComplete(state) || !state.isPaused) return state;
      // Never saw the instructions: show them first; Continue Test then starts the clock.
      if (!state.instructionsShown)
        return { ...state, isPaused: false, pauseReason: null, isActive: false };
      return {
        ...state,
        isPaused: false,
        pauseReason: null,
        timer: startTimer(state.timer, action.now),
      };
    case 'typed':
      return isComplete(state) ? state : { ...state, draft: action.text };
    case 'answerSaved': {
      const item = currentItem(state);
      // A late or repeated reply for an item already passed changes nothing.
      if (!item || item.id !== action.itemId) return state;
      const completedCount = state.completedCount + 1;
      const answered: PracticeState = {
        ...state,
        responses: [
          ...state.responses,
          { itemId: item.id, responseText: action.responseText, timeTaken: action.timeTaken },
        ],
        completedCount,
        currentIndex: completedCount,
        draft: '',
      };
      if (completedCount >= state.practiceCount) return toComplete(answered, action.now, 'all');
      return { ...answered, ...nextItemClock(state, action.now) };
    }
    case 'finished': {
      if (!state.hasStarted || isComplete(state)) return state;
      const answered = new Set(state.responses.map((r) => r.itemId));
      const rest = state.items
        .filter((i) => !answered.has(i.id))
        .map((i) => ({ itemId: i.id, responseText: null, timeTaken: null, notAttempted: true }));
      return toComplete(
        { ...state, responses: [...state.responses, ...rest] },
        action.now,
        action.reason,
      );
    }
    case 'synced':
      return syncWithServer(state, action.session, action.now);
    case 'reset':
      return initialPracticeState(state.testType);
  }
}

/**
 * Reconciles the restored state with the server's copy of the session, which is the authority:
 * an answer saved just before a reload may be missing locally; a session already submitted
 * (in another tab) is over.
 */
function syncWithServer(
  state: PracticeState,
  session: PracticeSession,
  now: number,
): PracticeState {
  if (!state.hasStarted || session.id !== state.sessionId) return state;
  if (session.status === 'submitted') return initialPracticeState(state.testType);
  const reached = new Set(state.responses.filter((r) => !r.notAttempted).map((r) => r.itemId));
  const responses = [...session.responses]
    .sort((a, b) => a.position - b.position)
    .map((r) => ({
      itemId: r.itemId,
      responseText: r.responseText,
      timeTaken: r.timeTaken,
      // Recorded by the server's finish, not by an answer given here.
      ...(r.responseText === null && !reached.has(r.itemId) ? { notAttempted: true } : {}),
    }));
  const items = [...session.items].sort((a, b) => a.position - b.position);
  const count = responses.length;
  const synced: PracticeState = { ...state, items, practiceCount: session.itemCount, responses };
  if (count >= session.itemCount || session.status === 'completed') {
    if (isComplete(state))
      return { ...synced, completedCount: session.itemCount, currentIndex: session.itemCount };
    return toComplete(synced, now, 'all');
  }
  // Only ever forward: a reply older than answers given since (a slow request) changes nothing.
  if (count <= state.completedCount) return state;
  return {
    ...synced,
    completedCount: count,
    currentIndex: count,
    draft: '',
    ...nextItemClock(state, now),
  };
}

/**
 * The state read back after a reload (or a return to the page): a running test comes back
 * paused, since fullscreen is gone and the candidate may not be looking; Resume continues.
 */
export function restoredState(state: PracticeState, now: number): PracticeState {
  if (!state.isActive || state.isPaused) return state;
  return { ...state, isPaused: true, pauseReason: 'reload', timer: stopTimer(state.timer, now) };
}
