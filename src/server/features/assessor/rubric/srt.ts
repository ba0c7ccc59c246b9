/** SRT rules (RUBRIC §4): base 3 (+1 all parts in order, +1 carried through), caps 1–3, >45 words −1. */
import type { OlqKey } from '@/shared/olqs';
import { parse, type Parsed } from './nlp';
import { findOlqs } from './olq-cues';
import { KIN_WORDS, PEOPLE_NOUNS, PREACH_RE } from './lexicons';
import {
  AFTERCARE_RE,
  ANGER_RE,
  CARE_RE,
  CLOSURE_RE,
  COMPLY_RE,
  DELAY_RE,
  DELEGATION_VERBS,
  EMOTION_VERBS,
  GIVE_UP_RE,
  HIGH_RISK_RE,
  IGNORE_RE,
  LIFE_RISK_RE,
  REFUSE_RE,
  UNLAWFUL_RE,
  VAGUE_RE,
  WAITING_RE,
  WRONGDOING_RE,
} from './lexicons-srt';
import { hostileByPhrase, hostility, matchQuote, pettyDishonesty } from './signals';
import {
  blaming,
  covers,
  demandParts,
  heroPronouns,
  escaping,
  hedging,
  heroVerbs,
  loneBravado,
  situationParts,
  type Part,
} from './srt-signals';
import type { CapHit, Criterion, Judgement } from './types';

export const SRT_WORD_LIMIT = 45;

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

/** Talk that settles it, or faces the wrongdoer: not only informing (cap 3). */
const SETTLED_RE =
  /\b(they agreed|both agreed|agreed on|no (trouble|problem|fight|fights|issue)s? since|since then|got (it|his|her|their|the \w+) back|was (solved|settled|sorted))\b/i;
const FIRMLY_RE = /\b(told|tell|asked|ask|warned|warn)\s+(\w+\s+){0,3}(firmly|strictly|clearly)\b/i;

/** "cannot swim" in the situation against "swam"/"jumped in" in the reaction. */
function contradictsLimit(situation: string, r: Parsed): string | null {
  const m =
    /\b(?:cannot|can't|can not|does not know how to|doesn't know how to|is unable to)\s+(\w+)/i.exec(
      situation,
    );
  if (!m) return null;
  // The hero's own limit ("he cannot swim", "he has a fractured hand and cannot lift"), not
  // someone else's ("many old people cannot go out", "a tourist who cannot speak Tamil").
  const clause = situation.slice(0, m.index).split(/[.,;]/).at(-1) ?? '';
  const before = /(\w+)\W*$/.exec(clause)?.[1]?.toLowerCase() ?? '';
  const hero = /^(he|she|i|you)$/;
  if (
    !hero.test(before) &&
    !(/^(and|but|so)$/.test(before) && /^\s*(he|she|i|you)\b/i.test(clause))
  )
    return null;
  const limited = parse(m[1]).tokens[0]?.lemma ?? m[1].toLowerCase();
  const t = r.tokens.find((x) => x.lemma === limited && !x.neg);
  if (t) return t.text;
  return limited === 'swim' ? matchQuote(r.text, /\bjump(ed)? (in|into)\b[^,.]*/i) : null;
}

/**
 * Life first (RUBRIC §4): in a life-risk situation the care step must not be put off ("after the
 * exam", "later") or come after the other business ("went to the exam first, then called 108").
 */
function outOfOrder(text: string, parts: readonly Part[]): boolean {
  const pieces = text.split(/\s*(?:[,;]|\bthen\b|\band\b)\s*/i).filter(Boolean);
  const careAt = pieces.findIndex((x) => CARE_RE.test(x));
  if (careAt < 0) return DELAY_RE.test(text);
  if (
    DELAY_RE.test(pieces[careAt]) ||
    /\b(first|before)\b/i.test(pieces.slice(0, careAt).join(' '))
  )
    return true;
  const otherKeys = parts.filter((x) => !x.lifeRisk).flatMap((x) => x.keys);
  return pieces.slice(0, careAt).some((x) =>
    otherKeys.some((k) =>
      x
        .toLowerCase()
        .split(/\W+/)
        .some((w) => w.startsWith(k)),
    ),
  );
}

export function judgeSrt(situation: string, response: string | null): Judgement {
  const text = (response ?? '').trim();
  const base: Omit<Judgement, 'base' | 'criteria' | 'caps' | 'words' | 'olqs' | 'blank'> = {
    testType: 'srt',
    wordLimit: SRT_WORD_LIMIT,
    wanted: [],
  };
  if (!text) {
    return {
      ...base,
      base: 1,
      criteria: [],
      words: 0,
      olqs: [],
      blank: true,
      wanted: ['speed_of_decision', 'sense_of_responsibility'],
      caps: [
        cap(
          'blank',
          1,
          null,
          'was left blank',
          'Write what you would actually do, fast: the first practical step and how it ends.',
        ),
      ],
    };
  }
  const s = parse(situation);
  const r = parse(text);
  const caps: CapHit[] = [];
  const add = (c: CapHit | null | false | '') => c && caps.push(c);
  const q = (re: RegExp) => matchQuote(text, re);
  const verbs = heroVerbs(r, heroPronouns(s));
  // "Sat and cried" is feeling; "sit with him", "sit to revise", "sit at the shop" are doing.
  const actions = verbs.filter(
    (v) =>
      !EMOTION_VERBS.has(v.lemma) ||
      (v.lemma === 'sit' && /^(with|to|at|beside|by)$/.test(r.tokens[v.i + 1]?.lower ?? '')),
  );
  const lifeRisk = LIFE_RISK_RE.test(situation);

  // Cap 1.
  const escape = escaping(text);
  const blame = blaming(text);
  add(
    escape &&
      cap(
        'panic_escape',
        1,
        escape,
        'panics or runs from the problem',
        'Stay and take the first safe, practical step.',
      ),
  );
  add(
    q(IGNORE_RE) &&
      cap(
        'ignores_wrong',
        1,
        q(IGNORE_RE),
        'ignores or condones what is wrong',
        'Act on it: stop it, report it, or help the person put it right.',
      ),
  );
  const petty = pettyDishonesty(text);
  add(
    (q(UNLAWFUL_RE) ?? petty) && {
      ...cap(
        'dishonest_act',
        1,
        q(UNLAWFUL_RE) ?? petty,
        'is dishonest or unlawful',
        'Choose the honest way out, even if it costs you.',
      ),
      precise: !q(UNLAWFUL_RE) && petty !== null,
    },
  );
  const complies = WRONGDOING_RE.test(situation) && q(COMPLY_RE) && !REFUSE_RE.test(text);
  add(
    complies &&
      cap(
        'unethical_compliance',
        1,
        q(COMPLY_RE),
        'goes along with something false or wrong',
        'Refuse politely but firmly and offer an honest alternative.',
      ),
  );
  const hostile = hostility(r);
  const bravado = loneBravado(text);
  if (hostile && (ANGER_RE.test(text) || !bravado))
    add({
      ...cap(
        'aggression',
        1,
        hostile,
        'reacts with aggression',
        'Protect people and involve others or the police; no personal violence.',
      ),
      precise: hostileByPhrase(r),
    });
  add(
    blame &&
      cap('blaming', 1, blame, 'blames others', 'Look at what you can do or improve yourself.'),
  );
  // Giving up a lesser duty to save a life is the rubric's order of priorities (life and safety
  // first), not giving up: "gave up the exam for that day, called 108, took her to hospital".
  add(
    q(GIVE_UP_RE) &&
      !(lifeRisk && CARE_RE.test(text)) &&
      cap(
        'giving_up',
        1,
        q(GIVE_UP_RE),
        'gives up',
        'Show how you keep going: analyse, practise, try again.',
      ),
  );

  // Cap 2.
  const waiting = q(WAITING_RE);
  if (actions.length === 0 && (verbs.length > 0 || waiting))
    add(
      cap(
        'emotion_only',
        2,
        waiting ?? verbs[0]?.text,
        'offers feelings or prayer instead of action',
        'Say the first practical thing you would do.',
      ),
    );
  else if (waiting)
    add(
      cap(
        'waiting',
        2,
        waiting,
        'waits for others or luck',
        'Act yourself and get help while you act.',
      ),
    );
  if (bravado && (hostile || HIGH_RISK_RE.test(text)))
    add(
      cap(
        'superhuman',
        2,
        bravado,
        'takes on a group or danger alone, beyond one person',
        'Act within your means: get others, the police or helpers involved.',
      ),
    );
  const limit = contradictsLimit(situation, r);
  add(
    limit &&
      cap(
        'ignores_limitation',
        2,
        limit,
        'ignores a limitation stated in the situation',
        'Work within the limitation: use what you can do and get help.',
      ),
  );
  const preach = PREACH_RE.test(text)
    ? q(/\b(should|must|ought to|have to|need to)\b[^,.;]*/i)
    : null;
  add(
    preach &&
      cap(
        'preaching',
        2,
        preach,
        'is a moral statement, not an action',
        'Say what you would do, not what people should do.',
      ),
  );
  add(
    q(VAGUE_RE) &&
      cap(
        'vague',
        2,
        q(VAGUE_RE),
        'is a vague promise with nothing concrete',
        'Name the concrete steps (who you call, what you switch off, where you take them).',
      ),
  );

  // Cap 3.
  // Passing the problem on, unless the talk settles it ("they agreed on alternate days") or
  // faces the wrongdoer ("tell the man firmly to stop").
  const delegating =
    actions.length > 0 &&
    actions.every((v) => DELEGATION_VERBS.has(v.lemma)) &&
    !SETTLED_RE.test(text) &&
    !FIRMLY_RE.test(text);
  if (delegating)
    add(
      cap(
        'only_informing',
        3,
        text.replace(/[.!]$/, ''),
        'only passes the problem to someone else',
        'Add what you would do yourself before or while others come.',
      ),
    );
  else if (actions.length === 1 && r.wordCount <= 14)
    add(
      cap(
        'single_step',
        3,
        text.replace(/[.!]$/, ''),
        'is a single short step',
        'Add the next steps and how the situation ends.',
      ),
    );
  const hedge = hedging(text);
  add(
    hedge &&
      cap(
        'hedging',
        3,
        hedge,
        'hedges instead of deciding',
        'Decide and state the action plainly.',
      ),
  );
  // People named the way candidates name them count too: "Lala ji", "papa", "us five".
  const affected =
    situationParts(s).some((x) => x.people) &&
    !/\b(him|her|them|his|their|everyone|they|us|ji|sir|madam|uncle|aunty)\b/i.test(text) &&
    !r.tokens.some((t) => PEOPLE_NOUNS.has(t.lemma) || KIN_WORDS.has(t.lower));
  add(
    affected &&
      cap(
        'ignores_people',
        3,
        text.replace(/[.!]$/, ''),
        'ignores the people affected',
        'Say how you would handle the people involved.',
      ),
  );

  const parts = demandParts(situationParts(s));
  const missing = parts.filter((x) => !covers(x, r));
  const delayed = lifeRisk && outOfOrder(text, situationParts(s));
  // Refusing a wrong request and pointing to the right way out resolves it.
  const refusedWrong =
    WRONGDOING_RE.test(situation) && actions.length >= 2
      ? q(/\b(refus\w*|said no|declin\w*)\b/i)
      : null;
  const closure = lifeRisk ? (q(AFTERCARE_RE) ?? null) : (q(CLOSURE_RE) ?? refusedWrong);
  const criteria: Criterion[] = [
    {
      name: 'action',
      met: actions.length > 0,
      quote: actions[0]?.text,
      fix: 'Start with a concrete, responsible action.',
    },
    {
      name: 'all_parts',
      met: missing.length === 0 && !delayed,
      quote: missing[0]?.text,
      fix:
        missing.length > 0
          ? `Also deal with "${missing[0].text}".`
          : 'Act at once on the risk to life; do the rest after.',
    },
    {
      name: 'closure',
      met: Boolean(closure),
      quote: closure ?? undefined,
      fix: lifeRisk
        ? 'Carry it through: first aid, a doctor or handover, and stay till they are safe.'
        : 'Carry it through to a result or handover (reached, submitted, handed over).',
    },
  ];
  const baseScore =
    actions.length === 0 ? 2 : 3 + (criteria[1].met ? 1 : 0) + (criteria[2].met ? 1 : 0);
  const olqs = findOlqs(r);
  const shown = olqs.map((h) => h.key);
  const wanted: OlqKey[] = (
    [
      'speed_of_decision',
      'sense_of_responsibility',
      'effective_intelligence',
      'cooperation',
      'organising_ability',
    ] as OlqKey[]
  ).filter((k) => !shown.includes(k));
  return {
    ...base,
    base: baseScore,
    criteria,
    caps,
    words: r.wordCount,
    olqs,
    blank: false,
    wanted,
  };
}
