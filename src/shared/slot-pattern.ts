/**
 * Weekly slot patterns for the console's "Interviewers & slots" (issue 17): weekdays × times of
 * day × N weeks in an IANA time zone → the UTC instants to publish. Pure: the console previews
 * with it and the server inserts exactly what it returns.
 */
import { z } from 'zod';

export const DEFAULT_SLOT_TIME_ZONE = 'Asia/Kolkata';
export const MAX_PATTERN_WEEKS = 12;
export const MAX_PATTERN_SLOTS = 500;
export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const weeklyPatternSchema = z
  .object({
    weekdays: z
      .array(z.number().int().min(0).max(6), { error: 'Pick at least one weekday.' })
      .min(1, 'Pick at least one weekday.')
      .max(7),
    times: z
      .array(z.string().regex(TIME, 'Times are HH:MM on a 24-hour clock, e.g. 18:30.'), {
        error: 'Add at least one time of day.',
      })
      .min(1, 'Add at least one time of day.')
      .max(24, 'At most 24 times a day.'),
    weeks: z
      .number({ error: 'Weeks must be a whole number.' })
      .int('Weeks must be a whole number.')
      .min(1, 'At least 1 week.')
      .max(MAX_PATTERN_WEEKS, `At most ${MAX_PATTERN_WEEKS} weeks at a time.`),
    timeZone: z
      .string()
      .max(64)
      .default(DEFAULT_SLOT_TIME_ZONE)
      .refine(isTimeZone, 'Unknown time zone: use an IANA name such as Asia/Kolkata.'),
    /** The first day (YYYY-MM-DD, in the time zone); today there when left out. */
    startDate: z
      .string()
      .regex(DATE, 'The start date is YYYY-MM-DD.')
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .strict();
export type WeeklyPattern = z.input<typeof weeklyPatternSchema>;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(zone: string, at: Date): Parts {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, f);
  }
  const get = (type: string) =>
    Number(f.formatToParts(at).find((p) => p.type === type)?.value ?? NaN);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/** The zone's offset from UTC in ms at instant `at`. */
function offsetAt(zone: string, at: number): number {
  const p = partsIn(zone, new Date(at));
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return asUtc - Math.floor(at / 60_000) * 60_000;
}

/**
 * The instant when the wall clock in `zone` shows the date and time; null when that wall time
 * does not exist there (the hour skipped when clocks go forward). An ambiguous time (the hour
 * repeated when clocks go back) is its first occurrence.
 */
export function zonedTimeToUtc(
  zone: string,
  date: { year: number; month: number; day: number },
  hour: number,
  minute: number,
): Date | null {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const candidates = new Set<number>();
  // The offsets in force a day around the wall time cover both sides of any one transition.
  for (const probe of [wall - 36e5 * 14, wall, wall + 36e5 * 14])
    candidates.add(wall - offsetAt(zone, probe));
  for (const c of [...candidates].sort((a, b) => a - b)) {
    const p = partsIn(zone, new Date(c));
    if (
      p.year === date.year &&
      p.month === date.month &&
      p.day === date.day &&
      p.hour === hour &&
      p.minute === minute
    )
      return new Date(c);
  }
  return null;
}

/** Today's date (YYYY-MM-DD) on the wall calendar of `zone`. */
export function todayIn(zone: string, now: Date): string {
  const p = partsIn(zone, now);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * Every instant of the pattern, sorted, from the start date for `weeks` × 7 days: each listed
 * weekday at each listed time in the zone. Times already past at `now` and times that do not
 * exist in the zone (a DST gap) are left out; at most MAX_PATTERN_SLOTS.
 */
export function weeklySlotInstants(pattern: WeeklyPattern, now: Date): Date[] {
  const zone = pattern.timeZone ?? DEFAULT_SLOT_TIME_ZONE;
  const start = pattern.startDate || todayIn(zone, now);
  const [y, m, d] = start.split('-').map(Number);
  const days = new Set(pattern.weekdays);
  const times = [...new Set(pattern.times)].map(
    (t) => t.split(':').map(Number) as [number, number],
  );
  const out = new Map<number, Date>();
  for (let i = 0; i < pattern.weeks * 7; i++) {
    // Calendar arithmetic on a UTC date: the weekday of a civil date is zone-independent.
    const day = new Date(Date.UTC(y, m - 1, d + i));
    if (!days.has(day.getUTCDay())) continue;
    const date = {
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
    };
    for (const [hh, mm] of times) {
      const at = zonedTimeToUtc(zone, date, hh, mm);
      if (at && at.getTime() > now.getTime()) out.set(at.getTime(), at);
    }
  }
  return [...out.values()].sort((a, b) => a.getTime() - b.getTime()).slice(0, MAX_PATTERN_SLOTS);
}
