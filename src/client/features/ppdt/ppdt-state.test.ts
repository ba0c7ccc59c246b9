import { describe, expect, it } from 'vitest';
import { secondsLeft, timeLeft } from '@/client/lib/timer';
import { pictureSession, storedResponse } from '@/client/features/picture-test/test-sessions';
import { emptyCharacters, withCount, withPerson } from './characters';
import {
  initialPpdtState,
  isPpdtTicking,
  ppdtPhase,
  ppdtReducer,
  ppdtTimeTaken,
  restoredPpdtState,
  type PpdtAction,
  type PpdtState,
} from './ppdt-state';
import { parsePpdtState } from './ppdt-stored';

const run = (state: PpdtState, ...actions: PpdtAction[]) => actions.reduce(ppdtReducer, state);
const T0 = 1_000_000;

function started(ssbTimings = false) {
  return run(initialPpdtState(), {
    type: 'started',
    session: pictureSession('ppdt', 1, { options: { ssbTimings } }),
  });
}
const observing = (ssb = false) => run(started(ssb), { type: 'continued', now: T0 });

describe('PPDT reducer', () => {
  it('starts at the instructions with the one picture, then observes for 15 s', () => {
    const s = started();
    expect(ppdtPhase(initialPpdtState())).toBe('setup');
    expect(ppdtPhase(s)).toBe('instructions');
    expect(s.itemId).toBe('picture-0');
    expect(s.ssbTimings).toBe(false);
    const o = observing();
    expect(ppdtPhase(o)).toBe('test');
    expect(o.stage).toBe('observe');
    expect(isPpdtTicking(o)).toBe(true);
    expect(secondsLeft(o.timer, T0)).toBe(15);
    expect(secondsLeft(o.timer, T0 + 5_000)).toBe(10);
  });

  it('when observation ends the story is cleared and the writing time starts afresh (240 s)', () => {
    const o = observing();
    const w = run(o, { type: 'stageEnded', stage: 'observe', now: T0 + 15_000 });
    expect(w.stage).toBe('write');
    expect(w.story).toBe('');
    expect(secondsLeft(w.timer, T0 + 15_000)).toBe(240);
    expect(secondsLeft(w.timer, T0 + 75_000)).toBe(180);
    // A late second end of the observation changes nothing.
    expect(run(w, { type: 'stageEnded', stage: 'observe', now: T0 + 20_000 })).toBe(w);
    // Writing is only ended by saving the story.
    expect(run(w, { type: 'stageEnded', stage: 'write', now: T0 + 300_000 })).toBe(w);
  });

  it("'Next (Start Writing)' skips the rest of the observation", () => {
    const w = run(observing(), { type: 'stageEnded', stage: 'observe', now: T0 + 3_000 });
    expect(w.stage).toBe('write');
    expect(secondsLeft(w.timer, T0 + 3_000)).toBe(240);
  });

  it('ignores typing outside the writing stage and keeps it during writing', () => {
    const o = observing();
    expect(run(o, { type: 'typed', text: 'early' })).toBe(o);
    const w = run(
      o,
      { type: 'stageEnded', stage: 'observe', now: T0 },
      { type: 'typed', text: 'Ravi, 22,' },
    );
    expect(w.story).toBe('Ravi, 22,');
  });

  it('SSB timings: picture 30 s, 1 min to mark the characters, then 4 min story', () => {
    const o = observing(true);
    expect(secondsLeft(o.timer, T0)).toBe(30);
    const m = run(o, { type: 'stageEnded', stage: 'observe', now: T0 + 30_000 });
    expect(m.stage).toBe('mark');
    expect(secondsLeft(m.timer, T0 + 30_000)).toBe(60);
    const characters = withPerson(withCount(emptyCharacters(), 1), 0, {
      age: '22',
      sex: 'M',
      mood: 'positive',
    });
    const marked = run(m, { type: 'charactersChanged', characters });
    expect(marked.characters).toEqual(characters);
    const w = run(marked, { type: 'stageEnded', stage: 'mark', now: T0 + 90_000 });
    expect(w.stage).toBe('write');
    expect(w.characters).toEqual(characters);
    expect(secondsLeft(w.timer, T0 + 90_000)).toBe(240);
  });

  it('pause stops the clock, resume continues from the same time; paused time does not count', () => {
    const w = run(observing(), { type: 'stageEnded', stage: 'observe', now: T0 });
    const p = run(w, { type: 'paused', reason: 'fullscreen', now: T0 + 40_000 });
    expect(p.isPaused).toBe(true);
    expect(p.pauseReason).toBe('fullscreen');
    expect(isPpdtTicking(p)).toBe(false);
    expect(timeLeft(p.timer, T0 + 500_000)).toBe(200_000);
    const r = run(p, { type: 'resumed', now: T0 + 500_000 });
    expect(secondsLeft(r.timer, T0 + 510_000)).toBe(190);
    expect(ppdtTimeTaken(r, T0 + 510_000)).toBe(50);
  });

  it('a stage that ends while paused starts its successor stopped', () => {
    const p = run(observing(), { type: 'paused', reason: 'button', now: T0 + 1_000 });
    const w = run(p, { type: 'stageEnded', stage: 'observe', now: T0 + 2_000 });
    expect(w.stage).toBe('write');
    expect(w.timer.deadline).toBeNull();
  });

  it('saving completes the test once; a repeated save changes nothing', () => {
    const w = run(
      observing(),
      { type: 'stageEnded', stage: 'observe', now: T0 },
      { type: 'typed', text: 'A story' },
    );
    const saved = run(w, {
      type: 'saved',
      itemId: 'picture-0',
      response: { responseText: 'A story', timeTaken: 240 },
      now: T0 + 240_000,
    });
    expect(ppdtPhase(saved)).toBe('complete');
    expect(saved.isActive).toBe(false);
    expect(saved.response).toEqual({ responseText: 'A story', timeTaken: 240 });
    expect(
      run(saved, {
        type: 'saved',
        itemId: 'picture-0',
        response: { responseText: 'x', timeTaken: 1 },
        now: T0,
      }),
    ).toBe(saved);
    expect(run(saved, { type: 'evaluationStarted', evaluationId: 'ev-1' }).evaluationId).toBe(
      'ev-1',
    );
    expect(run(w, { type: 'evaluationStarted', evaluationId: 'ev-1' })).toBe(w);
  });

  it('Practice Again resets to the start card', () => {
    expect(run(observing(), { type: 'reset' })).toEqual(initialPpdtState());
  });

  it('comes back from a reload paused, with the same time left', () => {
    const w = run(
      observing(),
      { type: 'stageEnded', stage: 'observe', now: T0 },
      { type: 'typed', text: 'Half a' },
    );
    const restored = restoredPpdtState(w, T0 + 60_000);
    expect(restored.isPaused).toBe(true);
    expect(restored.pauseReason).toBe('reload');
    const parsed = parsePpdtState(JSON.parse(JSON.stringify(restored)));
    expect(parsed).toEqual(restored);
    expect(secondsLeft(parsed!.timer, T0 + 999_000)).toBe(180);
    expect(parsePpdtState({ hasStarted: true })).toBeNull();
    expect(parsePpdtState('nonsense')).toBeNull();
  });

  it('syncs with the server: a story stored before the reload completes it; a submitted one follows its evaluation', () => {
    const w = run(observing(), { type: 'stageEnded', stage: 'observe', now: T0 });
    const stored = pictureSession('ppdt', 1, {
      status: 'completed',
      responses: [storedResponse('picture-0', 0, 'Stored story')],
    });
    const synced = run(w, { type: 'synced', session: stored, now: T0 + 10_000 });
    expect(ppdtPhase(synced)).toBe('complete');
    expect(synced.response?.responseText).toBe('Stored story');
    const submitted = run(w, {
      type: 'synced',
      session: { ...stored, status: 'submitted', evaluationId: 'ev-9' },
      now: T0,
    });
    expect(submitted.evaluationId).toBe('ev-9');
    // Another session's copy is ignored.
    expect(run(w, { type: 'synced', session: { ...stored, id: 'other' }, now: T0 })).toBe(w);
    // Nothing stored yet: nothing changes.
    expect(run(w, { type: 'synced', session: pictureSession('ppdt', 1), now: T0 })).toBe(w);
  });
});
