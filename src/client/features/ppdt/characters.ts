import type { CharacterMarking } from '@/shared/schemas/practice';

/**
 * What SSB candidates mark before a PPDT story (RUBRIC §5): how many characters, each one's
 * age, sex and mood, and the action. The draft keeps what the inputs hold (an age is typed
 * text); `toMarking` turns it into the shape the server stores with the story.
 */
export type Mood = 'positive' | 'neutral' | 'negative';
export interface PersonDraft {
  age: string;
  sex: 'M' | 'F' | null;
  mood: Mood | null;
}
export interface CharacterDraft {
  count: number;
  people: PersonDraft[];
  action: string;
}

export const MAX_CHARACTERS = 9;
export const MOODS: { value: Mood; symbol: string; label: string }[] = [
  { value: 'positive', symbol: '+', label: 'Positive' },
  { value: 'neutral', symbol: '0', label: 'Neutral' },
  { value: 'negative', symbol: '−', label: 'Negative' },
];

export const emptyCharacters = (): CharacterDraft => ({ count: 0, people: [], action: '' });
const emptyPerson = (): PersonDraft => ({ age: '', sex: null, mood: null });

/** A new count: people are added blank or dropped from the end. */
export function withCount(draft: CharacterDraft, count: number): CharacterDraft {
  const n = Math.max(0, Math.min(MAX_CHARACTERS, Math.round(count)));
  const people = draft.people.slice(0, n);
  while (people.length < n) people.push(emptyPerson());
  return { ...draft, count: n, people };
}

export function withPerson(
  draft: CharacterDraft,
  index: number,
  patch: Partial<PersonDraft>,
): CharacterDraft {
  if (index < 0 || index >= draft.people.length) return draft;
  const people = draft.people.map((p, i) => (i === index ? { ...p, ...patch } : p));
  return { ...draft, people };
}

/** An age as typed: digits only, at most 3. */
export const ageText = (text: string) => text.replace(/\D/g, '').slice(0, 3);

function parseAge(text: string): number | undefined {
  const n = Number.parseInt(text, 10);
  return Number.isInteger(n) && n >= 1 && n <= 100 ? n : undefined;
}

/** The marking to send with the story, or undefined when nothing was marked. */
export function toMarking(draft: CharacterDraft): CharacterMarking | undefined {
  const action = draft.action.trim().slice(0, 300);
  if (draft.count === 0 && action === '') return undefined;
  return {
    count: draft.count,
    people: draft.people.slice(0, draft.count).map((p) => {
      const age = parseAge(p.age);
      return {
        ...(age !== undefined ? { age } : {}),
        ...(p.sex ? { sex: p.sex } : {}),
        ...(p.mood ? { mood: p.mood } : {}),
      };
    }),
    ...(action ? { action } : {}),
  };
}

/** One line for the folded panel: "2 · M 22 + · F 20 0". */
export function markingSummary(draft: CharacterDraft): string {
  if (draft.count === 0) return 'Not marked yet';
  const people = draft.people.map((p) => {
    const mood = MOODS.find((m) => m.value === p.mood)?.symbol ?? '';
    return [p.sex ?? '?', p.age || '?', mood].filter(Boolean).join(' ');
  });
  return [String(draft.count), ...people].join(' · ');
}

export function isCharacterDraft(value: unknown): value is CharacterDraft {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Partial<CharacterDraft>;
  return (
    typeof d.count === 'number' &&
    Number.isInteger(d.count) &&
    d.count >= 0 &&
    d.count <= MAX_CHARACTERS &&
    typeof d.action === 'string' &&
    Array.isArray(d.people) &&
    d.people.length === d.count &&
    d.people.every(
      (p: Partial<PersonDraft>) =>
        typeof p === 'object' &&
        p !== null &&
        typeof p.age === 'string' &&
        (p.sex === null || p.sex === 'M' || p.sex === 'F') &&
        (p.mood === null || MOODS.some((m) => m.value === p.mood)),
    )
  );
}
