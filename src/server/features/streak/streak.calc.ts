/**
 * Streak arithmetic on calendar days (YYYY-MM-DD) in the user's own time zone (spec part 1 §4).
 * A day counts when at least one evaluation exists on it. The current streak runs back from
 * today, or from yesterday when today has no activity yet (the streak is not lost until a whole
 * day passes), and stops at the first gap. The scan window is 100 days.
 */
export const STREAK_WINDOW_DAYS = 100;

// Building a DateTimeFormat costs far more than using one: one per time zone, kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (dayFormats.size < 1000) dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day of an instant in an IANA time zone, as YYYY-MM-DD. */
export function localDay(instant: Date, timeZone: string): string {
  const parts = dayFormat(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The day before a YYYY-MM-DD day (calendar arithmetic, independent of any time zone). */
export function previousDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export function isValidTimeZone(tz: string | null | undefined): tz is string {
  if (!tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export interface StreakResult {
  currentStreak: number;
  /** The longest run seen inside the window (callers keep the all-time maximum). */
  longestInWindow: number;
  lastActivityDate: string | null;
}

export function computeStreak(activityInstants: Date[], now: Date, timeZone: string): StreakResult {
  const today = localDay(now, timeZone);
  let windowStart = today;
  for (let i = 1; i < STREAK_WINDOW_DAYS; i++) windowStart = previousDay(windowStart);
  const days = new Set(
    activityInstants
      .map((d) => localDay(d, timeZone))
      .filter((d) => d >= windowStart && d <= today),
  );
  const sorted = [...days].sort();
  const lastActivityDate = sorted.at(-1) ?? null;

  let current = 0;
  let cursor = days.has(today) ? today : previousDay(today);
  while (days.has(cursor) && cursor >= windowStart) {
    current++;
    cursor = previousDay(cursor);
  }

  let longest = 0;
  let run = 0;
  let prev: string | null = null;
  for (const day of sorted) {
    run = prev !== null && previousDay(day) === prev ? run + 1 : 1;
    longest = Math.max(longest, run);
    prev = day;
  }
  return { currentStreak: current, longestInWindow: longest, lastActivityDate };
}
