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
import { enqueueEvaluation } from '../evaluations/evaluations.run';

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
  const session = await db.transaction(async (tx) => {
    const access = await getAccess(tx, userId);
    checkCount(testType, count, access);
    const [created] = await tx
      .insert(testSessions)
      .values({ userId, testType, itemCount: count, options: input.options ?? {} })
      .returning();
    let charged = 0;
    try {
      charged = (await consumeCreditsTx(tx, userId, testType, count, created.id)).charged;
    } catch (err) {
      if (err instanceof InsufficientCreditsError && testType !== 'tat')
        throw insufficient(testType, err.available);
      throw err;
    }
    const itemIds = await drawItems(tx, userId, testType, count);
    if (itemIds.length < count) {
      throw new AppError(
        503,
        'bank_too_small',
        `Not enough ${testType === 'wat' || testType === 'srt' ? PRACTICE_RULES[testType].noun : 'pictures'} are available right now.`,
      );
    }
    await tx
      .insert(testSessionItems)
      .values(itemIds.map((itemId, position) => ({ sessionId: created.id, position, itemId })));
    if (charged)
      await tx
        .update(testSessions)
        .set({ creditsCharged: charged })
        .where(eq(testSessions.id, created.id));
    return created;
  });
  return getPracticeSession(db, userId, session.id);
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

/**
 * Saves the answer to one item of the caller's active session. Idempotent per (session, item):
 * a retried request returns the answer already stored.
 */
export async function saveResponse(
  db: Db,
  userId: string,
  sessionId: string,
  itemId: string,
  input: SaveResponseInput,
): Promise<PracticeSession['responses'][number]> {
  const session = await ownSession(db, userId, sessionId);
  const [item] = await db
    .select()
    .from(testSessionItems)
    .where(and(eq(testSessionItems.sessionId, session.id), eq(testSessionItems.itemId, itemId)));
  if (!item) throw new NotFoundError('item in this session');
  await db.transaction(async (tx) => {
    // The status is read under a row lock that a cancel (practice.cancel.ts) also takes, so an
    // answer never lands in a session that is being cancelled and refunded.
    const [locked] = await tx
      .select({ status: testSessions.status })
      .from(testSessions)
      .where(eq(testSessions.id, session.id))
      .for('share');
    if (locked?.status !== 'active')
      throw new ConflictError('This practice session is already finished.', 'session_closed');
    await tx
      .insert(testResponses)
      .values({
        userId,
        sessionId: session.id,
        testType: session.testType,
        itemId,
        position: item.position,
        responseText: normalise(input.responseText),
        timeTaken: input.timeTaken ?? null,
        extra: input.characters ? { characters: input.characters } : null,
      })
      .onConflictDoNothing();
  });
  const [stored] = await db
    .select()
    .from(testResponses)
    .where(and(eq(testResponses.sessionId, session.id), eq(testResponses.itemId, itemId)));
  await completeIfAllAnswered(db, session.id);
  return {
    id: stored.id,
    itemId: stored.itemId,
    position: stored.position,
    responseText: stored.responseText,
    timeTaken: stored.timeTaken,
    characters: (stored.extra?.characters as CharacterMarking | undefined) ?? null,
    createdAt: stored.createdAt.toISOString(),
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
  return { evaluationId };
}
