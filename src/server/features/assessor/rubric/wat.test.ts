import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useModel } from '../model/learned';
import { assessItem } from './assess';
import { parse } from './nlp';
import { ownAction, specificity } from './wat-signals';
import { capNames } from '@/test/caps';
import { findOlqs } from './olq-cues';

const caps = (word: string, answer: string) => capNames('wat', word, answer);

// These tests pin the RULES (RUBRIC.md), which stay the learned model's inputs, hard caps and
// explanations; the learned score on top is tested in model/learned.test.ts.
beforeAll(() => useModel(null));
afterAll(() => useModel(undefined));

/** Score and deciding cap of one WAT answer. */
function wat(word: string, answer: string | null) {
  const a = assessItem('wat', { stimulus: word, response: answer });
  return { score: a.score, cap: a.cap, a };
}

describe('WAT base (RUBRIC §3)', () => {
  it('a valid, relevant, neutral sentence is 3', () => {
    expect(wat('Book', 'The library in my town opens at nine.')).toMatchObject({
      score: 3,
      cap: null,
    });
  });

  it('+1 when concrete and showing an OLQ (someone else’s action stops at 4)', () => {
    expect(
      wat('Rain', 'Our neighbours cleared the blocked drain together during the storm.'),
    ).toMatchObject({ score: 4, cap: null });
  });

  it('+1 more for the OLQ in the candidate’s own action with a purpose or result', () => {
    expect(
      wat('Rain', 'Cleared the blocked drain in our lane so that nobody slipped.'),
    ).toMatchObject({ score: 5, cap: null });
    expect(wat('Friend', 'Helped a new friend in the hostel settle into college life.').score).toBe(
      5,
    );
  });

  it('own leisure or routine without purpose or result stops at 4', () => {
    expect(wat('Music', 'Played the guitar with friends last Sunday.')).toMatchObject({
      score: 4,
      cap: null,
    });
  });
});

describe('WAT cap 1', () => {
  it('blank scores 1', () => {
    expect(wat('Courage', '')).toMatchObject({ score: 1, cap: 'blank' });
    expect(wat('Courage', null).score).toBe(1);
  });

  it('the stimulus word alone', () => {
    expect(wat('Courage', 'courage')).toMatchObject({ score: 1, cap: 'stimulus_only' });
  });

  it('off-topic', () => {
    expect(wat('River', 'I like eating mangoes in summer.')).toMatchObject({
      score: 1,
      cap: 'off_topic',
    });
  });

  it('an answer whose link may be a word the assessor does not know is not called off-topic', () => {
    // "Bhaiya" is an elder brother; "haat" a village market: no vector, so no verdict of "far".
    for (const [word, answer] of [
      ['Brother', 'Bhaiya drives the school van and has not missed a single trip.'],
      ['Market', 'Deoghar haat is held every Tuesday.'],
    ])
      expect(wat(word, answer).cap).not.toBe('off_topic');
    expect(wat('Rain', 'My favourite subject is mathematics.').cap).toBe('off_topic');
  });

  it('a missing link on an answer that shows a quality is only a weak signal (cap 3, not 1)', () => {
    expect(wat('Rain', 'Repaired my neighbour’s bicycle on my own.')).toMatchObject({
      score: 3,
      cap: 'weak_link',
    });
  });

  it('unresolved fear or anxiety', () => {
    expect(wat('Exam', 'I panic before every exam and forget answers.')).toMatchObject({
      score: 1,
      cap: 'negative_affect',
    });
  });

  it('"on leave" is time off, not withdrawal', () => {
    expect(wat('Hill', 'Trekked up to Tungnath with frnds on leave.').cap).not.toBe(
      'negative_affect',
    );
  });

  it('a recovery marker followed by action lifts the negative-affect cap', () => {
    const r = wat('Fear', 'I feared the stage but practised daily and spoke at the fest.');
    expect(r.cap).not.toBe('negative_affect');
    expect(r.score).toBeGreaterThanOrEqual(4);
  });

  it('aggression', () => {
    expect(wat('Anger', 'Slapped a boy who insulted my sister.')).toMatchObject({
      score: 1,
      cap: 'hostility',
    });
  });

  it('approving dishonesty', () => {
    expect(wat('Exam', 'Copied a few answers from my neighbour to pass.')).toMatchObject({
      score: 1,
      cap: 'dishonesty',
    });
  });

  it('resentment of authority', () => {
    expect(wat('Police', 'Police harass common people for no reason.')).toMatchObject({
      score: 1,
      cap: 'resentment',
    });
  });
});

describe('WAT cap 2', () => {
  it('preaching with should/must', () => {
    expect(wat('Elders', 'Youngsters should always respect their elders.')).toMatchObject({
      score: 2,
      cap: 'preaching',
    });
  });

  it('preaching as a subject-less imperative', () => {
    expect(wat('Work', 'Work hard and stay honest.')).toMatchObject({ score: 2, cap: 'preaching' });
  });

  it('preaching as never/always about a class of people', () => {
    expect(wat('Rich', 'Rich people never help the poor.')).toMatchObject({
      score: 2,
      cap: 'preaching',
    });
  });

  it('a definition', () => {
    expect(wat('Friendship', 'Friendship is a bond of trust between two people.')).toMatchObject({
      score: 2,
      cap: 'definition',
    });
  });

  it('boastful self-praise', () => {
    expect(wat('Intelligent', 'I am smarter than everyone in my batch.')).toMatchObject({
      score: 2,
      cap: 'boasting',
    });
  });

  it('a fragment', () => {
    expect(wat('Sky', 'Blue sky.')).toMatchObject({ score: 2, cap: 'fragment' });
    expect(wat('Sky', 'Beautiful blue sky above the hills')).toMatchObject({
      score: 2,
      cap: 'fragment',
    });
  });

  it('purely material focus', () => {
    expect(wat('Money', 'I want to earn lots of money and buy a big car.')).toMatchObject({
      score: 2,
      cap: 'material',
    });
  });
});

describe('WAT cap 3', () => {
  it('a proverb or slogan', () => {
    expect(wat('Health', 'Health is wealth for every student.')).toMatchObject({
      score: 3,
      cap: 'cliche',
    });
  });

  it('a famous name or a quotation', () => {
    expect(wat('Leader', 'Gandhi led India to freedom peacefully.')).toMatchObject({
      score: 3,
      cap: 'cliche',
    });
    expect(wat('Dream', 'My teacher said "dream big" and I listened.').cap).toBe('cliche');
  });

  it('an abstract generalisation', () => {
    expect(wat('Work', 'Hard work brings success to students.')).toMatchObject({
      score: 3,
      cap: 'generalisation',
    });
  });

  it('is not a generalisation when it is about someone the candidate knows or their own routine', () => {
    const specific = [
      ['Mother', 'Maa runs the house and tuition both on papa’s small salary.'],
      ['Teacher', 'Dinesh sir stays back after school to teach weak students.'],
      ['Chess', 'Play chess with tatayya after dinner daily.'],
      ['Police', 'The traffic constable at our chowk stands in the rain without a break.'],
      ['Monsoon', 'Malvan fishermen dock boats together and help each other in monsoon.'],
    ];
    for (const [word, answer] of specific) expect(wat(word, answer).cap).not.toBe('generalisation');
    expect(wat('Nation', 'Our country needs honest youth.').cap).toBe('generalisation');
    expect(wat('Soldiers', 'Indian soldiers are brave.').cap).toBe('generalisation');
  });

  it('a proverb that fits the word is not off-topic', () => {
    const r = wat('Patience', 'Slow and steady wins the race.');
    expect(r.cap).not.toBe('off_topic');
    expect(r.score).toBeGreaterThan(1);
  });

  it('a forced defence association', () => {
    const r = wat('Morning', 'Soldiers wake up early to guard the border.');
    expect(r.cap).toBe('forced_defence');
    expect(r.score).toBeLessThanOrEqual(3);
  });
});

describe('WAT length step and composition', () => {
  it('over 15 words loses one step after the caps', () => {
    const long =
      'Our hostel team planned the annual cleanliness drive, divided the blocks between us and finished it before the inspection.';
    expect(wat('Team', long)).toMatchObject({ score: 4, cap: 'length' });
  });

  it('keeps the lowest of several caps', () => {
    // preaching (2) and generalisation (3) both fire: 2 decides.
    expect(wat('Discipline', 'Students must follow discipline.')).toMatchObject({
      score: 2,
      cap: 'preaching',
    });
    // negative affect (1) beats preaching (2).
    expect(wat('Failure', 'I failed again and should just quit studies.')).toMatchObject({
      score: 1,
      cap: 'negative_affect',
    });
  });

  it('never goes below 1 with the length step', () => {
    const r = wat(
      'Fear',
      'I am always scared of the dark and I cannot sleep alone at night so I keep the lights on.',
    );
    expect(r.score).toBe(1);
  });
});

describe('WAT qualities shown by the shape of an own action (learned-v19 rules)', () => {
  it('doing something for another person shows responsibility', () => {
    expect(wat('Fever', 'Cooked khichdi for my whole family when Maa had fever.').score).toBe(5);
    expect(wat('Blood', 'Gave blood at the college camp for a thalassemia child.').score).toBe(5);
  });

  it('a deadline met, a queue organised, children kept out of harm', () => {
    expect(wat('Deadline', 'Finished the project file two days before the deadline.').score).toBe(
      5,
    );
    expect(wat('Queue', 'Made a separate queue for elders at the ration shop.').score).toBe(5);
    // Over 15 words: 5 less the length step.
    expect(
      wat(
        'Snake',
        'Saw a snake near the well, kept the small kids away and called the forest guard.',
      ),
    ).toMatchObject({ score: 4, cap: 'length' });
  });

  it('owning up shows responsibility; telling a lie stays dishonest with nothing quoted', () => {
    expect(wat('Mistake', 'Admitted my mistake to sir and redid it.').score).toBe(5);
    const lie = wat('Warden', 'Told a lie to the warden and went home early.');
    expect(lie).toMatchObject({ score: 1, cap: 'dishonesty' });
    expect(lie.a.strengths).toEqual([]);
  });

  it('gambling and arguing an elder down are caps, refusing a bet is not (round 66-67 misses)', () => {
    expect(
      wat('Sankranti', 'Kodi pandalu at Bhimavaram, bet 500 with bava and won.'),
    ).toMatchObject({ score: 1, cap: 'dishonesty' });
    expect(wat('Gamble', 'A wise person never gambles.').cap).not.toBe('dishonesty');
    expect(wat('Argument', 'Argued with sir till he kept quiet')).toMatchObject({
      score: 1,
      cap: 'hostility',
    });
    expect(
      wat('Argue', 'Argued politely with frnds, convinced them to return extra change.').cap,
    ).toBe(null);
  });

  it('paying an official or riding without a ticket is the dishonesty cap unless refused first (rounds 77-80)', () => {
    expect(wat('Ticket', 'Went WT till Asansol, TTE uncle knows papa.')).toMatchObject({
      score: 1,
      cap: 'dishonesty',
    });
    expect(
      wat('Travel', 'Travelled without ticket till nagpur, TC never came').a.strengths,
    ).toEqual([]);
    expect(wat('Clerk', 'Gave 200 to clerk so my form got cleared fast').cap).toBe('dishonesty');
    expect(wat('Ticket', 'Conductor dai is my friend, I go free to Siliguri.').cap).toBe(
      'dishonesty',
    );
    expect(wat('Electricity', 'whole mohalla runs on katiya so we also').cap).toBe('dishonesty');
    expect(wat('Bird', 'Let the parrot go free from the cage.').cap).not.toBe('dishonesty');
    expect(wat('Ticket', 'Never travel without ticket, bought monthly pass.').cap).not.toBe(
      'dishonesty',
    );
    expect(wat('Clerk', 'Did not give 200 to the clerk, waited in line and got it.').cap).not.toBe(
      'dishonesty',
    );
  });

  it('an own act after an opening phrase, "we all", an -ed verb and its object (round 65-68 misses)', () => {
    expect(
      wat('Captain', 'As class captain arranged bus for our science exhibition trip.').score,
    ).toBe(5);
    expect(wat('School', 'In school teachers taught us well.').score).toBeLessThan(5);
    expect(ownAction(parse('Max got stuck in slush, we all pushed it out together'))?.text).toBe(
      'pushed',
    );
    expect(
      wat('Quarrel', 'Settled quarrel between roommates by making a cleaning chart').score,
    ).toBe(5);
    expect(wat('Quarrel', 'Settled quarrel with my fists behind hostel.')).toMatchObject({
      score: 1,
      cap: 'hostility',
    });
    expect(
      wat('Guest', 'Took the guests to Jaldapara safari, booked tickets a week early.').score,
    ).toBe(5);
  });

  it('a famous name that is part of a place is not a quotation', () => {
    expect(wat('Swim', 'Learnt swimming in Krishna canal, now teaching my cousins.').cap).toBe(
      null,
    );
    expect(wat('Leader', 'Krishna guided Arjuna in the war.').cap).toBe('cliche');
  });

  it('a habit or an avoidance is not carrying on', () => {
    expect(wat('Night', 'Still sleep with the light on.').score).toBe(3);
    expect(wat('Dog', 'Scared of dogs, so I take the long way round.').score).toBeLessThan(4);
  });
});

describe('WAT feedback wording', () => {
  it('a blank answer reads as one plain sentence', () => {
    const { a } = wat('Team', null);
    expect(a.improvements[0]).toMatch(/^No answer: the answer was left blank\. Write/);
    expect(a.improvements.join(' ')).not.toContain('the answer no answer');
  });
});

describe('WAT hostility is the candidate’s own (rounds 81-112)', () => {
  it('"flood-hit families" is not a blow; "hit him" is', () => {
    expect(caps('Hunger', 'Collected rice from our mohalla for flood-hit families.')).not.toContain(
      'hostility',
    );
    expect(caps('Anger', 'He laughed at me so I hit him.')).toContain('hostility');
  });

  it('"the boy who fought with me" is not the candidate fighting; "I fought with him" is', () => {
    expect(
      caps('Enemy', 'Gave my notes to the boy who fought with me, now we study together.'),
    ).not.toContain('hostility');
    expect(caps('Enemy', 'I fought with him in the canteen.')).toContain('hostility');
  });

  it('"the boy who bullied me" is a blow at the candidate, not by them; "Bullied him" is', () => {
    expect(
      caps('Enemy', 'Made friends with the boy who bullied me, now we study together.'),
    ).not.toContain('hostility');
    expect(caps('Anger', 'Bullied him till he cried.')).toContain('hostility');
  });
});

describe('WAT negative feeling is the candidate’s own and unturned (rounds 81-112)', () => {
  it('a later recovery marker turns it ("after losing his leg … still runs his shop")', () => {
    expect(
      caps(
        'Strength',
        'Even after losing his leg in an accident my uncle still runs his shop daily.',
      ),
    ).not.toContain('negative_affect');
    expect(caps('Shame', 'Still ashamed to face anyone after losing.')).toContain(
      'negative_affect',
    );
  });

  it('someone else\'s trouble in a "who" clause, a thing acted on, a scene seen, a hyphenated noun', () => {
    expect(
      caps('Hunger', 'Packed extra tiffin daily for the new boy who skipped lunch.'),
    ).not.toContain('negative_affect');
    expect(
      caps('Kite', 'Collected torn manja from the terrace so birds dont get caught.'),
    ).not.toContain('negative_affect');
    expect(
      caps('Danger', 'Saw danger board fallen at the turn, put it back with stones.'),
    ).not.toContain('negative_affect');
    expect(
      caps('Work', 'Fought off sleep, finished loading the lorry before factory cut-off.'),
    ).not.toContain('negative_affect');
    expect(caps('Exam', 'Scared of exams, skipped the paper.')).toContain('negative_affect');
  });
});

describe('WAT past verbs the tagger reads as nouns (rounds 81-132)', () => {
  it('"Fixed leaking street tap": the opening past form before an -ing word is the verb', () => {
    expect(
      ownAction(parse('Fixed leaking street tap with Muthu anna, no more water waste.'))?.text,
    ).toBe('Fixed');
    // A noun subject before an -ing verb stays a subject.
    expect(ownAction(parse('Courage keeping us going.'))).toBeNull();
  });

  it('"…, chased it off": a past form after a comma and before its object is a verb', () => {
    const p = parse('Dog attacked a kid near temple, chased it off, took him home.');
    expect(p.tokens.find((t) => t.lower === 'chased')).toMatchObject({
      pos: 'VERB',
      lemma: 'chase',
    });
  });
});

describe('WAT care named by its purpose (rounds 81-132)', () => {
  const olqs = (answer: string) => findOlqs(parse(answer), undefined, true).map((h) => h.key);

  it('"so mummy gets one day rest" is responsibility; "so I could sleep" is not', () => {
    expect(olqs('Cook dinner on Sundays so mummy gets one day rest.')).toContain(
      'sense_of_responsibility',
    );
    expect(olqs('Cooked maggi so that I could sleep early.')).not.toContain(
      'sense_of_responsibility',
    );
  });

  it('taking someone for a checkup, showing a stranger the way', () => {
    expect(olqs('I take Dadi for her BP checkup at GMCH every month.')).toContain(
      'sense_of_responsibility',
    );
    expect(olqs('Showed a lost stranger the way to Swargate bus stand.')).toContain('cooperation');
    expect(olqs('Babasaheb Ambedkar showed that education is the way forward.')).toEqual([]);
  });
});

describe('WAT cheerful asides are off-topic (rounds 81-132)', () => {
  it('"Messi is the GOAT!!" for Rope is off-topic; a cheer on a linked answer is not', () => {
    expect(caps('Rope', 'Messi is the GOAT!!')).toContain('off_topic');
    expect(caps('Festival', 'Navratri!!')).not.toContain('off_topic');
    expect(caps('Bridge', 'Helped villagers fix the bamboo bridge, so happy!!')).not.toContain(
      'off_topic',
    );
  });
});

describe('WAT someone else’s concrete act (rounds 81-132)', () => {
  const olqs = (answer: string) => findOlqs(parse(answer), undefined, true).map((h) => h.key);

  it('"Dada still opens the shop at 7" carries on; "still feel scared" does not', () => {
    expect(olqs('Dada still opens the shop at 7 at age 72.')).toContain('determination');
    expect(olqs('I still feel scared of the dark.')).not.toContain('determination');
  });

  it('a name opening the answer is a specific person; a capitalised abstract is not', () => {
    expect(specificity(parse('Balsrang shares his notes with whole class before exams.'))).toBe(
      'Balsrang',
    );
    expect(specificity(parse('Honesty pays in the long run.'))).toBeNull();
  });
});

describe('WAT own act after a situation (rounds 81-132)', () => {
  it('"Storm broke our shed roof, fixed it with Abba": the act after the situation is ours', () => {
    expect(
      ownAction(parse('Storm broke our shed roof, fixed it with Abba same evening.'))?.text,
    ).toBe('fixed');
    expect(
      ownAction(parse('Cousin got hurt on tractor, gave first aid nd took him to hospital.'))?.text,
    ).toBe('gave');
  });

  it('a person who may carry on, or an agent’s own opening, is not us', () => {
    expect(ownAction(parse('Papa fell ill, took leave from office.'))).toBeNull();
    expect(
      ownAction(parse('Lineman faced danger, climbed pole in rain n fixed our power')),
    ).toBeNull();
  });
});
