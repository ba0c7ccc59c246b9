/** Rubric caps that are themselves a floor pattern (aggression, dishonesty, giving up, fear …). */
export const FLOOR_CAPS: ReadonlySet<string> = new Set([
  'aggression',
  'blaming',
  'dishonest_act',
  'dishonesty',
  'giving_up',
  'hostility',
  'ignores_wrong',
  'negative_affect',
  'negative_ending',
  'panic_escape',
  'resentment',
  'unethical_compliance',
]);
