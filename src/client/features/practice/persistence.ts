import type { PracticeTestType } from '@/shared/practice-rules';
import { initialPracticeState, type PracticeState } from './practice-state';
import { isTimer } from '@/client/lib/timer';

/**
 * The practice state in this browser, one copy per user and test type, so a reload loses
 * nothing (spec part 2 §3). Anything unreadable is treated as "no practice in progress".
 */
const VERSION = 1;
export const storageKey = (userId: string, testType: PracticeTestType) =>
  `ssb-prep:practice:${testType}:${userId}`;

export function readPracticeState(
  userId: string,
  testType: PracticeTestType,
): PracticeState | null {
  try {
    const raw = localStorage.getItem(storageKey(userId, testType));
    if (!raw) return null;
    const stored = JSON.parse(raw) as { version?: unknown; state?: unknown };
    if (stored.version !== VERSION) return null;
    return parseState(stored.state, testType);
  } catch {
    // Unreadable (blocked storage, corrupted JSON): start at the setup screen.
    return null;
  }
}

export function writePracticeState(userId: string, state: PracticeState): void {
  try {
    if (!state.hasStarted) localStorage.removeItem(storageKey(userId, state.testType));
    else
      localStorage.setItem(
        storageKey(userId, state.testType),
        JSON.stringify({ version: VERSION, state }),
      );
  } catch {
    // Storage full or blocked: the test still runs; only the reload safety net is lost.
  }
}

export function clearPracticeState(userId: string, testType: PracticeTestType): void {
  try {
    localStorage.removeItem(storageKey(userId, testType));
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function parseState(value: unknown, testType: PracticeTestType): PracticeState | null {
  if (typeof value !== 'object' || value === null) return null;
  const s = value as Partial<PracticeState>;
  const base = initialPracticeState(testType);
  if (s.testType !== testType || s.hasStarted !== true || typeof s.sessionId !== 'string')
    return null;
  if (!Array.isArray(s.items) || !Array.isArray(s.responses) || !isTimer(s.timer)) return null;
  if (!isNumber(s.practiceCount) || !isNumber(s.currentIndex) || !isNumber(s.completedCount))
    return null;
  if (s.items.length !== s.practiceCount || s.completedCount > s.practiceCount) return null;
  return {
    ...base,
    hasStarted: true,
    sessionId: s.sessionId,
    items: s.items,
    practiceCount: s.practiceCount,
    currentIndex: s.currentIndex,
    completedCount: s.completedCount,
    responses: s.responses,
    draft: typeof s.draft === 'string' ? s.draft : '',
    isActive: s.isActive === true,
    isPaused: s.isPaused === true,
    pauseReason: s.pauseReason ?? null,
    instructionsShown: s.instructionsShown === true,
    timer: s.timer,
    itemStartedAtMs: isNumber(s.itemStartedAtMs) ? s.itemStartedAtMs : s.timer.remainingMs,
    endedBy: s.endedBy ?? null,
  };
}
