/**
 * Where the 'Quota & Plan' card sits in the sidebar, under the first group (spec part 1 §2).
 * Renders nothing until the credits issue fills it in.
 */
export function QuotaCardSlot() {
  return null;
}
