import { describe, expect, it } from 'vitest';
import { secondsLeft } from '@/client/lib/timer';
import { readStored, writeStored } from '@/client/features/picture-test/persistence';
import { pictureSession, storedResponse } from '@/client/features/picture-test/test-sessions';
import {
  currentItemId,
  initialTatState,
  isTatComplete,
  isTatTicking,
  restoredTatState,
  storyCount,
  tatPhase,
  tatReducer,
  tatTimeTaken,
  type TatAction,
  type TatState,
} from './tat-state';
import { parseTatState } from './tat-stored';

const run = (state: TatState, ...actions: TatAction[]) => actions.reduce(tatReducer, state);
const T0 = 5_000_000;

const started = (count = 3) =>
  run(initialTatState(), { type: 'started', session: pictureSession('tat', count) });
const observing = (count = 3) => run(started(count), { type: 'continued', now: T0 });
const writing = (count = 3) =>
  run(observing(count), { type: 'viewingEnded', itemId: 'picture-0', now: T0 + 15_000 });

describe('TAT reducer', () => {
  it('starts at the instructions; Continue Test shows picture 1 for 15 s', () => {
    const s = started();
    expect(tatPhase(s)).toBe('instructions');
    expect(s.itemIds).toEqual(['picture-0', 'picture-1', 'picture-2']);
    const o = observing();
    expect(tatPhase(o)).toBe('test');
    expect(o.stage).toBe('observe');
    expect(currentItemId(o)).toBe('picture-0');
    expect(secondsLeft(o.timer, T0 + 1_000)).toBe(14);
  });

  it('at the end of the viewing the story box starts empty with 240 s', () => {
    const w = writing();
    expect(w.stage).toBe('write');
    expect(w.story).toBe('');
    expect(secondsLeft(w.timer, T0 + 15_000)).toBe(240);
    expect(run(w, { type: 'viewingEnded', itemId: 'picture-0', now: T0 + 20_000 })).toBe(w);
    const typed = run(w, { type: 'typed', text: 'Meera, 21' });
    expect(typed.story).toBe('Meera, 21');
    expect(tatTimeTaken(typed, T0 + 75_000)).toBe(60);
  });

  it('each saved answer moves to the next picture, observing afresh; the last completes the test', () => {
    const afterFirst = run(writing(), {
      type: 'saved',
      itemId: 'picture-0',
      responseText: 'Story one',
      timeTaken: 60,
      now: T0 + 75_000,
    });
    expect(currentItemId(afterFirst)).toBe('picture-1');
    expect(afterFirst.stage).toBe('observe');
    expect(afterFirst.story).toBe('');
    expect(isTatTicking(afterFirst)).toBe(true);
    expect(secondsLeft(afterFirst.timer, T0 + 75_000)).toBe(15);
    // Skipped during the viewing.
    const afterSkip = run(afterFirst, {
      type: 'saved',
      itemId: 'picture-1',
      responseText: null,
      timeTaken: null,
      now: T0 + 80_000,
    });
    expect(currentItemId(afterSkip)).toBe('picture-2');
    // A late reply for a picture already passed changes nothing.
    expect(
      run(afterSkip, {
        type: 'saved',
        itemId: 'picture-1',
        responseText: 'x',
        timeTaken: 1,
        now: T0,
      }),
    ).toBe(afterSkip);
    const done = run(afterSkip, {
      type: 'saved',
      itemId: 'picture-2',
      responseText: null,
      timeTaken: null,
      now: T0 + 90_000,
    });
    expect(isTatComplete(done)).toBe(true);
    expect(tatPhase(done)).toBe('complete');
    expect(done.endedBy).toBe('all');
    expect(done.responses.map((r) => r.responseText)).toEqual(['Story one', null, null]);
    expect(storyCount(done)).toBe(1);
  });

  it('Finish Early records the remaining pictures as not attempted', () => {
    const first = run(writing(), {
      type: 'saved',
      itemId: 'picture-0',
      responseText: 'Story one',
      timeTaken: 30,
      now: T0 + 45_000,
    });
    const done = run(first, { type: 'finished', now: T0 + 50_000 });
    expect(tatPhase(done)).toBe('complete');
    expect(done.endedBy).toBe('early');
    expect(done.responses.map((r) => [r.itemId, r.responseText, r.notAttempted ?? false])).toEqual([
      ['picture-0', 'Story one', false],
      ['picture-1', null, true],
      ['picture-2', null, true],
    ]);
    expect(run(done, { type: 'finished', now: T0 })).toBe(done);
  });

  it('pauses (fullscreen left) and resumes without counting the paused time', () => {
    const p = run(writing(), { type: 'paused', reason: 'fullscreen', now: T0 + 25_000 });
    expect(p.isPaused).toBe(true);
    expect(secondsLeft(p.timer, T0 + 900_000)).toBe(230);
    const r = run(p, { type: 'resumed', now: T0 + 900_000 });
    expect(secondsLeft(r.timer, T0 + 905_000)).toBe(225);
    // A picture answered while paused (Finish Early, a late reply) starts the next one stopped.
    const next = run(p, {
      type: 'saved',
      itemId: 'picture-0',
      responseText: null,
      timeTaken: null,
      now: T0 + 30_000,
    });
    expect(next.timer.deadline).toBeNull();
  });

  it('survives a reload: stored without pictures, restored paused with the time left', () => {
    const typed = run(writing(), { type: 'typed', text: 'Half a story' });
    const restored = restoredTatState(typed, T0 + 45_000);
    expect(restored.pauseReason).toBe('reload');
    const json = JSON.parse(JSON.stringify(restored)) as unknown;
    expect(JSON.stringify(json)).not.toContain('imageUrl');
    const parsed = parseTatState(json);
    expect(parsed).toEqual(restored);
    expect(parsed!.story).toBe('Half a story');
    expect(secondsLeft(parsed!.timer, T0 + 999_999)).toBe(210);
    expect(parseTatState({ ...restored, practiceCount: 9 })).toBeNull();
    expect(parseTatState(null)).toBeNull();
  });

  it('syncs with the server after a reload: an answer stored just before moves on to the next picture', () => {
    const w = restoredTatState(writing(), T0 + 20_000);
    const session = pictureSession('tat', 3, {
      responses: [storedResponse('picture-0', 0, 'Saved before reload')],
    });
    const synced = run(w, { type: 'synced', session, now: T0 + 30_000 });
    expect(currentItemId(synced)).toBe('picture-1');
    expect(synced.stage).toBe('observe');
    expect(synced.timer.deadline).toBeNull();
    expect(synced.responses).toHaveLength(1);
    // The same copy again changes no position.
    const again = run(synced, { type: 'synced', session, now: T0 + 31_000 });
    expect(currentItemId(again)).toBe('picture-1');
  });

  it('syncs a session finished or submitted elsewhere', () => {
    const w = writing();
    const finished = pictureSession('tat', 3, {
      status: 'completed',
      responses: [
        storedResponse('picture-0', 0, 'One'),
        storedResponse('picture-1', 1, null),
        storedResponse('picture-2', 2, null),
      ],
    });
    const done = run(w, { type: 'synced', session: finished, now: T0 });
    expect(tatPhase(done)).toBe('complete');
    const submitted = run(w, {
      type: 'synced',
      session: { ...finished, status: 'submitted', evaluationId: 'ev-3' },
      now: T0,
    });
    expect(submitted.evaluationId).toBe('ev-3');
  });

  it('Practice Again resets everything', () => {
    expect(run(writing(), { type: 'reset' })).toEqual(initialTatState());
  });

  it('is kept in localStorage per user while started, and removed when reset', () => {
    const typed = run(writing(), { type: 'typed', text: 'Kept across reloads' });
    writeStored('tat', 'user-1', typed);
    expect(readStored('tat', 'user-2', parseTatState)).toBeNull();
    expect(readStored('tat', 'user-1', parseTatState)).toEqual(typed);
    localStorage.setItem('ssb-prep:picture:tat:user-3', '{not json');
    expect(readStored('tat', 'user-3', parseTatState)).toBeNull();
    writeStored('tat', 'user-1', run(typed, { type: 'reset' }));
    expect(localStorage.getItem('ssb-prep:picture:tat:user-1')).toBeNull();
  });
});
