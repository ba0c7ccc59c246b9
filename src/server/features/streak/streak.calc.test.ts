import { describe, expect, it } from 'vitest';
import {
  computeStreak,
  isValidTimeZone,
  localDay,
  previousDay,
  STREAK_WINDOW_DAYS,
} from './streak.calc';

const at = (iso: string) => new Date(iso);

describe('streak arithmetic', () => {
  it('steps back over month and year boundaries', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2024-03-01')).toBe('2024-02-29');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
  });

  it('counts a streak that crosses a year boundary', () => {
    const activity = ['2026-12-30T10:00:00Z', '2026-12-31T10:00:00Z', '2027-01-01T10:00:00Z'].map(
      at,
    );
    expect(computeStreak(activity, at('2027-01-01T12:00:00Z'), 'UTC').currentStreak).toBe(3);
  });

  it('counts a streak across a month boundary', () => {
    const activity = ['2026-10-31T08:00:00Z', '2026-11-01T08:00:00Z'].map(at);
    expect(computeStreak(activity, at('2026-11-01T09:00:00Z'), 'UTC').currentStreak).toBe(2);
  });

  it('uses the user’s own day east of UTC (Asia/Kolkata, +05:30)', () => {
    // 20:00 UTC on the 21st is 01:30 on the 22nd in India.
    expect(localDay(at('2026-11-21T20:00:00Z'), 'Asia/Kolkata')).toBe('2026-11-22');
    const activity = [at('2026-11-21T20:00:00Z'), at('2026-11-21T10:00:00Z')];
    // In India those are two different days (22nd and 21st): a 2-day streak.
    expect(computeStreak(activity, at('2026-11-22T06:00:00Z'), 'Asia/Kolkata').currentStreak).toBe(
      2,
    );
    // In UTC both are the 21st: a 1-day streak still alive on the 22nd.
    expect(computeStreak(activity, at('2026-11-22T06:00:00Z'), 'UTC').currentStreak).toBe(1);
  });

  it('uses the user’s own day west of UTC (America/Los_Angeles)', () => {
    // 03:00 UTC on the 22nd is still the 21st in Los Angeles.
    expect(localDay(at('2026-11-22T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-21');
    const activity = [at('2026-11-22T03:00:00Z'), at('2026-11-22T20:00:00Z')];
    expect(
      computeStreak(activity, at('2026-11-22T21:00:00Z'), 'America/Los_Angeles').currentStreak,
    ).toBe(2);
    expect(computeStreak(activity, at('2026-11-22T21:00:00Z'), 'UTC').currentStreak).toBe(1);
  });

  it('keeps the streak alive with activity only yesterday, and counts today when present', () => {
    const yesterdayOnly = [at('2026-11-20T10:00:00Z'), at('2026-11-21T10:00:00Z')];
    const now = at('2026-11-22T10:00:00Z');
    expect(computeStreak(yesterdayOnly, now, 'UTC').currentStreak).toBe(2);
    expect(
      computeStreak([...yesterdayOnly, at('2026-11-22T09:00:00Z')], now, 'UTC').currentStreak,
    ).toBe(3);
  });

  it('stops at the first gap, and is 0 when the last activity is two days old', () => {
    const activity = ['2026-11-17', '2026-11-18', '2026-11-20', '2026-11-21'].map((d) =>
      at(`${d}T10:00:00Z`),
    );
    const result = computeStreak(activity, at('2026-11-21T12:00:00Z'), 'UTC');
    expect(result.currentStreak).toBe(2);
    expect(result.longestInWindow).toBe(2);
    expect(computeStreak(activity, at('2026-11-23T12:00:00Z'), 'UTC').currentStreak).toBe(0);
    expect(computeStreak([], at('2026-11-23T12:00:00Z'), 'UTC')).toEqual({
      currentStreak: 0,
      longestInWindow: 0,
      lastActivityDate: null,
    });
  });

  it('looks back at most 100 days', () => {
    const now = at('2026-11-22T12:00:00Z');
    const activity = Array.from(
      { length: 150 },
      (_, i) => new Date(now.getTime() - i * 86_400_000),
    );
    const result = computeStreak(activity, now, 'UTC');
    expect(result.currentStreak).toBe(STREAK_WINDOW_DAYS);
    expect(result.longestInWindow).toBe(STREAK_WINDOW_DAYS);
  });

  it('validates IANA time zones', () => {
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});
