import { describe, it, expect } from 'vitest';
import { watWords, type WatValence, type WatKind } from './wat-words';
import { srtSituations, type SrtCategory } from './srt-situations';
import { SRT_DRILL_TAGS, WAT_DRILL_WORDS, srtTagsByText, watTagsByWord } from './drill-tags';
import { DRILLS } from '@/shared/progress';
import { OLQ_KEYS } from '@/shared/olqs';

const VALENCES: readonly WatValence[] = ['positive', 'negative', 'neutral'];
const KINDS: readonly WatKind[] = ['abstract', 'concrete'];
const CATEGORIES: readonly SrtCategory[] = [
  'home',
  'college',
  'village',
  'travel',
  'sport',
  'emergency',
  'team',
  'work',
  'moral',
];

function duplicatesOf(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const dups = new Set<string>();
  for (const value of values) {
    const key = value.trim().toLowerCase();
    if (seen.has(key)) dups.add(key);
    seen.add(key);
  }
  return [...dups];
}

function countBy<T, K extends string>(items: readonly T[], key: (item: T) => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** Splits on sentence-ending punctuation followed by whitespace or the end of the text. */
function sentencesOf(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter((s) => s.length > 0);
}

function wordCount(text: string): number {
  return text.trim().split(/\s+/).length;
}

describe('WAT word bank', () => {
  it('holds at least 600 words', () => {
    expect(watWords.length).toBeGreaterThanOrEqual(600);
  });

  it('has no duplicate words (case-insensitive)', () => {
    expect(duplicatesOf(watWords.map((w) => w.word))).toEqual([]);
  });

  it('uses single Title Case words', () => {
    const bad = watWords.filter((w) => !/^[A-Z][a-zA-Z-]*$/.test(w.word)).map((w) => w.word);
    expect(bad).toEqual([]);
  });

  it('uses valid valence, kind and difficulty values', () => {
    const bad = watWords.filter(
      (w) =>
        !VALENCES.includes(w.valence) ||
        !KINDS.includes(w.kind) ||
        ![1, 2, 3].includes(w.difficulty),
    );
    expect(bad).toEqual([]);
  });

  it('has each valence at least 100 times', () => {
    const counts = countBy(watWords, (w) => w.valence);
    for (const valence of VALENCES) {
      expect(counts.get(valence) ?? 0, valence).toBeGreaterThanOrEqual(100);
    }
  });

  it('mixes abstract and concrete words at every difficulty', () => {
    const kinds = countBy(watWords, (w) => w.kind);
    for (const kind of KINDS) expect(kinds.get(kind) ?? 0, kind).toBeGreaterThanOrEqual(100);
    const levels = countBy(watWords, (w) => String(w.difficulty));
    for (const level of ['1', '2', '3']) {
      expect(levels.get(level) ?? 0, `difficulty ${level}`).toBeGreaterThanOrEqual(50);
    }
  });
});

describe('SRT situation bank', () => {
  it('holds at least 250 situations', () => {
    expect(srtSituations.length).toBeGreaterThanOrEqual(250);
  });

  it('has no duplicate texts (case-insensitive)', () => {
    expect(duplicatesOf(srtSituations.map((s) => s.text))).toEqual([]);
  });

  it('uses only known categories, each at least 20 times', () => {
    const counts = countBy(srtSituations, (s) => s.category);
    expect([...counts.keys()].filter((c) => !CATEGORIES.includes(c))).toEqual([]);
    for (const category of CATEGORIES) {
      expect(counts.get(category) ?? 0, category).toBeGreaterThanOrEqual(20);
    }
  });

  it('keeps every situation to 1-3 sentences and at most 45 words, ending with a full stop', () => {
    const bad = srtSituations
      .filter((s) => {
        const sentences = sentencesOf(s.text).length;
        return (
          sentences < 1 || sentences > 3 || wordCount(s.text) > 45 || !s.text.trim().endsWith('.')
        );
      })
      .map((s) => s.text);
    expect(bad).toEqual([]);
  });

  it('has no surrounding whitespace or double spaces', () => {
    const bad = srtSituations.filter((s) => s.text !== s.text.trim() || /\s{2,}/.test(s.text));
    expect(bad).toEqual([]);
  });
});

describe('drill tags (issue 19)', () => {
  it('tag only words and situations that are in the banks, with OLQ keys', () => {
    const words = new Set(watWords.map((w) => w.word));
    const texts = new Set(srtSituations.map((s) => s.text));
    expect([...watTagsByWord().keys()].filter((w) => !words.has(w))).toEqual([]);
    expect(SRT_DRILL_TAGS.map(([text]) => text).filter((t) => !texts.has(t))).toEqual([]);
    const keys = new Set<string>(OLQ_KEYS);
    const allTags = [...watTagsByWord().values(), ...srtTagsByText().values()].flat();
    expect(allTags.filter((k) => !keys.has(k))).toEqual([]);
    expect(duplicatesOf(SRT_DRILL_TAGS.map(([text]) => text))).toEqual([]);
    for (const [key, list] of Object.entries(WAT_DRILL_WORDS))
      expect(duplicatesOf(list), key).toEqual([]);
  });

  it('give every WAT drill at least 30 words and every SRT drill at least 15 situations', () => {
    const wat = [...watTagsByWord().values()].flat();
    const srt = [...srtTagsByText().values()].flat();
    const tagged = Object.values(DRILLS).filter((d) => d.tag);
    expect(tagged.length).toBeGreaterThanOrEqual(10);
    for (const drill of tagged) {
      const n = (drill.testType === 'wat' ? wat : srt).filter((k) => k === drill.tag).length;
      expect(n, `${drill.testType} ${drill.tag}`).toBeGreaterThanOrEqual(
        drill.testType === 'wat' ? 30 : 15,
      );
      expect(['wat', 'srt']).toContain(drill.testType);
    }
  });
});
