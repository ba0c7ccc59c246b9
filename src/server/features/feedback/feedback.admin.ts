import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedback, user } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';

/**
 * The operator console's feedback inbox (issue 17): every message sent from /feedback, newest
 * first, with the sender's email; an admin marks it handled (when, by whom) or reopens it.
 */
const columns = {
  id: feedback.id,
  message: feedback.message,
  createdAt: feedback.createdAt,
  handledAt: feedback.handledAt,
  handledBy: feedback.handledBy,
  userId: feedback.userId,
  email: user.email,
  name: user.name,
};

type Raw = {
  id: string;
  message: string;
  createdAt: Date;
  handledAt: Date | null;
  handledBy: string | null;
  userId: string;
  email: string | null;
  name: string | null;
};
const toItem = (r: Raw, handlers: Map<string, string>) => ({
  id: r.id,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
  handledAt: r.handledAt?.toISOString() ?? null,
  handledBy: r.handledBy ? (handlers.get(r.handledBy) ?? r.handledBy) : null,
  userId: r.userId,
  email: r.email,
  name: r.name,
});
export type InboxItem = ReturnType<typeof toItem>;

async function handlerEmails(db: Db, rows: Raw[]) {
  const ids = [...new Set(rows.map((r) => r.handledBy).filter((x): x is string => !!x))];
  const map = new Map<string, string>();
  for (const id of ids) {
    const [u] = await db.select({ email: user.email }).from(user).where(eq(user.id, id));
    if (u) map.set(id, u.email);
  }
  return map;
}

export async function listInbox(
  db: Db,
  q: { status: 'open' | 'handled' | 'all'; page: number; pageSize: number },
) {
  const cond: SQL | undefined =
    q.status === 'open'
      ? isNull(feedback.handledAt)
      : q.status === 'handled'
        ? isNotNull(feedback.handledAt)
        : undefined;
  const [rows, [{ total }], [{ open }]] = await Promise.all([
    db
      .select(columns)
      .from(feedback)
      .leftJoin(user, eq(user.id, feedback.userId))
      .where(cond)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(feedback).where(cond),
    db.select({ open: count() }).from(feedback).where(isNull(feedback.handledAt)),
  ]);
  const handlers = await handlerEmails(db, rows);
  return {
    feedback: rows.map((r) => toItem(r, handlers)),
    total,
    open,
    page: q.page,
    pageSize: q.pageSize,
  };
}

async function getRaw(db: Db, id: string) {
  const [row] = await db
    .select(columns)
    .from(feedback)
    .leftJoin(user, eq(user.id, feedback.userId))
    .where(eq(feedback.id, id));
  if (!row) throw new NotFoundError('feedback');
  return row;
}

/**
 * Handled (or reopened). Marking an already handled message keeps its first handler and time,
 * so two admins clicking at once leave one answer.
 */
export async function setHandled(db: Db, id: string, adminId: string, handled: boolean) {
  const before = await getRaw(db, id);
  if (handled)
    await db
      .update(feedback)
      .set({ handledAt: new Date(), handledBy: adminId })
      .where(and(eq(feedback.id, id), isNull(feedback.handledAt)));
  else
    await db.update(feedback).set({ handledAt: null, handledBy: null }).where(eq(feedback.id, id));
  const after = await getRaw(db, id);
  const handlers = await handlerEmails(db, [before, after]);
  return { before: toItem(before, handlers), after: toItem(after, handlers) };
}
