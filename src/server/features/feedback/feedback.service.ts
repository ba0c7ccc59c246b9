import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedback } from '../../db/schema';
import type { Feedback } from '@/shared/schemas/feedback';

const toFeedback = (row: typeof feedback.$inferSelect): Feedback => ({
  id: row.id,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

export async function createFeedback(db: Db, userId: string, message: string): Promise<Feedback> {
  const [row] = await db.insert(feedback).values({ userId, message }).returning();
  return toFeedback(row);
}

export async function listFeedback(db: Db, userId: string): Promise<Feedback[]> {
  const rows = await db
    .select()
    .from(feedback)
    .where(eq(feedback.userId, userId))
    .orderBy(desc(feedback.createdAt))
    .limit(100);
  return rows.map(toFeedback);
}
