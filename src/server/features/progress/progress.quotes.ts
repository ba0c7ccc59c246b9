/**
 * The candidate's own words behind a quality, taken from the assessor's strengths. The rubric
 * writes `Initiative: 'volunteered to clean the park'` (clipping quotes past ten words with
 * ' …'); an LLM assessor names the OLQ and quotes words with '…', "…", ‘…’ or “…”. A quote is
 * kept only when it really appears in the answer (ignoring case, spacing and curly quotes; a
 * clipped or elided quote must match piece by piece, in order): the page never shows an
 * assessor's paraphrase as the candidate's words.
 */
import { OLQS, type OlqKey } from '@/shared/olqs';

const ELLIPSIS = /\s*(?:…|\.\.\.)\s*/;

/** Quoted segments: curly or double quotes, or straight single quotes that are not apostrophes. */
const QUOTED = [
  /“([^”]+)”/g,
  /‘([^’]+?)’(?![a-z])/gi,
  /"([^"]+)"/g,
  /(?<![\p{L}\p{N}])'(.+?)'(?![\p{L}\p{N}])/gu,
];

function normalise(s: string): string {
  return s.replace(/[‘’`]/g, "'").replace(/[“”]/g, '"').toLowerCase().replace(/\s+/g, ' ').trim();
}

const LABELS = OLQS.map((o) => ({
  key: o.key,
  names: [...new Set([o.label, o.key].map((n) => normalise(n.replace(/[-_]/g, ' '))))],
}));

/** The OLQs a strength's own words (outside its quotes) name. */
function namedOlqs(prose: string): Set<OlqKey> {
  const text = ` ${normalise(prose.replace(/[-_]/g, ' ')).replace(/[^a-z ]/g, ' ')} `;
  return new Set(
    LABELS.filter((l) => l.names.some((n) => text.includes(` ${n} `))).map((l) => l.key),
  );
}

function quotedSegments(strength: string): { quotes: string[]; prose: string } {
  let prose = strength;
  const quotes: string[] = [];
  for (const re of QUOTED) {
    prose = prose.replace(re, (_, q: string) => {
      quotes.push(q.trim());
      return ' ';
    });
  }
  return { quotes, prose };
}

/** Whether a quote (possibly clipped or elided with '…') appears in the answer, in order. */
export function appearsIn(quote: string, answer: string): boolean {
  const haystack = normalise(answer);
  const pieces = normalise(quote)
    .split(ELLIPSIS)
    .map((p) => p.replace(/^[\s,;:.!?]+|[\s,;:.!?]+$/g, ''))
    .filter(Boolean);
  if (pieces.length === 0 || !pieces.some((p) => /\p{L}/u.test(p))) return false;
  let at = 0;
  for (const piece of pieces) {
    const found = haystack.indexOf(piece, at);
    if (found < 0) return false;
    at = found + piece.length;
  }
  return true;
}

/** The quotes the strengths give for `key` that appear in the answer, in the strengths' order. */
export function quotesFor(key: OlqKey, strengths: readonly string[], answer: string | null) {
  if (!answer) return [];
  const out: string[] = [];
  for (const strength of strengths) {
    const { quotes, prose } = quotedSegments(strength);
    if (!namedOlqs(prose).has(key)) continue;
    for (const q of quotes) if (appearsIn(q, answer)) out.push(q.replace(/\s+/g, ' '));
  }
  return out;
}
