import type { SessionAssessment } from '@/shared/schemas/assessment';

export type AssessTestType = 'wat' | 'srt' | 'tat' | 'ppdt';

/** One answer to assess, with its stimulus (word, situation, or picture description). */
export interface AssessorItem {
  stimulus: string;
  response: string | null;
  pictureDescription?: string;
  characters?: {
    count: number;
    people: { age?: number; sex?: 'M' | 'F'; mood?: string }[];
    action?: string;
  };
}

export interface AssessorInput {
  testType: AssessTestType;
  items: AssessorItem[];
  candidateAge?: number;
  piqSummary?: string;
}

export interface AssessorOutput {
  result: SessionAssessment;
  /** 'rubric', 'llm', or 'rubric-fallback' when the model's answer stayed invalid. */
  assessor: string;
  model?: string;
  promptVersion?: string;
  tokenUsage?: { prompt?: number; completion?: number; total?: number };
}

/** Both assessors (built-in rubric, LLM) sit behind this interface. */
export interface Assessor {
  readonly name: string;
  assess(input: AssessorInput): Promise<AssessorOutput>;
}
