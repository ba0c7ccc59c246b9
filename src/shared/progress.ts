/**
 * The candidate's progress (issue 19): score trends, the OLQ profile, the practice calendar and
 * the drills for the weakest qualities. The contract between GET /api/progress and the /progress
 * page and dashboard card. Shared by server and client: no zod, no Node imports.
 */
import type { OlqFactor, OlqKey } from './olqs';
import type { TestType } from './tests';

/** Recency weighting: an answer's weight halves every this many days. */
export const PROGRESS_HALF_LIFE_DAYS = 30;
/** A quality needs this many answers that showed it or were judged to lack it to rank as weak. */
export const PROGRESS_MIN_EVIDENCE = 3;
/** Fewer answers than this showing a quality: the page says the evidence is thin. */
export const PROGRESS_THIN_BELOW = 3;
/** At most this many quotes per quality. */
export const PROGRESS_QUOTES = 3;
/** The calendar covers this many months back from today (in the user's time zone). */
export const PROGRESS_CALENDAR_MONTHS = 6;

/** One evaluation's overall score on the trend (done evaluations only). */
export interface ProgressPoint {
  evaluationId: string;
  testType: TestType;
  /** When the practice was submitted (the evaluation's createdAt), ISO 8601. */
  at: string;
  /** 0–5, one decimal. */
  score: number;
}

/** The candidate's own words that showed a quality, and where they came from. */
export interface ProgressQuote {
  /** Words quoted from the candidate's answer (never the assessor's paraphrase). */
  text: string;
  evaluationId: string;
  testType: TestType;
  at: string;
  /** The answer's score, 1–5. */
  score: number;
}

export interface QualityProgress {
  key: OlqKey;
  /**
   * Recency-weighted share of the answers that gave this quality a chance (they showed it in an
   * answer scored 3 or more, or the assessor judged it lacking) where it was shown, 0–1;
   * null when no answer gave it a chance yet.
   */
  level: number | null;
  /** Answers (scored 3 or more) that showed it. */
  shown: number;
  /** Answers the assessor judged to lack it. */
  lacking: number;
  /** Fewer than PROGRESS_THIN_BELOW answers showed it. */
  thin: boolean;
  /** The strongest up to PROGRESS_QUOTES quotes: highest answer score first, then the newest. */
  quotes: ProgressQuote[];
}

export interface FactorProgress {
  factor: OlqFactor;
  /** Mean level of the factor's qualities that have a level, 0–1; null when none has. */
  level: number | null;
}

/**
 * A practice that exists in the product, chosen for a quality. WAT and SRT drills draw items
 * tagged with the quality first (wat_words.tags, srt_situations.tags).
 */
export interface DrillSpec {
  testType: TestType;
  count: number;
  /** Start with the SSB's real timings (PPDT) or the full timer. */
  ssbTimings?: boolean;
  /** Items tagged with this quality are drawn first (WAT and SRT). */
  tag?: OlqKey;
  /** Button label, e.g. 'Start a 10-situation SRT drill'. */
  title: string;
  /** One sentence: why this practice builds the quality. */
  why: string;
}

export interface PractiseNext {
  quality: OlqKey;
  level: number;
  /** Answers that gave the quality a chance (shown + lacking). */
  evidence: number;
  drill: DrillSpec;
}

export interface ProgressCalendarDay {
  /** YYYY-MM-DD in the user's time zone. */
  date: string;
  /** Practices submitted that day (evaluations created). */
  count: number;
}

export interface ProgressResponse {
  /** The IANA time zone the calendar and days are in (the user's, else UTC). */
  timeZone: string;
  /** Today in that time zone, YYYY-MM-DD. */
  today: string;
  /** Practices submitted per test type (evaluations, any status). */
  counts: Record<TestType, number>;
  /** Answers the assessor has scored (all done evaluations). */
  answersAssessed: number;
  /** Done evaluations, oldest first. */
  trend: ProgressPoint[];
  /** Days with at least one practice, from `from` to `today` inclusive; days without are absent. */
  calendar: { from: string; days: ProgressCalendarDay[] };
  /** The 4 factors and the 15 qualities, in the order of shared/olqs.ts. */
  factors: FactorProgress[];
  qualities: QualityProgress[];
  /** The two weakest qualities with enough evidence (PROGRESS_MIN_EVIDENCE), weakest first. */
  practiseNext: PractiseNext[];
}

const srtDrill = (tag: OlqKey, title: string, why: string): DrillSpec => ({
  testType: 'srt',
  count: 10,
  tag,
  title,
  why,
});
const watDrill = (tag: OlqKey, title: string, why: string): DrillSpec => ({
  testType: 'wat',
  count: 10,
  tag,
  title,
  why,
});
const ppdtDrill = (title: string, why: string): DrillSpec => ({
  testType: 'ppdt',
  count: 1,
  ssbTimings: true,
  title,
  why,
});

/**
 * The practice that builds each quality (issue 19). Counts fit every user who can start the test
 * at all (WAT and SRT at most 10 without a plan, PPDT exactly one picture); TAT needs a plan, so
 * no drill uses it. WAT and SRT drills draw items tagged with the quality first
 * (db/seed/drill-tags.ts).
 */
export const DRILLS: Record<OlqKey, DrillSpec> = {
  effective_intelligence: ppdtDrill(
    'Start a PPDT with the SSB timings',
    'A hazy picture in 30 seconds trains you to grasp a situation quickly and find a workable way through it.',
  ),
  reasoning_ability: ppdtDrill(
    'Start a PPDT with the SSB timings',
    'Building a story from a hazy picture makes you reason from what you noticed to a sensible cause and outcome.',
  ),
  organising_ability: ppdtDrill(
    'Start a PPDT with the SSB timings',
    'A PPDT story needs a hero who plans the steps and uses the people and things at hand in order.',
  ),
  power_of_expression: ppdtDrill(
    'Start a PPDT with the SSB timings',
    'Writing a complete story in four minutes and then narrating it is the clearest practice in expressing yourself.',
  ),
  social_adaptability: srtDrill(
    'social_adaptability',
    'Start a 10-situation SRT drill',
    'These situations put you among new people, places and customs, where a good reaction fits in and helps.',
  ),
  cooperation: srtDrill(
    'cooperation',
    'Start a 10-situation SRT drill',
    'These situations are group tasks where the best reaction works with others instead of alone.',
  ),
  sense_of_responsibility: srtDrill(
    'sense_of_responsibility',
    'Start a 10-situation SRT drill',
    'These situations hand you a duty or a wrong to set right, and a good reaction owns it to the end.',
  ),
  initiative: watDrill(
    'initiative',
    'Start a 10-word WAT drill',
    'Words like Lead, Volunteer and Start call for a sentence where you act first, without being asked.',
  ),
  self_confidence: watDrill(
    'self_confidence',
    'Start a 10-word WAT drill',
    'Words about tests, stages and judgement train you to answer with quiet belief in your own ability.',
  ),
  speed_of_decision: srtDrill(
    'speed_of_decision',
    'Start a 10-situation SRT drill',
    'Emergencies on the full 15-second timer train you to decide and act at once, in the right order.',
  ),
  ability_to_influence: srtDrill(
    'ability_to_influence',
    'Start a 10-situation SRT drill',
    'These situations need you to persuade, calm or lead others, so a good reaction moves people your way.',
  ),
  liveliness: watDrill(
    'liveliness',
    'Start a 10-word WAT drill',
    'Words about play, friends and festivals invite a cheerful, energetic sentence instead of a dull one.',
  ),
  determination: watDrill(
    'determination',
    'Start a 10-word WAT drill',
    'Words like Failure, Obstacle and Again call for a sentence where you keep going until you succeed.',
  ),
  courage: watDrill(
    'courage',
    'Start a 10-word WAT drill',
    'Words like Danger, Risk and Fear call for a sentence where you face the difficulty and act.',
  ),
  stamina: watDrill(
    'stamina',
    'Start a 10-word WAT drill',
    'Words about effort, distance and fatigue call for a sentence where you endure and finish the task.',
  ),
};
