import { describe, expect, it } from 'vitest';
import type { PracticeSession } from '@/shared/schemas/practice';
import {
  currentItem,
  initialPracticeState,
  isComplete,
  practicePhase,
  practiceReducer,
  restoredState,
  timeTakenSeconds,
  writtenCount,
  type PracticeAction,
  type PracticeState,
} from './practice-state';
import { readPracticeState, writePracticeState } from './persistence';
import { timeLeft } from '@/client/lib/timer';

function session(
  testType: 'wat' | 'srt',
  count: number,
  overrides: Partial<PracticeSession> = {},
): PracticeSession {
  return {
    id: `session-${testType}`,
    testType,
    status: 'active',
    itemCount: count,
    creditsCharged: count,
    createdAt: '2026-01-01T00:00:00.000Z',
    items: Array.from({ length: count }, (_, i) => ({
      id: `item-${i}`,
      position: i,
      text: `Item ${i}`,
    })),
    responses: [],
    evaluationId: null,
    ...overrides,
  };
}

const run = (state: PracticeState, ...actions: PracticeAction[]) =>
  actions.reduce(practiceReducer, state);

function startedWat(count = 3) {
  return run(initialPracticeState('wat'), { type: 'started', session: session('wat', count) });
}
function startedSrt(count = 2) {
  return run(initialPracticeState('srt'), { type: 'started', session: session('srt', count) });
}

describe('practice reducer: the flow', () => {
  it('goes setup → instructions → test; the clock starts only on Continue Test', () => {
    const setup = initialPracticeState('wat');
    expect(practicePhase(setup)).toBe('setup');
    const started = startedWat();
    expect(practicePhase(started)).toBe('instructions');
    expect(started).toMatchObject({
      hasStarted: true,
      practiceCount: 3,
      isActive: false,
      instructionsShown: false,
    });
    expect(timeLeft(started.timer, 99_999)).toBe(15_000);

    const active = practiceReducer(started, { type: 'continued', now: 1_000 });
    expect(practicePhase(active)).toBe('test');
    expect(active).toMatchObject({ isActive: true, instructionsShown: true });
    expect(timeLeft(active.timer, 6_000)).toBe(10_000);
  });

  it('WAT: each saved answer moves on and resets the clock to 15 s', () => {
    let s = run(
      startedWat(),
      { type: 'continued', now: 0 },
      { type: 'typed', text: 'Courage wins' },
    );
    s = practiceReducer(s, {
      type: 'answerSaved',
      itemId: 'item-0',
      responseText: 'Courage wins',
      timeTaken: null,
      now: 9_000,
    });
    expect(s).toMatchObject({ currentIndex: 1, completedCount: 1, draft: '' });
    expect(currentItem(s)?.id).toBe('item-1');
    expect(timeLeft(s.timer, 9_000)).toBe(15_000);
    expect(timeLeft(s.timer, 10_000)).toBe(14_000);
  });

  it('WAT: a reply for an item already passed is ignored', () => {
    const s = run(startedWat(), { type: 'continued', now: 0 });
    const once = practiceReducer(s, {
      type: 'answerSaved',
      itemId: 'item-0',
      responseText: null,
      timeTaken: null,
      now: 1,
    });
    const twice = practiceReducer(once, {
      type: 'answerSaved',
      itemId: 'item-0',
      responseText: null,
      timeTaken: null,
      now: 2,
    });
    expect(twice).toBe(once);
  });

  it('the last answer completes the test and stops the clock', () => {
    let s = run(startedWat(2), { type: 'continued', now: 0 });
    s = practiceReducer(s, {
      type: 'answerSaved',
      itemId: 'item-0',
      responseText: 'a',
      timeTaken: null,
      now: 1_000,
    });
    s = practiceReducer(s, {
      type: 'answerSaved',
      itemId: 'item-1',
      responseText: null,
      timeTaken: null,
      now: 2_000,
    });
    expect(isComplete(s)).toBe(true);
    expect(practicePhase(s)).toBe('complete');
    expect(s).toMatchObject({ isActive: false, endedBy: 'all', completedCount: 2 });
    expect(writtenCount(s)).toBe(1);
  });

  it('SRT: one total clock of 15 s × count; time taken is per situation', () => {
    let s = run(startedSrt(2), { type: 'continued', now: 0 });
    expect(timeLeft(s.timer, 0)).toBe(30_000);
    expect(timeTakenSeconds(s, 12_400)).toBe(12);
    s = practiceReducer(s, {
      type: 'answerSaved',
      itemId: 'item-0',
      responseText: 'I would help.',
      timeTaken: 12,
      now: 12_400,
    });
    // The clock keeps running across situations.
    expect(timeLeft(s.timer, 12_400)).toBe(17_600);
    expect(timeTakenSeconds(s, 20_400)).toBe(8);
  });
});

describe('practice reducer: pause and resume', () => {
  it('pausing stops the clock and paused time does not count', () => {
    let s = run(startedWat(), { type: 'continued', now: 0 });
    s = practiceReducer(s, { type: 'paused', reason: 'fullscreen', now: 5_000 });
    expect(s).toMatchObject({ isPaused: true, pauseReason: 'fullscreen' });
    expect(timeLeft(s.timer, 500_000)).toBe(10_000);
    s = practiceReducer(s, { type: 'resumed', now: 500_000 });
    expect(s).toMatchObject({ isPaused: false, pauseReason: null });
    expect(timeLeft(s.timer, 503_000)).toBe(7_000);
  });

  it('a second pause keeps the first reason; pausing before the test is active does nothing', () => {
    const active = run(startedWat(), { type: 'continued', now: 0 });
    const paused = run(
      active,
      { type: 'paused', reason: 'hidden', now: 1 },
      { type: 'paused', reason: 'button', now: 2 },
    );
    expect(paused.pauseReason).toBe('hidden');
    const instructions = startedWat();
    expect(practiceReducer(instructions, { type: 'paused', reason: 'button', now: 1 })).toBe(
      instructions,
    );
  });

  it('an answer saved while paused gives the next word a fresh, stopped clock', () => {
    let s = run(
      startedWat(),
      { type: 'continued', now: 0 },
      { type: 'paused', reason: 'button', now: 3_000 },
    );
    s = practiceReducer(s, {
      type: 'answerSaved',
      itemId: 'item-0',
      responseText: 'x',
      timeTaken: null,
      now: 4_000,
    });
    expect(timeLeft(s.timer, 60_000)).toBe(15_000);
    s = practiceReducer(s, { type: 'resumed', now: 60_000 });
    expect(timeLeft(s.timer, 61_000)).toBe(14_000);
  });

  it('resuming when the instructions were never shown shows them first', () => {
    const odd: PracticeState = {
      ...startedWat(),
      isActive: true,
      isPaused: true,
      pauseReason: 'reload',
    };
    const s = practiceReducer(odd, { type: 'resumed', now: 1_000 });
    expect(practicePhase(s)).toBe('instructions');
    expect(timeLeft(s.timer, 50_000)).toBe(15_000);
    expect(timeLeft(practiceReducer(s, { type: 'continued', now: 50_000 }).timer, 51_000)).toBe(
      14_000,
    );
  });
});

describe('practice reducer: reaching zero and finishing early', () => {
  it('finish records every remaining item as not attempted', () => {
    let s = run(startedSrt(3), { type: 'continued', now: 0 });
    s = practiceReducer(s, {
      type: 'answerSaved',
      itemId: 'item-0',
      responseText: 'Act.',
      timeTaken: 10,
      now: 10_000,
    });
    s = practiceReducer(s, { type: 'finished', reason: 'time', now: 45_000 });
    expect(s.responses).toEqual([
      { itemId: 'item-0', responseText: 'Act.', timeTaken: 10 },
      { itemId: 'item-1', responseText: null, timeTaken: null, notAttempted: true },
      { itemId: 'item-2', responseText: null, timeTaken: null, notAttempted: true },
    ]);
    expect(s).toMatchObject({ completedCount: 3, isActive: false, endedBy: 'time' });
    expect(timeLeft(s.timer, 45_000)).toBe(0);
  });

  it('finish early keeps the time left and ends the test; finishing twice changes nothing', () => {
    let s = run(startedWat(3), { type: 'continued', now: 0 });
    s = practiceReducer(s, {
      type: 'answerSaved',
      itemId: 'item-0',
      responseText: 'x',
      timeTaken: null,
      now: 2_000,
    });
    const finished = practiceReducer(s, { type: 'finished', reason: 'early', now: 5_000 });
    expect(finished).toMatchObject({ endedBy: 'early', completedCount: 3, isPaused: false });
    expect(finished.responses.filter((r) => r.responseText === null)).toHaveLength(2);
    expect(practiceReducer(finished, { type: 'finished', reason: 'time', now: 6_000 })).toBe(
      finished,
    );
  });

  it('practice again resets to the setup screen', () => {
    const s = run(
      startedWat(1),
      { type: 'continued', now: 0 },
      { type: 'finished', reason: 'early', now: 1 },
    );
    expect(practiceReducer(s, { type: 'reset' })).toEqual(initialPracticeState('wat'));
  });
});

describe('practice state: restore after reload', () => {
  it('a running test comes back paused with the time it had left', () => {
    let s = run(startedWat(), { type: 'continued', now: 0 }, { type: 'typed', text: 'half a sen' });
    s = restoredState(s, 6_000);
    expect(s).toMatchObject({
      isPaused: true,
      pauseReason: 'reload',
      draft: 'half a sen',
      isActive: true,
    });
    expect(timeLeft(s.timer, 90_000)).toBe(9_000);
  });

  it('round-trips through localStorage, remaining time included', () => {
    localStorage.clear();
    let s = run(
      startedSrt(2),
      { type: 'continued', now: 0 },
      { type: 'typed', text: 'I would call for help.' },
    );
    s = practiceReducer(s, { type: 'paused', reason: 'button', now: 7_000 });
    writePracticeState('user-1', s);
    expect(readPracticeState('user-1', 'srt')).toEqual(s);
    expect(readPracticeState('user-2', 'srt')).toBeNull();
    expect(readPracticeState('user-1', 'wat')).toBeNull();
    writePracticeState('user-1', practiceReducer(s, { type: 'reset' }));
    expect(readPracticeState('user-1', 'srt')).toBeNull();
  });

  it('ignores corrupted storage', () => {
    localStorage.setItem('ssb-prep:practice:wat:user-1', '{not json');
    expect(readPracticeState('user-1', 'wat')).toBeNull();
    localStorage.setItem(
      'ssb-prep:practice:wat:user-1',
      JSON.stringify({ version: 1, state: { testType: 'wat' } }),
    );
    expect(readPracticeState('user-1', 'wat')).toBeNull();
  });

  it('takes in an answer the server stored just before the reload', () => {
    const s = restoredState(
      run(startedWat(3), { type: 'continued', now: 0 }, { type: 'typed', text: 'abc' }),
      4_000,
    );
    const server = session('wat', 3, {
      responses: [
        {
          id: 'r0',
          itemId: 'item-0',
          position: 0,
          responseText: 'abc',
          timeTaken: null,
          createdAt: '2026-01-01T00:00:00Z',
        },
      ],
    });
    const synced = practiceReducer(s, { type: 'synced', session: server, now: 5_000 });
    expect(synced).toMatchObject({ completedCount: 1, currentIndex: 1, draft: '', isPaused: true });
    expect(timeLeft(synced.timer, 99_000)).toBe(15_000);
    // Nothing new on the server: the restored state stands.
    expect(practiceReducer(s, { type: 'synced', session: session('wat', 3), now: 5_000 })).toBe(s);
  });

  it('a late reply from the server never takes back answers given since', () => {
    let s = run(startedWat(3), { type: 'continued', now: 0 });
    s = practiceReducer(s, {
      type: 'answerSaved',
      itemId: 'item-0',
      responseText: 'a',
      timeTaken: null,
      now: 1_000,
    });
    s = practiceReducer(s, {
      type: 'answerSaved',
      itemId: 'item-1',
      responseText: 'b',
      timeTaken: null,
      now: 2_000,
    });
    expect(practiceReducer(s, { type: 'synced', session: session('wat', 3), now: 3_000 })).toBe(s);
  });

  it('a session the server already closed or submitted ends the local one', () => {
    const s = restoredState(run(startedSrt(2), { type: 'continued', now: 0 }), 1_000);
    const finished = session('srt', 2, {
      status: 'completed',
      responses: [0, 1].map((i) => ({
        id: `r${i}`,
        itemId: `item-${i}`,
        position: i,
        responseText: null,
        timeTaken: null,
        createdAt: '2026-01-01T00:00:00Z',
      })),
    });
    expect(isComplete(practiceReducer(s, { type: 'synced', session: finished, now: 2_000 }))).toBe(
      true,
    );
    const submitted = practiceReducer(s, {
      type: 'synced',
      session: { ...finished, status: 'submitted' },
      now: 2_000,
    });
    expect(submitted).toEqual(initialPracticeState('srt'));
  });
});
