import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatSeconds,
  isExpired,
  secondsLeft,
  startTimer,
  stopTimer,
  stoppedTimer,
  timeLeft,
} from './timer';

describe('timer', () => {
  it('counts down from timestamps while running', () => {
    const t = startTimer(stoppedTimer(15_000), 1_000);
    expect(timeLeft(t, 1_000)).toBe(15_000);
    expect(timeLeft(t, 6_500)).toBe(9_500);
    expect(secondsLeft(t, 6_500)).toBe(10);
    expect(secondsLeft(t, 15_999)).toBe(1);
  });

  it('reaches zero and stays there', () => {
    const t = startTimer(stoppedTimer(15_000), 0);
    expect(isExpired(t, 14_999)).toBe(false);
    expect(isExpired(t, 15_000)).toBe(true);
    expect(timeLeft(t, 60_000)).toBe(0);
    expect(secondsLeft(t, 60_000)).toBe(0);
  });

  it('does not count paused time', () => {
    let t = startTimer(stoppedTimer(15_000), 0);
    t = stopTimer(t, 4_000); // 11 s left
    expect(timeLeft(t, 100_000)).toBe(11_000);
    t = startTimer(t, 100_000);
    expect(timeLeft(t, 105_000)).toBe(6_000);
  });

  it('starting a running timer or stopping a stopped one changes nothing', () => {
    const running = startTimer(stoppedTimer(5_000), 0);
    expect(startTimer(running, 2_000)).toBe(running);
    const stopped = stoppedTimer(5_000);
    expect(stopTimer(stopped, 2_000)).toBe(stopped);
  });

  it('never gives back time when the clock is set back', () => {
    const t = startTimer(stoppedTimer(15_000), 10_000);
    expect(timeLeft(t, 0)).toBe(15_000);
  });

  it('formats seconds as m:ss from a minute up', () => {
    expect(formatSeconds(9)).toBe('9');
    expect(formatSeconds(59)).toBe('59');
    expect(formatSeconds(75)).toBe('1:15');
    expect(formatSeconds(300)).toBe('5:00');
  });

  it('writes a duration with its unit, as the countdown shows it', () => {
    expect(formatDuration(30)).toBe('30 seconds');
    expect(formatDuration(1)).toBe('1 second');
    expect(formatDuration(60)).toBe('1:00 minute');
    expect(formatDuration(75)).toBe('1:15 minutes');
  });
});
