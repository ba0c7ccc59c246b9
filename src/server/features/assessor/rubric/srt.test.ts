import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useModel } from '../model/learned';
import { assessItem, judge } from './assess';
import { improveSrt } from './improve-srt';
import { capNames } from '@/test/caps';

// These tests pin the RULES (RUBRIC.md), which stay the learned model's inputs, hard caps and
// explanations; the learned score on top is tested in model/learned.test.ts.
beforeAll(() => useModel(null));
afterAll(() => useModel(undefined));

function srt(situation: string, answer: string | null) {
  const a = assessItem('srt', { stimulus: situation, response: answer });
  return { score: a.score, cap: a.cap, a };
}

const COOKING =
  'He is cooking dinner for his younger sister when his friend calls asking for urgent help with a flat tyre.';

describe('SRT base (RUBRIC §4)', () => {
  it('a concrete, responsible action is 3', () => {
    expect(srt(COOKING, 'Turned off the stove and fed my sister.')).toMatchObject({
      score: 3,
      cap: null,
    });
  });

  it('+1 when every part of the situation is addressed', () => {
    expect(
      srt(
        COOKING,
        'Turned off the stove, fed my sister and phoned my friend to guide him to a puncture shop.',
      ),
    ).toMatchObject({ score: 4, cap: null });
  });

  it('+1 more when carried through to a resolution or handover', () => {
    const answer =
      'Turned off the stove, fed my sister and phoned my friend to guide him to a puncture shop, staying on the line till he reached it.';
    expect(srt(COOKING, answer)).toMatchObject({ score: 5, cap: null });
  });

  it('putting off the risk to life loses the order point', () => {
    const situation = 'On the way to his exam he sees a cyclist lying injured after a fall.';
    const prompt = srt(
      situation,
      'Gave him first aid, called 108 and stayed till the ambulance came, then reached the exam and explained.',
    );
    const delayed = srt(
      situation,
      'Went to the exam first and called 108 after the exam, then visited him in hospital.',
    );
    expect(prompt.score).toBe(5);
    expect(delayed.score).toBeLessThan(prompt.score);
  });

  it('a life-risk situation needs after-care or handover to count as carried through', () => {
    const situation = 'While cycling to college he sees an old man slip and fall on the road.';
    expect(srt(situation, 'Helped him up, made him sit on a bench and gave him water.').score).toBe(
      4,
    );
    expect(
      srt(
        situation,
        'Helped him up, gave first aid for his grazed knee and called his son, staying with him till the son arrived.',
      ).score,
    ).toBe(5);
  });
});

describe('SRT cap 1', () => {
  it('blank', () => {
    expect(srt(COOKING, '')).toMatchObject({ score: 1, cap: 'blank' });
  });

  it('panic or escape', () => {
    expect(
      srt('A dog chases him on a lonely street at night.', 'Ran away screaming for help.'),
    ).toMatchObject({ score: 1, cap: 'panic_escape' });
  });

  it('ignoring or condoning wrongdoing', () => {
    expect(
      srt(
        'He sees a classmate scribbling on the library books.',
        'Did nothing since it was not my problem.',
      ),
    ).toMatchObject({ score: 1, cap: 'ignores_wrong' });
  });

  it("ignoring what is aimed at oneself, or one's own pain, and going on is not ignoring wrong", () => {
    const taunts = srt(
      'She is teased by her classmates in a new college for her accent.',
      'Ignored the taunts, kept answering in class and joined the debate club to improve.',
    );
    expect(taunts.a.improvements.join(' ')).not.toContain('ignores or condones');
    expect(taunts.score).toBeGreaterThan(1);
    expect(
      srt(
        'He sees a senior ragging a junior in the hostel corridor.',
        'Ignored it and went to my room.',
      ),
    ).toMatchObject({ score: 1, cap: 'ignores_wrong' });
  });

  it('giving up a lesser duty to save a life is the right priority, not giving up', () => {
    const exam = srt(
      'On the morning of his exam his mother faints at home and nobody else is in the house.',
      'Gave up the exam for that day. Sprinkled water, called 108, took her to hospital and stayed till she recovered.',
    );
    expect(exam.cap).not.toBe('giving_up');
    expect(exam.score).toBeGreaterThan(2);
    expect(
      srt(
        'He fails the NDA written exam for the second time.',
        "Gave up and took a job at my uncle's shop.",
      ),
    ).toMatchObject({ score: 1, cap: 'giving_up' });
  });

  it('a dishonest act', () => {
    expect(
      srt('He forgot to do his homework.', 'Lied to the teacher that I was sick.'),
    ).toMatchObject({ score: 1, cap: 'dishonest_act' });
  });

  it('unethical compliance', () => {
    expect(
      srt(
        'His senior asks him to mark a fake attendance for a friend.',
        'Agreed, because the senior would be upset otherwise.',
      ),
    ).toMatchObject({ score: 1, cap: 'unethical_compliance' });
  });

  it('aggression from personal anger', () => {
    expect(
      srt('A man pushes him in a queue at the ticket counter.', 'Got angry and slapped him hard.'),
    ).toMatchObject({ score: 1, cap: 'aggression' });
  });

  it('blaming others', () => {
    expect(
      srt('His team loses the debate final.', 'Blamed the judges for being partial.'),
    ).toMatchObject({ score: 1, cap: 'blaming' });
  });

  it('giving up', () => {
    expect(srt('He fails his driving test twice.', 'Gave up driving for good.')).toMatchObject({
      score: 1,
      cap: 'giving_up',
    });
  });
});

describe('SRT cap 2', () => {
  it('emotion or prayer instead of action', () => {
    expect(
      srt(
        'His grandmother falls ill while his parents are away.',
        'Would feel very sad and hope she recovers soon.',
      ),
    ).toMatchObject({ score: 2, cap: 'emotion_only' });
  });

  it('waiting for others or luck', () => {
    expect(
      srt(
        'His scooter breaks down on a highway at night.',
        'Waited for someone to come and help, then pushed it to a garage.',
      ),
    ).toMatchObject({ score: 2, cap: 'waiting' });
  });

  it('superhuman bravado against a group', () => {
    expect(
      srt(
        'Armed robbers enter the bank where he is standing in the queue.',
        'Fought all of them single-handedly and saved everyone.',
      ),
    ).toMatchObject({ score: 2, cap: 'superhuman' });
  });

  it('going alone or one by one is not bravado when it is a private talk or done with others', () => {
    const QUARREL =
      'He is captain of the hostel team and two key players quarrel before the final.';
    const quiet = [
      'Took both of them aside one by one and heard each side, then made them shake hands.',
      'Spoke to both alone, reminded them of the team and changed their positions.',
      'Did not fight them alone. Asked two friends to stay with them and called the warden.',
      'With my friends we separated them all and sat them down to talk it out.',
      'Got colony boys with a rope, stopped the traffic and passed the kids out one by one.',
    ];
    for (const answer of quiet) expect(srt(QUARREL, answer).cap).not.toBe('superhuman');
    expect(
      srt(
        'Five boys are teasing a girl at the bus stop.',
        'Went alone and told them to stop or face me, took on all of them.',
      ).cap,
    ).toBe('superhuman');
    // "Teach them a lesson" stays aggression even with friends.
    expect(
      srt(
        'A boy from the next village insults his sister at the mela.',
        'Will teach him a lesson with my friends after mela.',
      ),
    ).toMatchObject({ score: 1, cap: 'aggression' });
  });

  it('someone else’s limit is not the candidate’s; Prayagraj and a prayer wheel are not prayer', () => {
    const cap = (situation: string, answer: string) =>
      assessItem('srt', { stimulus: situation, response: answer }).cap;
    expect(
      cap(
        'His lane is waterlogged and many old people cannot go out for medicines.',
        'Made a list house by house, went with two friends to the pharmacy and delivered daily till the water went down.',
      ),
    ).not.toBe('ignores_limitation');
    expect(
      cap(
        'He loses his wallet on the bus the day before his exam in Prayagraj.',
        'Lodged a report at the police station, got Aadhaar printout, papa sent money by UPI. Reached Prayagraj on time.',
      ),
    ).not.toBe('waiting');
    expect(
      cap(
        'Two fishermen groups are arguing over the landing spot.',
        'Called both groups’ elders to the office, they agreed on alternate days.',
      ),
    ).not.toBe('only_informing');
    expect(cap('A flood is coming to his village.', 'Prayed to god and waited.')).toBe(
      'emotion_only',
    );
  });

  it('people named as candidates name them are people: "Lala ji", "papa", "us five"', () => {
    expect(
      assessItem('srt', {
        stimulus: 'The shopkeeper gives him 500 rupees extra in change by mistake.',
        response: 'Noticed at home, went back same evening and returned it to Lala ji.',
      }).cap,
    ).not.toBe('ignores_people');
  });

  it('"did not panic" is not panic, and "First asked…" is the candidate acting', () => {
    const r = srt(
      'His sister’s wedding is next week and the band party cancels.',
      'Did not panic. First asked Papa about budget, then called three band parties and booked a good one.',
    );
    expect(r.cap).not.toBe('panic_escape');
    expect(r.cap).not.toBe('emotion_only');
  });

  it('hiding till morning is escape; staying with the people till morning is care', () => {
    const SNAKE =
      'During a village wedding at night the lights go off and a snake is seen near the guests.';
    expect(
      srt(SNAKE, 'Got very scared and ran to the car, stayed inside till morning.'),
    ).toMatchObject({
      score: 1,
      cap: 'panic_escape',
    });
    expect(
      srt(
        SNAKE,
        'Moved the guests away, called the snake catcher and stayed with them till morning.',
      ).cap,
    ).not.toBe('panic_escape');
  });

  it('ignoring a stated limitation', () => {
    expect(
      srt(
        'His friend falls into a well and he cannot swim.',
        'Jumped into the well and pulled him out.',
      ),
    ).toMatchObject({ score: 2, cap: 'ignores_limitation' });
  });

  it('a moral statement instead of action', () => {
    expect(
      srt(
        'His friend is addicted to mobile games.',
        'One must control such habits with willpower.',
      ),
    ).toMatchObject({ score: 2, cap: 'preaching' });
  });

  it('a vague promise', () => {
    expect(
      srt('There is a quarrel between two groups in his hostel.', 'Will handle the matter wisely.'),
    ).toMatchObject({ score: 2, cap: 'vague' });
  });
});

describe('SRT cap 3', () => {
  it('only informing someone', () => {
    expect(
      srt('He sees smoke from a neighbour’s kitchen window.', 'Called the fire brigade.'),
    ).toMatchObject({ score: 3, cap: 'only_informing' });
  });

  it('is not only informing when the answer also acts (with others, or after ", so")', () => {
    const caps = (situation: string, answer: string) =>
      assessItem('srt', { stimulus: situation, response: answer }).cap;
    expect(
      caps(
        'His college bus is stopped on a ghat road because a tree has fallen across it.',
        'Called forest check post, with driver and boys cleared branches, road open in an hour.',
      ),
    ).not.toBe('only_informing');
    expect(
      caps(
        'He finds a purse with Rs 8000 on the train.',
        'Ask nearby passengers first, nobody claims, so hand it to GRP and write my name in their register.',
      ),
    ).not.toBe('only_informing');
    expect(
      caps(
        'His sister says a boy on her college bus keeps troubling her.',
        'Asked her details calmly. Next morning went with her on the bus and warned the boy firmly.',
      ),
    ).not.toBe('only_informing');
    expect(
      caps(
        'He sees a bike accident on his way to an exam.',
        'Stopped, called 108, kept the rider from moving and covered him with my jacket.',
      ),
    ).not.toBe('only_informing');
    expect(
      caps(
        'Tourists litter the beach he guides on.',
        'Politely told them about the fine, gave them a bag for wrappers and myself picked up the bottles.',
      ),
    ).not.toBe('only_informing');
    expect(
      caps(
        'She sees sparks from the transformer near her school gate.',
        'Keep children away from the pole, call EB complaint number immediately.',
      ),
    ).not.toBe('single_step');
  });

  it('is not a single step when a list of commands has several ("…, bang utensils, … and call")', () => {
    const cap = (situation: string, answer: string) =>
      assessItem('srt', { stimulus: situation, response: answer }).cap;
    expect(
      cap(
        'At night he hears a bear near their orchard.',
        'Wake family, bang utensils from inside, switch on all lights and call forest guard.',
      ),
    ).not.toBe('single_step');
    expect(
      cap('A co-passenger feels dizzy on the bus.', 'Give him water and open the window.'),
    ).not.toBe('single_step');
    expect(
      cap(
        'His father’s shop assistant quits before exams.',
        'Sit at the shop daily till abbu finds a new helper.',
      ),
    ).not.toBe('emotion_only');
  });

  it('a single short step', () => {
    expect(srt('He misses the last bus back to his hostel.', 'Booked a cab.')).toMatchObject({
      score: 3,
      cap: 'single_step',
    });
  });

  it('hedging', () => {
    const r = srt(
      'His class is asked to organise a blood donation camp at short notice.',
      'Will try to speak to the principal and maybe arrange some donors.',
    );
    expect(r).toMatchObject({ score: 3, cap: 'hedging' });
  });

  it('is not hedging: lateness reported, someone else could, could not, did not try to', () => {
    const hedged = (situation: string, answer: string) =>
      assessItem('srt', { stimulus: situation, response: answer }).cap === 'hedging';
    const FLAT = 'Her scooty gets a flat tyre on the way to her job interview.';
    expect(
      hedged(
        FLAT,
        'Left it at a puncture shop, booked a bike taxi, called HR that I may be 10 min late.',
      ),
    ).toBe(false);
    expect(
      hedged(
        'A test paper has leaked in his class group.',
        'Did not open it and told the teacher so the test could be changed.',
      ),
    ).toBe(false);
    expect(
      hedged(
        'His arm is in plaster and his team is one player short.',
        'Could not play, so helped coach pick the best reserve.',
      ),
    ).toBe(false);
    expect(
      hedged(
        'His grandfather has slipped in the bathroom.',
        'Did not try to pull him alone, called the neighbour and we lifted him to the bed.',
      ),
    ).toBe(false);
    expect(hedged(FLAT, 'I could call a cab or maybe walk.')).toBe(true);
  });

  it('a decision that ignores the people affected', () => {
    const r = srt(
      'His sister’s wedding falls on the day of his university exam.',
      'Wrote the exam in the morning and reached the wedding hall by evening.',
    );
    expect(r).toMatchObject({ score: 3, cap: 'ignores_people' });
  });
});

describe('SRT length step', () => {
  it('over 45 words loses one step', () => {
    const long =
      'Turned off the stove first, then served dinner to my younger sister and asked her to finish her homework, then phoned my friend, found out exactly where he was, sent him the location of the nearest puncture shop, and stayed on the line with him till he reached it safely.';
    expect(srt(COOKING, long)).toMatchObject({ score: 4, cap: 'length' });
  });
});

describe('SRT petty dishonesty and named blows (rounds 75-80)', () => {
  it('paying an official to hurry a file is a dishonest act; refusing to is not', () => {
    const s = 'His passport verification is delayed at the local thana.';
    expect(srt(s, 'Gave 500 to the munshi, work done same day.')).toMatchObject({
      score: 1,
      cap: 'dishonest_act',
    });
    expect(
      srt(s, 'Refused to pay, met the SHO with my papers and got it done in a week.').cap,
    ).not.toBe('dishonest_act');
  });

  it('"give him a push" is aggression', () => {
    expect(
      srt(
        'A boy in the bus steps on his new shoes and does not say sorry.',
        'Give him a push and tell him to watch where he walks.',
      ),
    ).toMatchObject({ score: 1, cap: 'aggression' });
  });
});

describe('SRT readings that are not the cap they look like (rounds 81-112)', () => {
  const caps = (situation: string, answer: string) => capNames('srt', situation, answer);

  it('stopping others from blaming is not blaming; blaming is', () => {
    const s =
      'A laptop is stolen in his hostel and the warden suspects the new boy without any proof.';
    expect(
      caps(s, 'Told warden politely not to blame new boy without proof, checked CCTV with guard.'),
    ).not.toContain('blaming');
    expect(caps(s, 'Not my fault, the warden is biased and always blames us.')).toContain(
      'blaming',
    );
  });

  it('the wrongdoers running away is not the candidate escaping; the candidate running is', () => {
    const s = 'While guarding the field at night, he hears someone cutting the crop.';
    expect(
      caps(s, 'Phoned neighbours, we went together with torches and shouted, they ran away.'),
    ).not.toContain('panic_escape');
    expect(caps(s, 'Got scared and ran away home.')).toContain('panic_escape');
  });

  it('shouting at someone to stop is a warning, not aggression; shouting at him is', () => {
    const s = 'After rain he sees a child about to touch a fallen electric wire.';
    expect(
      caps(s, 'Shouted at him to stop, pulled him back and called the lineman.'),
    ).not.toContain('aggression');
    expect(
      caps('A boy in the bus steps on his new shoes.', 'Shouted at him and pushed him away.'),
    ).toContain('aggression');
  });

  it('"with my friends separated the two groups" is the candidate acting, not only informing', () => {
    const s = 'Two groups of boys start fighting during the procession in his lane.';
    const answer =
      'Asked elders to stop the dhol, with my friends separated the two groups, called the police chowky.';
    expect(caps(s, answer)).not.toContain('only_informing');
  });
});

describe('SRT closure: a result stated after the actions (rounds 81-112)', () => {
  const closure = (situation: string, answer: string) =>
    judge('srt', { stimulus: situation, response: answer }, {}).criteria.find(
      (c) => c.name === 'closure',
    );

  it('"within a month the food improved", "now he goes regularly" are results', () => {
    expect(
      closure(
        'Students in his hostel complain that the mess food is poor.',
        'Met the cook with two boys, made a weekly menu, bought vegetables from the mandi; within a month the food improved.',
      ),
    ).toMatchObject({ met: true, quote: 'within a month' });
    expect(
      closure(
        'His younger brother has started skipping school to play cards.',
        'Spent evenings with him, started teaching him English and met his class teacher, now he goes regularly.',
      )?.met,
    ).toBe(true);
  });

  it('actions with no result stated are not closure', () => {
    expect(
      closure(
        'Students in his hostel complain that the mess food is poor.',
        'Met the cook with two boys and made a weekly menu.',
      )?.met,
    ).toBe(false);
  });
});

describe('SRT improved answers keep what the caps set aside', () => {
  it('"told the warden not to blame the new boy" stays in the improved answer', () => {
    const situation =
      'A laptop is stolen in his hostel and the warden suspects the new boy without any proof.';
    const answer =
      'Told the warden not to blame the new boy, checked the gate CCTV with the guard.';
    const [better] = improveSrt(
      situation,
      answer,
      judge('srt', { stimulus: situation, response: answer }, {}),
    );
    expect(better.toLowerCase()).toContain('not to blame the new boy');
  });
});
