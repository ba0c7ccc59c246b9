/** SRT signals: who acts in the reaction, and which parts of the situation it covers (RUBRIC §4). */
import type { Parsed, Tok } from './nlp';
import { relatedWords, sameStem } from './fields';
import { PEOPLE_NOUNS } from './lexicons';
import { CARE_RE, CONTEXT_NOUNS, GENERIC_VERBS, LIFE_RISK_RE } from './lexicons-srt';
import { quoteSpan } from './olq-cues';
import { verbDoers } from './doers';

const HERO = /^(i|we|he|she)$/;

/**
 * Verbs whose doer is the candidate (or the "he" of the situation): subject-less clauses,
 * I/we/he/she, "our team". Infinitives after "to" are purposes or requests to others.
 */
export function heroVerbs(p: Parsed, hero: RegExp = HERO): Tok[] {
  return verbDoers(p)
    .filter(({ verb, doer }) => !/^(be|have|do)$/.test(verb.lemma) && isHero(p, doer, hero))
    .map(({ verb }) => verb);
}

/** The pronouns that refer to the candidate, given the situation ("He is…" → I, we, he). */
export function heroPronouns(situation: Parsed): RegExp {
  const first = situation.tokens.find((t) => /^(he|his|him|she|her)$/.test(t.lower));
  if (!first) return HERO;
  return /^(she|her)$/.test(first.lower) ? /^(i|we|she)$/ : /^(i|we|he)$/;
}

function isHero(p: Parsed, doer: Tok | null, hero: RegExp): boolean {
  if (!doer) return true;
  if (hero.test(doer.lower)) return true;
  const before = p.tokens[doer.i - 1];
  return doer.lemma === 'team' && /^(our|my)$/.test(before?.lower ?? '');
}

export interface Part {
  text: string;
  keys: string[];
  people: boolean;
  lifeRisk: boolean;
  constraint: boolean;
}

const SPLIT = /^([.;,]|but|while|when|and|before|although|though)$/i;
const FINITE = (t: Tok) => t.pos === 'AUX' || (t.pos === 'VERB' && !t.lower.endsWith('ing'));
const CONSTRAINT_RE =
  /\b(cannot|can't|can not|does not know|doesn't know|is a good|is a poor|is not a|is alone|has no)\b/i;

/** Split a situation into parts; a piece without a finite verb joins its neighbour. */
export function situationParts(s: Parsed): Part[] {
  const pieces: Tok[][] = [];
  let cur: Tok[] = [];
  for (const t of s.tokens) {
    if (SPLIT.test(t.text)) {
      if (cur.length) pieces.push(cur);
      cur = [];
      continue;
    }
    cur.push(t);
  }
  if (cur.length) pieces.push(cur);
  const merged: Tok[][] = [];
  for (const piece of pieces) {
    if (!piece.some(FINITE) && merged.length > 0) merged[merged.length - 1].push(...piece);
    else merged.push([...piece]);
  }
  if (merged.length > 1 && !merged[0].some(FINITE))
    merged.splice(0, 2, [...merged[0], ...merged[1]]);
  return merged.map((toks) => {
    const text = quoteSpan(s, toks[0].i, toks[toks.length - 1].i);
    const keys = toks
      .filter(
        (t) =>
          ['NOUN', 'PROPN', 'ADJ', 'VERB'].includes(t.pos) &&
          !CONTEXT_NOUNS.has(t.lemma) &&
          !GENERIC_VERBS.has(t.lemma),
      )
      .map((t) => t.lemma);
    const people = toks.some((t) => PEOPLE_NOUNS.has(t.lemma) || PEOPLE_NOUNS.has(t.lower));
    const constraint =
      CONSTRAINT_RE.test(text) ||
      (/^(he|she) (is|was)\b/i.test(text) && toks.filter((t) => t.isWord).length <= 6);
    return { text, keys, people, lifeRisk: LIFE_RISK_RE.test(text), constraint };
  });
}

const PRONOUN_REF = /\b(him|her|them|his|their|everyone|everybody|all of them|each)\b/i;

/** Whether the reaction addresses a part: its words (or related words), its people, or care for a risk. */
export function covers(part: Part, r: Parsed): boolean {
  const rWords = r.tokens.filter((t) => t.isWord);
  const hit = part.keys.some((k) => {
    const related = relatedWords(k);
    return rWords.some(
      (t) =>
        sameStem(k, t.lower) || sameStem(k, t.lemma) || related.some((w) => sameStem(w, t.lemma)),
    );
  });
  if (hit) return true;
  const samePeople = rWords.some(
    (t) => PEOPLE_NOUNS.has(t.lemma) && part.keys.some((k) => sameStem(k, t.lemma)),
  );
  if (part.people && (PRONOUN_REF.test(r.text) || samePeople)) return true;
  return part.lifeRisk && CARE_RE.test(r.text);
}

export function demandParts(parts: readonly Part[]): Part[] {
  const demands = parts.filter((x) => !x.constraint && x.keys.length > 0);
  return demands.length > 0 ? demands : parts.slice(0, 1);
}
