import { describe, expect, it } from 'vitest';
import { DRILLS } from '@/shared/progress';
import { PICTURE_RULES, PRACTICE_RULES } from '@/shared/practice-rules';
import type { OlqKey } from '@/shared/olqs';
import { computeProgress, type HistoryEvaluation, type HistoryItem } from './progress.calc';
import { appearsIn, quotesFor } from './progress.quotes';

const NOW = new Date('2026-11-26T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);
let n = 0;

function item(over: Partial<HistoryItem> = {}): HistoryItem {
  return {
    score: 4,
    strengths: [],
    olqsShown: [],
    olqsLacking: [],
    responseText: 'I volunteered to clean the park with my friends.',
    ...over,
  };
}

function ev(ageDays: number, items: HistoryItem[], over: Partial<HistoryEvaluation> = {}) {
  return {
    id: `ev-${++n}`,
    testType: 'wat',
    status: 'done',
    overallScore: 3,
    createdAt: daysAgo(ageDays),
    items,
    ...over,
  } satisfies HistoryEvaluation as HistoryEvaluation;
}

const shows = (key: OlqKey, over: Partial<HistoryItem> = {}) => item({ olqsShown: [key], ...over });
const lacks = (key: OlqKey, over: Partial<HistoryItem> = {}) =>
  item({ score: 2, olqsLacking: [key], ...over });
const quality = (r: ReturnType<typeof computeProgress>, key: OlqKey) =>
  r.qualities.find((q) => q.key === key)!;

describe('progress profile', () => {
  it('an empty history has no levels, no drills, zero counts and an empty calendar', () => {
    const r = computeProgress([], NOW, 'UTC');
    expect(r.qualities).toHaveLength(15);
    expect(r.factors.map((f) => f.factor)).toEqual([
      'Planning & organising',
      'Social adjustment',
      'Social effectiveness',
      'Dynamic',
    ]);
    expect(r.qualities.every((q) => q.level === null && q.thin && q.quotes.length === 0)).toBe(
      true,
    );
    expect(r.factors.every((f) => f.level === null)).toBe(true);
    expect(r.practiseNext).toEqual([]);
    expect(r.counts).toEqual({ ppdt: 0, tat: 0, wat: 0, srt: 0 });
    expect(r.trend).toEqual([]);
    expect(r.answersAssessed).toBe(0);
    expect(r.calendar).toEqual({ from: '2026-05-01', days: [] });
    expect(r.today).toBe('2026-11-26');
  });

  it('weighs recent answers more: three recent lacks outweigh one old strong showing', () => {
    // 120 days old: weight 1/16; today: weight 1 each.
    const history = [
      ev(120, [shows('courage', { score: 5 })]),
      ev(0, [lacks('courage'), lacks('courage'), lacks('courage')]),
      // Reversed: one old lack, three recent showings.
      ev(120, [lacks('initiative')]),
      ev(1, [shows('initiative'), shows('initiative'), shows('initiative')]),
    ];
    const r = computeProgress(history, NOW, 'UTC');
    const courage = quality(r, 'courage');
    expect(courage.shown).toBe(1);
    expect(courage.lacking).toBe(3);
    // Unweighted it would be 0.25; with the half-life 1/16 / (1/16 + 3) ≈ 0.02.
    expect(courage.level).toBeCloseTo(0.0625 / 3.0625, 3);
    expect(quality(r, 'initiative').level).toBeGreaterThan(0.95);
    expect(r.practiseNext[0].quality).toBe('courage');
  });

  it('factor level is the mean of its qualities that have a level', () => {
    const r = computeProgress(
      [ev(0, [shows('determination'), lacks('courage'), shows('courage')])],
      NOW,
      'UTC',
    );
    // Dynamic: determination 1, courage 0.5, stamina null → 0.75.
    expect(r.factors.find((f) => f.factor === 'Dynamic')!.level).toBe(0.75);
    expect(r.factors.find((f) => f.factor === 'Social adjustment')!.level).toBeNull();
  });

  it('marks thin evidence and needs enough evidence to suggest a drill', () => {
    const r = computeProgress(
      [
        ev(0, [lacks('stamina'), lacks('stamina')]), // level 0 but only 2 answers
        ev(0, [shows('cooperation'), shows('cooperation'), lacks('cooperation')]),
        ev(0, [shows('liveliness'), shows('liveliness'), shows('liveliness')]),
      ],
      NOW,
      'UTC',
    );
    expect(quality(r, 'stamina')).toMatchObject({ level: 0, shown: 0, lacking: 2, thin: true });
    expect(quality(r, 'cooperation')).toMatchObject({ shown: 2, thin: true });
    expect(quality(r, 'liveliness')).toMatchObject({ shown: 3, thin: false, level: 1 });
    expect(r.practiseNext.map((p) => p.quality)).toEqual(['cooperation', 'liveliness']);
    expect(r.practiseNext[0]).toMatchObject({
      evidence: 3,
      drill: DRILLS.cooperation,
    });
  });

  it('breaks ties by more evidence, then by the order of the qualities', () => {
    const r = computeProgress(
      [
        ev(0, [lacks('courage'), lacks('courage'), lacks('courage')]),
        ev(0, [lacks('stamina'), lacks('stamina'), lacks('stamina'), lacks('stamina')]),
        ev(0, [lacks('initiative'), lacks('initiative'), lacks('initiative')]),
      ],
      NOW,
      'UTC',
    );
    // All at level 0: stamina has 4 answers; initiative comes before courage in olqs.ts.
    expect(r.practiseNext.map((p) => [p.quality, p.evidence])).toEqual([
      ['stamina', 4],
      ['initiative', 3],
    ]);
  });

  it('never counts a floored answer as showing a quality', () => {
    const r = computeProgress(
      [
        ev(0, [
          shows('courage', {
            score: 2,
            strengths: ["Courage: 'volunteered to clean the park'"],
          }),
        ]),
      ],
      NOW,
      'UTC',
    );
    expect(quality(r, 'courage')).toMatchObject({ shown: 0, lacking: 0, level: null });
    expect(quality(r, 'courage').quotes).toEqual([]);
  });

  it('keeps only quotes that appear in the answer, strongest first, no duplicates', () => {
    const answer = 'I  Volunteered to clean the park, and I led my friends there every Sunday.';
    const r = computeProgress(
      [
        ev(10, [
          shows('initiative', {
            score: 5,
            responseText: answer,
            strengths: [
              "Initiative: 'volunteered to clean the park'",
              'Initiative: "organised a blood donation camp"', // not in the answer
            ],
          }),
        ]),
        ev(1, [
          shows('initiative', {
            score: 4,
            responseText: answer,
            strengths: [
              'Shows initiative in “I led my friends there”',
              "Initiative: 'volunteered to clean the park'",
            ],
          }),
        ]),
        ev(0, [
          shows('initiative', {
            score: 3,
            responseText: 'Started a reading club in my village.',
            strengths: ["Initiative: 'Started a reading club'"],
          }),
        ]),
        ev(3, [
          shows('initiative', {
            score: 3,
            responseText: 'Planned the trip.',
            strengths: ["Initiative: 'Planned the trip'"],
          }),
        ]),
      ],
      NOW,
      'UTC',
    );
    const quotes = quality(r, 'initiative').quotes;
    expect(quotes.map((q) => q.text)).toEqual([
      'volunteered to clean the park',
      'I led my friends there',
      // Two answers scored 3: the newer one wins the last place.
      'Started a reading club',
    ]);
    expect(quotes[0]).toMatchObject({ score: 5, testType: 'wat' });
    expect(quotes.some((q) => q.text.includes('blood donation'))).toBe(false);
  });

  it('matches clipped and curly quotes, and only for the quality the strength names', () => {
    const answer =
      'When the boat tipped over I didn’t panic, I swam to the bank and pulled my cousin out by his collar.';
    expect(appearsIn("I didn't panic, I swam to the bank and pulled my …", answer)).toBe(true);
    expect(appearsIn('boat tipped … pulled my cousin', answer)).toBe(true);
    expect(appearsIn('pulled my cousin … boat tipped', answer)).toBe(false);
    expect(appearsIn('…', answer)).toBe(false);
    const strengths = [
      "Courage: 'I didn't panic, I swam to the bank and pulled my …'",
      "Self-confidence: 'swam to the bank'",
    ];
    expect(quotesFor('courage', strengths, answer)).toEqual([
      "I didn't panic, I swam to the bank and pulled my …",
    ]);
    expect(quotesFor('self_confidence', strengths, answer)).toEqual(['swam to the bank']);
    expect(quotesFor('initiative', strengths, answer)).toEqual([]);
    expect(quotesFor('courage', strengths, null)).toEqual([]);
  });

  it('trend holds done evaluations with a score, oldest first; counts hold every status', () => {
    const r = computeProgress(
      [
        ev(1, [], { testType: 'srt', overallScore: 3.44 }),
        ev(5, [], { testType: 'wat', overallScore: 2 }),
        ev(0, [], { testType: 'ppdt', status: 'failed', overallScore: null }),
        ev(0, [], { testType: 'tat', status: 'queued', overallScore: null }),
      ],
      NOW,
      'UTC',
    );
    expect(r.trend.map((p) => [p.testType, p.score])).toEqual([
      ['wat', 2],
      ['srt', 3.4],
    ]);
    expect(r.counts).toEqual({ ppdt: 1, tat: 1, wat: 1, srt: 1 });
  });

  it('puts calendar days in the user’s time zone (Asia/Kolkata vs UTC)', () => {
    const history = [
      ev(0, [], { createdAt: new Date('2026-11-21T20:00:00Z') }), // 01:30 on the 22nd in India
      ev(0, [], { createdAt: new Date('2026-11-21T10:00:00Z') }),
      ev(0, [], { createdAt: new Date('2026-04-30T20:00:00Z') }), // 1 May in India
      ev(0, [], { createdAt: new Date('2026-04-29T10:00:00Z') }), // before the calendar
    ];
    const india = computeProgress(history, NOW, 'Asia/Kolkata');
    expect(india.calendar).toEqual({
      from: '2026-05-01',
      days: [
        { date: '2026-05-01', count: 1 },
        { date: '2026-11-21', count: 1 },
        { date: '2026-11-22', count: 1 },
      ],
    });
    const utc = computeProgress(history, NOW, 'UTC');
    expect(utc.calendar.days).toEqual([{ date: '2026-11-21', count: 2 }]);
    // Late evening UTC on the 26th is already the 27th in India.
    expect(computeProgress([], new Date('2026-11-26T20:00:00Z'), 'Asia/Kolkata').today).toBe(
      '2026-11-27',
    );
    expect(computeProgress([], new Date('2026-02-10T00:00:00Z'), 'UTC').calendar.from).toBe(
      '2025-08-01',
    );
  });
});

describe('drills', () => {
  it('map every quality to a practice any user who can take that test can start', () => {
    expect(Object.keys(DRILLS)).toHaveLength(15);
    for (const [key, d] of Object.entries(DRILLS)) {
      expect(d.why.length, key).toBeGreaterThan(20);
      if (d.testType === 'wat' || d.testType === 'srt') {
        expect(d.count, key).toBeGreaterThanOrEqual(1);
        expect(d.count, key).toBeLessThanOrEqual(PRACTICE_RULES[d.testType].freeMax);
        expect(d.tag, key).toBe(key);
      } else {
        // TAT needs a paid plan: no drill sends a free user there.
        expect(d.testType, key).toBe('ppdt');
        expect(d.count, key).toBe(PICTURE_RULES.ppdt.count);
      }
    }
    expect(DRILLS.speed_of_decision).toMatchObject({ testType: 'srt', count: 10 });
    expect(DRILLS.organising_ability).toMatchObject({ testType: 'ppdt', ssbTimings: true });
  });
});
