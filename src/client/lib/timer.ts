import { count } from '@/shared/plural';

/**
 * A countdown computed from timestamps, never from counted ticks (ARCHITECTURE.md: a throttled
 * background tab or a slow phone keeps correct time). Paused time does not count.
 *
 * Running: `deadline` is the Date.now() at which it reaches zero and `remainingMs` what was left
 * when it last started. Stopped: `deadline` is null and `remainingMs` is what is left.
 * Plain data, so it can live in a reducer and in localStorage.
 */
export interface Timer {
  remainingMs: number;
  deadline: number | null;
}

export const stoppedTimer = (ms: number): Timer => ({
  remainingMs: Math.max(0, ms),
  deadline: null,
});

export const isRunning = (timer: Timer) => timer.deadline !== null;

/** Milliseconds left at `now`; never below zero, and never above what was left when it started (a clock set back). */
export function timeLeft(timer: Timer, now: number): number {
  if (timer.deadline === null) return timer.remainingMs;
  return Math.min(timer.remainingMs, Math.max(0, timer.deadline - now));
}

export function startTimer(timer: Timer, now: number): Timer {
  if (timer.deadline !== null) return timer;
  return { remainingMs: timer.remainingMs, deadline: now + timer.remainingMs };
}

export function stopTimer(timer: Timer, now: number): Timer {
  if (timer.deadline === null) return timer;
  return stoppedTimer(timeLeft(timer, now));
}

export const isExpired = (timer: Timer, now: number) => timeLeft(timer, now) <= 0;

/** Whole seconds to show: 14.2 s left reads 15, so the display reaches 0 exactly at expiry. */
export const secondsLeft = (timer: Timer, now: number) => Math.ceil(timeLeft(timer, now) / 1000);

/** 75 → '1:15'; under a minute just the seconds. */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return String(seconds);
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/**
 * A duration in words, written as the countdown shows it: 30 → '30 seconds', 75 → '1:15 minutes',
 * 60 → '1:00 minute'.
 */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return count(seconds, 'second');
  return `${formatSeconds(seconds)} ${seconds === 60 ? 'minute' : 'minutes'}`;
}

/** A value read from storage is a timer only if it has the right shape. */
export function isTimer(value: unknown): value is Timer {
  if (typeof value !== 'object' || value === null) return false;
  const { remainingMs, deadline } = value as Partial<Timer>;
  return (
    typeof remainingMs === 'number' &&
    Number.isFinite(remainingMs) &&
    (deadline === null || (typeof deadline === 'number' && Number.isFinite(deadline)))
  );
}
