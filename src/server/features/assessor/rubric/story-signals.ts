/** Story signals (RUBRIC §5): the hero, who acts, relevance to the picture. */
import type { Parsed, Tok } from './nlp';
import { verbDoers } from './doers';
import { relatedWords, sameStem } from './fields';
import { MILITARY, PEOPLE_NOUNS } from './lexicons';
import { HERO_NOUNS, PASSIVE_VERBS } from './lexicons-story';

export interface Hero {
  /** The name ("Arjun") or the noun phrase ("young man") naming the hero. */
  name: string;
  age?: number;
  sex?: 'M' | 'F';
  /** Lower-case words that refer to the hero. */
  refs: Set<string>;
  named: boolean;
}

const NOT_NAMES =
  /^(one|in|on|at|the|a|an|that|this|it|there|every|after|before|when|while|with|two|three|last|next|during|he|she|they|his|her|maybe|characters|action|then|finally)$/i;

/** The hero: a capitalised name in the first two sentences (with an age numeral), else "a young man…". */
export function findHero(p: Parsed): Hero | null {
  const early = p.tokens.filter((t) => t.s <= Math.max(1, Math.floor(p.sentences.length / 3)));
  const name = early.find(
    (t) =>
      t.pos === 'PROPN' &&
      /^[A-Z][a-z]+$/.test(t.text) &&
      !NOT_NAMES.test(t.text) &&
      !MILITARY.has(t.lower),
  );
  const noun =
    early.find((t) => HERO_NOUNS.has(t.lemma)) ?? p.tokens.find((t) => HERO_NOUNS.has(t.lemma));
  const head = name ?? noun;
  if (!head) return null;
  const ageTok = p.tokens
    .slice(head.i + 1, head.i + 5)
    .find((t) => t.pos === 'NUM' && /^\d{1,2}$/.test(t.text));
  const ageText = /\b(\d{1,2})[- ]year[- ]old\b|\baged (\d{1,2})\b/i.exec(
    p.sentences
      .slice(0, 2)
      .map((s) => s.text)
      .join(' '),
  );
  const age = ageTok ? Number(ageTok.text) : ageText ? Number(ageText[1] ?? ageText[2]) : undefined;
  const he = p.tokens.filter(
    (t) => t.lower === 'he' || t.lower === 'his' || t.lower === 'him',
  ).length;
  const she = p.tokens.filter((t) => t.lower === 'she' || t.lower === 'her').length;
  const sex: Hero['sex'] = /woman|girl|lady/.test(head.lower)
    ? 'F'
    : /man|boy/.test(head.lower)
      ? 'M'
      : he > she
        ? 'M'
        : she > he
          ? 'F'
          : undefined;
  const pronouns = sex === 'F' ? ['she', 'her'] : sex === 'M' ? ['he', 'him'] : ['he', 'she'];
  const adjective =
    !name && p.tokens[head.i - 1]?.pos === 'ADJ' ? `${p.tokens[head.i - 1].lower} ` : '';
  return {
    name: `${adjective}${head.text}`,
    age,
    sex,
    refs: new Set([head.lower, ...pronouns]),
    named: Boolean(name),
  };
}

export interface Agency {
  hero: number;
  others: number;
  share: number;
  /** First verbs credited to others, e.g. "uncle searched". */
  otherQuotes: string[];
}

const GROUP = /^(they|we)$/;

/**
 * Share of practical action verbs done by the hero after the opening sentence (the set-up);
 * "they/we" count half. Others' verbs after a colon that follows the hero's own verb in the same
 * sentence ("He split the work: Asha would call the vet…") are the hero's direction, not others solving.
 */
export function agency(
  p: Parsed,
  hero: Hero | null,
  skipSentences: ReadonlySet<number> = new Set(),
): Agency {
  let mine = 0;
  let others = 0;
  const otherQuotes: string[] = [];
  const directed = new Set<number>();
  for (const { verb, doer } of verbDoers(p)) {
    if (verb.s === 0 || skipSentences.has(verb.s) || PASSIVE_VERBS.has(verb.lemma) || verb.neg)
      continue;
    const who = doer?.lower ?? '';
    const byHero = !doer || (hero !== null && hero.refs.has(who));
    if (byHero && p.tokens.slice(verb.i, p.sentences[verb.s].end).some((t) => t.text === ':'))
      directed.add(verb.s);
    const colonBefore = p.tokens
      .slice(p.sentences[verb.s].start, verb.i)
      .some((t) => t.text === ':');
    if (!byHero && directed.has(verb.s) && colonBefore) continue;
    if (byHero) mine += 1;
    else if (GROUP.test(who)) {
      mine += 0.5;
      others += 0.5;
    } else if (isPerson(doer)) {
      // Others acting on the hero ("comforted her", "got her a seat") weigh extra: the hero is being carried.
      const onHero = p.tokens
        .slice(verb.i + 1, verb.i + 4)
        .some(
          (t) =>
            hero !== null &&
            t.lower !== 'he' &&
            t.lower !== 'she' &&
            (hero.refs.has(t.lower) || /^(him|her)$/.test(t.lower)),
        );
      others += onHero ? 1.5 : 1;
      if (otherQuotes.length < 3) otherQuotes.push(`${doer.text} ${verb.text}`);
    }
  }
  const total = mine + others;
  return { hero: mine, others, share: total === 0 ? 0 : mine / total, otherQuotes };
}

/**
 * The first match of `re` that is about the hero, not about another person in the story:
 * "Sohan Singh was angry…" or "his father was alone…" belongs to Sohan Singh or the father.
 * The nearest person before the match in its sentence decides; a pronoun or no one counts as the hero.
 */
export function heroMatch(p: Parsed, hero: Hero | null, re: RegExp): string | null {
  const all = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  for (const m of p.text.matchAll(all)) {
    const at = p.tokens.find((t) => t.end > (m.index ?? 0));
    if (!at) continue;
    const { start } = p.sentences[at.s];
    let owner: Tok | undefined;
    for (let k = at.i - 1; k >= start && !owner; k -= 1) {
      const t = p.tokens[k];
      if (
        (t.pos === 'PROPN' && /^[A-Z]/.test(t.text)) ||
        /^(he|she|they|we|i)$/.test(t.lower) ||
        PEOPLE_NOUNS.has(t.lemma)
      )
        owner = t;
    }
    const other =
      owner !== undefined &&
      hero !== null &&
      owner.pos !== 'PRON' &&
      !/^(he|she|they|we|i)$/.test(owner.lower) &&
      !hero.refs.has(owner.lower) &&
      !hero.name.toLowerCase().split(' ').includes(owner.lower);
    if (!other) return m[0];
  }
  return null;
}

function isPerson(t: Tok): boolean {
  return (
    t.pos === 'PROPN' ||
    PEOPLE_NOUNS.has(t.lemma) ||
    PEOPLE_NOUNS.has(t.lower) ||
    /^(he|she|everyone|someone)$/.test(t.lower)
  );
}

const IGNORED_PICTURE_NOUNS = new Set([
  'picture',
  'hazy',
  'background',
  'foreground',
  'scene',
  'image',
]);

/** The blank twelfth TAT slide: the candidate writes a story of his own, so nothing is "unrelated". */
const BLANK_SLIDE_RE =
  /\b(blank (slide|picture|card|screen)|own story|twelfth (tat )?(slide|picture))\b/i;

export function isBlankSlide(picture: Parsed | null): boolean {
  return picture !== null && BLANK_SLIDE_RE.test(picture.text);
}

/** Share of the picture's nouns that the story picks up (by stem or semantic field). */
export function relevance(story: Parsed, picture: Parsed | null): number | null {
  if (!picture || isBlankSlide(picture)) return null;
  const nouns = [
    ...new Set(
      picture.tokens
        .filter((t) => t.pos === 'NOUN' && !IGNORED_PICTURE_NOUNS.has(t.lemma))
        .map((t) => t.lemma),
    ),
  ];
  if (nouns.length === 0) return null;
  const storyWords = story.tokens.filter((t) => t.isWord);
  const found = nouns.filter((n) => {
    const related = relatedWords(n);
    return storyWords.some(
      (t) =>
        sameStem(n, t.lemma) || sameStem(n, t.lower) || related.some((r) => sameStem(r, t.lemma)),
    );
  });
  return found.length / nouns.length;
}

/** Military words in the story that the picture does not show. */
export function rehearsedMarkers(story: Parsed, picture: Parsed | null): string[] {
  if (!picture || isBlankSlide(picture)) return [];
  const inPicture = picture.tokens.some((t) => MILITARY.has(t.lower) || MILITARY.has(t.lemma));
  if (inPicture) return [];
  return [
    ...new Set(
      story.tokens.filter((t) => MILITARY.has(t.lower) || MILITARY.has(t.lemma)).map((t) => t.text),
    ),
  ];
}

/** The candidate's age from the PIQ summary ("age 21", "21 years"). */
export function ageFromPiq(piq?: string): number | undefined {
  if (!piq) return undefined;
  const m = /\bage[d:]?\s*[:-]?\s*(\d{2})\b|\b(\d{2})\s*(?:years|yrs|year-old|y\/o)\b/i.exec(piq);
  const n = m ? Number(m[1] ?? m[2]) : NaN;
  return Number.isFinite(n) ? n : undefined;
}
