import { describe, expect, it } from 'vitest';
import { canJoin, interviewCountdown, joinWindow, statusBadgeVariant } from './interviews';

const start = new Date('2026-12-01T10:00:00Z');
const at = (minutesFromStart: number) => new Date(start.getTime() + minutesFromStart * 60_000);

describe('interview countdown (spec part 2 §4)', () => {
  it('reads Xd Yh, Xh Ym, Xm, Interview started, Time unavailable', () => {
    expect(interviewCountdown(start, at(-(2 * 1440 + 3 * 60 + 20)))).toBe('2d 3h');
    expect(interviewCountdown(start, at(-(5 * 60 + 7)))).toBe('5h 7m');
    expect(interviewCountdown(start, at(-59))).toBe('59m');
    expect(interviewCountdown(start, at(-0.5))).toBe('1m');
    expect(interviewCountdown(start, at(0))).toBe('Interview started');
    expect(interviewCountdown(start, at(10))).toBe('Interview started');
    expect(interviewCountdown(null, at(0))).toBe('Time unavailable');
    expect(interviewCountdown('not a date', at(0))).toBe('Time unavailable');
  });
});

describe('join window', () => {
  const confirmed = { status: 'confirmed', jitsiRoomName: 'room', startsAt: start.toISOString() };
  it('opens 15 minutes before and closes when the 45-minute interview ends', () => {
    expect(joinWindow(start)).toEqual({ opensAt: at(-15), closesAt: at(45) });
    expect(canJoin(confirmed, at(-15.01))).toBe(false);
    expect(canJoin(confirmed, at(-15))).toBe(true);
    expect(canJoin(confirmed, at(44.9))).toBe(true);
    expect(canJoin(confirmed, at(45))).toBe(false);
  });
  it('only for approved or confirmed requests with a room and a slot', () => {
    expect(canJoin({ ...confirmed, status: 'approved' }, at(0))).toBe(true);
    for (const status of ['pending', 'rejected', 'completed'])
      expect(canJoin({ ...confirmed, status }, at(0))).toBe(false);
    expect(canJoin({ ...confirmed, jitsiRoomName: null }, at(0))).toBe(false);
    expect(canJoin({ ...confirmed, startsAt: null }, at(0))).toBe(false);
  });
});

describe('status badge variants', () => {
  it('approved/confirmed default, pending secondary, rejected destructive, completed outline', () => {
    expect(statusBadgeVariant('approved')).toBe('default');
    expect(statusBadgeVariant('confirmed')).toBe('default');
    expect(statusBadgeVariant('pending')).toBe('secondary');
    expect(statusBadgeVariant('rejected')).toBe('destructive');
    expect(statusBadgeVariant('completed')).toBe('outline');
    expect(statusBadgeVariant('anything')).toBe('secondary');
  });
});
