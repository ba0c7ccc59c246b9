/**
 * Improved WAT sentences (RUBRIC §7): keep the candidate's idea and the stimulus, show the fix
 * (advice → an action taken with a result; fear → how it was overcome), 4–12 words, no cliché.
 * The candidate's own words come first; templates by word class fill in when nothing is usable.
 */
import type { OlqKey } from '@/shared/olqs';
import { parse, type Parsed, type Tok } from './nlp';
import { capitalise, gerundOf, pastOf, toFirstPerson } from './inflect';
import { sameStem } from './fields';
import { HOSTILE, WITHDRAWAL } from './lexicons';
import { quoteSpan } from './olq-cues';
import { cliche } from './signals';
import { GERUNDS, PAST_ACTIONS, TAILS, article, pick } from './phrases';
import { wordClass } from './word-class';
import type { Judgement } from './types';

const MAX_WORDS = 12;
const UNUSABLE = new Set([
  ...WITHDRAWAL,
  ...HOSTILE,
  'fear',
  'lose',
  'die',
  'cheat',
  'steal',
  'punish',
  'shatter',
  'make',
  'keep',
  'succeed',
  'depend',
  'mean',
  'bring',
  'be',
  'have',
  'do',
  'use',
  'lead',
  'guide',
]);
const STOP_OBJECT = /^(as|because|so|but|since|by|when|while|which|who|that|[,.;:!?])$/i;
const FEAR_NOUNS = /^(fear|phobia|anxiety|dread)$/;
const FEELINGS =
  /^(fear|phobia|anxiety|dread|stress|nervousness|shyness|weakness|doubt|worry|tension|anger|pain)$/;
const INSTITUTIONS = /^(army|police|navy|government|air force)$/;

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** The answer's main action, re-voiced ("should help and guide his juniors" → "helped and guided my juniors"). */
function predicate(p: Parsed): string | null {
  const verb = p.tokens.find(
    (t) =>
      t.pos === 'VERB' &&
      !t.neg &&
      !UNUSABLE.has(t.lemma) &&
      !/^(never|not)$/.test(p.tokens[t.i - 1]?.lower ?? ''),
  );
  if (!verb) return null;
  const verbs: Tok[] = [verb];
  let k = verb.i + 1;
  while (p.tokens[k]?.lower === 'and' && p.tokens[k + 1]?.pos === 'VERB') {
    verbs.push(p.tokens[k + 1]);
    k += 2;
  }
  let last = k - 1;
  for (
    let n = 0;
    k < p.tokens.length &&
    n < 6 &&
    !STOP_OBJECT.test(p.tokens[k].lower) &&
    p.tokens[k].s === verb.s;
    k += 1, n += 1
  )
    last = k;
  let object = last >= verbs.at(-1)!.i + 1 ? quoteSpan(p, verbs.at(-1)!.i + 1, last) : '';
  const before = p.tokens[verb.i - 1];
  if (before && /^(be|is|are|was|were|been)$/.test(before.lower)) {
    const subject = p.tokens
      .slice(p.sentences[verb.s].start, verb.i)
      .filter((t) => t.isWord && !/^(AUX|PART)$/.test(t.pos));
    object = subject.map((t) => (t.pos === 'PROPN' && t.i > 0 ? t.text : t.lower)).join(' ');
  }
  return `${verbs.map((v) => pastOf(v.lemma)).join(' and ')} ${toFirstPerson(object)}`.trim();
}

function finish(sentence: string): string {
  const ws = words(sentence.replace(/\s+([,.])/g, '$1').replace(/[.!]+$/, ''));
  return `${capitalise(ws.join(' '))}.`;
}

/** The candidate's own sentence, kept when it is already their own action. */
function ownSentence(text: string): string {
  return text.replace(/[.!]+$/, '').trim();
}

/** The noun after "fear" in the answer ("fear heights" → "heights"). */
function fearOf(p: Parsed | null, stimulus: string): string {
  if (!p || !FEAR_NOUNS.test(stimulus)) return '';
  const at = p.tokens.find((t) => sameStem(t.lower, stimulus));
  const noun = at ? p.tokens.slice(at.i + 1, at.i + 4).find((t) => t.pos === 'NOUN') : undefined;
  return noun ? ` of ${noun.lower}` : '';
}

/** Two templates per word class, each with the stimulus in a slot it fits. */
function frame(stimulus: string, p: Parsed | null, olq: OlqKey, variant: 0 | 1): string {
  const s = stimulus.trim().toLowerCase();
  const pair = (a: string, b: string) => (variant === 0 ? a : b);
  switch (wordClass(s)) {
    case 'grief':
      return pair(
        `After ${article(s)} in the family, looked after my grandmother daily`,
        `Stood by my family after ${article(s)} and returned to studies`,
      );
    case 'setback':
      return pair(
        `Overcame ${FEELINGS.test(s) ? 'my' : 'a'} ${s}${fearOf(p, s)} by ${GERUNDS[olq]}`,
        `Turned ${article(s)} into a lesson by ${GERUNDS[olq]}`,
      );
    case 'achievement':
      return pair(
        `Earned my first ${s} after I ${PAST_ACTIONS[olq]}`,
        `Shared the ${s} with my team and thanked everyone`,
      );
    case 'quality':
      return pair(`Showed ${s} when I ${PAST_ACTIONS[olq]}`, `Built ${s} by ${GERUNDS[olq]}`);
    case 'good_adjective':
      return pair(`Was ${s} when I ${PAST_ACTIONS[olq]}`, `Learnt to be ${s} by ${GERUNDS[olq]}`);
    case 'bad_adjective':
      return pair(
        `Stopped being ${s} by ${GERUNDS[olq]}`,
        `Helped ${article(s)} classmate by ${GERUNDS[olq]}`,
      );
    case 'relation':
      return pair(`Helped my ${s} ${TAILS[olq]}`, `My ${s} and I ${PAST_ACTIONS[olq]}`);
    case 'role': {
      const a = INSTITUTIONS.test(s) ? `the ${s}` : article(s);
      return pair(
        `Learnt from ${a} and ${PAST_ACTIONS[olq]}`,
        `Met ${a} at a camp and ${PAST_ACTIONS[olq]}`,
      );
    }
    case 'group':
      return pair(`Led my ${s} ${TAILS[olq]}`, `My ${s} and I ${PAST_ACTIONS[olq]}`);
    case 'place':
      return pair(
        `Organised a cleanliness drive near the ${s} with classmates`,
        `Guided a group of juniors on a visit to the ${s}`,
      );
    case 'emergency':
      return pair(
        `Stayed calm during ${article(s)} and helped others to safety`,
        `Called for help during ${article(s)} and stayed till it cleared`,
      );
    case 'crowd':
      return pair(
        `Helped an elderly man through the ${s} ${TAILS[olq]}`,
        `Kept calm in the ${s} and guided my juniors out`,
      );
    case 'time':
      return pair(
        `Spent ${article(s)} helping my neighbours ${TAILS[olq]}`,
        `Used my ${s} hours to coach juniors ${TAILS[olq]}`,
      );
    case 'weather':
      return pair(
        `Helped my neighbours during the ${s} ${TAILS[olq]}`,
        `Kept my morning run going through the ${s}`,
      );
    case 'event':
      return pair(
        `Prepared for the ${s} ${TAILS[olq]}`,
        `Helped a nervous friend prepare for the ${s}`,
      );
    case 'activity':
      return pair(`Put extra effort into ${s} ${TAILS[olq]}`, `Made time for ${s} ${TAILS[olq]}`);
    case 'good_verb':
      return pair(
        `Got better at ${gerundOf(s)} by ${GERUNDS[olq]}`,
        `${pastOf(s)} my juniors ${TAILS[olq]}`,
      );
    case 'bad_verb':
      return pair(
        `Refused to ${s} even when friends pressed me`,
        `Stopped a friend from ${gerundOf(s)} and explained why`,
      );
    case 'resource':
      return s === 'alone'
        ? pair(
            `Travelled ${s} to a new city and managed well`,
            `Finished a tough task ${s} ${TAILS[olq]}`,
          )
        : pair(
            `Made good use of my ${s} ${TAILS[olq]}`,
            `Shared my ${s} with a junior who needed it`,
          );
    default:
      return pair(
        `Took up ${article(s)} project ${TAILS[olq]}`,
        `Learnt about ${s} and ${PAST_ACTIONS[olq]}`,
      );
  }
}

function hasStimulus(sentence: string, stimulus: string): boolean {
  return words(sentence).some((w) => sameStem(w.replace(/[^a-z-]/gi, ''), stimulus));
}

function acceptable(candidate: string, stimulus: string, original: string): boolean {
  const n = words(candidate).length;
  return (
    n >= 4 &&
    n <= MAX_WORDS &&
    hasStimulus(candidate, stimulus) &&
    candidate.toLowerCase() !== original.trim().toLowerCase() &&
    !cliche(parse(candidate))
  );
}

export function improveWat(
  stimulus: string,
  response: string | null,
  j: Judgement,
): [string, string] {
  const text = (response ?? '').trim();
  const p = text ? parse(text) : null;
  const wanted: OlqKey[] = j.wanted.length > 0 ? j.wanted : ['initiative', 'determination'];
  const olqA = wanted[0];
  const olqB = wanted[1] ?? pick(wanted, stimulus);
  const candidates: string[] = [];
  const ownMet = j.criteria.find((c) => c.name === 'own_action')?.met ?? false;
  const spoiled = j.caps.some((c) =>
    [
      'negative_affect',
      'hostility',
      'dishonesty',
      'resentment',
      'off_topic',
      'stimulus_only',
      'definition',
    ].includes(c.name),
  );
  if (p && ownMet) {
    const own = ownSentence(text);
    const full = finish(`${own} ${TAILS[olqA]}`);
    candidates.push(
      words(full).length <= MAX_WORDS ? full : finish(`${own.split(/,| and /)[0]} ${TAILS[olqA]}`),
    );
  }
  const pred = p && !ownMet && !spoiled ? predicate(p) : null;
  if (pred) candidates.push(finish(`${pred} ${TAILS[olqA]}`), finish(pred));
  for (const [olq, variant] of [
    [olqA, 0],
    [olqB, 1],
    [olqB, 0],
    [olqA, 1],
  ] as const)
    candidates.push(finish(frame(stimulus, p, olq, variant)));
  const good = [...new Set(candidates.filter((c) => acceptable(c, stimulus, text)))];
  const s = stimulus.trim().toLowerCase();
  const fallbacks = [
    finish(`Took up ${article(s)} task and ${PAST_ACTIONS[olqA]}`),
    finish(`Faced ${article(s)} situation and ${PAST_ACTIONS[olqB]}`),
  ];
  const [first, second] = [...good, ...fallbacks.filter((f) => !good.includes(f))];
  return [first, second];
}
