/** The practice count field (spec part 2 §5): digits only; on blur clamped to 1..max; a non-number becomes 1. */
export const digitsOnly = (text: string) => text.replace(/\D/g, '');

export function clampCount(text: string, max: number): number {
  const n = Number.parseInt(text, 10);
  if (!Number.isFinite(n)) return 1;
  return Math.min(Math.max(n, 1), Math.max(1, max));
}
