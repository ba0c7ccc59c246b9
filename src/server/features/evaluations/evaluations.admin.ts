import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { evaluations, user } from '../../db/schema';
import type { Boss } from '../../jobs/queue';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { enqueueEvaluation } from './evaluations.run';

/**
 * Evaluations as the operator console sees them (issue 17): the raw error, the user's email, and
 * retries through the same durable job as the candidate's 'Retry evaluation' (decision 003).
 * A retry is one conditional UPDATE failed → queued with the job sent in the same transaction:
 * however many admins click at once, one of them moves the row and sends the one job; the others
 * see it already queued. Credits were paid when the session started; a retry never touches them.
 */
export const EVALUATION_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
type Status = (typeof EVALUATION_STATUSES)[number];
const RETRY_ALL_MAX = 500;

const columns = {
  id: evaluations.id,
  status: evaluations.status,
  testType: evaluations.testType,
  sessionId: evaluations.sessionId,
  userId: evaluations.userId,
  email: user.email,
  lastError: evaluations.lastError,
  attempts: evaluations.attempts,
  createdAt: evaluations.createdAt,
  startedAt: evaluations.startedAt,
  completedAt: evaluations.completedAt,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };
const iso = (d: Date | null) => d?.toISOString() ?? null;
const toRow = (r: Row) => ({
  ...r,
  createdAt: iso(r.createdAt as Date | null)!,
  startedAt: iso(r.startedAt as Date | null),
  completedAt: iso(r.completedAt as Date | null),
});
export type ConsoleEvaluation = ReturnType<typeof toRow>;

export async function listConsoleEvaluations(
  db: Db,
  q: { status?: Status; page: number; pageSize: number },
) {
  const cond: SQL | undefined = q.status ? eq(evaluations.status, q.status) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(evaluations)
      .leftJoin(user, eq(user.id, evaluations.userId))
      .where(cond)
      .orderBy(desc(evaluations.createdAt), evaluations.id)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(evaluations).where(cond),
  ]);
  return { evaluations: rows.map(toRow), total, page: q.page, pageSize: q.pageSize };
}

export async function getConsoleEvaluation(db: Db, id: string) {
  const [row] = await db
    .select(columns)
    .from(evaluations)
    .leftJoin(user, eq(user.id, evaluations.userId))
    .where(eq(evaluations.id, id));
  if (!row) throw new NotFoundError('evaluation');
  return toRow(row);
}

function needBoss(boss: Boss | undefined): Boss {
  if (!boss)
    throw new ConflictError(
      'Evaluations are not being processed by this server (no job queue). Try again later.',
    );
  return boss;
}

/** Moves these failed evaluations back to the queue, one job each; answers the ids it moved. */
async function requeue(db: Db, boss: Boss, ids: string[]) {
  if (ids.length === 0) return [];
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(evaluations)
      .set({ status: 'queued', lastError: null, attempts: 0 })
      .where(and(inArray(evaluations.id, ids), eq(evaluations.status, 'failed')))
      .returning({ id: evaluations.id });
    for (const { id } of moved) await enqueueEvaluation(tx, boss, id);
    return moved.map((m) => m.id);
  });
}

/** Retry one: `retried` is false when it was no longer failed (another admin, or done). */
export async function retryOne(db: Db, boss: Boss | undefined, id: string) {
  const before = await getConsoleEvaluation(db, id);
  if (before.status !== 'failed') return { retried: false, before, evaluation: before };
  const moved = await requeue(db, needBoss(boss), [id]);
  return { retried: moved.length === 1, before, evaluation: await getConsoleEvaluation(db, id) };
}

/** Retry every failed evaluation (at most RETRY_ALL_MAX per call, oldest first). */
export async function retryAllFailed(db: Db, boss: Boss | undefined) {
  const failed = await db
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(eq(evaluations.status, 'failed'))
    .orderBy(evaluations.createdAt)
    .limit(RETRY_ALL_MAX);
  const ids = failed.length
    ? await requeue(
        db,
        needBoss(boss),
        failed.map((f) => f.id),
      )
    : [];
  const remaining = (
    await db.select({ n: count() }).from(evaluations).where(eq(evaluations.status, 'failed'))
  )[0].n;
  return { retried: ids.length, ids, remaining };
}
