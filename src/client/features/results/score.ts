/** Spec part 2 §9: a score badge is default at 4 or more, secondary at 3 or more, destructive below. */
export function scoreVariant(score: number): 'default' | 'secondary' | 'destructive' {
  if (score >= 4) return 'default';
  if (score >= 3) return 'secondary';
  return 'destructive';
}

/** An overall score (0–5, one decimal) as shown: "3.4", "4.0". */
export function formatOverall(score: number): string {
  return score.toFixed(1);
}
