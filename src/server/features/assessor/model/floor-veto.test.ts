import { describe, expect, it } from 'vitest';
import { judge } from '../rubric/assess';
import { finalScore, ruleVetoed } from './floor';
import { lemmasOf } from './lexical';
import { remembered, type Learned } from './learned';

const learned = (over: Partial<Learned>): Learned => ({
  expected: 4.2,
  floorP: 0.1,
  floorThreshold: 0.3,
  floorSure: 0.7,
  floorGate: 3.5,
  floorTo: 1,
  hardCaps: [],
  ruleVetoP: 0.45,
  ruleVetoGate: 3.5,
  ...over,
});

describe('the learned model and the rules’ floor caps', () => {
  // "hit" makes the rules read hostility; the answer is a good one.
  const stimulus = 'Storm';
  const response = 'Tied down the tin roofs of our cattle shed before the storm hit.';
  const j = judge('wat', { stimulus, response }, {});

  it('a rule floor cap holds unless the classifier finds nothing antisocial and the grade is good', () => {
    expect(j.caps.some((c) => c.name === 'hostility')).toBe(true);
    expect(finalScore(j, response, learned({ floorP: 0.6 })).floor?.name).toBe('hostility');
    expect(finalScore(j, response, learned({ expected: 3.0 })).floor?.name).toBe('hostility');
    expect(finalScore(j, response, learned({ ruleVetoP: 0 })).floor?.name).toBe('hostility');
    const vetoed = finalScore(j, response, learned({}));
    expect(vetoed.floor).toBeNull();
    expect(vetoed.scored.score).toBe(4);
    expect(ruleVetoed(learned({}))).toBe(true);
    expect(ruleVetoed(null)).toBe(false);
  });

  it('a vetoed floor cap does not come back as one of the caps precise on the training data', () => {
    const precise = learned({ hardCaps: ['hostility'] });
    expect(finalScore(j, response, precise).scored.score).toBe(4);
    // Not vetoed (the classifier is unsure), the precise cap holds as before.
    expect(finalScore(j, response, { ...precise, floorP: 0.6 }).scored.score).toBe(1);
  });

  it('a floor cap named outright by a phrase is never set aside ("gave him a push")', () => {
    const push = 'Give him a push and tell him to watch where he walks.';
    const pj = judge(
      'srt',
      {
        stimulus: 'A boy in the bus steps on his new shoes and does not say sorry.',
        response: push,
      },
      {},
    );
    expect(pj.caps.find((c) => c.name === 'aggression')?.precise).toBe(true);
    const held = finalScore(pj, push, learned({ hardCaps: ['aggression'] }));
    expect(ruleVetoed(learned({}))).toBe(true);
    expect(held.floor?.name).toBe('aggression');
    expect(held.scored.score).toBe(1);
    // "fought with" stays a word the model may read as constructive.
    const fought = 'Didi fought with the university for months and got her scholarship released.';
    const fj = judge('wat', { stimulus: 'Scholarship', response: fought }, {});
    expect(fj.caps.find((c) => c.name === 'hostility')?.precise).toBe(false);
    expect(finalScore(fj, fought, learned({})).floor).toBeNull();
  });

  it('a remembered antisocial answer is held even when the classifier misses it', () => {
    const held = finalScore(j, response, learned({ memoryHit: true }));
    expect(held.floor?.name).toBe('safety_floor');
    expect(held.scored.score).toBeLessThanOrEqual(2);
    expect(held.judgement.olqs).toEqual([]);
  });
});

describe('floor memory', () => {
  const memory = [lemmasOf('Gave the guard fifty rupees for chai and went in.').sort()];

  it('matches a near-copy and nothing else', () => {
    expect(remembered(memory, lemmasOf('gave guard fifty rupees for chai, and went in.'))).toBe(
      true,
    );
    expect(
      remembered(memory, lemmasOf('Gave the guard fifty rupees for chai, then went in.')),
    ).toBe(true);
    expect(
      remembered(memory, lemmasOf('Did not give the guard fifty rupees, went to the office.')),
    ).toBe(false);
    expect(remembered(memory, lemmasOf('Showed my admit card to the guard and went in.'))).toBe(
      false,
    );
    expect(remembered(memory, [])).toBe(false);
    expect(remembered(undefined, lemmasOf('anything at all'))).toBe(false);
  });
});
