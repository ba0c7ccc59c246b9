import { describe, expect, it } from 'vitest';
import { judge } from '../rubric/assess';
import { featureNames, features } from './features';

const names = featureNames();
const at = (x: number[], name: string) => x[names.indexOf(name)];
const wat = (word: string, response: string) =>
  features(judge('wat', { stimulus: word, response }, {}), word, response);

describe('features: where the answer ends', () => {
  it('names every value it computes', () => {
    expect(wat('Wallet', 'Lost my wallet, filed an FIR.')).toHaveLength(names.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it('counts a word of force under a refusal as countered, not as what the answer does', () => {
    const refused = wat('Cheat', 'Refused to cheat in the exam.');
    const cheated = wat('Cheat', 'Cheated in the exam, nobody caught.');
    expect(at(refused, 'c_countered')).toBeGreaterThan(0.3);
    expect(at(cheated, 'c_countered')).toBe(0);
  });

  it('reads the mood of the last clause, not of the whole answer', () => {
    const turned = wat(
      'Failure',
      'Failed once, so I practised every morning and cleared it happily.',
    );
    const sank = wat('Failure', 'Failed once, so I cried and felt hopeless.');
    expect(at(turned, 'sent_last')).toBeGreaterThan(0);
    expect(at(sank, 'sent_last')).toBeLessThan(0);
  });

  it('scores the rubric without its floor caps alongside the full rubric score', () => {
    const x = wat('Anger', 'I hate my neighbour and want to beat him.');
    expect(at(x, 'rubric_score')).toBeLessThan(at(x, 'rubric_score_soft'));
  });
});
