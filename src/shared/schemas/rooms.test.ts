import { describe, expect, it } from 'vitest';
import { enrolInputSchema, indianPhoneSchema, joinCardState, sessionState } from './rooms';

const start = Date.parse('2026-12-01T12:00:00Z');
const min = 60_000;

describe('room clocks (spec §4, §9)', () => {
  it('Join Room card: waiting, joining within 10 minutes, live once started, gone after the end', () => {
    expect(joinCardState(start, 45, start - 125 * min)).toEqual({
      state: 'waiting',
      label: '2h 5m to start',
      canJoin: false,
    });
    expect(joinCardState(start, 45, start - 11 * min).canJoin).toBe(false);
    expect(joinCardState(start, 45, start - 10 * min)).toEqual({
      state: 'joining',
      label: '10m to start',
      canJoin: true,
    });
    expect(joinCardState(start, 45, start - 90_000).label).toBe('2m to start');
    expect(joinCardState(start, 45, start + min)).toEqual({
      state: 'live',
      label: 'Live Now',
      canJoin: true,
    });
    expect(joinCardState(start, 45, start + 45 * min).canJoin).toBe(false);
  });

  it('session page: waiting until 5 minutes before, active until the end, then ended', () => {
    expect(sessionState(start, 30, start - 5 * min - 1)).toBe('waiting');
    expect(sessionState(start, 30, start - 5 * min)).toBe('active');
    expect(sessionState(start, 30, start + 30 * min - 1)).toBe('active');
    expect(sessionState(start, 30, start + 30 * min)).toBe('ended');
  });
});

describe('phone (spec §5)', () => {
  it('accepts +91 and 10 digits (trimmed, spaces allowed) and normalises it', () => {
    expect(indianPhoneSchema.parse('  +91 98765 43210 ')).toBe('+919876543210');
    expect(indianPhoneSchema.parse('9876543210')).toBe('+919876543210');
    expect(indianPhoneSchema.parse('+91-6000-000-000')).toBe('+916000000000');
    for (const bad of ['', '+9198765', '+92 98765 43210', '+91 58765 43210', '98765432101'])
      expect(indianPhoneSchema.safeParse(bad).success).toBe(false);
  });
  it('an empty phone means none', () => {
    expect(enrolInputSchema.parse({ phone: '' })).toEqual({ phone: null, skipPhone: false });
    expect(enrolInputSchema.parse({})).toEqual({ phone: null, skipPhone: false });
    expect(enrolInputSchema.safeParse({ phone: '1', extra: 1 }).success).toBe(false);
  });
});
