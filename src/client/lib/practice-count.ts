/** The practice count field (spec part 2 §5): digits only; on blur clamped to 1..max; a non-number becomes 1. */
export const digitsOnly = (text: string) => text.replace(/\D/g, '');

export function clampCount(text: string, max: number): number {
  const n = Number.parseInt(text, 10);
  if (!Number.isFinite(n)) return 1;
  return Math.min(Math.max(n, 1), Math.max(1, max));
}

/** '0', '00': a number, but not a count; kept as typed so Start can say 'Invalid Count'. */
export const isZero = (text: string) => /^0+$/.test(text);
