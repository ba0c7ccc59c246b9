/**
 * The 15 officer-like qualities (OLQs) SSB assessors look for, grouped in four factors.
 * See /work/shared/assessment/RUBRIC.md §2. Shared by server and client: no Node imports.
 */
export const OLQS = [
  {
    key: 'effective_intelligence',
    label: 'Effective intelligence',
    factor: 'Planning & organising',
  },
  { key: 'reasoning_ability', label: 'Reasoning ability', factor: 'Planning & organising' },
  { key: 'organising_ability', label: 'Organising ability', factor: 'Planning & organising' },
  { key: 'power_of_expression', label: 'Power of expression', factor: 'Planning & organising' },
  { key: 'social_adaptability', label: 'Social adaptability', factor: 'Social adjustment' },
  { key: 'cooperation', label: 'Cooperation', factor: 'Social adjustment' },
  { key: 'sense_of_responsibility', label: 'Sense of responsibility', factor: 'Social adjustment' },
  { key: 'initiative', label: 'Initiative', factor: 'Social effectiveness' },
  { key: 'self_confidence', label: 'Self-confidence', factor: 'Social effectiveness' },
  { key: 'speed_of_decision', label: 'Speed of decision', factor: 'Social effectiveness' },
  { key: 'ability_to_influence', label: 'Ability to influence', factor: 'Social effectiveness' },
  { key: 'liveliness', label: 'Liveliness', factor: 'Social effectiveness' },
  { key: 'determination', label: 'Determination', factor: 'Dynamic' },
  { key: 'courage', label: 'Courage', factor: 'Dynamic' },
  { key: 'stamina', label: 'Stamina', factor: 'Dynamic' },
] as const;

export type Olq = (typeof OLQS)[number];
export type OlqKey = Olq['key'];
export type OlqFactor = Olq['factor'];

export const OLQ_KEYS = OLQS.map((o) => o.key) as unknown as readonly [OlqKey, ...OlqKey[]];

const LABELS = new Map<string, string>(OLQS.map((o) => [o.key, o.label]));

export function olqLabel(key: OlqKey): string {
  return LABELS.get(key) ?? key;
}
