/**
 * Corrections to the tagger's common slips on short, subject-less answers ("Alerted the warden.",
 * "Ran to the gate…", "A kind word costs little."). `retag` parses a short probe such as "I informed".
 */
import type { RawTags, Tok } from './tokens';
import { IRREGULAR_PAST } from './inflect';

type Retag = (text: string) => RawTags;

/** Verbs that often open a subject-less answer and that the tagger reads as names. */
const OPENING_VERBS = new Set(
  'plan respect obey work help keep love try take make give ignore study practise practice save think believe follow trust stay learn read face fight serve remember treat avoid stop start go come call inform tell report be do quit alert search visit run swim wake open switch check shout carry lift pull push bring send move shift'.split(
    ' ',
  ),
);

function looksLikeVerb(lower: string): boolean {
  return lower.endsWith('ed') || IRREGULAR_PAST.has(lower) || OPENING_VERBS.has(lower);
}

/**
 * "Fixed leaking street tap", "Stopped crying kids": a past form opening the answer before an -ing
 * word is the answer's verb (the -ing word describes its object), not a subject ("Courage kept").
 */
function pastThenIng(words: readonly Tok[]): boolean {
  const [first, second] = words;
  return (
    !!first &&
    !!second &&
    first.lower.length >= 5 &&
    /[^e]ed$/.test(first.lower) &&
    second.pos === 'VERB' &&
    second.lower.endsWith('ing')
  );
}

/**
 * Sentences such as "Alerted the warden." or "Respect elders." start with a capitalised verb that the
 * tagger reads as a proper noun. Re-tag such a sentence as "I alerted the warden." and keep the
 * verb's tag and lemma.
 */
export function fixOpeningVerb(toks: Tok[], retag: Retag): void {
  const words = toks.filter((t) => t.isWord);
  const [first, second] = words;
  const base = first ? IRREGULAR_PAST.get(first.lower) : undefined;
  if (
    first &&
    base &&
    first.pos !== 'VERB' &&
    !(second && (second.pos === 'VERB' || second.pos === 'AUX'))
  ) {
    first.pos = 'VERB';
    first.lemma = base;
    return;
  }
  if (!first || first.pos === 'VERB' || first.pos === 'PRON' || first.pos === 'DET') return;
  // "Stopped, called 108, …": an opening word standing alone before a comma.
  const alone = toks[toks.indexOf(first) + 1]?.text === ',';
  if (!alone && second && (second.pos === 'VERB' || second.pos === 'AUX') && !pastThenIng(words))
    return;
  if (!looksLikeVerb(first.lower)) return;
  const raw = retag(`I ${first.lower}`);
  if (raw.pos[1] !== 'VERB') return;
  first.pos = 'VERB';
  first.lemma = raw.lemmas[1] ?? first.lower;
}

/** "…, and phoned her uncle": a participle-looking ADJ opening a coordinated clause is a verb. */
export function fixCoordinatedVerbs(toks: Tok[], retag: Retag): void {
  for (let k = 1; k < toks.length - 1; k += 1) {
    const t = toks[k];
    const before = toks[k - 1];
    const after = toks[k + 1];
    const base = IRREGULAR_PAST.get(t.lower);
    if (base && t.pos !== 'VERB' && /^(i|he|she|we|they|and|then|,)$/.test(before.lower)) {
      t.pos = 'VERB';
      t.lemma = base;
      continue;
    }
    // "Keep children away from the pole, call EB complaint number": in a list of commands, a
    // bare verb after a comma that the tagger read as a noun.
    if (
      (t.pos === 'NOUN' || (t.pos === 'ADJ' && !t.lower.endsWith('ed'))) &&
      (before.text === ',' || before.lower === 'and') &&
      /^[a-z]+$/.test(t.lower) &&
      toks.find((x) => x.isWord)?.pos === 'VERB' &&
      /^(DET|PRON|NOUN|PROPN|NUM)$/.test(after.pos)
    ) {
      const probe = OPENING_VERBS.has(t.lower) ? null : retag(`I ${t.lower} ${after.lower}`);
      if (!probe || probe.pos[1] === 'VERB') {
        t.pos = 'VERB';
        t.lemma = probe?.lemmas[1] ?? t.lower;
        continue;
      }
    }
    // "Dog attacked a kid, chased it off": a past form read as an adjective or a noun.
    if ((t.pos !== 'ADJ' && t.pos !== 'NOUN') || !/[^e]ed$/.test(t.lower)) continue;
    if (!/^(and|then|,|;)$/.test(before.lower)) continue;
    if (!/^(DET|PRON|PROPN)$/.test(after.pos)) continue;
    const probe = retag(`I ${t.lower}`);
    if (t.pos === 'NOUN' && probe.pos[1] !== 'VERB') continue;
    t.pos = 'VERB';
    t.lemma = probe.lemmas[1] ?? t.lemma;
  }
}

/**
 * "A kind word costs little", "Late buses spoil the day": in a sentence with no verb, a noun right
 * after the subject noun and before a determiner or pronoun is the verb the tagger missed.
 */
export function fixMissedVerb(toks: Tok[], retag: Retag): void {
  if (toks.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return;
  for (let k = 1; k < toks.length - 1; k += 1) {
    const [before, t, after] = [toks[k - 1], toks[k], toks[k + 1]];
    if (t.pos !== 'NOUN' || !/^(NOUN|PROPN)$/.test(before.pos) || !/^(DET|PRON)$/.test(after.pos))
      continue;
    const probe = retag(`they ${t.lower} ${after.lower}`);
    if (probe.pos[1] !== 'VERB') continue;
    t.pos = 'VERB';
    t.lemma = probe.lemmas[1] ?? t.lemma;
    return;
  }
}

/**
 * "with my friends separated the two groups": a past form after a noun or pronoun and before a
 * determiner or number is the clause's verb, not an adjective (an adjective does not take "the").
 */
export function fixPastBeforeObject(toks: Tok[], retag: Retag): void {
  for (let k = 1; k < toks.length - 1; k += 1) {
    const [before, t, after] = [toks[k - 1], toks[k], toks[k + 1]];
    if (t.pos !== 'ADJ' || !t.lower.endsWith('ed') || !/^(NOUN|PROPN|PRON)$/.test(before.pos))
      continue;
    if (
      !/^(the|a|an|two|three|four|five|his|her|their|our|my|them|him|both|all)$/.test(after.lower)
    )
      continue;
    const probe = retag(`they ${t.lower} the`);
    if (probe.pos[1] !== 'VERB') continue;
    t.pos = 'VERB';
    t.lemma = probe.lemmas[1] ?? t.lemma;
  }
}

/** A first token tagged VERB and followed by another verb is the subject ("Courage kept ..."), unless it is a past verb before its bare object. */
export function fixNounSubject(toks: Tok[]): void {
  const words = toks.filter((t) => t.isWord);
  const [first, second, third] = words;
  if (first?.pos !== 'VERB' || second?.pos !== 'VERB') return;
  // "Stopped, called 108": a comma after it makes it the first of a list of actions.
  if (toks[toks.indexOf(first) + 1]?.text === ',' || pastThenIng(words)) return;
  // "Settled quarrel between roommates", "Painted wall of the school": a past verb and its object.
  const pastThenBare =
    first.lower.length >= 6 &&
    first.lower.endsWith('ed') &&
    /^[a-z]+$/.test(second.lower) &&
    !/(ed|ing|s)$/.test(second.lower) &&
    third?.pos !== 'VERB' &&
    third?.pos !== 'AUX';
  if (pastThenBare) {
    second.pos = 'NOUN';
    second.lemma = second.lower;
  } else first.pos = 'NOUN';
}
