import { describe, expect, it } from 'vitest';
import { calendarCells, intensity, streaks } from './calendar';
import { addDays, weekday } from './format';

describe('progress calendar arithmetic (YYYY-MM-DD strings, no browser zone)', () => {
  it('adds days across month ends, leap days and DST changes', () => {
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30'); // Europe's spring-forward night
    expect(weekday('2026-11-23')).toBe(0); // a Monday
    expect(weekday('2026-11-29')).toBe(6);
  });

  it('lays the days out in Monday-first weeks from `from` to today', () => {
    const { cells, weeks } = calendarCells('2026-11-04', '2026-11-16', [
      { date: '2026-11-09', count: 3 },
    ]);
    expect(cells).toHaveLength(13);
    expect(cells[0]).toEqual({ date: '2026-11-04', count: 0, week: 0, day: 2 }); // Wednesday
    expect(cells.find((c) => c.date === '2026-11-09')).toEqual({
      date: '2026-11-09',
      count: 3,
      week: 1,
      day: 0,
    });
    expect(weeks).toBe(3);
  });

  it('counts the current streak up to today, or yesterday while today is still open', () => {
    const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-24', '2026-11-25'].map(
      (date) => ({ date, count: 1 }),
    );
    expect(streaks('2026-11-25', days)).toEqual({ current: 2, longest: 3 });
    expect(streaks('2026-11-26', days)).toEqual({ current: 2, longest: 3 });
    expect(streaks('2026-11-27', days)).toEqual({ current: 0, longest: 3 });
  });

  it('shades by count', () => {
    expect([0, 1, 2, 3, 4, 9].map(intensity)).toEqual([0, 1, 2, 3, 4, 4]);
  });
});
