/** AFINN-165 sentiment (the `sentiment` package), loaded once, with domain corrections. */
import Sentiment from 'sentiment';

let sentimentInstance: Sentiment | null = null;

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
  return {
    score: result.score,
    negative: result.negative,
    words: Object.assign({}, ...result.calculation) as Record<string, number>,
  };
}
