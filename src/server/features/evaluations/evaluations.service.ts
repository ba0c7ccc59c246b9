import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { evaluationItems, evaluations, testResponses, testSessions } from '../../db/schema';
import type { Boss } from '../../jobs/queue';
import type {
  EvaluationDetail,
  EvaluationList,
  EvaluationSummary,
} from '@/shared/schemas/evaluations';
import type { ItemAssessment } from '@/shared/schemas/assessment';
import { withSupport } from '../assessor/support';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/validate';
import { bankItems } from '../practice/item-banks';
import { enqueueEvaluation, wakeEvaluationWorker } from './evaluations.run';
import { EVALUATION_COUNTS, LIST_EVALUATIONS } from '../../db/hot-sql';
import { runHot, toDate } from '../../db/prepared';

type Row = typeof evaluations.$inferSelect;
const TYPES = ['ppdt', 'tat', 'wat', 'srt'] as const;

/**
 * What a candidate reads when an evaluation failed. The row keeps the raw error (an AI provider's
 * text, for operators and the logs); it never reaches the user.
 */
export const EVALUATION_ERROR_MESSAGE =
  'The assessor could not finish this evaluation. Your answers are saved.';

type SummaryFields = Pick<
  Row,
  | 'id'
  | 'testType'
  | 'sessionId'
  | 'status'
  | 'overallScore'
  | 'createdAt'
  | 'completedAt'
  | 'lastError'
>;

function toSummary(row: SummaryFields, itemCount: number): EvaluationSummary {
  return {
    id: row.id,
    testType: row.testType,
    sessionId: row.sessionId,
    status: row.status,
    overallScore: row.overallScore === null ? null : Math.round(row.overallScore * 10) / 10,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    lastError: row.status === 'failed' && row.lastError ? EVALUATION_ERROR_MESSAGE : null,
    itemCount,
  };
}

type ListRow = Pick<
  Row,
  'id' | 'testType' | 'sessionId' | 'status' | 'overallScore' | 'lastError'
> & { createdAt: Date | string; completedAt: Date | string | null; itemCount: number | null };

/** The user's evaluations, newest first (optionally of one test type), with counts per type. */
export async function listEvaluations(
  db: Db,
  userId: string,
  testType?: (typeof TYPES)[number],
): Promise<EvaluationList> {
  const rows = await runHot<ListRow>(db, LIST_EVALUATIONS, [userId, testType ?? null]);
  const perType = await runHot<{ testType: (typeof TYPES)[number]; n: number }>(
    db,
    EVALUATION_COUNTS,
    [userId],
  );
  const counts = { ppdt: 0, tat: 0, wat: 0, srt: 0 };
  for (const r of perType) counts[r.testType] = Number(r.n);
  return {
    evaluations: rows.map((r) =>
      toSummary(
        {
          ...r,
          createdAt: toDate(r.createdAt),
          completedAt: r.completedAt === null ? null : toDate(r.completedAt),
        },
        r.itemCount ?? 0,
      ),
    ),
    counts,
  };
}

async function ownEvaluation(db: Db, userId: string, id: string): Promise<Row> {
  if (!isUuid(id)) throw new NotFoundError('evaluation');
  const [row] = await db
    .select()
    .from(evaluations)
    .where(and(eq(evaluations.id, id), eq(evaluations.userId, userId)));
  if (!row) throw new NotFoundError('evaluation');
  return row;
}

export async function getEvaluation(
  db: Db,
  userId: string,
  id: string,
): Promise<EvaluationSummary> {
  const row = await ownEvaluation(db, userId, id);
  const [session] = await db
    .select({ itemCount: testSessions.itemCount })
    .from(testSessions)
    .where(eq(sql`${testSessions.id}::text`, row.sessionId));
  return toSummary(row, session?.itemCount ?? 0);
}

/** Every answer of the evaluated session with its stimulus and the assessor's judgement. */
export async function getEvaluationDetail(
  db: Db,
  userId: string,
  id: string,
): Promise<EvaluationDetail> {
  const row = await ownEvaluation(db, userId, id);
  const responses = await db
    .select({ response: testResponses, item: evaluationItems })
    .from(testResponses)
    .leftJoin(
      evaluationItems,
      and(
        eq(evaluationItems.responseId, testResponses.id),
        eq(evaluationItems.evaluationId, row.id),
      ),
    )
    .where(
      and(
        eq(sql`${testResponses.sessionId}::text`, row.sessionId),
        eq(testResponses.userId, userId),
      ),
    )
    .orderBy(asc(testResponses.position));
  const bank = await bankItems(
    db,
    row.testType,
    responses.map((r) => r.response.itemId),
  );
  return {
    ...toSummary(row, responses.length),
    summary: row.summary,
    olqProfile: row.olqProfile,
    assessor: row.assessor,
    items: responses.map(({ response, item }) => ({
      responseId: response.id,
      position: response.position,
      stimulus: bank.get(response.itemId)?.text ?? '',
      imageUrl: bank.get(response.itemId)?.imageUrl ?? null,
      responseText: response.responseText,
      assessment: item
        ? ({
            score: item.score,
            analysis: item.analysis,
            strengths: item.strengths,
            improvements: item.improvements,
            improved: item.improved,
            olqsShown: item.olqsShown,
            olqsLacking: item.olqsLacking,
            cap: item.cap,
            // Worked out from the answer on every read, whichever assessor scored it.
            ...withSupport(row.testType, response.responseText),
          } as ItemAssessment)
        : null,
    })),
  };
}

/** 'Retry evaluation': a failed evaluation goes back to the queue (the answers were kept). */
export async function retryEvaluation(db: Db, boss: Boss | undefined, userId: string, id: string) {
  await ownEvaluation(db, userId, id);
  if (!boss)
    throw new ConflictError(
      'Evaluations are not being processed right now. Please try again later.',
    );
  const retried = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(evaluations)
      .set({ status: 'queued', lastError: null, attempts: 0 })
      .where(and(eq(evaluations.id, id), eq(evaluations.status, 'failed')))
      .returning({ id: evaluations.id });
    if (row) await enqueueEvaluation(tx, boss, id);
    return Boolean(row);
  });
  if (!retried) throw new ConflictError('Only a failed evaluation can be retried.', 'not_failed');
  wakeEvaluationWorker(boss);
  return getEvaluation(db, userId, id);
}

export const EVALUATION_TEST_TYPES = TYPES;
