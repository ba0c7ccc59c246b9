import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { evaluations, testResponses, testSessionItems, testSessions } from '../../db/schema';
import {
  maxPracticeCount,
  PICTURE_RULES,
  PRACTICE_RULES,
  type CharacterMarking,
  type PracticeSession,
  type SaveResponseInput,
  type StartPracticeInput,
} from '@/shared/schemas/practice';
import { count as countOf } from '@/shared/plural';
import { TEST_NAMES } from '@/shared/tests';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { isUuid } from '../../lib/validate';
import { consumeCreditsTx, getAccess, InsufficientCreditsError } from '../credits/credits.service';
import { bankItems, drawItems, type BankTestType } from './item-banks';
import type { Boss } from '../../jobs/queue';
import { SAVE_RESPONSE } from '../../db/hot-sql';
import { runHot, toDate } from '../../db/prepared';
import { enqueueEvaluation, wakeEvaluationWorker } from '../evaluations/evaluations.run';

type Session = typeof testSessions.$inferSelect;

/**
 * Starts a WAT or SRT practice: checks the count against the maximum, pays for it (unless the
 * user has unlimited access) and draws the items, all in one transaction.
 */
export async function startPractice(
  db: Db,
  userId: string,
  input: StartPracticeInput,
): Promise<PracticeSession> {
  const { testType, count } = input;
  const { session, drawn } = await db.transaction(async (tx) => {
    const access = await getAccess(tx, userId);
    checkCount(testType, count, access);
    const [created] = await tx
      .insert(testSessions)
      .values({ userId, testType, itemCount: count, options: input.options ?? {} })
      .returning();
    let charged = 0;
    try {
      charged = (await consumeCreditsTx(tx, userId, testType, count, created.id, access)).charged;
    } catch (err) {
      if (err instanceof InsufficientCreditsError && testType !== 'tat')
        throw insufficient(testType, err.available);
      throw err;
    }
    const items = await drawItems(tx, userId, testType, count, input.drill);
    if (items.length < count) {
      throw new AppError(
        503,
        'bank_too_small',
        `Not enough ${testType === 'wat' || testType === 'srt' ? PRACTICE_RULES[testType].noun : 'pictures'} are available right now.`,
      );
    }
    await tx
      .insert(testSessionItems)
      .values(
        items.map((item, position) => ({ sessionId: created.id, position, itemId: item.id })),
      );
    if (charged) {
      await tx
        .update(testSessions)
        .set({ creditsCharged: charged })
        .where(eq(testSessions.id, created.id));
      created.creditsCharged = charged;
    }
    return { session: created, drawn: items };
  });
  // Built from what the transaction wrote: a new session has no answers and no evaluation.
  return {
    id: session.id,
    testType: session.testType,
    status: session.status,
    itemCount: session.itemCount,
    creditsCharged: session.creditsCharged,
    createdAt: session.createdAt.toISOString(),
    items: drawn.map((item, position) => ({
      id: item.id,
      position,
      text: item.text,
      imageUrl: item.imageUrl ?? null,
    })),
    responses: [],
    evaluationId: null,
    options: session.options as PracticeSession['options'],
  };
}

/** The count rules of each test (spec part 1 §5, §6, §9; part 2 §5). Throws the user-facing error. */
function checkCount(
  testType: BankTestType,
  count: number,
  access: Awaited<ReturnType<typeof getAccess>>,
) {
  if (testType === 'tat') {
    if (!access.hasUnlimited)
      throw new AppError(403, 'plan_required', 'TAT practice needs an active paid plan.');
    const { minCount, maxCount } = PICTURE_RULES.tat;
    if (count < minCount || count > maxCount) {
      throw new AppError(
        400,
        'invalid_count',
        `Choose between ${minCount} and ${maxCount} pictures.`,
      );
    }
    return;
  }
  if (testType === 'ppdt') {
    if (count !== PICTURE_RULES.ppdt.count)
      throw new AppError(400, 'invalid_count', 'A PPDT practice has exactly one picture.');
    if (!access.hasUnlimited && access.credits.ppdt < 1)
      throw insufficient('ppdt', access.credits.ppdt);
    return;
  }
  const rules = PRACTICE_RULES[testType];
  if (count < 1)
    throw new AppError(400, 'invalid_count', `Please select a valid number of ${rules.noun}.`);
  if (!access.hasUnlimited && access.credits[testType] < 1)
    throw insufficient(testType, access.credits[testType]);
  const max = maxPracticeCount(testType, {
    hasUnlimited: access.hasUnlimited,
    credits: access.credits[testType],
  });
  if (count > max) {
    throw new AppError(
      400,
      'credit_limit_exceeded',
      `You can only practice ${max} ${rules.noun} with your current credits.`,
    );
  }
}

function insufficient(testType: 'wat' | 'srt' | 'ppdt', available: number) {
  return new AppError(
    402,
    'insufficient_credits',
    `You need credits to take the ${TEST_NAMES[testType]}. You currently have ${countOf(available, 'credit')} remaining for this test.`,
  );
}

/** The caller's own session, or 404 (another user's id never reveals the row). */
export async function ownSession(db: Db | Tx, userId: string, sessionId: string): Promise<Session> {
  if (!isUuid(sessionId)) throw new NotFoundError('practice session');
  const [row] = await db
    .select()
    .from(testSessions)
    .where(and(eq(testSessions.id, sessionId), eq(testSessions.userId, userId)));
  if (!row) throw new NotFoundError('practice session');
  return row;
}

export async function getPracticeSession(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<PracticeSession> {
  const session = await ownSession(db, userId, sessionId);
  const items = await db
    .select()
    .from(testSessionItems)
    .where(eq(testSessionItems.sessionId, session.id))
    .orderBy(asc(testSessionItems.position));
  const bank = await bankItems(
    db,
    session.testType,
    items.map((i) => i.itemId),
  );
  const responses = await db
    .select()
    .from(testResponses)
    .where(eq(testResponses.sessionId, session.id))
    .orderBy(asc(testResponses.position));
  const [evaluation] = await db
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(eq(evaluations.sessionId, session.id));
  return {
    id: session.id,
    testType: session.testType,
    status: session.status,
    itemCount: session.itemCount,
    creditsCharged: session.creditsCharged,
    createdAt: session.createdAt.toISOString(),
    items: items.map((i) => ({
      id: i.itemId,
      position: i.position,
      text: bank.get(i.itemId)?.text ?? '',
      imageUrl: bank.get(i.itemId)?.imageUrl ?? null,
    })),
    responses: responses.map((r) => ({
      id: r.id,
      itemId: r.itemId,
      position: r.position,
      responseText: r.responseText,
      timeTaken: r.timeTaken,
      characters: (r.extra?.characters as CharacterMarking | undefined) ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    evaluationId: evaluation?.id ?? null,
    options: session.options as PracticeSession['options'],
  };
}

const normalise = (text: string | null) => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

interface SavedRow {
  status: Session['status'];
  itemPosition: number | null;
  id: string | null;
  itemId: string;
  position: number;
  responseText: string | null;
  timeTaken: number | null;
  extra: Record<string, unknown> | null;
  createdAt: Date | string;
}

/**
 * Saves the answer to one item of the caller's active session. Idempotent per (session, item):
 * a retried request returns the answer already stored. One statement (db/hot-sql.ts
 * SAVE_RESPONSE): ownership, the item, the share lock a cancel also takes, the insert and the
 * session's completion. Two answers to the last two items saved at the same instant may each
 * miss the other and leave the session 'active' with every item answered: harmless, the client
 * counts the answers and finishing or submitting closes the session.
 */
export async function saveResponse(
  db: Db,
  userId: string,
  sessionId: string,
  itemId: string,
  input: SaveResponseInput,
): Promise<PracticeSession['responses'][number]> {
  if (!isUuid(sessionId)) throw new NotFoundError('practice session');
  if (!isUuid(itemId)) throw new NotFoundError('item in this session');
  const params = [
    sessionId,
    userId,
    itemId,
    normalise(input.responseText),
    input.timeTaken ?? null,
    input.characters ? JSON.stringify({ characters: input.characters }) : null,
  ];
  let [row] = await runHot<SavedRow>(db, SAVE_RESPONSE, params);
  if (!row) throw new NotFoundError('practice session');
  if (row.itemPosition === null) throw new NotFoundError('item in this session');
  if (row.status !== 'active')
    throw new ConflictError('This practice session is already finished.', 'session_closed');
  if (row.id === null) {
    // The same answer saved by a concurrent request that committed after this statement began:
    // read again (the session may have just been completed by it).
    [row] = await runHot<SavedRow>(db, SAVE_RESPONSE, params);
    if (row?.id == null)
      throw new ConflictError('This practice session is already finished.', 'session_closed');
  }
  return {
    id: row.id!,
    itemId: row.itemId,
    position: row.position,
    responseText: row.responseText,
    timeTaken: row.timeTaken,
    characters: (row.extra?.characters as CharacterMarking | undefined) ?? null,
    createdAt: toDate(row.createdAt).toISOString(),
  };
}

async function completeIfAllAnswered(db: Db | Tx, sessionId: string) {
  await db.execute(sql`
    update test_sessions set status = 'completed', completed_at = now()
    where id = ${sessionId} and status = 'active'
      and (select count(*) from test_responses r where r.session_id = ${sessionId}) >= item_count`);
}

/** Records every unanswered item as not attempted (null) and closes the session. */
export async function finishSession(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<PracticeSession> {
  const session = await ownSession(db, userId, sessionId);
  if (session.status === 'active') {
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ status: testSessions.status })
        .from(testSessions)
        .where(eq(testSessions.id, session.id))
        .for('update');
      if (locked?.status !== 'active') return;
      await tx.execute(sql`
        insert into test_responses (user_id, session_id, test_type, item_id, position, response_text, time_taken)
        select ${userId}, i.session_id, ${session.testType}, i.item_id, i.position, null, null
        from test_session_items i
        where i.session_id = ${session.id}
        on conflict (session_id, item_id) do nothing`);
      await completeIfAllAnswered(tx, session.id);
    });
  }
  return getPracticeSession(db, userId, sessionId);
}

/**
 * Hands a session to the assessor: at least one non-blank answer is required; the remaining
 * items are recorded empty; one evaluation per session however often this is called.
 */
export async function submitSession(
  db: Db,
  boss: Boss | undefined,
  userId: string,
  sessionId: string,
): Promise<{ evaluationId: string }> {
  const session = await ownSession(db, userId, sessionId);
  if (session.status === 'cancelled')
    throw new ConflictError('This test was cancelled and cannot be evaluated.', 'session_closed');
  const answered = await db
    .select({ id: testResponses.id })
    .from(testResponses)
    .where(
      and(eq(testResponses.sessionId, session.id), sql`${testResponses.responseText} is not null`),
    )
    .limit(1);
  if (answered.length === 0) {
    throw new ValidationError('Please provide text responses before evaluation.');
  }
  await finishSession(db, userId, sessionId);
  const evaluationId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(evaluations)
      .values({ userId, testType: session.testType, sessionId: session.id })
      .onConflictDoNothing()
      .returning({ id: evaluations.id });
    // The job is enqueued with the row, in the same transaction: both commit or neither.
    if (created && boss) await enqueueEvaluation(tx, boss, created.id);
    await tx
      .update(testSessions)
      .set({ status: 'submitted', submittedAt: new Date() })
      .where(and(eq(testSessions.id, session.id), sql`${testSessions.status} <> 'submitted'`));
    const [row] = await tx
      .select({ id: evaluations.id })
      .from(evaluations)
      .where(eq(evaluations.sessionId, session.id));
    return row.id;
  });
  wakeEvaluationWorker(boss);
  return { evaluationId };
}
