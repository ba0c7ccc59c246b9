/**
 * Improved SRT reactions (RUBRIC §7): keep the candidate's usable steps, put life, safety and
 * honesty first, add the missing part of the situation and a closure, within 45 words.
 */
import { parse, type Parsed } from './nlp';
import { capitalise, pastOf } from './inflect';
import { HOSTILE_RE, PEOPLE_NOUNS, PREACH_RE } from './lexicons';
import {
  CARE_RE,
  COMPLY_RE,
  EMOTION_VERBS,
  GIVE_UP_RE,
  IGNORE_RE,
  LIFE_RISK_RE,
  REFUSE_RE,
  UNLAWFUL_RE,
  VAGUE_RE,
  WAITING_RE,
  WRONGDOING_RE,
} from './lexicons-srt';
import {
  blaming,
  covers,
  demandParts,
  escaping,
  hedging,
  heroPronouns,
  heroVerbs,
  loneBravado,
  situationParts,
  type Part,
} from './srt-signals';
import type { Judgement } from './types';

const LIMIT = 42;
/** Pieces an improved answer leaves out; escape, blame, lone bravado and hedging are read as the
 * caps read them ("Did not panic", "told him not to blame the new boy" stay). */
const BAD: ((piece: string) => boolean)[] = [
  ...[IGNORE_RE, UNLAWFUL_RE, WAITING_RE, VAGUE_RE, PREACH_RE, GIVE_UP_RE, HOSTILE_RE].map(
    (re) => (piece: string) => re.test(piece),
  ),
  (piece) => [escaping, blaming, loneBravado, hedging].some((read) => read(piece) !== null),
];
const STOPPED =
  /\b(refus\w*|declin\w*|report\w*|stopp\w*|stepped in|told (him|her|them)|police|warden|teacher)\b/i;
const WITNESSED =
  /\b(steal\w*|stole|teas\w*|pickpocket\w*|pocket|thie\w*|cheat\w*|bully\w*|harass\w*|fight\w*|beat\w*)\b/i;
const LEARNT = /\b(learns|finds out|comes to know|discovers|found out|learnt)\b/i;
const ORGANISER = /\b(organis\w*|organiz\w*|captain|in charge|leading|conducting)\b/i;
const EVENTS =
  /^(exam|interview|match|final|fest|class|paper|wedding|meeting|camp|competition|tournament|submission|project|function|lecture|test|race|programme|program|event)$/;
const SETBACK =
  /^(he|she) (?:is |was |has |had |has been |got )?(?:not selected|failed|rejected|lost|defeated|dropped|did not qualify)\b/i;
const RELATIVES =
  /^(mother|father|brother|sister|friend|friends|parents|grandfather|grandmother|uncle|aunt|cousin|roommate|classmate|neighbour|neighbor|family|wife|son|daughter)$/;

type Kind =
  | 'fire'
  | 'water'
  | 'injury'
  | 'illness'
  | 'danger'
  | 'request'
  | 'witnessed'
  | 'learnt'
  | 'setback'
  | 'general';

const wc = (s: string) => s.split(/\s+/).filter(Boolean).length;

function kindOf(situation: string): Kind {
  if (/\b(fire|smoke|burning|gas leak)\b/i.test(situation)) return 'fire';
  if (
    /\b(drown\w*|flood\w*|stranded)\b/i.test(situation) ||
    /\b(falls?|fell) into (a |the )?(well|river|pond|lake|canal|sea|water)\b/i.test(situation)
  )
    return 'water';
  if (
    /\b(injur\w*|accident|bleeding|twist\w*|fractur\w*|hurt|wounded|bite|collaps\w*)\b/i.test(
      situation,
    )
  )
    return 'injury';
  if (/\b(fever|ill|sick|heart attack|faint\w*|unconscious|breathing)\b/i.test(situation))
    return 'illness';
  if (LIFE_RISK_RE.test(situation)) return 'danger';
  if (WRONGDOING_RE.test(situation) && /\basks?\b/i.test(situation)) return 'request';
  if (WITNESSED.test(situation) || WRONGDOING_RE.test(situation))
    return LEARNT.test(situation) ? 'learnt' : 'witnessed';
  if (SETBACK.test(situation)) return 'setback';
  return 'general';
}

/** "his younger brother" → "my younger brother"; "a stranger" → "the stranger". `last` picks the person wronged. */
function personPhrase(
  s: Parsed,
  part: Part | undefined,
  last = false,
): { phrase: string; pron: string } | null {
  const people = s.tokens.filter(
    (x) => PEOPLE_NOUNS.has(x.lemma) && (!part || part.text.includes(x.text)) && x.lemma !== 'team',
  );
  const t = last ? people.at(-1) : people[0];
  if (!t) return null;
  const one = /\bone of\b/i.test(part?.text ?? '') || /\bone of (them|his|her)\b/i.test(s.text);
  const word = one && t.lower.endsWith('s') ? t.lower.slice(0, -1) : t.lower;
  const adj = s.tokens[t.i - 1]?.pos === 'ADJ' ? `${s.tokens[t.i - 1].lower} ` : '';
  const plural = !one && /s$/.test(word) && !/ss$/.test(word);
  const female = /^(mother|sister|girl|woman|lady|grandmother|aunt|wife|daughter)$/.test(word);
  const mine = RELATIVES.test(t.lemma) || RELATIVES.test(t.lower);
  return {
    phrase: `${mine ? 'my' : 'the'} ${adj}${word}`,
    pron: plural ? 'them' : female ? 'her' : 'him',
  };
}

function firstStep(
  kind: Kind,
  victim: ReturnType<typeof personPhrase>,
  situation: string,
): string | null {
  const who = victim?.phrase ?? 'the person';
  switch (kind) {
    case 'fire':
      return 'raised the alarm, switched off the mains and called 101';
    case 'water':
      return /\b(cannot|can't) swim\b/i.test(situation)
        ? 'shouted for help and threw a rope or tube from the bank'
        : `pulled ${who} out with a rope and help from others`;
    case 'injury':
      return `gave ${who} first aid and called 108`;
    case 'illness':
      return `took ${who} to a doctor`;
    case 'danger':
      return 'moved everyone to a safe distance and called for help';
    case 'request':
      return 'refused politely and explained why it was wrong';
    case 'witnessed':
      return 'stepped in calmly with people nearby and stopped it';
    case 'learnt':
      return `spoke privately to ${who} and asked ${victim?.pron ?? 'him'} to put it right`;
    case 'setback':
      return 'asked for honest feedback on what to improve';
    default:
      return null;
  }
}

function authority(situation: string): string {
  if (/\b(bus|train|platform|station|street|road|market|atm|stop)\b/i.test(situation))
    return 'the police';
  if (/\b(hostel|roommate)\b/i.test(situation)) return 'the warden';
  if (/\b(exam|class|college|school|semester|lecture)\b/i.test(situation)) return 'the teacher';
  return 'the person in charge';
}

function closing(
  kind: Kind,
  victim: ReturnType<typeof personPhrase>,
  wronged: ReturnType<typeof personPhrase>,
  event: string | null,
  situation: string,
): string {
  const pron = victim?.pron ?? 'them';
  const be = pron === 'them' ? 'they were' : pron === 'her' ? 'she was' : 'he was';
  switch (kind) {
    case 'fire':
      return 'stayed till everyone was safe and the fire was out';
    case 'water':
    case 'injury':
      return `got ${pron} checked by a doctor and stayed till ${be} safe`;
    case 'illness':
      return `stayed with ${pron} till ${be} better`;
    case 'danger':
      return 'stayed till everyone was safe';
    case 'witnessed':
      return `reported it to ${authority(situation)} and made sure ${wronged?.phrase ?? 'everyone'} ${wronged?.pron === 'them' ? 'were' : 'was'} safe`;
    case 'learnt':
      return `reported it to ${authority(situation)} when it did not stop`;
    case 'setback':
      return 'practised daily and tried again at the next chance';
    default:
      if (event && /^(project|submission)$/.test(event)) return `submitted the ${event} on time`;
      return event ? `reached the ${event} on time` : 'followed up till it was settled';
  }
}

/** The candidate's steps that no cap objected to, re-voiced as subject-less past actions. */
function usableSteps(r: Parsed, s: Parsed, j: Judgement, kind: Kind): string[] {
  const verbs = heroVerbs(r, heroPronouns(s)).filter((v) => !EMOTION_VERBS.has(v.lemma));
  const flagged = j.caps
    .filter((c) => c.level <= 2 || c.name === 'hedging')
    .map((c) => (c.quote ?? '').toLowerCase())
    .filter(Boolean);
  const steps: string[] = [];
  let offset = 0;
  for (const piece of r.text
    .split(/\s*(?:[,;]|\band then\b|\bthen\b|\band\b|\bfinally\b)\s*/i)
    .filter(Boolean)) {
    const at = r.text.indexOf(piece, offset);
    offset = at + piece.length;
    const verb = verbs.find((v) => v.start >= at && v.end <= at + piece.length);
    const lower = piece.toLowerCase();
    if (
      !verb ||
      flagged.some((f) => lower.includes(f) || f.includes(lower)) ||
      BAD.some((bad) => bad(piece))
    )
      continue;
    if (kind === 'request' && COMPLY_RE.test(piece) && !REFUSE_RE.test(piece)) continue;
    const rest = r.text
      .slice(verb.end, at + piece.length)
      .trim()
      .replace(/[.!]+$/, '');
    steps.push(
      `${verb.lower === verb.lemma ? pastOf(verb.lemma) : verb.lower}${rest ? ` ${rest}` : ''}`,
    );
  }
  return steps;
}

function partStep(part: Part, s: Parsed, situation: string, nth: number): string | null {
  const person = LIFE_RISK_RE.test(situation) ? null : personPhrase(s, part);
  const event = s.tokens.find((t) => EVENTS.test(t.lemma) && part.text.includes(t.text))?.lower;
  if (event && ORGANISER.test(situation)) return `arranged for others to cover the ${event}`;
  if (person)
    return nth === 0
      ? `spoke calmly to ${person.phrase}`
      : `explained the situation to ${person.phrase}`;
  return event ? `then reached the ${event} on time` : null;
}

function joinSteps(steps: readonly string[]): string {
  const list = [...new Set(steps)];
  while (list.length > 2 && wc(list.join(' ')) > LIMIT) list.splice(list.length - 2, 1);
  const body =
    list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : (list[0] ?? '');
  return `${capitalise(body.replace(/^then /, ''))}.`;
}

export function improveSrt(
  situation: string,
  response: string | null,
  j: Judgement,
): [string, string] {
  const s = parse(situation);
  const r = response?.trim() ? parse(response.trim()) : null;
  const kind = kindOf(situation);
  const parts = demandParts(situationParts(s));
  const victim = personPhrase(s, parts.find((x) => x.lifeRisk) ?? parts[0]);
  const own = r ? usableSteps(r, s, j, kind) : [];
  const steps: string[] = [];
  const first = firstStep(kind, victim, situation);
  const wronged = personPhrase(s, undefined, true);
  const covered =
    kind === 'request' || kind === 'witnessed' || kind === 'learnt'
      ? own.some((x) => STOPPED.test(x))
      : own.some((x) => CARE_RE.test(x));
  if (first && !covered) steps.push(first);
  steps.push(...own.slice(0, 5));
  const delegating = j.caps.some((c) => c.name === 'only_informing' || c.name === 'single_step');
  if (delegating && victim && kind === 'general')
    steps.push(`stayed with ${victim.phrase} and kept ${victim.pron} calm`);
  const missing =
    r && own.length > 0 ? parts.filter((x) => !covers(x, r)) : parts.slice(first ? 1 : 0);
  missing.slice(0, 2).forEach((part, n) => {
    const step = partStep(part, s, situation, n);
    if (step) steps.push(step);
  });
  if (steps.length === 0) steps.push('stayed calm and dealt with the most urgent part first');
  const event = s.tokens.find((t) => EVENTS.test(t.lemma))?.lower ?? null;
  const close = closing(
    kind,
    victim,
    wronged,
    steps.some((x) => event && x.includes(event)) ? null : event,
    situation,
  );
  const closed = j.criteria.find((c) => c.name === 'closure')?.met;
  const v1 = joinSteps(closed ? steps : [...steps, close]);
  const helpers = LIFE_RISK_RE.test(situation)
    ? 'asked two people nearby to help'
    : kind === 'witnessed'
      ? 'got other people nearby to support me'
      : 'asked a friend to help';
  const [head, ...rest] = steps;
  const tail = closed ? [] : [close];
  const v2 = joinSteps([`at once ${head}`, helpers, ...rest, ...tail]);
  return [v1, v2 === v1 ? joinSteps([helpers, ...steps, ...tail]) : v2];
}
