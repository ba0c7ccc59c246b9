import { describe, expect, it } from 'vitest';
import { itemAssessmentSchema, sessionAssessmentSchema } from '@/shared/schemas/assessment';
import { assessItem, assessSession, type AssessItemInput, type AssessTestType } from './assess';
import { compose } from './compose';
import { sameStem } from './fields';
import type { Judgement } from './types';

const WAT: AssessItemInput[] = [
  { stimulus: 'Rain', response: 'Cleared the blocked drain in our lane so that nobody slipped.' },
  { stimulus: 'Elders', response: 'Youngsters should always respect their elders.' },
  { stimulus: 'Exam', response: 'I panic before every exam and forget answers.' },
  { stimulus: 'Friend', response: 'Helped a new friend in the hostel settle into college life.' },
  { stimulus: 'Health', response: 'Health is wealth for every student.' },
  { stimulus: 'Discipline', response: 'Students must follow discipline.' },
  { stimulus: 'Music', response: 'Played the guitar with friends last Sunday.' },
  { stimulus: 'Border', response: 'Soldiers guard the border day and night.' },
  { stimulus: 'Plan', response: '' },
  { stimulus: 'Morning', response: 'Jogged every morning with my father before college.' },
];

const SRT: AssessItemInput[] = [
  {
    stimulus: 'His friend falls into a well and he cannot swim.',
    response:
      'Shouted for help, threw a rope to him and pulled him out with two passers-by, then took him to a doctor.',
  },
  { stimulus: 'He misses the last bus back to his hostel.', response: 'Booked a cab.' },
];

const STORY = {
  stimulus: 'A young man repairs a bicycle by the roadside while a schoolgirl waits.',
  pictureDescription: 'A young man repairs a bicycle by the roadside while a schoolgirl waits.',
  response:
    'Rahul, 21, had been teaching cycle repair at the village youth club since his first year of college. One evening he saw a schoolgirl pushing her bicycle with a broken chain, ' +
    'worried that she would miss her tuition. Rahul stopped, borrowed a stone and a nail from a tea stall, fixed the chain link and tightened the brake. ' +
    'He then rode behind her to the tuition centre. The next week he started a Sunday repair class for the school children. Within a month ten of them could fix their own bicycles.',
};

function judgement(over: Partial<Judgement>): Judgement {
  return {
    testType: 'wat',
    base: 5,
    criteria: [],
    caps: [],
    words: 8,
    wordLimit: 15,
    olqs: [],
    wanted: [],
    blank: false,
    ...over,
  };
}

describe('composition (RUBRIC §1)', () => {
  it('keeps the lowest cap, then applies the length step, never below 1', () => {
    const caps = [
      { name: 'cliche', level: 3 as const, why: '', fix: '' },
      { name: 'preaching', level: 2 as const, why: '', fix: '' },
    ];
    expect(compose(judgement({ caps })).score).toBe(2);
    expect(compose(judgement({ caps })).deciding?.name).toBe('preaching');
    expect(compose(judgement({ words: 20 })).score).toBe(4);
    expect(
      compose(
        judgement({ caps: [{ name: 'negative_affect', level: 1, why: '', fix: '' }], words: 20 }),
      ).score,
    ).toBe(1);
  });

  it('a cap above the base does not decide', () => {
    const r = compose(
      judgement({ base: 3, caps: [{ name: 'moral', level: 4, why: '', fix: '' }] }),
    );
    expect(r).toMatchObject({ score: 3, deciding: null });
  });

  it('blank answers score 1', () => {
    expect(
      compose(judgement({ blank: true, caps: [{ name: 'blank', level: 1, why: '', fix: '' }] }))
        .score,
    ).toBe(1);
  });
});

describe('assessItem', () => {
  const all: [AssessTestType, AssessItemInput][] = [
    ...WAT.map((x) => ['wat', x] as [AssessTestType, AssessItemInput]),
    ...SRT.map((x) => ['srt', x] as [AssessTestType, AssessItemInput]),
    ['tat', STORY],
    ['ppdt', STORY],
  ];

  it('returns the shared item shape', () => {
    for (const [type, item] of all)
      expect(() => itemAssessmentSchema.parse(assessItem(type, item))).not.toThrow();
  });

  it('is deterministic', () => {
    for (const [type, item] of all) expect(assessItem(type, item)).toEqual(assessItem(type, item));
  });

  it('every strength names an OLQ and quotes words from the answer', () => {
    for (const [type, item] of all) {
      for (const strength of assessItem(type, item).strengths) {
        const m = /^[A-Z][\w -]+: '(.+)'$/.exec(strength);
        expect(m, strength).not.toBeNull();
        const quote = m![1].replace(/ …$/, '');
        expect(item.response, strength).toContain(quote);
      }
    }
  });

  it('the deciding cap comes first in the improvements, quoting the offending words', () => {
    const a = assessItem('wat', {
      stimulus: 'Elders',
      response: 'Youngsters should always respect their elders.',
    });
    expect(a.cap).toBe('preaching');
    expect(a.improvements[0]).toMatch(/^Preaching: 'should always respect/);
    expect(a.improvements[1]).toMatch(/^(Concrete quality|Own action):/);
    expect(a.analysis.split(/(?<=[.!?])\s+(?=[A-Z])/).length).toBeLessThanOrEqual(3);
  });

  it('WAT improved answers differ from the input, keep the stimulus, fit 4–12 words and carry no cliché', () => {
    for (const item of WAT) {
      const a = assessItem('wat', item);
      for (const better of a.improved) {
        expect(better).not.toBe(item.response);
        const words = better.split(/\s+/);
        expect(words.length, better).toBeGreaterThanOrEqual(4);
        expect(words.length, better).toBeLessThanOrEqual(12);
        expect(
          words.some((w) => sameStem(w.replace(/[^a-z-]/gi, ''), item.stimulus)),
          better,
        ).toBe(true);
        expect(assessItem('wat', { stimulus: item.stimulus, response: better }).cap).not.toBe(
          'cliche',
        );
      }
    }
  });

  it('a preaching WAT answer is rewritten as an action taken', () => {
    const [first] = assessItem('wat', {
      stimulus: 'Elders',
      response: 'Youngsters should always respect their elders.',
    }).improved;
    expect(first).not.toMatch(/\bshould\b/);
    expect(first.toLowerCase()).toContain('elders');
  });

  it('SRT improved answers add what was missing, mention the situation and stay within 45 words', () => {
    const item = SRT[1];
    const a = assessItem('srt', item);
    for (const better of a.improved) {
      expect(better).not.toBe(item.response);
      expect(better.split(/\s+/).length).toBeLessThanOrEqual(45);
      expect(better.toLowerCase()).toMatch(/cab|hostel|bus/);
    }
    const drowning = assessItem('srt', { stimulus: SRT[0].stimulus, response: null });
    expect(drowning.improved[0]).not.toMatch(/\b(swam|jumped in)\b/i);
    expect(drowning.improved[0]).toMatch(/rope|help/i);
  });

  it('story improved versions keep the hero and the picture, fit 200 words and differ from the input', () => {
    for (const type of ['tat', 'ppdt'] as const) {
      const a = assessItem(type, STORY);
      for (const better of a.improved) {
        expect(better).not.toBe(STORY.response);
        expect(better).toContain('Rahul');
        expect(better.toLowerCase()).toContain('bicycle');
        expect(better.replace(/^Characters:.*\n/, '').split(/\s+/).length).toBeLessThanOrEqual(200);
      }
      if (type === 'ppdt') expect(a.improved[0]).toMatch(/^Characters: \d/);
    }
  });

  it('a blank story is rebuilt from the picture', () => {
    const [first] = assessItem('tat', { ...STORY, response: '' }).improved;
    expect(first.toLowerCase()).toContain('bicycle');
  });
});

describe('assessSession', () => {
  it('reports the mean item score (one decimal) and names repeated patterns with counts', () => {
    const s = assessSession({ testType: 'wat', items: WAT });
    expect(() => sessionAssessmentSchema.parse(s)).not.toThrow();
    const mean = s.items.reduce((sum, x) => sum + x.score, 0) / s.items.length;
    expect(s.overallScore).toBe(Math.round(mean * 10) / 10);
    expect(s.summary).toMatch(/2 of 10 answers preach/);
    expect(s.summary).toMatch(/1 of 10 (was|were) left blank/);
    expect(s.olqProfile).toHaveLength(15);
    const counted = s.olqProfile.find((o) => o.count > 0)!;
    expect(counted.strength).toBeCloseTo(counted.count / 10, 2);
  });

  it('counts the army when it keeps appearing', () => {
    const items = ['Night', 'River', 'Sports'].map((w) => ({
      stimulus: w,
      response: `The army trains soldiers hard for the ${w.toLowerCase()}.`,
    }));
    expect(assessSession({ testType: 'wat', items }).summary).toMatch(
      /army or war appears in 3 answers/,
    );
  });

  it('an empty attempt scores 0 and an all-blank one 1 (blank answers score 1)', () => {
    expect(assessSession({ testType: 'srt', items: [] }).overallScore).toBe(0);
    expect(
      assessSession({ testType: 'srt', items: [{ stimulus: SRT[1].stimulus, response: null }] })
        .overallScore,
    ).toBe(1);
  });

  it('is deterministic: the same attempt scores the same twice', () => {
    expect(assessSession({ testType: 'wat', items: WAT })).toEqual(
      assessSession({ testType: 'wat', items: WAT }),
    );
  });
});
