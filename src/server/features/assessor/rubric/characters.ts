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

const actionOf = (line: string) => /action\s*[:-]\s*([^.\n]+)/i.exec(line)?.[1]?.trim();

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
  return { count: count || people.length, people, action: actionOf(line) };
}

const SEX_WORDS: Record<string, 'M' | 'F'> = {
  m: 'M',
  f: 'F',
  male: 'M',
  female: 'F',
  man: 'M',
  men: 'M',
  boy: 'M',
  boys: 'M',
  woman: 'F',
  women: 'F',
  girl: 'F',
  girls: 'F',
  lady: 'F',
  ladies: 'F',
};
const SEX_RE = new RegExp(`\\b(${Object.keys(SEX_WORDS).join('|')})\\b`, 'i');

/** Splits at commas and semicolons outside parentheses. */
function splitPeople(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of text) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if ((ch === ',' || ch === ';') && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  return [...out, cur].map((x) => x.trim()).filter(Boolean);
}

/**
 * The other way candidates mark characters: one person per comma, age and sex outside the
 * brackets and the mood inside ("Aditya M 19 (calm), two boys M 18-20 (angry)", "F 20
 * (determined)", "young man about 19 (M, focused)").
 */
function parsePeople(line: string): CharacterInfo {
  let rest = line.replace(LINE_RE, '').split(/\b(action|mood)\s*[:-]/i)[0];
  const lead = /^\s*(\d+)\s*(?:[-–:.)]|characters?\b|people\b|persons?\b)\s*/i.exec(rest);
  if (lead) rest = rest.slice(lead[0].length);
  const people = splitPeople(rest).map((seg) => {
    const age = /\b(\d{1,2})(?:\s*-\s*\d{1,2})?s?\b/.exec(seg)?.[1];
    const sex = SEX_RE.exec(seg)?.[1]?.toLowerCase();
    const mood = /\(([^)]*)\)/
      .exec(seg)?.[1]
      ?.split(',')
      .map((x) => x.trim())
      .find((x) => x && !/^\d+s?$/.test(x) && !SEX_RE.test(x));
    return { age: age ? Number(age) : undefined, sex: sex ? SEX_WORDS[sex] : undefined, mood };
  });
  return { count: lead ? Number(lead[1]) : people.length, people, action: actionOf(line) };
}

function isComplete(info: CharacterInfo | null): boolean {
  return Boolean(
    info &&
    info.count > 0 &&
    info.people.length > 0 &&
    info.people.every((x) => x.age !== undefined && x.sex !== undefined),
  );
}

/** Words that go on marking characters after a full stop ("Characters: 3. Action: …"). */
const MARKING_WORD = /^(action|mood|moods|age|ages|sex|m|f|male|female|\d)/i;

/**
 * "Characters: 4, M. In the picture there is…" written on one line: the story begins at the first
 * sentence that is not more marking, when at least eight words follow.
 */
function splitInline(line: string): [string, string] | null {
  for (const m of line.matchAll(/[.!?]\s+(?=\S)/g)) {
    const at = (m.index ?? 0) + m[0].length;
    const rest = line.slice(at);
    if (MARKING_WORD.test(rest)) continue;
    return rest.split(/\s+/).length >= 8 ? [line.slice(0, at).trim(), rest.trim()] : null;
  }
  return null;
}

export function characterMarking(story: string, given?: CharacterInfo): Marking {
  const lines = story.split(/\r?\n/);
  const opening = lines.findIndex((l) => l.trim() !== '');
  const inline = opening >= 0 && LINE_RE.test(lines[opening]) ? splitInline(lines[opening]) : null;
  if (inline) lines.splice(opening, 1, ...inline);
  const firstIdx = lines.findIndex((l) => l.trim() !== '');
  const hasLine = firstIdx >= 0 && LINE_RE.test(lines[firstIdx]);
  const body = hasLine
    ? lines
        .filter((_, i) => i !== firstIdx)
        .join('\n')
        .trim()
    : story.trim();
  const info = given && given.count > 0 ? given : hasLine ? readLine(lines[firstIdx]) : null;
  return { info, complete: isComplete(info), body };
}

/** The bracketed reading, or the one-person-per-comma reading when only that one is complete. */
function readLine(line: string): CharacterInfo {
  const parsed = parseLine(line);
  if (isComplete(parsed)) return parsed;
  const people = parsePeople(line);
  return isComplete(people) ? people : parsed;
}
