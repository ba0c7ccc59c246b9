/** WAT rules (RUBRIC §3): base 3 (+1 concrete OLQ, +1 own purposeful action), caps 1–3, >15 words −1. */
import type { OlqKey } from '@/shared/olqs';
import { parse } from './nlp';
import { findOlqs } from './olq-cues';
import {
  approvesDishonesty,
  cliche,
  constructiveAction,
  hasVerb,
  hostileByPhrase,
  pettyDishonesty,
  hostility,
  negativeAffect,
  negativeOutlook,
  preaching,
} from './signals';
import type { CapHit, Judgement } from './types';
import {
  boasting,
  definition,
  fifthPoint,
  forcedDefence,
  generalisation,
  material,
  onlyStimulus,
  ownAction,
  resentment,
  specificity,
  farInMeaning,
  cheerfulAside,
  stimulusLink,
  stimulusToken,
} from './wat-signals';

export const WAT_WORD_LIMIT = 15;

const cap = (
  name: string,
  level: CapHit['level'],
  quote: string | null | undefined,
  why: string,
  fix: string,
): CapHit => ({
  name,
  level,
  quote: quote ?? undefined,
  why,
  fix,
});

function blankJudgement(stimulus: string): Judgement {
  return {
    testType: 'wat',
    base: 1,
    criteria: [],
    words: 0,
    wordLimit: WAT_WORD_LIMIT,
    olqs: [],
    blank: true,
    wanted: ['initiative', 'sense_of_responsibility'],
    caps: [
      cap(
        'blank',
        1,
        null,
        'was left blank',
        `Write the first healthy thought "${stimulus}" brings, as a short sentence about something you did.`,
      ),
    ],
  };
}

export function judgeWat(stimulus: string, response: string | null): Judgement {
  const text = (response ?? '').trim();
  if (!text) return blankJudgement(stimulus);
  const p = parse(text);
  const caps: CapHit[] = [];
  const add = (c: CapHit | null) => c && caps.push(c);

  // Cap 1: the word alone, aggression, dishonesty, resentment, unresolved negative affect, off-topic.
  if (onlyStimulus(p, stimulus))
    add(
      cap(
        'stimulus_only',
        1,
        text,
        'repeats the word without a thought',
        `Write a full sentence that uses "${stimulus}".`,
      ),
    );
  const hostile = hostility(p);
  if (hostile)
    add({
      ...cap(
        'hostility',
        1,
        hostile,
        'shows aggression',
        'Show a firm but constructive response instead.',
      ),
      precise: hostileByPhrase(p),
    });
  const dishonest = approvesDishonesty(p);
  const petty = dishonest ? null : pettyDishonesty(p.text);
  if (dishonest ?? petty)
    add({
      ...cap(
        'dishonesty',
        1,
        dishonest ?? petty,
        'treats dishonesty as acceptable',
        'Show an honest choice you made.',
      ),
      precise: petty !== null,
    });
  const grudge = resentment(p);
  if (grudge)
    add(
      cap(
        'resentment',
        1,
        grudge,
        'resents authority',
        'Show what you learnt or did, not a complaint.',
      ),
    );
  const gloomy = generalisation(p) !== null && negativeOutlook(p) && !cliche(p);
  const negative =
    negativeAffect(p, constructiveAction(p)) ?? (gloomy ? text.replace(/[.!]$/, '') : null);
  if (negative)
    add(
      cap(
        'negative_affect',
        1,
        negative,
        'shows fear, despair or withdrawal with no constructive turn',
        'Show what you did about it, e.g. how you practised or overcame it.',
      ),
    );
  const olqs = findOlqs(p, undefined, true);
  const present = stimulusToken(p, stimulus);
  const link = present ? undefined : stimulusLink(p, stimulus);
  const aside = !present && !link?.link && cheerfulAside(p, stimulus);
  if (!present && ((link?.known && !link.link) || aside)) {
    // A missing lexical link is a weak signal (RUBRIC §6): only an answer that shows nothing and
    // whose every word is known to be far in meaning is called off-topic.
    const doing = ownAction(p);
    const acted =
      doing !== null &&
      !/^(like|love|enjoy|prefer|want|wish|hate|feel|think|know|be|have)$/.test(doing.lemma);
    // A proverb is a cliché, not off-topic: "Slow and steady wins the race" for Patience.
    const far = olqs.length === 0 && !acted && farInMeaning(p, stimulus) && !cliche(p);
    if (far || aside)
      add(
        cap(
          'off_topic',
          1,
          text,
          `has no link to "${stimulus}"`,
          `Start from what "${stimulus}" brings to mind.`,
        ),
      );
    else
      add(
        cap(
          'weak_link',
          3,
          text,
          `has no clear link to "${stimulus}"`,
          `Make the link to "${stimulus}" visible in the sentence.`,
        ),
      );
  }

  // Cap 2: preaching, definition, boasting, fragment, material focus.
  add(
    nullable(preaching(p), (q) =>
      cap(
        'preaching',
        2,
        q,
        'tells others what to do and says nothing about you',
        'Turn the advice into something you did, with its result.',
      ),
    ),
  );
  add(
    nullable(definition(p, stimulus), (q) =>
      cap(
        'definition',
        2,
        q,
        'defines the word instead of showing a quality',
        'Write about a person or event, ideally your own action.',
      ),
    ),
  );
  add(
    nullable(boasting(p), (q) =>
      cap(
        'boasting',
        2,
        q,
        'praises yourself without evidence',
        'Show the quality through an action and let it speak.',
      ),
    ),
  );
  if (!caps.some((c) => c.level === 1) && (p.wordCount < 3 || !hasVerb(p))) {
    add(
      cap(
        'fragment',
        2,
        text,
        'is a fragment, not a sentence with an idea',
        'Write a complete sentence of 4–12 words with a verb.',
      ),
    );
  }
  add(
    nullable(material(p), (q) =>
      cap(
        'material',
        2,
        q,
        'focuses only on possessions or money',
        'Show a quality in how you act, not what you want to own.',
      ),
    ),
  );

  // Cap 3: cliché, abstract generalisation, forced defence association.
  add(
    nullable(cliche(p), (q) =>
      cap(
        'cliche',
        3,
        q,
        'is a memorised proverb or slogan that reveals nothing about you',
        'Replace the slogan with a real example from your life.',
      ),
    ),
  );
  add(
    nullable(forcedDefence(p, stimulus), (q) =>
      cap(
        'forced_defence',
        3,
        q,
        `brings in the forces for a non-military word`,
        `Use the first natural association of "${stimulus}".`,
      ),
    ),
  );
  add(
    nullable(generalisation(p), (q) =>
      cap(
        'generalisation',
        3,
        q,
        'is a general statement with no specific person or event',
        'Name a specific person, group or event, ideally your own action.',
      ),
    ),
  );

  const concrete = specificity(p);
  const own = ownAction(p);
  const isConcreteOlq = (Boolean(concrete) || Boolean(own)) && olqs.length > 0;
  // OLQs that make an act purposeful by themselves; leisure shows only stamina, liveliness or company.
  const responsibility = olqs.some((h) => PURPOSEFUL.has(h.key));
  const fifth = own && isConcreteOlq ? fifthPoint(p, responsibility) : null;
  const criteria = [
    { name: 'valid', met: true, fix: '' },
    {
      name: 'concrete_olq',
      met: isConcreteOlq,
      quote: concrete ?? own?.text,
      fix:
        olqs.length === 0
          ? 'Show a quality (initiative, cooperation, responsibility…) in a specific person or event.'
          : 'Tie the quality to a specific person, group or event, not "people" or "life".',
    },
    {
      name: 'own_action',
      met: Boolean(fifth),
      quote: own?.text,
      fix: own
        ? 'Add the purpose or result of what you did, or whom it helped.'
        : 'Make it your own action ("I…", "we…", "our team…") with a purpose or result.',
    },
  ];
  const base = 3 + (isConcreteOlq ? 1 : 0) + (fifth ? 1 : 0);
  return {
    testType: 'wat',
    base,
    criteria,
    caps,
    words: p.wordCount,
    wordLimit: WAT_WORD_LIMIT,
    olqs,
    blank: false,
    wanted: wantedOlqs(olqs.map((h) => h.key)),
  };
}

function nullable<T>(value: string | null, make: (q: string) => T): T | null {
  return value ? make(value) : null;
}

const PURPOSEFUL = new Set<OlqKey>([
  'sense_of_responsibility',
  'courage',
  'determination',
  'initiative',
  'organising_ability',
  'effective_intelligence',
  'ability_to_influence',
  'speed_of_decision',
]);

const DEFAULT_WANTED: OlqKey[] = [
  'initiative',
  'sense_of_responsibility',
  'cooperation',
  'determination',
  'organising_ability',
];

export function wantedOlqs(shown: readonly OlqKey[]): OlqKey[] {
  return DEFAULT_WANTED.filter((k) => !shown.includes(k));
}
