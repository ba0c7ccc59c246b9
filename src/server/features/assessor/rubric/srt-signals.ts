/** SRT signals: who acts in the reaction, and which parts of the situation it covers (RUBRIC §4). */
import type { Parsed, Tok } from './nlp';
import { relatedWords, sameStem } from './fields';
import { PEOPLE_NOUNS } from './lexicons';
import {
  BLAME_RE,
  BRAVADO_RE,
  CARE_RE,
  CONTEXT_NOUNS,
  ESCAPE_RE,
  HEDGE_RE,
  GENERIC_VERBS,
  LIFE_RISK_RE,
} from './lexicons-srt';
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

/**
 * The first match of `re` that its surroundings do not set aside (a denial before it, a word that
 * makes it harmless): the shared walk of the bravado, hedging and escape readings below.
 */
function firstKept(
  text: string,
  re: RegExp,
  setAside: (word: string, before: string, after: string) => boolean,
): string | null {
  for (const m of text.matchAll(new RegExp(re.source, 'gi'))) {
    const at = m.index ?? 0;
    const before = text.slice(Math.max(0, at - 60), at).toLowerCase();
    const after = text.slice(at + m[0].length, at + m[0].length + 30).toLowerCase();
    if (!setAside(m[0].toLowerCase(), before, after)) return m[0];
  }
  return null;
}

/** Just before a word of going alone, a word that makes it quiet: a talk or check taken privately
 * or in turn ("spoke to him alone", "met seniors one by one", "checked the vouchers one by one"),
 * or a negation ("did not fight them alone"). */
const QUIET_BEFORE_RE =
  /\b(not|never|without|talk\w*|spoke|speak\w*|met|meet\w*|heard|hear|listen\w*|ask\w*|sat|sit|check\w*|list\w*|discuss\w*|explain\w*|counsel\w*|aside|separated|call\w*)\b[^.;!?]{0,40}$/i;
/** The answer does it with others: then it is not one person against a group or a danger. */
const WITH_OTHERS_RE =
  /\b(with (my |his |her |two |three |four |some |the |other |a few |few )?(friends?|frnds?|classmates?|teachers?|villagers|neighbou?rs|driver|crew|team(mates)?|seniors|elders|cousins?|brothers?|uncles?)\b|we\b|me and (my |two |three |some )?(\w+ )?(friends?|frnds?|brothers?|cousins?)\b|together\b|(got|gathered|called|brought) (the |some |two |three |a few |our )?(\w+ )?(boys|friends|frnds|men|neighbou?rs|villagers|volunteers|people)\b)/i;

/** Lone bravado (RUBRIC §4 cap 2, with a group or a danger): going alone or taking on everyone,
 * unless said of a private talk or check, negated, or done together with others; "teach him a
 * lesson" is left to aggression (signals.ts). */
export function loneBravado(text: string): string | null {
  const others = WITH_OTHERS_RE.test(text);
  return firstKept(
    text,
    BRAVADO_RE,
    (word, before) => word.startsWith('teach') || others || QUIET_BEFORE_RE.test(before),
  );
}

/** Hedging (RUBRIC §4 cap 3), not counting "told HR I may be 10 min late" (news, not doubt),
 * "so the test could be changed" or "a part he could do" (someone else's possibility),
 * "could not play" (a limit stated) or "did not try to pull him" (a refusal). */
export function hedging(text: string): string | null {
  return firstKept(text, HEDGE_RE, (word, before, after) => {
    if (word === 'may be') return /^\s+(\w+\s+){0,3}late\b/.test(after);
    if (word === 'could' || word === 'might') {
      const prev = /(\w+)\W*$/.exec(before)?.[1];
      return /^\s*(not|n't)\b/.test(after) || (!!prev && !/^(i|we|then|so|and|also)$/.test(prev));
    }
    return (
      /^(try|tried|trying) to$/.test(word) && /\b(not|never|nobody|no one|didn'?t)\s+$/.test(before)
    );
  });
}

/** Panic or escape (RUBRIC §4 cap 1), not when denied ("Did not panic", "without panicking") or
 * when it is the wrongdoers who run ("we went together and shouted, they ran away"). */
export function escaping(text: string): string | null {
  return firstKept(
    text,
    ESCAPE_RE,
    (_, before) =>
      /\b(not|n't|dont|didnt|never|no|without)\s+$/.test(before) ||
      /\b(they|thie(f|ves)|robbers?|goons|boys|dogs?|monkeys?|attackers?|snatchers?|chor|culprits?)\s+(all\s+|then\s+|also\s+)?$/.test(
        before,
      ),
  );
}

/** Blaming others (RUBRIC §4 cap 1), not when the candidate stops it: "told warden not to blame
 * new boy without proof", "said no blaming". */
export function blaming(text: string): string | null {
  return firstKept(text, BLAME_RE, (word, before) =>
    /^blam/.test(word)
      ? /\b(not|n't|no|stop|stopped|without|instead of)\s+(to\s+|the\s+|any\s+)?$/.test(before)
      : false,
  );
}
