/**
 * The candidate's progress (issue 19): score trends, the OLQ profile, the practice calendar and
 * the drills for the weakest qualities. The contract between GET /api/progress and the /progress
 * page and dashboard card. Shared by server and client: no zod, no Node imports.
 */
import type { OlqFactor, OlqKey } from './olqs';
import type { PracticeTestType } from './practice-rules';

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
  testType: PracticeTestType;
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
  testType: PracticeTestType;
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
  testType: PracticeTestType;
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
  counts: Record<PracticeTestType, number>;
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
