import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useModel } from '../model/learned';
import { assessItem, type AssessItemInput } from './assess';

// These tests pin the RULES (RUBRIC.md), which stay the learned model's inputs, hard caps and
// explanations; the learned score on top is tested in model/learned.test.ts.
beforeAll(() => useModel(null));
afterAll(() => useModel(undefined));

const PICTURE =
  'A young woman stands near a village well holding a rope; a few children watch from behind.';

const OPENING =
  'Kavya, 20, a second-year science student, had come home to her village for the summer holidays. ' +
  'Since the hand pump had broken in May, the children had been pulling water from the old well with a frayed rope.';
const ACTION =
  'One morning the rope snapped and a bucket fell in. Kavya checked the well, found the pulley loose and fixed it with wire borrowed from a neighbour. ' +
  'She bought a new rope from the weekly market and asked the children to keep away from the edge. ' +
  'That evening she met the sarpanch and explained that the pump needed a new washer. ' +
  'She collected twenty rupees from each family and brought a mechanic from the block office.';
const OUTCOME =
  'Within three days the hand pump was working again, and the families thanked Kavya.';
const GOOD = `${OPENING} ${ACTION} ${OUTCOME}`;

function story(
  test: 'tat' | 'ppdt',
  text: string | null,
  extra: Partial<AssessItemInput> = {},
  ctx = {},
) {
  const a = assessItem(
    test,
    { stimulus: PICTURE, response: text, pictureDescription: PICTURE, ...extra },
    ctx,
  );
  return { score: a.score, cap: a.cap, a };
}

describe('story base (RUBRIC §5)', () => {
  it('a relevant hero, background, the hero’s own actions and an earned outcome score 5', () => {
    expect(story('tat', GOOD)).toMatchObject({ score: 5, cap: null });
  });

  it('each missing criterion costs one point: no background', () => {
    const noBackground = `Kavya, 20, saw the children at the old well. ${ACTION} ${OUTCOME}`;
    const r = story('tat', noBackground);
    expect(r.score).toBe(4);
    expect(r.a.improvements.join(' ')).toMatch(/Background/);
  });

  it('a hero not of the candidate’s age loses the hero point and caps at 4', () => {
    const older = GOOD.replace('Kavya, 20,', 'Kavya, 45,');
    expect(story('tat', older, {}, { candidateAge: 20 })).toMatchObject({
      score: 4,
      cap: 'hero_age',
    });
  });

  it('uses the age in the PIQ summary when no candidate age is given', () => {
    expect(story('tat', GOOD, {}, { piqSummary: 'Age: 35, engineer, Pune' }).cap).toBe('hero_age');
    expect(story('tat', GOOD, {}, { piqSummary: 'Age: 21, B.Sc. student' }).cap).toBeNull();
  });
});

describe('story cap 1', () => {
  it('blank or under about 25 words', () => {
    expect(story('tat', '')).toMatchObject({ score: 1, cap: 'blank' });
    expect(story('tat', 'Kavya fixed the rope of the well and everyone was happy.')).toMatchObject({
      score: 1,
      cap: 'too_short',
    });
  });

  it('a negative or tragic ending', () => {
    const tragic = `${OPENING} ${ACTION} But the pump could not be repaired, Kavya gave up and went back to the city. The children cried and the families blamed her.`;
    expect(story('tat', tragic)).toMatchObject({ score: 1, cap: 'negative_ending' });
  });

  it('a hero acting with aggression', () => {
    const angry = `${OPENING} One morning the rope snapped. Kavya got angry, shouted at the children and slapped one of them for breaking it. ${ACTION} ${OUTCOME}`;
    expect(story('tat', angry)).toMatchObject({ score: 1, cap: 'aggression' });
  });

  it('another character’s anger is not the hero’s aggression', () => {
    const calm = `${OPENING} One morning the rope snapped and old Ramesh kaka was angry with the children for playing near the well. ${ACTION} ${OUTCOME}`;
    const r = story('tat', calm);
    expect(r.a.improvements.join(' ')).not.toMatch(/aggression/);
    expect(r.cap).not.toBe('aggression');
    expect(r.score).toBeGreaterThan(2);
  });

  it('something stolen from someone, or data copied, is not the hero’s dishonesty', () => {
    for (const text of [
      `${OPENING} For a month buckets had been stolen from the well. ${ACTION} ${OUTCOME}`,
      `${OPENING} Luckily her cousin had copied the panchayat files in a pen drive. ${ACTION} ${OUTCOME}`,
    ])
      expect(story('tat', text).cap).not.toBe('aggression');
    const dishonest = `${OPENING} Kavya stole the money from the temple box to pay the mechanic. ${OUTCOME}`;
    expect(story('tat', dishonest).cap).toBe('aggression');
  });

  it('the blank twelfth slide has no picture to be unrelated to', () => {
    const own =
      'Captain Arjun, 24, was posted on the border in Kashmir. One night he learnt that militants were hiding in a hut near the post. ' +
      'He briefed his soldiers, placed two sections around the hut and waited for first light. At dawn the militants tried to escape, ' +
      'but his men caught them without any loss. The colonel praised Captain Arjun and the area became safe again.';
    const r = story('tat', own, {
      pictureDescription: 'Blank slide (twelfth TAT picture; candidate writes a story of his own).',
    });
    expect(r.cap).not.toBe('unrelated');
    expect(r.score).toBeGreaterThan(1);
  });

  it('low overlap with the picture alone does not cap at 1 (RUBRIC §6)', () => {
    const r = story('tat', GOOD, {
      pictureDescription: 'A busy railway platform at night with a clock.',
    });
    expect(r.score).toBeGreaterThan(1);
    expect(r.cap).not.toBe('unrelated');
  });

  it('a memorised military story unrelated to the picture', () => {
    const rehearsed =
      'Captain Arjun, 24, was posted on the border in Kashmir. One night he learnt that militants were hiding in a hut near the post. ' +
      'He briefed his soldiers, placed two sections around the hut and waited for first light. At dawn the militants tried to escape, ' +
      'but his men caught them without any loss. The colonel praised Captain Arjun and the area became safe again.';
    expect(story('tat', rehearsed)).toMatchObject({ score: 1, cap: 'unrelated' });
  });
});

describe('story cap 2', () => {
  it('a description of the picture instead of a story', () => {
    const description =
      'In the picture there is a young woman near a well. She is holding a rope in her hand. There are some children standing behind her. ' +
      'Maybe they are waiting for water. The well looks old and the place looks dry. It seems to be summer in a village.';
    expect(story('tat', description)).toMatchObject({ score: 2, cap: 'description' });
  });

  it('a superhuman hero or a fame ending', () => {
    const superhuman = `${OPENING} One morning the rope snapped. Kavya alone dug a new well in one night and saved the whole village from thirst. She became famous in the whole country and newspapers wrote about her.`;
    expect(story('tat', superhuman)).toMatchObject({ score: 2, cap: 'superhuman' });
  });

  it('one hero against the whole village is superhuman; someone else being alone is not', () => {
    const lone = `${OPENING} One morning the rope snapped. Kavya alone dug a new well in one night and gave water to the whole village.`;
    expect(story('tat', lone)).toMatchObject({ score: 2, cap: 'superhuman' });
    const grandfather = `${OPENING} Her grandfather was alone at home, so she planned first. ${ACTION} Within three days the hand pump was working again and the whole village thanked Kavya.`;
    expect(story('tat', grandfather).cap).not.toBe('superhuman');
  });

  it('under 60 words', () => {
    const short =
      'Kavya, 20, saw that the well rope had snapped. She borrowed wire, fixed the pulley and bought a new rope. Within an hour the children were drawing water safely again.';
    expect(story('tat', short)).toMatchObject({ score: 2, cap: 'short' });
  });
});

describe('story cap 3', () => {
  it('no outcome (stops mid-action)', () => {
    const open = `${OPENING} ${ACTION}`;
    expect(story('tat', open)).toMatchObject({ score: 3, cap: 'no_outcome' });
  });

  it('a passive hero: others solve it', () => {
    const passive =
      `${OPENING} One morning the rope snapped and Kavya sat near the well feeling upset. ` +
      'Her father saw her and consoled her. Her uncle bought a new rope from the market and fixed the pulley. ' +
      'The sarpanch called a mechanic and got the pump repaired. Her mother made sure she rested. ' +
      'Within three days the hand pump was working again and everyone was happy.';
    expect(story('tat', passive)).toMatchObject({ score: 3, cap: 'passive_hero' });
  });

  it('rescue by luck makes the hero passive', () => {
    const lucky = `${OPENING} One morning the rope snapped and a bucket fell in. By luck a plumber was passing and repaired the pump for free. ${OUTCOME}`;
    expect(story('tat', lucky).cap).toBe('passive_hero');
  });
});

describe('story cap 4', () => {
  it('a moral at the end', () => {
    expect(story('tat', `${GOOD} We should all help our villages in times of need.`)).toMatchObject(
      { score: 4, cap: 'moral' },
    );
  });

  it('no central hero (a group story)', () => {
    const group =
      'The villagers had been worried since the hand pump broke in May. One morning the rope at the old well snapped. ' +
      'They checked the well, found the pulley loose and fixed it with wire. They bought a new rope from the weekly market and ' +
      'asked the children to keep away from the edge. They collected money from each family and brought a mechanic. ' +
      'Within three days the hand pump was working again.';
    expect(story('tat', group).cap).toBe('no_central_hero');
    expect(story('tat', group).score).toBeLessThanOrEqual(4);
  });

  it('PPDT without character marking caps at 4; a Characters line or the structured field lifts it', () => {
    expect(story('ppdt', GOOD)).toMatchObject({ score: 4, cap: 'no_character_marking' });
    const marked = `Characters: 3 - young woman (20, F, determined), boy (10, M, curious), girl (9, F, worried). Action: fixing the well rope.\n${GOOD}`;
    expect(story('ppdt', marked)).toMatchObject({ score: 5, cap: null });
    const characters = {
      count: 3,
      people: [
        { age: 20, sex: 'F' as const, mood: 'determined' },
        { age: 10, sex: 'M' as const },
        { age: 9, sex: 'F' as const },
      ],
      action: 'fixing the rope',
    };
    expect(story('ppdt', GOOD, { characters })).toMatchObject({ score: 5, cap: null });
  });

  it('reads age and sex written outside the brackets, one person per comma', () => {
    for (const line of [
      'Characters: 3 - Meena F 20 (determined), two boys M 9-10 (curious). Action: fixing the well rope.',
      'Characters: 3 - young woman about 20 (F, determined), boy about 10 (M, curious), girl about 9 (worried).',
    ])
      expect(story('ppdt', `${line}\n${GOOD}`)).toMatchObject({ score: 5, cap: null });
    // A person with no age is still incomplete.
    const vague = 'Characters: 5 - young woman about 20 (F, calm), many villagers (M/F, worried).';
    expect(story('ppdt', `${vague}\n${GOOD}`).cap).toBe('no_character_marking');
  });

  it('reads a Characters line written on the same line as the story', () => {
    const line =
      'Characters: 3 - young woman (20, F, determined), boy (10, M, curious), girl (9, F, worried). Action: fixing the well rope.';
    expect(story('ppdt', `${line} ${GOOD}`)).toMatchObject({ score: 5, cap: null });
    expect(
      story('ppdt', 'Characters: 3 - young woman (20, F, calm), boy (10, M), girl (9, F).').cap,
    ).toBe('blank');
  });
});

describe('story length step', () => {
  it('over 200 words loses one step', () => {
    const extra =
      ' The next week she also taught the older children how to check the rope and the pulley every Sunday, made a small register for the ' +
      'repairs, wrote the mechanic’s phone number on the wall of the panchayat office, and asked the sarpanch to keep a spare washer and a ' +
      'spare rope in the school store room, so that the families would never again go without water for days while waiting for help from the block.';
    const long = `${OPENING} ${ACTION}${extra} ${OUTCOME}`;
    expect(story('tat', long)).toMatchObject({ score: 4, cap: 'length' });
  });
});

describe('improved stories read as English', () => {
  it('continues the picture mid-sentence without a stray capital', () => {
    const { a } = story('tat', null, {
      pictureDescription: 'Two people are standing near a broken bridge; a river runs below.',
    });
    const improved = a.improved.join(' ');
    expect(improved).toContain('saw that two people were standing near a broken bridge');
    expect(improved).not.toMatch(/saw that Two/);
  });
});
