import type { OlqKey } from '@/shared/olqs';
import type { ProgressResponse, QualityProgress } from '@/shared/progress';
import { buildProgress } from '@/client/test/server';

const ppdt = 'ppdt' as const;

function quality(key: OlqKey, overrides: Partial<QualityProgress> = {}): QualityProgress {
  return { key, level: null, shown: 0, lacking: 0, thin: true, quotes: [], ...overrides };
}

/** A candidate with three weeks of practice: WAT, SRT and one PPDT, and two drills. */
export function fullProgress(): ProgressResponse {
  const base = buildProgress();
  const levels: Partial<Record<OlqKey, Partial<QualityProgress>>> = {
    courage: {
      level: 0.8,
      shown: 5,
      lacking: 1,
      thin: false,
      quotes: [
        {
          text: 'jumped in to pull the boy out',
          evaluationId: 'ev-srt-2',
          testType: 'srt',
          at: '2026-11-20T10:00:00.000Z',
          score: 5,
        },
        {
          text: 'Danger: face it calmly',
          evaluationId: 'ev-wat-3',
          testType: 'wat',
          at: '2026-11-24T10:00:00.000Z',
          score: 4,
        },
      ],
    },
    organising_ability: {
      level: 0.25,
      shown: 2,
      lacking: 4,
      thin: true,
      quotes: [
        {
          text: 'divided the villagers into three teams',
          evaluationId: 'ev-ppdt-1',
          testType: ppdt,
          at: '2026-11-12T06:00:00.000Z',
          score: 3,
        },
      ],
    },
    speed_of_decision: { level: 0.2, shown: 1, lacking: 5, thin: true },
  };
  return {
    ...base,
    counts: { wat: 3, srt: 2, ppdt: 1 } as ProgressResponse['counts'],
    answersAssessed: 42,
    trend: [
      { evaluationId: 'ev-ppdt-1', testType: ppdt, at: '2026-11-12T06:00:00.000Z', score: 2.8 },
      { evaluationId: 'ev-wat-1', testType: 'wat', at: '2026-11-12T09:00:00.000Z', score: 3.1 },
      { evaluationId: 'ev-wat-2', testType: 'wat', at: '2026-11-18T09:00:00.000Z', score: 3.4 },
      { evaluationId: 'ev-srt-1', testType: 'srt', at: '2026-11-18T12:00:00.000Z', score: 2.5 },
      { evaluationId: 'ev-srt-2', testType: 'srt', at: '2026-11-20T10:00:00.000Z', score: 3.0 },
      { evaluationId: 'ev-wat-3', testType: 'wat', at: '2026-11-24T10:00:00.000Z', score: 4.0 },
    ],
    calendar: {
      from: '2026-05-26',
      days: [
        { date: '2026-11-12', count: 2 },
        { date: '2026-11-18', count: 2 },
        { date: '2026-11-20', count: 1 },
        { date: '2026-11-24', count: 1 },
        { date: '2026-11-25', count: 3 },
        { date: '2026-11-26', count: 1 },
      ],
    },
    factors: [
      { factor: 'Planning & organising', level: 0.45 },
      { factor: 'Social adjustment', level: null },
      { factor: 'Social effectiveness', level: 0.3 },
      { factor: 'Dynamic', level: 0.8 },
    ],
    qualities: base.qualities.map((q) => quality(q.key, levels[q.key])),
    practiseNext: [
      {
        quality: 'speed_of_decision',
        level: 0.2,
        evidence: 6,
        drill: {
          testType: 'srt',
          count: 10,
          tag: 'speed_of_decision',
          ssbTimings: true,
          title: 'Start a 10-situation SRT drill',
          why: 'Ten situations on the full clock make you decide and move on.',
        },
      },
      {
        quality: 'organising_ability',
        level: 0.25,
        evidence: 6,
        drill: {
          testType: ppdt,
          count: 1,
          ssbTimings: true,
          title: 'Start a PPDT with SSB timings',
          why: 'A story planned in the real four minutes trains you to organise people and steps.',
        },
      },
    ],
  };
}
