import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { evaluationItems, evaluations, testResponses } from '../../db/schema';
import type { ProgressResponse } from '@/shared/progress';
import { userTimeZone } from '../streak/streak.service';
import { computeProgress, type HistoryEvaluation } from './progress.calc';

/**
 * The caller's progress (issue 19): one query joins their evaluations to the assessed answers
 * and the answers' text; the rules live in progress.calc.ts. Only the caller's rows are read.
 */
export async function getProgress(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<ProgressResponse> {
  const timeZone = await userTimeZone(db, userId);
  const rows = await db
    .select({
      id: evaluations.id,
      testType: evaluations.testType,
      status: evaluations.status,
      overallScore: evaluations.overallScore,
      createdAt: evaluations.createdAt,
      score: evaluationItems.score,
      strengths: evaluationItems.strengths,
      olqsShown: evaluationItems.olqsShown,
      olqsLacking: evaluationItems.olqsLacking,
      responseText: testResponses.responseText,
    })
    .from(evaluations)
    .leftJoin(evaluationItems, eq(evaluationItems.evaluationId, evaluations.id))
    .leftJoin(testResponses, eq(testResponses.id, evaluationItems.responseId))
    .where(eq(evaluations.userId, userId))
    .orderBy(asc(evaluations.createdAt), asc(evaluationItems.position));

  const history = new Map<string, HistoryEvaluation>();
  for (const r of rows) {
    let ev = history.get(r.id);
    if (!ev) {
      ev = {
        id: r.id,
        testType: r.testType,
        status: r.status,
        overallScore: r.overallScore,
        createdAt: r.createdAt,
        items: [],
      };
      history.set(r.id, ev);
    }
    if (r.score === null) continue;
    ev.items.push({
      score: r.score,
      strengths: r.strengths ?? [],
      olqsShown: r.olqsShown ?? [],
      olqsLacking: r.olqsLacking ?? [],
      responseText: r.responseText,
    });
  }
  return computeProgress([...history.values()], now, timeZone);
}
