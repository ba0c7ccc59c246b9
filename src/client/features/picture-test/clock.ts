import { startTimer, stopTimer, stoppedTimer, timeLeft, type Timer } from '@/client/lib/timer';

/**
 * The stages of one picture (spec part 1 §4): look at it, (PPDT with SSB timings) mark the
 * characters, then write. One countdown runs per stage; it is plain data for the reducers and
 * localStorage, computed from timestamps so paused time never counts.
 */
export type PictureStage = 'observe' | 'mark' | 'write';
export type PauseReason = 'button' | 'fullscreen' | 'hidden' | 'reload';

export interface StageClock<S extends PictureStage = PictureStage> {
  stage: S;
  timer: Timer;
}

export const SECOND = 1000;

/** A fresh countdown for a stage: running from `now` when `running`, otherwise stopped. */
export function stageClock<S extends PictureStage>(
  stage: S,
  seconds: number,
  now: number,
  running: boolean,
): StageClock<S> {
  const timer = stoppedTimer(seconds * SECOND);
  return { stage, timer: running ? startTimer(timer, now) : timer };
}

export const pauseClock = (timer: Timer, now: number) => stopTimer(timer, now);
export const resumeClock = (timer: Timer, now: number) => startTimer(timer, now);

/** Whole seconds used out of a stage of `seconds` (the time taken to write a story). */
export const secondsUsed = (timer: Timer, seconds: number, now: number) =>
  Math.max(0, Math.min(seconds, Math.round((seconds * SECOND - timeLeft(timer, now)) / SECOND)));

/** Words separated by whitespace (spec part 1 §5). */
export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

export const PAUSE_MESSAGES: Record<PauseReason, string> = {
  fullscreen: 'Test paused due to exiting fullscreen mode.',
  hidden: 'Test paused due to navigating away from the page.',
  button: 'Test has been paused.',
  reload: 'Test paused while the page was reloaded.',
};

export const isPauseReason = (v: unknown): v is PauseReason =>
  v === 'button' || v === 'fullscreen' || v === 'hidden' || v === 'reload';
export const isStage = (v: unknown): v is PictureStage =>
  v === 'observe' || v === 'mark' || v === 'write';
