import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { fromDrizzle } from 'pg-boss';
import type { Db, Tx } from '../../db/client';
import { evaluationItems, evaluations, testResponses } from '../../db/schema';
import type { Boss } from '../../jobs/queue';
import type { Logger } from '../../logger';
import type { Assessor, AssessorItem } from '../assessor';
import { bankItems } from '../practice/item-banks';
import { getPiqSummary } from '../piq/piq.service';
import type { CharacterMarking } from '@/shared/schemas/practice';
import { refreshStreak } from '../streak/streak.service';

export const EVALUATE_QUEUE = 'evaluate';

export interface EvaluationQueueConfig {
  retryLimit: number;
  retryDelaySeconds: number;
  /** A live worker refreshes its jobs this often (÷2); a dead one's jobs are retried after it. */
  heartbeatSeconds: number;
  /** Jobs fetched per batch and worked at once by one process. */
  concurrency: number;
}

export async function createEvaluationQueue(boss: Boss, config: EvaluationQueueConfig) {
  // No `notify`: on pg-boss 12 a notify queue did not pick up retries (seen on PGlite); workers
  // poll every second instead, and fetch again at once while batches come back full.
  const options = {
    retryLimit: config.retryLimit,
    retryDelay: config.retryDelaySeconds,
    retryBackoff: true,
    // A worker that dies mid-evaluation (restart, crash, kill -9) stops its heartbeat: the
    // supervisor fails the job after heartbeatSeconds and it is retried. Expiry only bounds a
    // live worker stuck on one job (an LLM call takes at most AI_TIMEOUT_MS per try).
    heartbeatSeconds: config.heartbeatSeconds,
    expireInSeconds: 300,
  };
  await boss.createQueue(EVALUATE_QUEUE, options as never);
  // createQueue leaves an existing queue as it was: apply changed settings on every start.
  await boss.updateQueue(EVALUATE_QUEUE, options as never);
}

/** The evaluation worker of this process, per queue instance (for wakeEvaluationWorker). */
const localWorkers = new WeakMap<Boss, string>();

/**
 * Wakes this process's evaluation worker at once, instead of at its next poll (issue 18:
 * submit → result in a few hundred milliseconds). Call it after the transaction that enqueued
 * the job has committed. A web-only process has no worker: separate workers find the job at
 * their next poll.
 */
export function wakeEvaluationWorker(boss: Boss | undefined) {
  const id = boss && localWorkers.get(boss);
  if (id) boss.notifyWorker(id);
}

/** Enqueues the evaluation's job inside the caller's transaction: both commit or neither. */
export async function enqueueEvaluation(tx: Tx, boss: Boss, evaluationId: string) {
  await boss.send(EVALUATE_QUEUE, { evaluationId }, { db: fromDrizzle(tx as never, sql as never) });
}

/** The answers of a session in order, with their stimuli (pictures: the description), for the assessor. */
export async function loadAssessorItems(
  db: Db,
  sessionId: string,
  testType: 'wat' | 'srt' | 'ppdt' | 'tat',
): Promise<{ responseIds: string[]; items: AssessorItem[] }> {
  const responses = await db
    .select()
    .from(testResponses)
    .where(eq(testResponses.sessionId, sessionId))
    .orderBy(asc(testResponses.position));
  const bank = await bankItems(
    db,
    testType,
    responses.map((r) => r.itemId),
  );
  const isPicture = testType === 'ppdt' || testType === 'tat';
  return {
    responseIds: responses.map((r) => r.id),
    items: responses.map((r) => {
      const text = bank.get(r.itemId)?.text ?? '';
      const characters = r.extra?.characters as CharacterMarking | undefined;
      return {
        stimulus: text,
        response: r.responseText,
        ...(isPicture ? { pictureDescription: text } : {}),
        ...(characters
          ? {
              characters: {
                count: characters.count,
                people: characters.people.map((p) => ({ age: p.age, sex: p.sex, mood: p.mood })),
                action: characters.action,
              },
            }
          : {}),
      };
    }),
  };
}

/**
 * Works one evaluation: running → assessor → done, storing per-answer results in one transaction
 * that only the first finisher commits (a job retried after a restart cannot store twice).
 * On failure the error is recorded; on the last attempt the evaluation is marked failed.
 * The answers are never touched.
 */
export async function runEvaluation(
  deps: { db: Db; assessor: Assessor; logger: Logger },
  evaluationId: string,
  isLastAttempt: boolean,
): Promise<'done' | 'skipped'> {
  const { db, assessor, logger } = deps;
  const [evaluation] = await db.select().from(evaluations).where(eq(evaluations.id, evaluationId));
  if (!evaluation || evaluation.status === 'done') return 'skipped';
  await db
    .update(evaluations)
    .set({ status: 'running', attempts: sql`${evaluations.attempts} + 1`, startedAt: new Date() })
    .where(and(eq(evaluations.id, evaluationId), ne(evaluations.status, 'done')));
  try {
    const { responseIds, items } = await loadAssessorItems(
      db,
      evaluation.sessionId,
      evaluation.testType,
    );
    // TAT and PPDT feedback is personalised with the candidate's PIQ (the hero's age, background).
    const piqSummary =
      evaluation.testType === 'tat' || evaluation.testType === 'ppdt'
        ? ((await getPiqSummary(db, evaluation.userId)) ?? undefined)
        : undefined;
    const output = await assessor.assess({ testType: evaluation.testType, items, piqSummary });
    const stored = await db.transaction(async (tx) => {
      const [won] = await tx
        .update(evaluations)
        .set({
          status: 'done',
          overallScore: output.result.overallScore,
          summary: output.result.summary,
          olqProfile: output.result.olqProfile,
          assessor: output.assessor,
          model: output.model ?? null,
          promptVersion: output.promptVersion ?? null,
          tokenUsage: output.tokenUsage ?? null,
          lastError: null,
          completedAt: new Date(),
        })
        .where(and(eq(evaluations.id, evaluationId), ne(evaluations.status, 'done')))
        .returning({ id: evaluations.id });
      if (!won) return false;
      await tx.delete(evaluationItems).where(eq(evaluationItems.evaluationId, evaluationId));
      if (responseIds.length) {
        await tx.insert(evaluationItems).values(
          output.result.items.map((item, i) => ({
            evaluationId,
            responseId: responseIds[i],
            position: i,
            score: item.score,
            analysis: item.analysis,
            strengths: item.strengths,
            improvements: item.improvements,
            improved: item.improved,
            olqsShown: item.olqsShown,
            olqsLacking: item.olqsLacking,
            cap: item.cap,
          })),
        );
      }
      return true;
    });
    if (stored) await refreshStreak(db, evaluation.userId);
    return stored ? 'done' : 'skipped';
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // The raw text (an AI provider's error) is for operators: logged and kept in the row; the
    // API shows the candidate a plain message instead (evaluations.service).
    logger.warn({ err, evaluationId, isLastAttempt }, 'evaluation attempt failed');
    await db
      .update(evaluations)
      .set({ status: isLastAttempt ? 'failed' : 'queued', lastError: message.slice(0, 500) })
      .where(and(eq(evaluations.id, evaluationId), ne(evaluations.status, 'done')));
    throw err;
  }
}

export async function registerEvaluationWorker(deps: {
  db: Db;
  boss: Boss;
  /** Read per job, so the assessor can be swapped (configuration reload, tests). */
  getAssessor: () => Assessor;
  logger: Logger;
  config: EvaluationQueueConfig;
  /** The backstop poll (pg-boss minimum 0.5 s). */
  pollingIntervalSeconds?: number;
}) {
  await createEvaluationQueue(deps.boss, deps.config);
  const { concurrency } = deps.config;
  const workerId = await deps.boss.work<{ evaluationId: string }>(
    EVALUATE_QUEUE,
    {
      // The poll is the backstop (retries, jobs sent by other processes); a submit in this
      // process wakes the worker at once (wakeEvaluationWorker).
      pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 1,
      batchSize: concurrency,
      burstWhenBatchFull: concurrency > 1,
      perJobResults: true,
    } as never,
    async (jobs) => {
      const run = { db: deps.db, assessor: deps.getAssessor(), logger: deps.logger };
      const outcomes = await Promise.allSettled(
        jobs.map((job) =>
          runEvaluation(run, job.data.evaluationId, job.retryCount >= deps.config.retryLimit),
        ),
      );
      // Each job settles on its own: one failing evaluation does not retry the rest of the batch.
      return jobs.map((job, i) => {
        const outcome = outcomes[i];
        return outcome.status === 'fulfilled'
          ? { id: job.id, status: 'completed', output: { outcome: outcome.value } }
          : { id: job.id, status: 'failed', output: { message: String(outcome.reason) } };
      }) as never;
    },
  );
  localWorkers.set(deps.boss, workerId);
}
