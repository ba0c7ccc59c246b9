/**
 * Rule signals shared by the WAT, SRT and story rules (RUBRIC §3 "Rule signals").
 * Each detector returns the offending words (an exact substring of the answer) or null.
 */
import { affect } from './affect';
import type { Parsed, Tok } from './nlp';
import { isPastForm } from './inflect';
import {
  CLICHES,
  CONDONE_RE,
  FAMOUS_NAMES,
  PLACE_HEADS,
  GENERIC_SUBJECT_RE,
  HOSTILE,
  HOSTILE_RE,
  PETTY_DISHONEST_RE,
  PRECISE_HOSTILE_RE,
  NEVER_ALWAYS_RE,
  PREACH_RE,
  RECOVERY_RE,
  REFUSAL_RE,
  WITHDRAWAL,
  WITHDRAWAL_RE,
} from './lexicons';
import { findOlqs, quoteSpan } from './olq-cues';
import { verbDoers } from './doers';
import { CONCEPTS } from '../model/concepts';
import { dot, meanUnit, textVectors, vectorOf } from '../model/embeddings';

export interface Clause {
  toks: Tok[];
  text: string;
}

const FIRST_PERSON = /^(i|me|my|mine|myself|we|us|our|ourselves)$/;
const PERSONAL = /^(i|me|my|myself|we|us)$/;
const PEOPLE_SUBJECT = /^(people|everyone|everybody|nobody)$/;

const SPLIT_WORDS = new Set([
  'and',
  'but',
  'so',
  'because',
  'while',
  'when',
  'since',
  'though',
  'although',
  'as',
  'whereas',
  'before',
  'then',
]);

/** Clauses: split on punctuation and the conjunctions of RUBRIC §4. */
export function clauses(p: Parsed): Clause[] {
  const out: Clause[] = [];
  let cur: Tok[] = [];
  const flush = () => {
    const words = cur.filter((t) => t.isWord);
    if (words.length > 0)
      out.push({ toks: cur, text: quoteSpan(p, cur[0].i, cur[cur.length - 1].i) });
    cur = [];
  };
  for (const t of p.tokens) {
    if (cur.length > 0 && t.s !== cur[0].s) flush();
    if (/^[,;:.!?()-]+$/.test(t.text) || (SPLIT_WORDS.has(t.lower) && t.pos !== 'ADP')) {
      flush();
      continue;
    }
    cur.push(t);
  }
  flush();
  return out;
}

/** Find a regex in the answer and return the exact matched words. */
export function matchQuote(text: string, re: RegExp): string | null {
  const m = re.exec(text);
  return m ? m[0] : null;
}

function sentenceOf(p: Parsed, t: Tok): string {
  return p.sentences[t.s]?.text ?? p.text;
}

/** Preaching: should/must/ought, a subject-less imperative, or never/always about a class of people. */
export function preaching(p: Parsed): string | null {
  const modal = PREACH_RE.exec(p.text);
  if (modal) {
    const at = p.tokens.find((t) => t.start >= modal.index);
    const verb = at ? p.tokens.slice(at.i + 1, at.i + 5).find((t) => t.pos === 'VERB') : undefined;
    return at && verb
      ? quoteSpan(p, at.i, Math.min(verb.i + 2, p.sentences[at.s].end - 1))
      : modal[0];
  }
  for (const s of p.sentences) {
    const words = p.tokens.slice(s.start, s.end).filter((t) => t.isWord);
    const [first] = words;
    if (!first) continue;
    if (/^(never|always|don't|do not|be)$/.test(first.lower) && words.length > 1)
      return quoteSpan(p, first.i, words[Math.min(3, words.length - 1)].i);
    const sentenceWords = words.slice(1);
    const narrative = sentenceWords.some((t) => t.pos === 'VERB' && isPastForm(t.text, t.lemma));
    const imperative =
      first.pos === 'VERB' &&
      first.lower === first.lemma &&
      !isPastForm(first.text, first.lemma) &&
      !narrative;
    const own = words.some((t) => FIRST_PERSON.test(t.lower));
    if (imperative && !own) return quoteSpan(p, first.i, words[Math.min(2, words.length - 1)].i);
  }
  const na = NEVER_ALWAYS_RE.exec(p.text);
  if (na) {
    const before = p.text.slice(0, na.index);
    const subject = GENERIC_SUBJECT_RE.exec(before);
    if (subject && !/\b(i|we|my|our)\b/i.test(before))
      return p.text.slice(subject.index, na.index + na[0].length + 12).replace(/\s+\S*$/, '');
  }
  return null;
}

export function cliche(p: Parsed): string | null {
  const lower = p.text.toLowerCase();
  for (const c of CLICHES) {
    const at = lower.indexOf(c);
    if (at >= 0) return p.text.slice(at, at + c.length);
  }
  const slogan =
    /\b(is|are) the (best|greatest|biggest|only|real|true) (form|way|key|friend|teacher|weapon|medicine|wealth|policy|path) (of|to|for)\b[^.]*/i.exec(
      p.text,
    );
  if (slogan) return slogan[0];
  const quoted = /["“][^"”]{3,}["”]/.exec(p.text);
  if (quoted) return quoted[0];
  // "Krishna canal", "Nehru Place", "Shivaji Park" are places, not a famous name quoted.
  const famous = p.tokens.find(
    (t, i) => FAMOUS_NAMES.has(t.lower) && !PLACE_HEADS.has(p.tokens[i + 1]?.lower ?? ''),
  );
  return famous ? famous.text : null;
}

/**
 * Unresolved negative affect (RUBRIC §3): a negative AFINN score or withdrawal on a first-person,
 * subject-less or "people" clause, with no recovery marker followed by a constructive clause.
 */
/** A verb that is itself an OLQ cue ("admitted my mistake", "apologised and fixed it"): a constructive turn (WAT). */
export function constructiveAction(p: Parsed): boolean {
  return findOlqs(p, undefined, true).some((h) => {
    const t = p.tokens[h.at];
    return t.pos === 'VERB' && !['social_adaptability', 'liveliness', 'stamina'].includes(h.key);
  });
}

/** A clause without a relative clause about someone else: "for the new boy who skipped lunch"
 * is his trouble, not the candidate's feeling. */
function ownPart(p: Parsed, c: Clause): Clause {
  const at = c.toks.findIndex(
    (t, k) => /^(who|whose)$/.test(t.lower) && k > 0 && /^(NOUN|PROPN)$/.test(c.toks[k - 1].pos),
  );
  if (at <= 0) return c;
  const toks = c.toks.slice(0, at);
  return { toks, text: quoteSpan(p, toks[0].i, toks[toks.length - 1].i) };
}

export function negativeAffect(p: Parsed, constructive = false): string | null {
  const parts = clauses(p);
  let first: Clause | null = null;
  let withdrawal: Clause | null = null;
  let acted = false;
  for (const whole of parts) {
    const c = ownPart(p, whole);
    const words = c.toks.filter((t) => t.isWord);
    const subjectless = words[0]?.pos === 'VERB' && isPastForm(words[0].text, words[0].lemma);
    const personal =
      words.some((t) => PERSONAL.test(t.lower) || PEOPLE_SUBJECT.test(t.lower)) || subjectless;
    if (!personal) continue;
    const withdrawn =
      WITHDRAWAL_RE.test(c.text.toLowerCase()) || words.some((t) => WITHDRAWAL.has(t.lemma));
    if (withdrawn) withdrawal ??= c;
    const negative = withdrawn || clauseAffect(c, p) < 0;
    if (negative) first ??= c;
    // A later clause of one's own that does something constructive is the turn ("Broke my phone
    // screen, paid the repair from my tuition earnings").
    else if (first && words.some(constructiveVerb)) acted = true;
  }
  if (!first) return null;
  if (!withdrawal && (constructive || acted || recovered(p.text))) return null;
  const last = withdrawal && withdrawal !== first ? withdrawal : first;
  return quoteSpan(p, first.toks[0].i, last.toks[last.toks.length - 1].i);
}

/** Verbs whose object is the trouble they end: "stopped a fight", "settled the quarrel". */
const COUNTER = new Set(
  'stop end prevent settle calm fix solve resolve overcome cure heal treat rescue repair clear control extinguish douse defuse tackle handle report'.split(
    ' ',
  ),
);
const STATE_VERBS = /^(be|have|feel|seem|become|get|look)$/;
const PERCEIVE = /^(see|notice|spot|find|hear|watch)$/;
const BEFORE_MODIFIER = new Set(['DET', 'PART', 'PRON', 'ADJ', 'ADP', 'NOUN', 'NUM']);

/**
 * AFINN score of a clause, counting feelings and states, not things ("blocks", "death" as a noun):
 * a negative word that describes a thing beside one's action ("tied a bandage on a cyclist's cut
 * knee", "rebuilt the fallen wall") or the trouble an action ends ("stopped a fight") is not a
 * feeling.
 */
function clauseAffect(c: Clause, p: Parsed): number {
  const scores = affect(c.text).words;
  const words = c.toks.filter((t) => t.isWord);
  const acts = words.some(
    (t) => t.pos === 'VERB' && !STATE_VERBS.test(t.lemma) && (scores[t.lower] ?? 0) >= 0,
  );
  // "Saw danger board fallen at the turn": what was seen, not a feeling.
  const seen = PERCEIVE.test(words[0]?.lemma ?? '');
  let total = 0;
  words.forEach((t, k) => {
    const score = scores[t.lower];
    if (score === undefined || (score < 0 && (t.pos === 'NOUN' || t.pos === 'PROPN'))) return;
    if (score < 0 && seen) return;
    const prev = words[k - 1];
    // "before the factory cut-off": the first half of a hyphenated noun.
    if (score < 0 && prev?.pos === 'NOUN' && p.tokens[t.i + 1]?.text === '-') return;
    // "on leave" is time off, not leaving anything.
    if (t.lower === 'leave' && prev?.lower === 'on') return;
    if (score < 0) {
      const next = words[k + 1];
      // "tied a bandage on a cut knee", "Collected torn manja": a word describing the thing acted on.
      const modifier =
        (t.pos === 'VERB' || t.pos === 'ADJ') &&
        next?.pos === 'NOUN' &&
        prev !== undefined &&
        (BEFORE_MODIFIER.has(prev.pos) || (prev.pos === 'VERB' && !STATE_VERBS.test(prev.lemma)));
      if (acts && modifier) return;
      if (COUNTER.has(t.lemma) && words.slice(k + 1, k + 4).some((n) => n.pos === 'NOUN')) return;
    }
    total += score;
  });
  return total;
}

let turnDirections: { good: Float32Array; bad: Float32Array } | null = null;

/** An action verb closer in meaning to helping, planning, initiative or achievement than to giving
 * up, fear, aggression or dishonesty (word embeddings, so unseen verbs count too). */
function constructiveVerb(t: Tok): boolean {
  if (t.pos !== 'VERB' || STATE_VERBS.test(t.lemma) || t.neg) return false;
  turnDirections ??= {
    good: meanUnit(
      textVectors(
        [
          ...CONCEPTS.helping,
          ...CONCEPTS.planning,
          ...CONCEPTS.initiative,
          ...CONCEPTS.achievement,
        ].join(' '),
      ),
    ),
    bad: meanUnit(
      textVectors(
        [
          ...CONCEPTS.giving_up,
          ...CONCEPTS.fear,
          ...CONCEPTS.aggression,
          ...CONCEPTS.dishonesty,
        ].join(' '),
      ),
    ),
  };
  const v = vectorOf(t.lower, t.lemma);
  return v !== null && dot(v, turnDirections.good) > dot(v, turnDirections.bad);
}

/** A strongly negative view of the world (≤ −2 from feelings and judgements, not things). */
export function negativeOutlook(p: Parsed): boolean {
  return clauses(p).reduce((sum, c) => sum + clauseAffect(c, p), 0) <= -2 && !recovered(p.text);
}

/** Every recovery marker in a text (matchAll clones the regex, so its lastIndex is never shared). */
const RECOVERY_ALL = new RegExp(RECOVERY_RE.source, 'gi');

/** A recovery marker followed by a clause that is not itself negative. */
export function recovered(text: string): boolean {
  // Any marker counts, not only the first: "Even after losing his leg in a mine accident my uncle
  // still runs his shop" turns at "still".
  for (const m of text.matchAll(RECOVERY_ALL)) {
    const after = text.slice((m.index ?? 0) + m[0].length);
    if (
      /[a-z]/i.test(after) &&
      affect(after).score >= 0 &&
      !WITHDRAWAL_RE.test(after.toLowerCase())
    )
      return true;
  }
  return false;
}

const HOSTILE_DOER = /^(i|we|he|she|they|people|everyone)$/;

/** Aggression named outright by a phrase ("beat him up", "gave him a push"), not by a lone word
 * or by "fought with" (a university, a fire). */
export const hostileByPhrase = (p: Parsed): boolean => PRECISE_HOSTILE_RE.test(p.text);

/** Aggression by the candidate or hero (hit, revenge, "fight with"), unless refused or stopped. */
export function hostility(p: Parsed): string | null {
  const re = HOSTILE_RE.exec(p.text.toLowerCase());
  if (re) return p.text.slice(re.index, re.index + re[0].length);
  for (const { verb: t, doer } of verbDoers(p)) {
    if (!HOSTILE.has(t.lemma) || t.neg) continue;
    // "flood-hit families", "drought-hit": the second half of a compound, not a blow.
    if (p.text[t.start - 1] === '-') continue;
    if (doer && !HOSTILE_DOER.test(doer.lower)) continue;
    // "the boy who bullied me": a blow aimed at the candidate is someone else's, not theirs.
    if (!doer && /^(me|us)$/.test(p.tokens[t.i + 1]?.lower ?? '')) continue;
    const prev = p.tokens.slice(Math.max(0, t.i - 3), t.i).map((x) => x.lower);
    if (prev.some((w) => /^(not|never|no|stopped|against|from)$/.test(w))) continue;
    return quoteSpan(p, t.i, Math.min(t.i + 2, p.sentences[t.s].end - 1));
  }
  return null;
}

const DISHONEST_RE =
  /\b(cheat\w*|steal\w*|stole|stolen|lied to|lie to|lying to|tell lies|told a lie|bribe\w*|forg(e|ed|ery)|smuggl\w*|copied|copy(ing)? (in|from|answers|homework)|gambl\w*|betting|satta|bet (\d+|rs\.?|₹|money|on))\b/i;

const REFUSED_BEFORE_RE =
  /\b(never|not|no|don'?t|dont|won'?t|wont|didn'?t|didnt|refuse\w*|instead of|caught|fined)\b/i;

/** A petty dishonest act (PETTY_DISHONEST_RE) not refused before it in its sentence; "TT never
 * checks" after the act does not undo it. */
export function pettyDishonesty(text: string): string | null {
  const m = PETTY_DISHONEST_RE.exec(text);
  if (!m) return null;
  const start = Math.max(text.lastIndexOf('.', m.index), text.lastIndexOf(',', m.index)) + 1;
  return REFUSED_BEFORE_RE.test(text.slice(start, m.index)) ? null : m[0];
}

/** Dishonesty approved of: a dishonest act without refusal, or with "it is normal". */
export function approvesDishonesty(p: Parsed): string | null {
  const m = DISHONEST_RE.exec(p.text);
  if (!m) return null;
  // Done to someone, not by them: "many purses had been stolen", "his phone got stolen".
  if (/\b(was|were|been|is|are|got|gets|get|being)\s+(\w+\s+)?$/i.test(p.text.slice(0, m.index)))
    return null;
  // Copying that is not cheating: "had copied her laptop data in a pen drive".
  if (
    /^copied\b/i.test(m[0]) &&
    /^\s+(\w+\s+){0,2}(data|files?|photos?|songs?|notes|number|address|backup)\b/i.test(
      p.text.slice(m.index + m[0].length),
    )
  )
    return null;
  const sentence =
    p.sentences.find(
      (s) => p.tokens[s.start].start <= m.index && p.tokens[s.end - 1].end >= m.index,
    )?.text ?? p.text;
  if (CONDONE_RE.test(sentence)) return sentence.replace(/[.!]$/, '');
  return REFUSAL_RE.test(sentence) ? null : m[0];
}

export function hasVerb(p: Parsed): boolean {
  return p.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
}

export { sentenceOf };
