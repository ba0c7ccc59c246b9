import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { srtSituations, watWords } from '../../db/schema';

type Conn = Db | Tx;
export type BankTestType = 'wat' | 'srt';

/** Item text by id for one bank. */
export async function itemTexts(
  db: Conn,
  testType: BankTestType,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows =
    testType === 'wat'
      ? await db
          .select({ id: watWords.id, text: watWords.word })
          .from(watWords)
          .where(inArray(watWords.id, ids))
      : await db
          .select({ id: srtSituations.id, text: srtSituations.situationText })
          .from(srtSituations)
          .where(inArray(srtSituations.id, ids));
  return new Map(rows.map((r) => [r.id, r.text]));
}

/**
 * Draws `count` distinct items for a user: a fetch of three times the count, ordered so items the
 * user has never seen come first and then the least recently seen, each group in random order;
 * the fetch is shuffled and cut to the count (spec part 2 §9: a random sample of 3× the count).
 */
export async function drawItems(
  db: Conn,
  userId: string,
  testType: BankTestType,
  count: number,
): Promise<string[]> {
  const bank = testType === 'wat' ? sql`wat_words` : sql`srt_situations`;
  const result = await db.execute<{ id: string }>(sql`
    select b.id
    from ${bank} b
    left join (
      select i.item_id, max(s.created_at) as last_seen
      from test_session_items i
      join test_sessions s on s.id = i.session_id
      where s.user_id = ${userId} and s.test_type = ${testType}
      group by i.item_id
    ) seen on seen.item_id = b.id
    order by seen.last_seen asc nulls first, random()
    limit ${count * 3}`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  return shuffle(ids).slice(0, count);
}

function shuffle<T>(items: T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
