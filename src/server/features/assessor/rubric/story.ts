/** TAT/PPDT story rules (RUBRIC §5): base 1 + four criteria, caps 1–4, >200 words −1. */
import type { OlqKey } from '@/shared/olqs';
import { parse, type Parsed } from './nlp';
import { findOlqs } from './olq-cues';
import { characterMarking, type CharacterInfo } from './characters';
import {
  AGGRESSION_RE,
  ALONE_RE,
  BACKGROUND_RE,
  DESCRIPTION_RE,
  FAME_RE,
  LUCK_RE,
  MANY_RE,
  MORAL_RE,
  NEGATIVE_END_RE,
  OUTCOME_RE,
} from './lexicons-story';
import { approvesDishonesty, matchQuote } from './signals';
import {
  ageFromPiq,
  agency,
  findHero,
  heroMatch,
  rehearsedMarkers,
  relevance,
} from './story-signals';
import type { CapHit, Criterion, Judgement } from './types';

export const STORY_WORD_LIMIT = 200;

export interface StoryInput {
  story: string | null;
  pictureDescription?: string;
  characters?: CharacterInfo;
}

const cap = (
  name: string,
  level: CapHit['level'],
  quote: string | null | undefined,
  why: string,
  fix: string,
): CapHit => ({
  name,
  level,
  quote: quote ?? undefined,
  why,
  fix,
});

const lastSentences = (p: Parsed, n: number) =>
  p.sentences
    .slice(-n)
    .map((s) => s.text)
    .join(' ');

export function judgeStory(
  testType: 'tat' | 'ppdt',
  input: StoryInput,
  ctx: { candidateAge?: number; piqSummary?: string } = {},
): Judgement {
  const raw = (input.story ?? '').trim();
  const marking = characterMarking(raw, input.characters);
  const base = { testType, wordLimit: STORY_WORD_LIMIT, blank: false } as const;
  const body = marking.body;
  const p = parse(body);
  const caps: CapHit[] = [];
  const add = (c: CapHit | null | false | undefined | '') => c && caps.push(c);
  if (p.wordCount < 25) {
    const blank = p.wordCount === 0;
    return {
      ...base,
      blank,
      base: 1,
      criteria: [],
      words: p.wordCount,
      olqs: [],
      wanted: ['initiative', 'organising_ability'],
      caps: [
        cap(
          blank ? 'blank' : 'too_short',
          1,
          blank ? null : body,
          blank ? 'no story was written' : 'is too short to be a story',
          'Write 100–150 words: what led to the scene, what the hero does, and how it ends.',
        ),
      ],
    };
  }
  const picture = input.pictureDescription ? parse(input.pictureDescription) : null;
  const hero = findHero(p);
  const moralQuote = matchQuote(lastSentences(p, 1), MORAL_RE) ? p.sentences.at(-1)!.text : null;
  const endSentences = p.sentences
    .slice(moralQuote ? -3 : -2, moralQuote ? -1 : undefined)
    .map((s) => s.text)
    .join(' ');
  const skip = new Set<number>(moralQuote ? [p.sentences.length - 1] : []);
  const acts = agency(p, hero, skip);
  const outcome = matchQuote(endSentences, OUTCOME_RE);
  const negativeEnd = matchQuote(endSentences, NEGATIVE_END_RE);
  const luck = matchQuote(body, LUCK_RE);
  const rel = relevance(p, picture);
  const rehearsed = rehearsedMarkers(p, picture);
  const descriptions = body.match(DESCRIPTION_RE) ?? [];
  const candidateAge = ctx.candidateAge ?? ageFromPiq(ctx.piqSummary);

  // Cap 1.
  if (rel !== null && rel < 0.25 && rehearsed.length >= 2)
    add(
      cap(
        'unrelated',
        1,
        rehearsed.slice(0, 3).join(', '),
        'looks like a memorised story unrelated to the picture',
        'Build the story from what the picture shows.',
      ),
    );
  add(
    negativeEnd &&
      cap(
        'negative_ending',
        1,
        negativeEnd,
        'ends in death, failure or withdrawal',
        'Let the hero act and bring about a positive, realistic ending.',
      ),
  );
  const aggression = heroMatch(p, hero, AGGRESSION_RE) ?? approvesDishonesty(p);
  add(
    aggression &&
      cap(
        'aggression',
        1,
        aggression,
        'has the hero act with aggression or dishonesty',
        'Show the hero solving it firmly but lawfully.',
      ),
  );
  // Cap 2.
  if (descriptions.length >= 2)
    add(
      cap(
        'description',
        2,
        descriptions.slice(0, 2).join(' … '),
        'describes the picture instead of telling a story',
        'Tell what led to the scene, what the hero does and how it ends.',
      ),
    );
  const alone = heroMatch(p, hero, ALONE_RE);
  const many = matchQuote(body, MANY_RE);
  const fame = matchQuote(lastSentences(p, 2), FAME_RE);
  if ((alone && many) || fame)
    add(
      cap(
        'superhuman',
        2,
        [alone, many].filter(Boolean).join(' … ') || fame,
        'makes the hero superhuman or ends in fame',
        'Keep the hero realistic: one person, with help, and an earned result.',
      ),
    );
  if (p.wordCount < 60)
    add(
      cap(
        'short',
        2,
        null,
        `is only ${p.wordCount} words`,
        'Aim for 100–150 words with background, action and outcome.',
      ),
    );
  // Cap 3.
  if (!outcome && !negativeEnd)
    add(
      cap(
        'no_outcome',
        3,
        p.sentences.at(-1)?.text,
        'stops mid-action without an outcome',
        'End with what the hero achieved and when.',
      ),
    );
  if ((acts.share < 0.5 && acts.others > 0) || luck)
    add(
      cap(
        'passive_hero',
        3,
        luck ?? acts.otherQuotes.join('; '),
        'lets others or luck solve the problem',
        'Make the hero think and act; others can help.',
      ),
    );
  // Cap 4.
  add(
    moralQuote &&
      cap(
        'moral',
        4,
        moralQuote,
        'ends with a moral or advice',
        'Drop the moral; end on the outcome.',
      ),
  );
  const ageOff =
    hero?.age !== undefined &&
    (candidateAge !== undefined
      ? Math.abs(hero.age - candidateAge) > 5
      : hero.age < 16 || hero.age > 30);
  if (!hero)
    add(
      cap(
        'no_central_hero',
        4,
        null,
        'has no central hero',
        'Give one hero of your age a name and let the story follow them.',
      ),
    );
  else if (ageOff)
    add(
      cap(
        'hero_age',
        4,
        `${hero.name}, ${hero.age}`,
        'has a hero far from your age',
        'Make the hero about your own age.',
      ),
    );
  if (testType === 'ppdt' && !marking.complete)
    add(
      cap(
        'no_character_marking',
        4,
        null,
        'lacks the character marking',
        'Start with "Characters: N - who (age, M/F, mood)…" and the action.',
      ),
    );

  const olqs = findOlqs(p);
  const background = matchQuote(
    p.sentences
      .slice(0, Math.max(1, Math.ceil(p.sentences.length / 3)))
      .map((s) => s.text)
      .join(' '),
    BACKGROUND_RE,
  );
  const relevant = rel === null || rel >= 0.15;
  const criteria: Criterion[] = [
    {
      name: 'hero',
      met: relevant && Boolean(hero) && !ageOff,
      quote: hero?.name,
      fix: relevant
        ? 'Give the story one central hero of your age.'
        : 'Use what the picture shows: its people, place and problem.',
    },
    {
      name: 'background',
      met: Boolean(background),
      quote: background ?? undefined,
      fix: 'Open with what led to the scene (what had happened, since when, why).',
    },
    {
      name: 'action',
      met: acts.share >= 0.55 && acts.hero >= 3 && olqs.length >= 2,
      quote: olqs[0]?.quote,
      fix: 'Let most of the story be the hero’s own practical steps.',
    },
    {
      name: 'outcome',
      met: Boolean(outcome) && !negativeEnd && !luck && acts.share >= 0.5,
      quote: outcome ?? undefined,
      fix: 'End with a positive, realistic result the hero brought about.',
    },
  ];
  const score = 1 + criteria.filter((c) => c.met).length;
  const shown = olqs.map((h) => h.key);
  const wanted = (
    [
      'initiative',
      'organising_ability',
      'cooperation',
      'determination',
      'effective_intelligence',
    ] as OlqKey[]
  ).filter((k) => !shown.includes(k));
  return { ...base, base: score, criteria, caps, words: p.wordCount, olqs, wanted };
}
