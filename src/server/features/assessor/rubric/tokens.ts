/** The plain shapes an answer is parsed into (nlp.ts fills them; the rules and tag fixes read them). */
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

export interface RawTags {
  words: string[];
  types: string[];
  pos: string[];
  lemmas: string[];
  neg: boolean[];
}
