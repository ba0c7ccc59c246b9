import type { ProgressCalendarDay } from '@/shared/progress';
import { addDays, daysBetween, weekday } from './format';

export interface CalendarCell {
  date: string;
  count: number;
  /** Column (week, Monday first) and row (0 = Monday). */
  week: number;
  day: number;
}

/**
 * The heat map's cells from `from` to `today` (YYYY-MM-DD in the user's time zone), in weeks that
 * start on Monday. Pure string arithmetic: the browser's own time zone never enters.
 */
export function calendarCells(from: string, today: string, days: ProgressCalendarDay[]) {
  const counts = new Map(days.map((d) => [d.date, d.count]));
  const start = addDays(from, -weekday(from));
  const total = Math.max(0, daysBetween(from, today)) + 1;
  const cells: CalendarCell[] = [];
  for (let i = 0; i < total; i++) {
    const date = addDays(from, i);
    const offset = daysBetween(start, date);
    cells.push({
      date,
      count: counts.get(date) ?? 0,
      week: Math.floor(offset / 7),
      day: offset % 7,
    });
  }
  const weeks = cells.length === 0 ? 0 : cells[cells.length - 1].week + 1;
  return { cells, weeks };
}

/**
 * Consecutive practice days ending today, or yesterday when today has none yet (the day is not
 * over), and the longest run in the window.
 */
export function streaks(today: string, days: ProgressCalendarDay[]) {
  const active = new Set(days.filter((d) => d.count > 0).map((d) => d.date));
  let day = active.has(today) ? today : addDays(today, -1);
  let current = 0;
  while (active.has(day)) {
    current++;
    day = addDays(day, -1);
  }
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const date of [...active].sort()) {
    run = previous !== null && daysBetween(previous, date) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = date;
  }
  return { current, longest };
}

/** The heat map's shade for a count: 0 (none) to 4 (four or more). */
export function intensity(count: number): 0 | 1 | 2 | 3 | 4 {
  return count <= 0 ? 0 : count >= 4 ? 4 : (count as 1 | 2 | 3);
}
