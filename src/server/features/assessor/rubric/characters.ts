/**
 * PPDT character marking (RUBRIC §5): number of characters, each one's age, sex and mood, and the
 * action. It comes from the structured `characters` field or a first line starting "Characters:".
 */
export interface CharacterInfo {
  count: number;
  people: { age?: number; sex?: 'M' | 'F'; mood?: string }[];
  action?: string;
}

export interface Marking {
  /** The character details, if any were given. */
  info: CharacterInfo | null;
  /** True when count, ages and sexes are all present. */
  complete: boolean;
  /** The story without the "Characters:" line. */
  body: string;
}

const LINE_RE = /^\s*characters?\s*[:-]/i;
const PERSON_RE = /\(([^)]*)\)/g;

function parseLine(line: string): CharacterInfo {
  const count = Number(/(\d+)/.exec(line.replace(LINE_RE, ''))?.[1] ?? 0);
  const people: CharacterInfo['people'] = [];
  for (const m of line.matchAll(PERSON_RE)) {
    const inner = m[1];
    const age = /\b(\d{1,2})s?\b/.exec(inner)?.[1];
    const sex = /\b(M|F|male|female)\b/i.exec(inner)?.[1];
    const mood = inner
      .split(',')
      .map((x) => x.trim())
      .find((x) => x && !/^\d+s?$/.test(x) && !/^(m|f|male|female)$/i.test(x));
    people.push({
      age: age ? Number(age) : undefined,
      sex: sex ? (sex[0].toUpperCase() as 'M' | 'F') : undefined,
      mood,
    });
  }
  const action = /action\s*[:-]\s*([^.\n]+)/i.exec(line)?.[1]?.trim();
  return { count: count || people.length, people, action };
}

function isComplete(info: CharacterInfo | null): boolean {
  return Boolean(
    info &&
    info.count > 0 &&
    info.people.length > 0 &&
    info.people.every((x) => x.age !== undefined && x.sex !== undefined),
  );
}

export function characterMarking(story: string, given?: CharacterInfo): Marking {
  const lines = story.split(/\r?\n/);
  const firstIdx = lines.findIndex((l) => l.trim() !== '');
  const hasLine = firstIdx >= 0 && LINE_RE.test(lines[firstIdx]);
  const body = hasLine
    ? lines
        .filter((_, i) => i !== firstIdx)
        .join('\n')
        .trim()
    : story.trim();
  const info = given && given.count > 0 ? given : hasLine ? parseLine(lines[firstIdx]) : null;
  return { info, complete: isComplete(info), body };
}
