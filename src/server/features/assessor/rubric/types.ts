import type { OlqKey } from '@/shared/olqs';
import type { OlqHit } from './olq-cues';

export type AssessTestType = 'wat' | 'srt' | 'tat' | 'ppdt';
export type CapLevel = 1 | 2 | 3 | 4;

/** A cap from RUBRIC.md that fired, with the words that made it fire. */
export interface CapHit {
  /** Stable snake_case name, reported as `ItemAssessment.cap` (e.g. 'preaching'). */
  name: string;
  level: CapLevel;
  /** Words of the answer (or situation) that triggered it. */
  quote?: string;
  /** What the pattern reveals, e.g. "tells others what to do". */
  why: string;
  /** How to fix it, e.g. "Write what you did instead." */
  fix: string;
  /** Found by a phrase that names the act outright ("gave him a slap"), not by a single word:
   * the learned model may not set such a floor cap aside (model/floor.ts, ruleVetoed). */
  precise?: boolean;
}

/** A positive criterion of the base score. */
export interface Criterion {
  name: string;
  met: boolean;
  quote?: string;
  /** Advice when the criterion is not met. */
  fix: string;
}

export interface Judgement {
  testType: AssessTestType;
  /** Base score from the positive criteria, before caps. */
  base: number;
  criteria: Criterion[];
  caps: CapHit[];
  words: number;
  wordLimit: number;
  olqs: OlqHit[];
  /** OLQs the improved answers should add, most relevant first. */
  wanted: OlqKey[];
  blank: boolean;
}

export interface Scored {
  score: number;
  /** The lowest cap when it holds the score at or below the base; else null. */
  deciding: CapHit | null;
  tooLong: boolean;
}

export interface AssessItemInput {
  stimulus: string;
  response: string | null;
  pictureDescription?: string;
  characters?: {
    count: number;
    people: { age?: number; sex?: 'M' | 'F'; mood?: string }[];
    action?: string;
  };
}

export interface AssessSessionInput {
  testType: AssessTestType;
  items: AssessItemInput[];
  candidateAge?: number;
  piqSummary?: string;
}

export interface AssessContext {
  candidateAge?: number;
  piqSummary?: string;
}
