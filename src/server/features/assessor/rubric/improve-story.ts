/**
 * Improved stories (RUBRIC §7): version 1 fixes the structure (character marking, a named hero of
 * the candidate's age, background, the hero acting, an outcome; description, moral, tragic and
 * superhuman parts dropped); version 2 adds a follow-up that shows other OLQs. Under 200 words.
 */
import { parse, type Parsed } from './nlp';
import { characterMarking, type CharacterInfo } from './characters';
import { verbDoers } from './doers';
import { MILITARY, PEOPLE_NOUNS } from './lexicons';
import { DESCRIPTION_RE, FAME_RE, MORAL_RE, NEGATIVE_END_RE, OUTCOME_RE } from './lexicons-story';
import { findHero } from './story-signals';
import { pick } from './phrases';
import type { StoryInput } from './story';
import type { Judgement } from './types';

const LIMIT = 190;
const NAMES = {
  M: ['Ravi', 'Aman', 'Karthik', 'Vivek', 'Imran', 'Rahul'],
  F: ['Neha', 'Priya', 'Ananya', 'Kavya', 'Sana', 'Divya'],
};
const FEMALE = /\b(woman|women|girl|lady|mother|she|her|sister)\b/i;
const PRESENT = /\b(is|are|am|looks?|seems?|stands?|sits?)\b/i;
const wc = (s: string) => s.split(/\s+/).filter(Boolean).length;

interface Cast {
  name: string;
  age: number;
  sex: 'M' | 'F';
  he: string;
  his: string;
  himself: string;
}

function cast(
  p: Parsed,
  picture: string,
  seed: string,
  info: CharacterInfo | null,
  candidateAge?: number,
): Cast {
  const hero = findHero(p);
  const marked = info?.people.find((x) => x.age !== undefined && x.age >= 14 && x.age <= 35);
  const sex = hero?.sex ?? marked?.sex ?? (FEMALE.test(picture.split(/[;.]/)[0] ?? '') ? 'F' : 'M');
  const name = hero?.named ? hero.name : pick(NAMES[sex], seed);
  const fits = (a?: number) =>
    a !== undefined &&
    (candidateAge === undefined ? a >= 16 && a <= 30 : Math.abs(a - candidateAge) <= 5);
  const age = fits(hero?.age)
    ? hero!.age!
    : fits(marked?.age)
      ? marked!.age!
      : (candidateAge ?? 21);
  return sex === 'F'
    ? { name, age, sex, he: 'she', his: 'her', himself: 'herself' }
    : { name, age, sex, he: 'he', his: 'his', himself: 'himself' };
}

/** The picture's scene as a clause after "saw" ("a cart is stuck" → "that a cart was stuck"). */
const SENTENCE_START =
  /^(A|An|The|One|Two|Three|Four|Five|Six|Some|Several|Many|Few|People|Children|Men|Women|Boys|Girls|There|His|Her|Their|Its|Our|This|That|These|Those|Someone|Somebody|Villagers|Students|Soldiers)\b/;

function scene(picture: string): string {
  const first =
    picture
      .replace(/^[^:]*picture\s*:\s*/i, '')
      .split(/[;.]/)[0]
      ?.trim() ?? '';
  // Mid-sentence now: 'Two people…' becomes 'two people…'; a name ('Ravi…') keeps its capital.
  const clause = SENTENCE_START.test(first) ? first[0].toLowerCase() + first.slice(1) : first;
  if (/\b(is|are)\b/.test(clause))
    return `that ${clause.replace(/\bis\b/g, 'was').replace(/\bare\b/g, 'were')}`;
  return `a scene where ${clause}`;
}

function keyNoun(p: Parsed | null, picture: Parsed | null): string {
  const counts = new Map<string, number>();
  for (const t of [...(picture?.tokens ?? []), ...(p?.tokens ?? [])]) {
    if (
      t.pos !== 'NOUN' ||
      PEOPLE_NOUNS.has(t.lemma) ||
      MILITARY.has(t.lemma) ||
      /^(picture|day|time|morning|evening|night|way|head|hand|hands|life)$/.test(t.lemma)
    )
      continue;
    counts.set(t.lemma, (counts.get(t.lemma) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'problem';
}

function characterLine(c: Cast, picture: string): string {
  const others = [
    ...new Set(
      (
        picture.match(
          /\b(old|elderly|older|small)?\s*(man|men|woman|women|girl|boy|child|children|couple|farmer|students?|people)\b/gi,
        ) ?? []
      ).map((x) => x.trim().toLowerCase()),
    ),
  ]
    .filter((x) => !/^(man|woman)$/.test(x))
    .slice(0, 2)
    .map(
      (x) =>
        `${x} (${/old|elderly|older/.test(x) ? 60 : /girl|boy|child|small/.test(x) ? 10 : 40}, ${FEMALE.test(x) ? 'F' : 'M'}, worried)`,
    );
  const action = picture
    ? picture
        .replace(/^[^:]*picture\s*:\s*/i, '')
        .split(/[;.]/)[0]
        .trim()
    : 'dealing with the problem';
  return `Characters: ${1 + others.length} - ${c.sex === 'F' ? 'young woman' : 'young man'} (${c.age}, ${c.sex}, determined)${others.map((o) => `, ${o}`).join('')}. Action: ${action}.`;
}

/** Sentences led by someone other than the hero (for a passive hero they are replaced). */
function ledByOthers(p: Parsed, heroRefs: Set<string>): Set<number> {
  const out = new Set<number>();
  const seen = new Set<number>();
  for (const { verb, doer } of verbDoers(p)) {
    if (verb.s === 0 || seen.has(verb.s)) continue;
    seen.add(verb.s);
    if (!doer) continue;
    if (!heroRefs.has(doer.lower) && (doer.pos === 'PROPN' || PEOPLE_NOUNS.has(doer.lemma)))
      out.add(verb.s);
  }
  return out;
}

function trim(sentences: string[]): string[] {
  const out = [...sentences];
  while (out.length > 4 && wc(out.join(' ')) > LIMIT) out.splice(Math.floor(out.length / 2), 1);
  return out;
}

export function improveStory(
  testType: 'tat' | 'ppdt',
  input: StoryInput,
  j: Judgement,
  ctx: { candidateAge?: number } = {},
): [string, string] {
  const raw = (input.story ?? '').trim();
  const marking = characterMarking(raw, input.characters);
  const p = marking.body ? parse(marking.body) : null;
  const pictureText = input.pictureDescription ?? '';
  const picture = pictureText ? parse(pictureText) : null;
  const capped = (name: string) => j.caps.some((x) => x.name === name);
  const met = (name: string) => j.criteria.find((x) => x.name === name)?.met ?? false;
  const c = cast(
    p ?? parse('.'),
    pictureText,
    `${pictureText}${raw}`,
    marking.info,
    ctx.candidateAge,
  );
  const unrelated = capped('unrelated');
  const key = keyNoun(unrelated ? null : p, picture);
  const heroRefs = new Set([
    c.name.toLowerCase(),
    c.he,
    ...(findHero(p ?? parse('.'))?.refs ?? []),
  ]);
  const others = capped('passive_hero') && p ? ledByOthers(p, heroRefs) : new Set<number>();
  const all = p && j.words >= 25 && !unrelated ? p.sentences : [];
  const half = Math.floor(all.length / 2);
  const kept = all
    .filter((s, i) => {
      const text = s.text;
      if (
        (text.match(DESCRIPTION_RE) ?? []).length > 0 ||
        (capped('description') && PRESENT.test(text))
      )
        return false;
      if (i === all.length - 1 && MORAL_RE.test(text) && capped('moral')) return false;
      if (i >= half && NEGATIVE_END_RE.test(text)) return false;
      return !FAME_RE.test(text) && !others.has(i);
    })
    .map((s) => s.text);
  const acting = `${c.name} did not wait for others: ${c.he} worked out what was needed, asked the people around for specific help and did the hardest part ${c.himself}.`;
  const story: string[] = [];
  if (kept.length === 0 || !met('background') || !met('hero')) {
    story.push(
      `${c.name}, ${c.age}, a final-year college student, had always been the one friends turned to when something went wrong.`,
    );
  }
  if (kept.length === 0 && pictureText)
    story.push(`One evening ${c.he} saw ${scene(pictureText)}.`);
  const hasOutcome =
    kept.length > 0 && OUTCOME_RE.test(kept.slice(-2).join(' ')) && !capped('negative_ending');
  const outcomeAt = hasOutcome
    ? kept.findIndex((x, i) => i >= kept.length - 2 && OUTCOME_RE.test(x))
    : kept.length;
  story.push(...kept.slice(0, outcomeAt));
  if (kept.length < 3 || others.size > 0 || !met('action')) story.push(acting);
  if (hasOutcome) story.push(...kept.slice(outcomeAt));
  else
    story.push(
      `In the end the ${key} problem was sorted out, and those involved thanked ${c.name} for ${c.his} quick, calm action.`,
    );
  const marked =
    testType === 'ppdt'
      ? `${marking.complete && !unrelated ? raw.split(/\r?\n/)[0].trim() : characterLine(c, pictureText)}\n`
      : '';
  const followUp = `Later, ${c.name} got ${c.his} friends together and set up a simple routine so that the ${key} problem would not come back.`;
  const lesson = `That evening ${c.name} explained to everyone what had worked, so that they could handle it themselves next time.`;
  let v1 = `${marked}${trim(story).join(' ')}`;
  if (v1.trim() === raw) v1 = `${marked}${trim([...story, lesson]).join(' ')}`;
  const v2 = `${marked}${trim([...story, followUp]).join(' ')}`;
  return [v1, v2];
}
