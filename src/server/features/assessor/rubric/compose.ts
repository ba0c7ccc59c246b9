import type { CapHit, Judgement, Scored } from './types';

/**
 * RUBRIC §1 composition: base from the positive criteria, every cap that fired, keep the lowest,
 * then the length step, never below 1. Blank answers score 1.
 */
export function compose(j: Judgement): Scored {
  const tooLong = j.words > j.wordLimit;
  if (j.blank) return { score: 1, deciding: j.caps[0] ?? null, tooLong: false };
  const lowest = lowestCap(j.caps);
  const capped = lowest ? Math.min(j.base, lowest.level) : j.base;
  const score = Math.max(1, capped - (tooLong ? 1 : 0));
  const deciding = lowest && lowest.level <= j.base ? lowest : null;
  return { score, deciding, tooLong };
}

export function lowestCap(caps: readonly CapHit[]): CapHit | null {
  let best: CapHit | null = null;
  for (const cap of caps) if (!best || cap.level < best.level) best = cap;
  return best;
}

/** Caps ordered lowest first, then in the order they fired. */
export function sortCaps(caps: readonly CapHit[]): CapHit[] {
  return caps
    .map((cap, i) => ({ cap, i }))
    .sort((a, b) => a.cap.level - b.cap.level || a.i - b.i)
    .map((x) => x.cap);
}
