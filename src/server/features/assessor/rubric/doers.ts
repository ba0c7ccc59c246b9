/**
 * Who does what: attributes each verb to the noun or pronoun acting as its subject.
 * A clause without a subject ("Gave first aid…") keeps the doer null, which the callers read as
 * the candidate or the story's hero.
 */
import type { Parsed, Tok } from './nlp';
import { PEOPLE_NOUNS } from './lexicons';

export interface VerbDoer {
  verb: Tok;
  /** The subject word, or null for a subject-less clause. */
  doer: Tok | null;
}

const MODAL = /^(will|would|shall|should|must|can|could|may|might)$/;
const MODIFIER = /^(DET|NUM|ADJ|NOUN|PROPN)$/;
const POSSESSIVE = /^(my|his|her|their|our|your|its)$/;
const OBJECT_PRON = /^(me|him|her|them|us|it|myself|himself|herself|themselves)$/;
const RELATIVE = /^(who|which|that)$/;
const TIME_NOUNS =
  /^(first|firstly|next|later|finally|afterwards|morning|mornings|evening|evenings|night|nights|afternoon|noon|today|tonight|tomorrow|yesterday|day|week|month|year|weekend|sunday|monday|tuesday|wednesday|thursday|friday|saturday)$/;

/** The token before a noun's modifiers ("the old", "my", "two"), in the same sentence. */
function beforePhrase(p: Parsed, t: Tok): Tok | undefined {
  let k = t.i - 1;
  while (
    k >= 0 &&
    p.tokens[k].s === t.s &&
    (MODIFIER.test(p.tokens[k].pos) || POSSESSIVE.test(p.tokens[k].lower))
  )
    k -= 1;
  return k >= 0 && p.tokens[k].s === t.s ? p.tokens[k] : undefined;
}

/** A noun phrase right after a verb or preposition is an object, not a new doer. */
function isObject(p: Parsed, t: Tok): boolean {
  if (/^(i|he|she|we|they|someone|somebody|nobody|everyone|everybody)$/.test(t.lower)) return false;
  if (OBJECT_PRON.test(t.lower) && t.lower !== 'it') return true;
  const before = beforePhrase(p, t);
  // "with driver and boys cleared branches": the second of two nouns after "with" is its object too.
  const first = before?.lower === 'and' ? p.tokens[before.i - 1] : undefined;
  if (first?.s === t.s && /^(NOUN|PROPN)$/.test(first.pos))
    return beforePhrase(p, first)?.lower === 'with';
  return Boolean(before && (before.pos === 'VERB' || before.pos === 'ADP'));
}

function nextPredicate(p: Parsed, t: Tok): Tok | undefined {
  const ahead = p.tokens.slice(t.i + 1, t.i + 5);
  // ", so hand it to…", ", then …": a comma and a linking word open a new clause.
  const cut = ahead.findIndex(
    (x, k) => x.text === ',' && /^(so|then|and|but)$/.test(ahead[k + 1]?.lower ?? ''),
  );
  return (cut < 0 ? ahead : ahead.slice(0, cut)).find(
    (x) =>
      x.isWord &&
      x.pos !== 'ADV' &&
      x.pos !== 'PART' &&
      !MODAL.test(x.lower) &&
      !/^(also|then|only|just)$/.test(x.lower),
  );
}

function isPersonLike(t: Tok): boolean {
  return t.pos === 'PROPN' || /^(i|he|she|we|they)$/.test(t.lower) || PEOPLE_NOUNS.has(t.lemma);
}

const BE = /^(is|are|was|were|be|been|being|am|'s|'re)$/;

/** Participles that are not the clause's action: "boys playing nearby…", "was tired", "had her enrolled". */
function nonFinite(p: Parsed, t: Tok): boolean {
  const before = p.tokens
    .slice(Math.max(0, t.i - 3), t.i)
    .filter((x) => x.isWord && x.pos !== 'ADV' && x.pos !== 'PART');
  const prev = before.at(-1);
  if (t.lower.endsWith('ing')) return !prev || !BE.test(prev.lower);
  if (prev && BE.test(prev.lower)) return true;
  return (
    (t.lower.endsWith('ed') || t.lower.endsWith('en')) &&
    Boolean(prev && /^(him|her|them|it|me)$/.test(prev.lower))
  );
}

/** An appositive ("Ravi, 20, a hostel prefect, was…") refers back to the name before it. */
function appositiveHead(p: Parsed, t: Tok, lastNominal: Tok | null): Tok | null {
  let k = t.i - 1;
  while (k >= 0 && MODIFIER.test(p.tokens[k].pos) && p.tokens[k].pos !== 'NUM') k -= 1;
  if (p.tokens[k]?.text !== ',') return null;
  const before = p.tokens[k - 1];
  return before && (before.pos === 'NUM' || before.pos === 'PROPN') ? lastNominal : null;
}

/** Every finite verb (infinitives after "to" and bare participles excluded) with its doer. */
export function verbDoers(p: Parsed): VerbDoer[] {
  const out: VerbDoer[] = [];
  let doer: Tok | null = null;
  let lastNominal: Tok | null = null;
  let sentence = -1;
  let prev: Tok | undefined;
  let lastInfinitive = false;
  let sentenceDoer: Tok | null = null;
  let subjectless = false;
  for (const t of p.tokens) {
    if (t.s !== sentence) {
      sentence = t.s;
      doer = null;
      sentenceDoer = null;
      // "Waited for someone…, then pushed it": a sentence that opens with a verb is the candidate's throughout.
      // "Politely told them…" too: an adverb before the opening verb.
      subjectless =
        p.tokens
          .slice(p.sentences[t.s].start, p.sentences[t.s].end)
          .find((x) => x.isWord && x.pos !== 'ADV')?.pos === 'VERB';
    }
    // ", then pushed it…", "; took…": a coordinated clause without its own subject goes back to the sentence's doer.
    const next = p.tokens[t.i + 1];
    if (
      (t.lower === 'then' || t.text === ';' || (t.text === ',' && next?.pos === 'VERB')) &&
      next?.s === t.s
    )
      doer = sentenceDoer;
    // "He saw that the pipe was … and fixed …": a thing cannot fix; the clause goes back to the person.
    if (
      t.lower === 'and' &&
      next?.pos === 'VERB' &&
      doer &&
      !isPersonLike(doer) &&
      (!sentenceDoer || isPersonLike(sentenceDoer))
    )
      doer = sentenceDoer;
    if (t.pos === 'PRON' || t.pos === 'NOUN' || t.pos === 'PROPN') {
      const next = nextPredicate(p, t);
      // "Next morning went with her…": a time is when, not who.
      if (
        next &&
        (next.pos === 'VERB' || next.pos === 'AUX') &&
        !isObject(p, t) &&
        !TIME_NOUNS.test(t.lower)
      ) {
        doer = (RELATIVE.test(t.lower) ? lastNominal : appositiveHead(p, t, lastNominal)) ?? t;
        if (!subjectless) sentenceDoer ??= doer;
      }
      if (!RELATIVE.test(t.lower) && t.pos !== 'PRON') lastNominal = t;
      if (/^(he|she|they|we|i)$/.test(t.lower)) lastNominal = t;
    }
    if (t.pos === 'VERB') {
      // "to stop and listen": the verb coordinated with an infinitive is an infinitive too.
      const infinitive: boolean =
        prev?.lower === 'to' ||
        (lastInfinitive && /^(and|or)$/.test(prev?.lower ?? '') && t.lower === t.lemma);
      lastInfinitive = infinitive;
      if (!infinitive && !nonFinite(p, t)) out.push({ verb: t, doer });
    }
    prev = t;
  }
  return out;
}
