/**
 * The one place that talks to wink-nlp and the AFINN `sentiment` package.
 * Both are loaded lazily, once per process, and every answer is parsed into plain arrays
 * so the rules never touch wink objects.
 */
import { createRequire } from 'node:module';
import winkNLP, { type ItsFunction } from 'wink-nlp';
import { affect } from './affect';
import {
  fixCoordinatedVerbs,
  fixMissedVerb,
  fixNounSubject,
  fixOpeningVerb,
  fixPastBeforeObject,
} from './tag-fixes';

export type { Parsed, RawTags, Sentence, Tok } from './tokens';
import type { Parsed, RawTags, Sentence, Tok } from './tokens';

type Nlp = ReturnType<typeof winkNLP>;
let nlpInstance: Nlp | null = null;

function nlp(): Nlp {
  // The model (3.8 MB of JavaScript) is required on first use, not imported: a server that
  // starts need not compile it before it answers (issue 18).
  nlpInstance ??= winkNLP(
    createRequire(import.meta.url)(
      'wink-eng-lite-web-model',
    ) as typeof import('wink-eng-lite-web-model').default,
  );
  return nlpInstance;
}

export function tag(text: string): { raw: RawTags; spans: number[][] } {
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

const retag = (text: string): RawTags => tag(text).raw;

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
    fixOpeningVerb(sentenceToks, retag);
    fixNounSubject(sentenceToks);
    fixCoordinatedVerbs(sentenceToks, retag);
    fixMissedVerb(sentenceToks, retag);
    fixPastBeforeObject(sentenceToks, retag);
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

/** Load the model and lexicon ahead of the first request (optional). */
export function warmUp(): void {
  parse('Warm up the model.');
  affect('warm up');
}
