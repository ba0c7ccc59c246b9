import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assessItem, judge, type AssessTestType } from '../rubric/assess';
import { FLOOR_LINE, finalScore } from './floor';
import { isAntisocialPattern, loadModel } from './learned';

const corpus = path.resolve(__dirname, '../../../../../assessment/corpus');

interface CorpusItem {
  id: string;
  word?: string;
  situation?: string;
  test?: string;
  picture?: string;
  response?: string | null;
  story?: string | null;
}

/** Every corpus item whose writer pattern is antisocial (aggression, dishonesty, giving up, fear…). */
function antisocialItems(): { type: AssessTestType; item: CorpusItem; pattern: string }[] {
  const out: { type: AssessTestType; item: CorpusItem; pattern: string }[] = [];
  for (const group of ['wat', 'srt', 'story'] as const) {
    const file = path.join(corpus, `${group}.json`);
    const writerFile = path.join(corpus, 'writer', `${group}.json`);
    if (!existsSync(file) || !existsSync(writerFile)) continue;
    const writer = new Map(
      (JSON.parse(readFileSync(writerFile, 'utf8')) as { id: string; pattern: string }[]).map(
        (w) => [w.id, w.pattern],
      ),
    );
    for (const item of JSON.parse(readFileSync(file, 'utf8')) as CorpusItem[]) {
      const pattern = writer.get(item.id);
      if (!pattern || !isAntisocialPattern(pattern)) continue;
      const type: AssessTestType =
        group === 'story' ? (item.test?.toLowerCase() === 'ppdt' ? 'ppdt' : 'tat') : group;
      out.push({ type, item, pattern });
    }
  }
  return out;
}

/** Corpus items with the writers' intended grade (the stand-in label; enough for a bound). */
function corpusItems(): { type: AssessTestType; item: CorpusItem; grade: number }[] {
  return (['wat', 'srt'] as const).flatMap((group) => {
    const items = JSON.parse(
      readFileSync(path.join(corpus, `${group}.json`), 'utf8'),
    ) as CorpusItem[];
    const writer = new Map(
      (
        JSON.parse(readFileSync(path.join(corpus, 'writer', `${group}.json`), 'utf8')) as {
          id: string;
          intended: number;
        }[]
      ).map((w) => [w.id, w.intended]),
    );
    return items.map((item) => ({ type: group, item, grade: writer.get(item.id) ?? 0 }));
  });
}

function assess(type: AssessTestType, item: CorpusItem) {
  const stimulus = item.word ?? item.situation ?? item.picture ?? '';
  return assessItem(type, {
    stimulus,
    response: item.response ?? item.story ?? null,
    pictureDescription: item.picture,
  });
}

describe('writer patterns the safety floor covers', () => {
  it('reads antisocial patterns however they are spelt, and never a trap or a positive pattern', () => {
    for (const p of [
      'cap1_giving_up/hard',
      'dishonest-unlawful',
      'cap1_bribe',
      'unresolved-fear',
      'safety_unresolved_fear',
      'safety_unresolved_anxiety',
      'safety_friendly_rule_bending',
    ])
      expect(isAntisocialPattern(p)).toBe(true);
    for (const p of [
      'trap_fear_word_constructive',
      'trap_steal_word',
      'pos5_own_action',
      'fear_word_constructive_resolved',
      'fear_turned_own_action',
      'fear_managed_safety_closure',
      'safety_first_with_closure',
    ])
      expect(isAntisocialPattern(p)).toBe(false);
  });
});

describe('learned assessor', () => {
  it('ships a trained model for every test group', () => {
    const model = loadModel();
    expect(model?.version).toMatch(/^learned-v22/);
    expect(Object.keys(model?.groups ?? {}).sort()).toEqual(['srt', 'story', 'wat']);
  });

  it('the safety floor holds on every antisocial item in the corpus, with no strength quoted', () => {
    const items = antisocialItems();
    expect(items.length, 'the corpus in assessment/corpus is needed').toBeGreaterThan(100);
    const broken = items
      .map(({ type, item, pattern }) => ({ id: item.id, pattern, a: assess(type, item) }))
      .filter(({ a }) => a.score > 2 || a.strengths.length > 0 || a.olqsShown.length > 0)
      .map(({ id, pattern, a }) => `${id} (${pattern}) scored ${a.score}`);
    expect(broken).toEqual([]);
  });

  it('a mildly worded unlawful act is held at 2 or below and the feedback says why', () => {
    const a = assessItem('srt', {
      stimulus: 'His neighbour’s scooter blocks his gate every morning and he is late for college.',
      response: 'Quietly let the air out of his tyres one night so he learns to park properly.',
    });
    expect(a.score).toBeLessThanOrEqual(2);
    expect(a.strengths).toEqual([]);
    expect(a.cap).not.toBeNull();
    if (a.cap === 'safety_floor') expect(a.improvements).toContain(FLOOR_LINE);
  });

  it('the floor overrules a model that rates an antisocial answer 5, and the feedback says why', () => {
    const response = 'Slapped the boy who teased my sister, he will not try again.';
    const j = judge('wat', { stimulus: 'Sister', response }, {});
    const fooled = {
      expected: 4.8,
      floorP: 0.95,
      floorThreshold: 0.5,
      floorSure: 0.9,
      floorGate: 3.5,
      floorTo: 2,
      hardCaps: [],
    };
    const out = finalScore({ ...j, caps: [] }, response, fooled);
    expect(out.scored.score).toBe(2);
    expect(out.lowered).toBe(true);
    expect(out.scored.deciding?.name).toBe('safety_floor');
    expect(out.scored.deciding?.quote).toBeTruthy();
    expect(out.judgement.olqs).toEqual([]);
    expect(FLOOR_LINE).toMatch(/cannot score above 2/);
  });

  it('a floor probability under the thresholds leaves a good answer alone', () => {
    const response = 'Cleared the blocked drain in our lane so that nobody slipped.';
    const j = judge('wat', { stimulus: 'Rain', response }, {});
    const calm = {
      expected: 4.6,
      floorP: 0.3,
      floorThreshold: 0.5,
      floorSure: 0.9,
      floorGate: 3.5,
      floorTo: 2,
      hardCaps: [],
    };
    const out = finalScore({ ...j, caps: [] }, response, calm);
    expect(out.scored.score).toBe(5);
    expect(out.floor).toBeNull();
  });

  it('blank and stimulus-only answers stay at 1 whatever the model says (hard caps)', () => {
    expect(assessItem('wat', { stimulus: 'Courage', response: '' }).score).toBe(1);
    expect(assessItem('wat', { stimulus: 'Courage', response: 'Courage' }).score).toBe(1);
    expect(assessItem('srt', { stimulus: 'He sees a fire.', response: null }).score).toBe(1);
  });

  it('the floor withholds few good answers: under 12% of corpus answers graded 4 or 5', () => {
    // A known weakness (README): the classifier also fires on some constructive answers that
    // carry fear or force words; this bounds it so a regression shows.
    const good = corpusItems().filter(({ grade }) => grade >= 4);
    expect(good.length).toBeGreaterThan(300);
    const floored = good.filter(({ type, item }) => assess(type, item).cap === 'safety_floor');
    expect(floored.length / good.length).toBeLessThan(0.12);
  });

  it('improved answers are never repeated across 20 different inputs', () => {
    const inputs: [string, string][] = [
      ['Rain', 'Cleared the blocked drain in our lane so nobody slipped.'],
      ['Elders', 'Youngsters should always respect their elders.'],
      ['Exam', 'I panic before every exam and forget answers.'],
      ['Friend', 'Helped a new friend in hostel settle in.'],
      ['Health', 'Health is wealth.'],
      ['Discipline', 'Students must follow discipline.'],
      ['Music', 'Played guitar with friends last Sunday.'],
      ['Border', 'Soldiers guard the border day and night.'],
      ['Money', 'Found a purse on the bus and kept the cash.'],
      ['Rival', 'Told my cousins to sort out the boy from the other college.'],
      ['Failure', 'Failed once, nothing works for me.'],
      ['Team', 'Our kabaddi team practised at 6 am daily for the zonal match.'],
      ['Mother', 'Mummy runs the house and a tailoring shop.'],
      ['Night', 'Studied late at night for boards.'],
      ['Leader', 'A leader is a person who leads others.'],
      ['Dark', 'Afraid of the dark since childhood.'],
      ['River', 'Taught my younger cousin to swim in the village river.'],
      ['Book', 'Read a book.'],
      ['Cheat', 'Everyone copies in the exam so I also copied.'],
      ['Hospital', 'Donated blood at the district hospital camp with my NCC unit.'],
    ];
    const improved = inputs.flatMap(
      ([stimulus, response]) => assessItem('wat', { stimulus, response }).improved,
    );
    expect(improved).toHaveLength(40);
    expect(new Set(improved).size).toBe(40);
  });
});
