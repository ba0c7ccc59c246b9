/**
 * A picture test's state in this browser, one copy per user and test (spec part 1 §3 "Locally
 * saved test state"), so a reload continues where it stopped. The picture URLs are not kept:
 * they come back from the server with the session. Anything unreadable means "no test in progress".
 */
const VERSION = 1;
export type PictureTestType = 'ppdt' | 'tat';

export const storedKey = (testType: PictureTestType, userId: string) =>
  `ssb-prep:picture:${testType}:${userId}`;

export function readStored<T>(
  testType: PictureTestType,
  userId: string,
  parse: (value: unknown) => T | null,
): T | null {
  try {
    const raw = localStorage.getItem(storedKey(testType, userId));
    if (!raw) return null;
    const stored = JSON.parse(raw) as { version?: unknown; state?: unknown };
    if (stored.version !== VERSION) return null;
    return parse(stored.state);
  } catch {
    // Blocked storage or corrupted JSON: start at the start card.
    return null;
  }
}

export function writeStored(
  testType: PictureTestType,
  userId: string,
  state: { hasStarted: boolean },
): void {
  try {
    if (!state.hasStarted) localStorage.removeItem(storedKey(testType, userId));
    else
      localStorage.setItem(
        storedKey(testType, userId),
        JSON.stringify({ version: VERSION, state }),
      );
  } catch {
    // Storage full or blocked: the test still runs; only the reload safety net is lost.
  }
}

export const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
export const isString = (v: unknown): v is string => typeof v === 'string';
