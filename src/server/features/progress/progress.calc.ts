/**
 * The candidate's progress (issue 19) computed from their history: a pure function, so the rules
 * are unit-tested on built histories (progress.calc.test.ts).
 *
 * Rules:
 * - Every answer weighs w = 0.5^(ageDays / PROGRESS_HALF_LIFE_DAYS): a month-old answer counts
 *   half as much as today's.
 * - An answer SHOWS a quality when the assessor listed it in olqsShown AND the answer scored 3 or
 *   more (a floored answer, e.g. an aggressive one, is never evidence of a quality). It LACKS a
 *   quality when listed in olqsLacking. Either way the answer gave the quality a chance.
 * - level = Σw·shown / Σw·(shown or lacking), null when no answer gave it a chance. A factor's
 *   level is the mean of its qualities' non-null levels.
 * - thin: fewer than PROGRESS_THIN_BELOW answers showed it.
 * - quotes: the words an assessor's strength quotes for the quality, kept only when they really
 *   appear in the candidate's answer; strongest answer first, then newest, no duplicates.
 * - practiseNext: qualities with at least PROGRESS_MIN_EVIDENCE chances, lowest level first;
 *   ties go to more evidence, then the order of shared/olqs.ts; at most two.
 * - trend: done evaluations with a score, oldest first; counts: evaluations per test (any
 *   status); calendar: evaluations per day in the user's time zone (the streak counts the same
 *   days) from the first of the month PROGRESS_CALENDAR_MONTHS back, to today.
 */
import { OLQS, type OlqFactor, type OlqKey } from '@/shared/olqs';
import {
  DRILLS,
  PROGRESS_CALENDAR_MONTHS,
  PROGRESS_HALF_LIFE_DAYS,
  PROGRESS_MIN_EVIDENCE,
  PROGRESS_QUOTES,
  PROGRESS_THIN_BELOW,
  type FactorProgress,
  type PractiseNext,
  type ProgressQuote,
  type ProgressResponse,
  type QualityProgress,
} from '@/shared/progress';
import { TEST_TYPES, type TestType } from '@/shared/tests';
import { localDay } from '../streak/streak.calc';
import { quotesFor } from './progress.quotes';

export interface HistoryItem {
  score: number;
  strengths: string[];
  olqsShown: string[];
  olqsLacking: string[];
  /** The candidate's answer (null when skipped). */
  responseText: string | null;
}

export interface HistoryEvaluation {
  id: string;
  testType: TestType;
  status: 'queued' | 'running' | 'done' | 'failed';
  overallScore: number | null;
  createdAt: Date;
  /** The assessed answers (done evaluations only have them). */
  items: HistoryItem[];
}

const DAY_MS = 86_400_000;
const EPSILON = 1e-9;

interface Tally {
  shownW: number;
  chanceW: number;
  shown: number;
  lacking: number;
  quotes: ProgressQuote[];
}

export function computeProgress(
  history: readonly HistoryEvaluation[],
  now: Date,
  timeZone: string,
): ProgressResponse {
  const tallies = new Map<OlqKey, Tally>(
    OLQS.map((o) => [o.key, { shownW: 0, chanceW: 0, shown: 0, lacking: 0, quotes: [] }]),
  );
  let answersAssessed = 0;
  for (const ev of history) {
    if (ev.status !== 'done') continue;
    const ageDays = Math.max(0, (now.getTime() - ev.createdAt.getTime()) / DAY_MS);
    const w = 0.5 ** (ageDays / PROGRESS_HALF_LIFE_DAYS);
    for (const item of ev.items) {
      answersAssessed++;
      for (const [key, t] of tallies) {
        const shown = item.olqsShown.includes(key) && item.score >= 3;
        const lacking = !shown && item.olqsLacking.includes(key);
        if (!shown && !lacking) continue;
        t.chanceW += w;
        if (lacking) {
          t.lacking++;
          continue;
        }
        t.shown++;
        t.shownW += w;
        for (const text of quotesFor(key, item.strengths, item.responseText)) {
          t.quotes.push({
            text,
            evaluationId: ev.id,
            testType: ev.testType,
            at: ev.createdAt.toISOString(),
            score: item.score,
          });
        }
      }
    }
  }

  const qualities: QualityProgress[] = OLQS.map(({ key }) => {
    const t = tallies.get(key)!;
    return {
      key,
      level: t.chanceW > 0 ? round(t.shownW / t.chanceW, 3) : null,
      shown: t.shown,
      lacking: t.lacking,
      thin: t.shown < PROGRESS_THIN_BELOW,
      quotes: strongest(t.quotes),
    };
  });

  const factors: FactorProgress[] = [...new Set<OlqFactor>(OLQS.map((o) => o.factor))].map(
    (factor) => {
      const levels = OLQS.filter((o) => o.factor === factor)
        .map((o) => qualities.find((q) => q.key === o.key)!.level)
        .filter((l): l is number => l !== null);
      return {
        factor,
        level: levels.length ? round(levels.reduce((a, b) => a + b, 0) / levels.length, 3) : null,
      };
    },
  );

  const today = localDay(now, timeZone);
  const from = calendarStart(today);
  return {
    timeZone,
    today,
    counts: Object.fromEntries(
      TEST_TYPES.map((tt) => [tt, history.filter((e) => e.testType === tt).length]),
    ) as Record<TestType, number>,
    answersAssessed,
    trend: history
      .filter((e) => e.status === 'done' && e.overallScore !== null)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((e) => ({
        evaluationId: e.id,
        testType: e.testType,
        at: e.createdAt.toISOString(),
        score: round(e.overallScore!, 1),
      })),
    calendar: { from, days: calendarDays(history, timeZone, from, today) },
    factors,
    qualities,
    practiseNext: weakest(qualities),
  };
}

/** The two weakest qualities with enough evidence, each with its drill. */
export function weakest(qualities: readonly QualityProgress[]): PractiseNext[] {
  const order = new Map(OLQS.map((o, i) => [o.key, i]));
  return qualities
    .filter((q) => q.level !== null && q.shown + q.lacking >= PROGRESS_MIN_EVIDENCE)
    .map((q) => ({ quality: q.key, level: q.level!, evidence: q.shown + q.lacking }))
    .sort(
      (a, b) =>
        (Math.abs(a.level - b.level) > EPSILON ? a.level - b.level : 0) ||
        b.evidence - a.evidence ||
        order.get(a.quality)! - order.get(b.quality)!,
    )
    .slice(0, 2)
    .map((p) => ({ ...p, drill: DRILLS[p.quality] }));
}

/** Highest answer score first, then the newest; one per text; at most PROGRESS_QUOTES. */
function strongest(quotes: ProgressQuote[]): ProgressQuote[] {
  const sorted = [...quotes].sort((a, b) => b.score - a.score || b.at.localeCompare(a.at));
  const seen = new Set<string>();
  const out: ProgressQuote[] = [];
  for (const q of sorted) {
    const key = q.text.toLowerCase().replace(/\s+/g, ' ');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(q);
    if (out.length === PROGRESS_QUOTES) break;
  }
  return out;
}

/** The first day of the month PROGRESS_CALENDAR_MONTHS before today's month (YYYY-MM-01). */
export function calendarStart(today: string): string {
  const [y, m] = today.split('-').map(Number);
  const months = y * 12 + (m - 1) - PROGRESS_CALENDAR_MONTHS;
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

function calendarDays(
  history: readonly HistoryEvaluation[],
  timeZone: string,
  from: string,
  today: string,
) {
  const counts = new Map<string, number>();
  for (const e of history) {
    const day = localDay(e.createdAt, timeZone);
    if (day < from || day > today) continue;
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, count]) => ({ date, count }));
}

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
