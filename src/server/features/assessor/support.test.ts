import { describe, expect, it } from 'vitest';
import { assessItem } from './rubric/assess';
import { SUPPORT_LINE, supportFor } from './support';

describe('support note for answers that speak of harming oneself', () => {
  it('is given for wishes not to wake up, to disappear, being a burden, hurting oneself or going without food for days', () => {
    for (const [type, answer] of [
      ['wat', 'Some nights I wish I just dont wake up'],
      ['wat', 'Sometimes feel everyone would be fine without me.'],
      ['wat', 'Feel like I am a burden, better if I just disappear.'],
      ['wat', 'Skip meals when I score less, I deserve it'],
      ['srt', 'Locked myself in room and didnt eat for days.'],
      ['srt', 'Nothing matters now, sometimes feel no one will even notice if I am gone.'],
      ['srt', 'If I fail SSB again dont know what I will do to myself.'],
    ] as const)
      expect(supportFor(type, answer), answer).toBe(SUPPORT_LINE);
  });

  it('is not given for words of loss, fear or hunger used otherwise, nor for stories', () => {
    for (const [type, answer] of [
      ['wat', 'Skipped lunch to finish the science model before the fair.'],
      ['wat', 'Dadi did not wake up one morning; I looked after dada all that year.'],
      ['wat', 'Fasted on Navratri with maa, worked in the fields all day.'],
      ['srt', 'Give first aid, call 108 and stay with him till the ambulance comes.'],
      ['srt', 'In the end everything was fine and the farmer thanked us.'],
      ['wat', ''],
    ] as const)
      expect(supportFor(type, answer), answer).toBeUndefined();
    expect(supportFor('tat', 'Her roommate had been skipping meals for days, so Anjali…')).toBe(
      undefined,
    );
    expect(supportFor('srt', null)).toBeUndefined();
  });

  it('reaches the assessment next to the safety floor, and only where it applies', () => {
    const held = assessItem('wat', {
      stimulus: 'Night',
      response: 'Some nights I wish I just dont wake up',
    });
    expect(held.support).toBe(SUPPORT_LINE);
    expect(held.score).toBeLessThanOrEqual(2);
    const fine = assessItem('wat', {
      stimulus: 'Night',
      response: 'Did night duty at the langar with my cousins.',
    });
    expect(fine).not.toHaveProperty('support');
  });
});
