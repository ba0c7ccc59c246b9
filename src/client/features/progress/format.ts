import type { TestType } from '@/shared/tests';

// Dates on this page: the API's days are YYYY-MM-DD in the user's time zone. Arithmetic is done
// on those strings through UTC midnights, never in the browser's own zone (issue 19).

const DAY_MS = 86_400_000;

export function dayToUtc(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

export function utcToDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, n: number): string {
  return utcToDay(dayToUtc(day) + n * DAY_MS);
}

/** 0 = Monday … 6 = Sunday. */
export function weekday(day: string): number {
  return (new Date(dayToUtc(day)).getUTCDay() + 6) % 7;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((dayToUtc(to) - dayToUtc(from)) / DAY_MS);
}

const longDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthName = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });

/** '12 Nov 2026' */
export function formatDay(day: string): string {
  return longDay.format(dayToUtc(day));
}

export function formatMonth(day: string): string {
  return monthName.format(dayToUtc(day));
}

/** The calendar day of an instant in the user's time zone, e.g. '12 Nov 2026'. */
export function formatInstant(iso: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone,
    }).format(new Date(iso));
  } catch {
    // An unknown zone name: the UTC day is close enough for a label.
    return longDay.format(new Date(iso));
  }
}

export const TEST_LABELS: Record<TestType, string> = {
  wat: 'WAT',
  srt: 'SRT',
  tat: 'TAT',
  ppdt: 'PPDT',
};

/** Trend and tile order. */
export const TREND_TYPES: readonly TestType[] = ['wat', 'srt', 'tat', 'ppdt'];

/** Series colours (styles.css --chart-*), each with its own point shape so colour is not the only cue. */
export const SERIES: Record<
  TestType,
  { color: string; shape: 'circle' | 'square' | 'triangle' | 'diamond' }
> = {
  wat: { color: 'var(--chart-1)', shape: 'circle' },
  srt: { color: 'var(--chart-2)', shape: 'square' },
  tat: { color: 'var(--chart-3)', shape: 'triangle' },
  ppdt: { color: 'var(--chart-4)', shape: 'diamond' },
};

export function formatScore(score: number): string {
  return score.toFixed(1);
}

/** A quality's level in words and per cent; null: no answer gave it a chance yet. */
export function levelWords(level: number | null): string {
  if (level === null) return 'No evidence yet';
  const pct = `${Math.round(level * 100)}%`;
  if (level >= 0.7) return `Strong · ${pct}`;
  if (level >= 0.4) return `Developing · ${pct}`;
  return `Needs work · ${pct}`;
}
