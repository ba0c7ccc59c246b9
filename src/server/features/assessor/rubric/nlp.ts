/**
 * The one place that talks to wink-nlp and the AFINN `sentiment` package.
 * Both are loaded lazily, once per process, and every answer is parsed into plain arrays
 * so the rules never touch wink objects.
 */
import Sentiment from 'sentiment';
import winkNLP, { type ItsFunction } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { IRREGULAR_PAST } from './inflect';

export interface Tok {
  /** Index in `Parsed.tokens`. */
  i: number;
  text: string;
  lower: string;
  lemma: string;
  /** Universal POS tag (VERB, AUX, NOUN, PROPN, PRON, ADJ, ADV, ADP, DET, NUM, PART, CCONJ, SCONJ, PUNCT...). */
  pos: string;
  /** True when wink marks the token as inside a negation scope ("did not go"). */
  neg: boolean;
  /** Sentence index. */
  s: number;
  /** Character offsets in the original text (end exclusive). */
  start: number;
  end: number;
  isWord: boolean;
}

export interface Sentence {
  i: number;
  text: string;
  /** Token range in `Parsed.tokens`, end exclusive. */
  start: number;
  end: number;
}

export interface Parsed {
  text: string;
  tokens: Tok[];
  sentences: Sentence[];
  /** Words as a writer counts them: whitespace-separated chunks with a letter or digit. */
  wordCount: number;
}

type Nlp = ReturnType<typeof winkNLP>;
let nlpInstance: Nlp | null = null;
let sentimentInstance: Sentiment | null = null;

function nlp(): Nlp {
  nlpInstance ??= winkNLP(model);
  return nlpInstance;
}

/** Verbs that often open a subject-less answer and that the tagger reads as names. */
const OPENING_VERBS = new Set(
  'plan respect obey work help keep love try take make give ignore study practise practice save think believe follow trust stay learn read face fight serve remember treat avoid stop start go come call inform tell report be do quit alert search visit run swim'.split(
    ' ',
  ),
);

function looksLikeVerb(lower: string): boolean {
  return lower.endsWith('ed') || IRREGULAR_PAST.has(lower) || OPENING_VERBS.has(lower);
}

interface RawTags {
  words: string[];
  types: string[];
  pos: string[];
  lemmas: string[];
  neg: boolean[];
}

function tag(text: string): { raw: RawTags; spans: number[][] } {
  const its = nlp().its;
  const doc = nlp().readDoc(text);
  const tokens = doc.tokens();
  // wink's typings disagree with its own `its` helpers; every helper used here returns one value per token.
  const out = <T>(f: unknown): T[] => tokens.out(f as ItsFunction<T>) as T[];
  const raw: RawTags = {
    words: tokens.out(),
    types: out<string>(its.type),
    pos: out<string>(its.pos),
    lemmas: out<string>(its.lemma),
    neg: out<boolean>(its.negationFlag),
  };
  return { raw, spans: doc.sentences().out(its.span as ItsFunction<number[]>) as number[][] };
}

/**
 * Sentences such as "Informed the coach." or "Plan ahead." start with a capitalised verb that the
 * tagger reads as a proper noun. Re-tag such a sentence as "I informed the coach." and keep the
 * verb's tag and lemma.
 */
function fixOpeningVerb(toks: Tok[]): void {
  const words = toks.filter((t) => t.isWord);
  const [first, second] = words;
  const base = first ? IRREGULAR_PAST.get(first.lower) : undefined;
  if (first && base && first.pos !== 'VERB' && !(second && (second.pos === 'VERB' || second.pos === 'AUX'))) {
    first.pos = 'VERB';
    first.lemma = base;
    return;
  }
  if (!first || first.pos === 'VERB' || first.pos === 'PRON' || first.pos === 'DET') return;
  if (second && (second.pos === 'VERB' || second.pos === 'AUX')) return;
  if (!looksLikeVerb(first.lower)) return;
  const { raw } = tag(`I ${first.lower}`);
  if (raw.pos[1] !== 'VERB') return;
  first.pos = 'VERB';
  first.lemma = raw.lemmas[1] ?? first.lower;
}

/** "…, and informed his family": a participle-looking ADJ opening a coordinated clause is a verb. */
function fixCoordinatedVerbs(toks: Tok[]): void {
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
    if (t.pos !== 'ADJ' || !t.lower.endsWith('ed')) continue;
    if (!/^(and|then|,|;)$/.test(before.lower)) continue;
    if (after.pos !== 'DET' && after.pos !== 'PRON') continue;
    t.pos = 'VERB';
    t.lemma = tag(`I ${t.lower}`).raw.lemmas[1] ?? t.lemma;
  }
}

/**
 * "A smile costs nothing", "Mobile phones waste the time": in a sentence with no verb, a noun right
 * after the subject noun and before a determiner or pronoun is the verb the tagger missed.
 */
function fixMissedVerb(toks: Tok[]): void {
  if (toks.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return;
  for (let k = 1; k < toks.length - 1; k += 1) {
    const [before, t, after] = [toks[k - 1], toks[k], toks[k + 1]];
    if (t.pos !== 'NOUN' || !/^(NOUN|PROPN)$/.test(before.pos) || !/^(DET|PRON)$/.test(after.pos)) continue;
    const retag = tag(`they ${t.lower} ${after.lower}`).raw;
    if (retag.pos[1] !== 'VERB') continue;
    t.pos = 'VERB';
    t.lemma = retag.lemmas[1] ?? t.lemma;
    return;
  }
}

/** A first token tagged VERB and followed by another verb is the subject ("Hope kept ..."). */
function fixNounSubject(toks: Tok[]): void {
  const words = toks.filter((t) => t.isWord);
  const [first, second] = words;
  if (first?.pos === 'VERB' && second?.pos === 'VERB') first.pos = 'NOUN';
}

const cache = new Map<string, Parsed>();
const CACHE_LIMIT = 500;

export function parse(text: string): Parsed {
  const hit = cache.get(text);
  if (hit) return hit;
  const { raw, spans } = tag(text);
  const tokens: Tok[] = [];
  const sentences: Sentence[] = [];
  let cursor = 0;
  spans.forEach(([from, to], s) => {
    const first = tokens.length;
    for (let k = from; k <= to; k += 1) {
      const type = raw.types[k];
      if (type === 'tabCRLF' || type === 'spaces') continue;
      const word = raw.words[k] ?? '';
      const found = text.indexOf(word, cursor);
      const start = found >= 0 && found - cursor < 40 ? found : cursor;
      const end = found === start ? start + word.length : start;
      cursor = end;
      tokens.push({
        i: tokens.length,
        text: word,
        lower: word.toLowerCase(),
        lemma: (raw.lemmas[k] ?? word).toLowerCase(),
        pos: raw.pos[k] ?? 'X',
        neg: Boolean(raw.neg[k]),
        s,
        start,
        end,
        isWord: type === 'word' || type === 'number' || /[a-z0-9]/i.test(word),
      });
    }
    const sentenceToks = tokens.slice(first);
    fixOpeningVerb(sentenceToks);
    fixNounSubject(sentenceToks);
    fixCoordinatedVerbs(sentenceToks);
    fixMissedVerb(sentenceToks);
    const charFrom = sentenceToks[0]?.start ?? cursor;
    const charTo = sentenceToks.at(-1)?.end ?? cursor;
    sentences.push({ i: s, text: text.slice(charFrom, charTo), start: first, end: tokens.length });
  });
  const parsed: Parsed = { text, tokens, sentences, wordCount: countWords(text) };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, parsed);
  return parsed;
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[a-z0-9]/i.test(w)).length;
}

/** Rebuild readable text from tokens (no space before punctuation). */
export function joinTokens(toks: readonly Tok[]): string {
  let out = '';
  for (const t of toks) {
    const tight = !t.isWord && /^[,.;:!?)'’]/.test(t.text);
    const afterOpen = out.endsWith('(');
    out += out === '' || tight || afterOpen || t.text.startsWith("'") ? t.text : ` ${t.text}`;
  }
  return out.trim();
}

export interface Affect {
  score: number;
  negative: string[];
  /** Per-word scores, lower-case. */
  words: Record<string, number>;
}

/** AFINN-165 score of a span. `extras` neutralise words that are not affect in this domain. */
const AFFECT_EXTRAS: Record<string, number> = {
  admit: 0,
  admitted: 0,
  fire: 0,
  rescue: 2,
  injured: 0,
  trapped: 0,
  alone: 0,
  worried: -2,
  nervous: -2,
  cannot: -1,
  poor: 0,
  apologise: 0,
  apologised: 0,
  apologize: 0,
  apologized: 0,
  sorry: 0,
  hard: 0,
  harder: 0,
  block: 0,
  blocked: 0,
  weak: -1,
};

export function affect(text: string): Affect {
  sentimentInstance ??= new Sentiment();
  const result = sentimentInstance.analyze(text, { extras: AFFECT_EXTRAS });
  return { score: result.score, negative: result.negative, words: Object.assign({}, ...result.calculation) as Record<string, number> };
}

/** Load the model and lexicon ahead of the first request (optional). */
export function warmUp(): void {
  parse('Warm up the model.');
  affect('warm up');
}
