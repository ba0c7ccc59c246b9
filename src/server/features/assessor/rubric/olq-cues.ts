/**
 * The OLQ cue lexicon, seeded from the evidence column of RUBRIC.md §2, and the tagger that
 * finds cues in an answer and quotes the words around them.
 */
import type { OlqKey } from '@/shared/olqs';
import { isPastForm } from './inflect';
import type { Parsed, Tok } from './nlp';
import { KIN_WORDS, PEOPLE_NOUNS, WITHDRAWAL, WITHDRAWAL_RE } from './lexicons';

interface CueSet {
  lemmas: string[];
  phrases: RegExp[];
}

const cue = (lemmas: string, phrases: RegExp[] = []): CueSet => ({
  lemmas: lemmas.split(/\s+/).filter(Boolean),
  phrases,
});

export const OLQ_CUES: Record<OlqKey, CueSet> = {
  effective_intelligence: cue(
    'improvise borrow repair fix alternative instead substitute makeshift recalibrate reuse resourceful jugaad shortcut plank',
    [
      /\banother (route|way|bus|train|option)\b/,
      /\bfound (my|his|her) own\b/,
      /\bfrom a nearby\b/,
      /\bwith what\b/,
    ],
  ),
  reasoning_ability: cue(
    'check analyse analyze examine investigate notice realise realize compare confirm verify diagnose calculate research figure read learn explore',
    [
      /\bfound (out|that|the (cause|fault|reason|problem|leak))\b/,
      /\bthe (cause|reason)\b/,
      /\bwent through\b/,
      /\bworked out\b/,
    ],
  ),
  organising_ability: cue(
    'plan organise organize divide timetable schedule arrange assign allot allocate coordinate sector balance distribute task budget',
    [/\bmade (small )?teams\b/, /\bclear (part|task|tasks|role)\b/, /\bstep by step\b/],
  ),
  power_of_expression: cue(
    'explain convince persuade present debate describe clarify express negotiate announce',
    [/\b(spoke|talked|speak|talk) to\b/, /\bwrote (a|an|to)\b/],
  ),
  social_adaptability: cue(
    'friend friendship politely adjust adapt mix tactfully privately welcome befriend polite hostel',
    [/\bnew (friends|place|city|school|college)\b/, /\blike (a )?family\b/, /\bmade friends\b/],
  ),
  cooperation: cue(
    'together jointly cooperate share assist support join collaborate teammate help teach tutor coach guide',
    [
      /\b(with|and) (my|our) (\w+ )?(friends|classmates|cousins|team|teammates|brother|sister|neighbours|colleagues|group|unit|class|batch|club|squad|mates)\b/,
      /\bour (team|group|class)\b/,
      /\bwith (help|the help) (of|from)\b/,
      /\bwe\b/,
    ],
  ),
  sense_of_responsibility: cue(
    'responsibility responsible duty punctual honest honestly return safety safe protect serve service volunteer patrol free complaint clean plant donate conserve recycle apologise apologize',
    [
      /\bstay(s|ed)? back\b/,
      /\b(gave|give|gives|donated) (\w+ ){0,3}to (the|a|my|our) (school|college|hospital|orphanage|library|fund|charity|village|poor|needy|temple|shelter)\b/,
      /\bfor (the |my |our |poor |needy |slum |old |sick |younger |small )?(family|children|villagers|neighbours|neighbors|patients|juniors|elderly|poor|needy|students|classmates|orphans|kids|team)\b/,
      /\bwhen (my |our )?(mother|father|parents|grandmother|grandfather|sister|brother) (was|were|fell) (ill|unwell|sick|away|injured)\b/,
      /\bso that (nobody|no one|others|everyone|people|they|the \w+)\b/,
      /\b(look|looked|looking) after\b/,
      /\btook (care|charge)\b/,
      /\bon time\b/,
      /\bfirst aid\b/,
      /\b(ambulance|108|112|101|102)\b/,
      /\b(reported|lodged|handed over)\b/,
    ],
  ),
  initiative: cue('start volunteer initiate launch offer lead propose begin captain', [
    /\b(on my own|took the lead|took the initiative|took up|set up)\b/,
  ]),
  self_confidence: cue('alone confident confidently calm calmly independently own', [
    /\bspoke first\b/,
    /\bby (myself|himself|herself)\b/,
    /\braised my hand\b/,
  ]),
  speed_of_decision: cue('immediately instantly quickly promptly', [
    /\b(at once|without delay|right away|without wasting|within minutes|on the spot|at the earliest)\b/,
  ]),
  ability_to_influence: cue(
    'convince motivate persuade inspire encourage encouragement rally influence campaign elect',
    [
      /\b(won|win|wins) (the |an |a )?(\w+ ){0,2}(election|vote|votes)\b/,
      /\b(got|made) (them|everyone|others|him|her) to\b/,
      /\bwon (them|him|her) over\b/,
    ],
  ),
  liveliness: cue(
    'cheerful cheerfully enjoy fun fresh laugh smile lively game music joke sing song dance celebrate happily energetic enthusiastically',
    [],
  ),
  determination: cue(
    'practise practice persist persevere despite until till again harder continue daily retry',
    [
      /\bafter (\w+ ){0,3}(failed attempts|attempts|tries|failures|setbacks|defeats)\b/,
      /\b(won|cleared|passed|qualified)\b/,
      /\bevery (morning|day|evening|week|night|sunday|weekend)\b/,
      /\bfor (\w+ )?(months|years|weeks)\b/,
      /\bkept (trying|practising|practicing|working|going)\b/,
      /\b(did not|didn't|never) give up\b/,
      /\bworked late\b/,
      /\ball night\b/,
    ],
  ),
  courage: cue('courage brave bravery admit refuse rescue dare confront fearless risk jump', [
    /\b(stood|spoke) up\b/,
    /\bfaced (my|the|his|her)\b/,
    /\bcarried \w+ \w+ out of\b/,
    /\b(stopped|caught) the\b/,
  ]),
  stamina: cue('run jog trek swim climb cycle walk march endure exercise gym hike', [
    /\blong hours\b/,
    /\bwithout rest\b/,
    /\b\d+ ?(km|kilometres|kilometers)\b/,
  ]),
};

/**
 * WAT-only cues (learned-v19 on): the shapes a one-line own action takes when it shows
 * responsibility or organising without naming it. Measured on the corpus for WAT (rules' base
 * Spearman 0.57 → 0.61); SRT and stories keep the shared cues (they lost agreement with these).
 */
const WAT_PHRASES: [OlqKey, RegExp][] = [
  // A quarrel settled between others: "Settled quarrel between roommates by making a chart".
  [
    'cooperation',
    /\b(settled|sorted|resolved|ended|patched up|calmed) (a |the |their |two |our )?(\w+ ){0,2}(quarrel|fight|dispute|argument|misunderstanding|fights|quarrels)\b/,
  ],
  [
    'sense_of_responsibility',
    /\b(took|take|takes|taking|drove|carried|rushed|brought|dropped|escorted|accompanied) (\w+ ){0,4}to (the |a |our |his |her )?(\w+ )?(hospital|doctor|clinic|phc|chc|vet|sick bay|mi room|dispensary|ward|relief camp|check-?up|dialysis|casualty|emergency|safety|shelter|police station)\b/,
  ],
  [
    'sense_of_responsibility',
    /\b(told|informed|alerted|called|phoned|rang|reported to) (the |our |a )?(\w+ ){0,2}(lineman|police|guard|warden|principal|manager|conductor|rescuer|brigade|department|authorities|helpline|control room|station master|tte|bescom|panchayat|sarpanch|supervisor|security)\b/,
  ],
  [
    'sense_of_responsibility',
    /\b(moved|kept|sent|took|pulled|shifted) (the |small |all |other |our |two )?(\w+ )?(kids|children|boys|girls|people|crowd|students|juniors|villagers|everyone|neighbours|cattle|passengers) (away|back|out|aside|off|to safety)\b/,
  ],
  [
    'sense_of_responsibility',
    /\b(warned|stopped) (the |small |all |other |our |two )?(\w+ )?(kids|children|boys|girls|people|crowd|students|juniors|villagers|everyone|neighbours|passengers)\b/,
  ],
  [
    'sense_of_responsibility',
    /\bbefore (the |his |her |my |our |it )?(\w+ ){0,2}(deadline|due date|storm|rains?|monsoon|dark|nightfall|audit|flood|spread|cyclone|time|schedule)\b/,
  ],
  [
    'sense_of_responsibility',
    /\b(an hour|a day|a week|a month|(two|three|four|few|\d+) (min|mins|minutes|hours?|days?|weeks?|months?)) (early|before|ahead)\b/,
  ],
  ['sense_of_responsibility', /\bto (pay|support|feed|fund) (my|our|his|her|their)\b/],
  // Care named by its purpose: "took dadi for her BP checkup", "…so mummy gets one day rest".
  [
    'sense_of_responsibility',
    /\b(took|take|takes|taking|brought|drove|carried) (\w+ ){0,4}for (a |an |her |his |my |their |the )?(\w+ )?(check-?up|operation|surgery|dialysis|treatment|vaccination|injection|x-?ray|dressing|chemo)\b/,
  ],
  [
    'sense_of_responsibility',
    /\bso (?!that i\b|i\b|me\b|that me\b)(that )?(\w+ ){1,3}(could|can|would|did not|didn'?t|dont|don'?t|won'?t|wouldn'?t|doesn'?t|does not|gets?|got|stays?|reach(ed)?|had)\b/,
  ],
  // Someone carrying on: "Dada still opens the shop at 7 at age 72", "still takes his hodi out".
  [
    'determination',
    /\bstill (goes|takes|opens|runs|works|teaches|wakes|walks|drives|comes|plays|cycles|looks after|manages|does|keeps|helps|farms|ploughs|climbs|carries|sells|cooks|rows|fishes|trains|practises|practices|attends|studies)\b/,
  ],
  [
    'cooperation',
    /\b(showed|show|shows|guided) (a |an |the |two |some |one )?(\w+ ){0,2}(stranger|tourists?|trekkers?|uncle|aunty|aunties|lady|man|boy|girl|kid|child|couple|family|woman|pilgrims?|visitors?|foreigners?|passengers?) the way\b/,
  ],
  // Owning up: telling the truth, or admitting a lie or a mistake ("told a lie" is not).
  ['sense_of_responsibility', /\b(told|tell|tells|spoke) (\w+ ){0,3}(the )?truth\b/],
  ['sense_of_responsibility', /\b(admitted|confessed|owned up) (\w+ ){0,3}(mistake|lie|fault)\b/],
  [
    'organising_ability',
    /\b(made|started|set up|drew|prepared) (a |an |the |separate |small |new |proper |our )?(\w+ )?(system|queue|list|chart|roster|rota|groups|map|register)\b/,
  ],
];

const GLOBAL_PHRASES: [OlqKey, RegExp][] = (Object.entries(OLQ_CUES) as [OlqKey, CueSet][]).flatMap(
  ([key, set]) => set.phrases.map((re) => [key, new RegExp(re.source, 'g')] as [OlqKey, RegExp]),
);

const CUE_INDEX = new Map<string, OlqKey[]>();
for (const [key, set] of Object.entries(OLQ_CUES) as [OlqKey, CueSet][]) {
  for (const lemma of set.lemmas) CUE_INDEX.set(lemma, [...(CUE_INDEX.get(lemma) ?? []), key]);
}

export interface OlqHit {
  key: OlqKey;
  /** Words from the answer that show the OLQ (an exact substring of the answer). */
  quote: string;
  /** Token index of the cue, for ordering. */
  at: number;
}

const NEGATORS = new Set([
  'not',
  'never',
  'no',
  "n't",
  'without',
  'nothing',
  'someone',
  'somebody',
  'nobody',
]);
/** Cues that count only as verbs (a "test run" is not stamina) or only in a context. */
const VERB_ONLY = new Set([
  'run',
  'jog',
  'trek',
  'swim',
  'climb',
  'cycle',
  'walk',
  'march',
  'hike',
  'help',
  'start',
  'lead',
  'offer',
  'plan',
  'check',
  'fix',
  'read',
  'learn',
  'captain',
  'guide',
  'coach',
  'plant',
  'return',
]);
const CONTEXT: Record<string, RegExp> = {
  admit: /\b(mistake|fault|error|truth|wrong|blame|guilt)\b/i,
  return: /\b(wallet|money|purse|bag|phone|lost|found|back|change|extra|excess|balance|owner)\b/i,
};
const CLAUSE_BREAK = new Set([
  ',',
  ';',
  ':',
  '.',
  '!',
  '?',
  'and',
  'but',
  'so',
  'because',
  'while',
  'when',
  'as',
]);

function clauseBounds(p: Parsed, at: number): [number, number] {
  let a = at;
  while (a > 0 && p.tokens[a - 1].s === p.tokens[at].s && !CLAUSE_BREAK.has(p.tokens[a - 1].lower))
    a -= 1;
  let b = at;
  const last = p.tokens.length - 1;
  while (
    b < last &&
    p.tokens[b + 1].s === p.tokens[at].s &&
    !CLAUSE_BREAK.has(p.tokens[b + 1].lower)
  )
    b += 1;
  return [a, b];
}

/** Exact words of the answer from token a to token b. */
export function quoteSpan(p: Parsed, a: number, b: number): string {
  const from = p.tokens[a];
  const to = p.tokens[b];
  return p.text.slice(from.start, to.end).trim();
}

function isNegated(p: Parsed, t: Tok, clause: [number, number]): boolean {
  if (t.neg) return true;
  for (let k = Math.max(clause[0], t.i - 2); k < t.i; k += 1)
    if (NEGATORS.has(p.tokens[k].lower)) return true;
  const text = p.tokens
    .slice(clause[0], clause[1] + 1)
    .map((x) => x.lower)
    .join(' ');
  if (WITHDRAWAL_RE.test(text)) return true;
  return p.tokens.slice(clause[0], clause[1] + 1).some((x) => WITHDRAWAL.has(x.lemma));
}

function windowFor(p: Parsed, t: Tok, clause: [number, number], span = 1): string {
  const cueEnd = Math.min(clause[1], t.i + span - 1);
  const isVerb = t.pos === 'VERB';
  let a = t.i;
  if (!isVerb) {
    const verb = p.tokens
      .slice(Math.max(clause[0], t.i - 4), t.i)
      .reverse()
      .find((x) => x.pos === 'VERB');
    a = verb ? verb.i : Math.max(clause[0], t.i - 1);
  }
  let b = isVerb ? Math.min(clause[1], cueEnd + 3) : cueEnd;
  while (b > cueEnd && !p.tokens[b].isWord) b -= 1;
  while (
    b > cueEnd &&
    /^(the|a|an|to|of|my|his|her|their|our|and|for|with)$/.test(p.tokens[b].lower)
  )
    b -= 1;
  return quoteSpan(p, a, b);
}

function tokenAtChar(p: Parsed, char: number): Tok | undefined {
  return p.tokens.find((t) => t.end > char);
}

/** Every OLQ cue in the answer, at most one hit per OLQ (the first). `wat`: the WAT-only cues too. */
export function findOlqs(p: Parsed, only?: (t: Tok) => boolean, wat = false): OlqHit[] {
  const hits = new Map<OlqKey, OlqHit>();
  const add = (key: OlqKey, t: Tok, span: number) => {
    if (hits.has(key) || (only && !only(t))) return;
    const clause = clauseBounds(p, t.i);
    if (isNegated(p, t, clause)) return;
    hits.set(key, { key, quote: windowFor(p, t, clause, span), at: t.i });
  };
  const lower = p.text.toLowerCase();
  for (const [key, re] of wat ? [...GLOBAL_PHRASES, ...WAT_PHRASES] : GLOBAL_PHRASES) {
    re.lastIndex = 0;
    const m = re.exec(lower);
    const t = m ? tokenAtChar(p, m.index) : undefined;
    if (m && t) add(key, t, m[0].split(/\s+/).length);
  }
  for (const t of p.tokens) {
    if (!t.isWord) continue;
    if (t.lower === 'first' && p.tokens[t.i + 1]?.lower === 'aid') continue;
    if (VERB_ONLY.has(t.lemma) && t.pos !== 'VERB') continue;
    const context = CONTEXT[t.lemma];
    if (context && !context.test(p.sentences[t.s]?.text ?? '')) continue;
    for (const key of CUE_INDEX.get(t.lemma) ?? CUE_INDEX.get(t.lower) ?? []) add(key, t, 1);
  }
  if (wat) for (const [key, t, span] of structuralCues(p)) add(key, t, span);
  return [...hits.values()].sort((x, y) => x.at - y.at);
}

const wordSet = (s: string): Set<string> => new Set(s.split(' '));
/** Verbs after which "for someone" is no benefit to them ("waited for my friend"). */
const NOT_FOR_OTHERS = wordSet(
  'be wait pray look search ask apply go come leave fight argue quarrel blame shout scold cry wish hope thank vote beg sorry feel fear worry happen reject select choose pick use prepare proxy',
);
/** Verbs after "still" that carry on with nothing ("still feel bad", "still lost"). */
const NOT_PERSISTING = wordSet(
  'be feel think fear have cry worry hate miss lose fail regret remember wonder doubt get sit stay blame angry',
);
const FEAR_WORDS = wordSet(
  'scared afraid nervous shy fear feared hesitant frightened terrified anxious tense panic',
);
const TURN_WORDS = new Set(['but', 'so', 'still', 'yet', 'though', 'now']);

const beneficiary = (t: Tok | undefined) =>
  !!t &&
  t.isWord &&
  t.lower !== 'myself' &&
  (PEOPLE_NOUNS.has(t.lemma) || PEOPLE_NOUNS.has(t.lower) || KIN_WORDS.has(t.lower));

/**
 * Cues that are shapes rather than words: doing something for another person ("cooked kanji for
 * whole family", "for Ammachi's sadya"), carrying on ("still finished the test"), and a fear named
 * and then acted through ("scared of deep sea but finished the swimming test").
 */
function structuralCues(p: Parsed): [OlqKey, Tok, number][] {
  const out: [OlqKey, Tok, number][] = [];
  const ts = p.tokens;
  for (const t of ts) {
    if (!t.isWord) continue;
    if (t.lower === 'for') {
      const before = ts
        .slice(Math.max(0, t.i - 6), t.i)
        .filter((x) => x.s === t.s && x.pos === 'VERB');
      const verb = before.at(-1);
      if (!verb || NOT_FOR_OTHERS.has(verb.lemma)) continue;
      const after = ts.slice(t.i + 1, t.i + 5).filter((x) => x.s === t.s);
      const k = after.findIndex(
        (x, i) => beneficiary(x) || (x.pos === 'PROPN' && after[i + 1]?.lower === "'s"),
      );
      if (k >= 0) out.push(['sense_of_responsibility', verb, t.i - verb.i + k + 2]);
    }
    // "…, still finished", "but still went": carrying on after something named before; a habit
    // ("still sleep with the light on") or a present state ("still scares me") is not.
    if (t.lower === 'still' && /^(,|but|and|yet)$/.test(ts[t.i - 1]?.lower ?? '')) {
      const next = ts.slice(t.i + 1, t.i + 3).find((x) => x.isWord && x.s === t.s);
      if (
        next?.pos === 'VERB' &&
        isPastForm(next.text, next.lemma) &&
        !NOT_PERSISTING.has(next.lemma)
      )
        out.push(['determination', t, 2]);
    }
    if (FEAR_WORDS.has(t.lower)) {
      const rest = ts.slice(t.i + 1).filter((x) => x.s === t.s);
      const turn = rest.findIndex((x) => TURN_WORDS.has(x.lower));
      if (turn < 0) continue;
      const act = rest
        .slice(turn + 1)
        .find(
          (x) =>
            x.pos === 'VERB' &&
            isPastForm(x.text, x.lemma) &&
            !NOT_PERSISTING.has(x.lemma) &&
            !WITHDRAWAL.has(x.lemma),
        );
      if (act) out.push(['courage', act, 1]);
    }
  }
  return out;
}
