/** Rubric caps that are themselves a floor pattern (aggression, dishonesty, giving up, fear …). */
export const FLOOR_CAPS: ReadonlySet<string> = new Set([
  'hostility',
  'dishonesty',
  'negative_affect',
  'resentment',
  'panic_escape',
  'ignores_wrong',
  'dishonest_act',
  'unethical_compliance',
  'aggression',
  'blaming',
  'giving_up',
  'negative_ending',
]);
