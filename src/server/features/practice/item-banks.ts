import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ppdtImages, srtSituations, watWords } from '../../db/schema';
import type { OlqKey } from '@/shared/olqs';

type Conn = Db | Tx;
export type BankTestType = 'wat' | 'srt' | 'ppdt' | 'tat';

export interface BankItem {
  text: string;
  /** Pictures only: where the client loads it (versioned, cacheable). */
  imageUrl?: string;
}

export const pictureUrl = (id: string, storageKey: string) =>
  `/api/pictures/${id}/image?v=${encodeURIComponent(storageKey.split('/').pop() ?? '')}`;

/** Item text (and picture URL) by id for one bank. Pictures' text is their description. */
export async function bankItems(
  db: Conn,
  testType: BankTestType,
  ids: string[],
): Promise<Map<string, BankItem>> {
  if (ids.length === 0) return new Map();
  if (testType === 'wat') {
    const rows = await db
      .select({ id: watWords.id, text: watWords.word })
      .from(watWords)
      .where(inArray(watWords.id, ids));
    return new Map(rows.map((r) => [r.id, { text: r.text }]));
  }
  if (testType === 'srt') {
    const rows = await db
      .select({ id: srtSituations.id, text: srtSituations.situationText })
      .from(srtSituations)
      .where(inArray(srtSituations.id, ids));
    return new Map(rows.map((r) => [r.id, { text: r.text }]));
  }
  const rows = await db
    .select({ id: ppdtImages.id, text: ppdtImages.description, key: ppdtImages.storageKey })
    .from(ppdtImages)
    .where(inArray(ppdtImages.id, ids));
  return new Map(rows.map((r) => [r.id, { text: r.text, imageUrl: pictureUrl(r.id, r.key) }]));
}

/** Item text by id (kept for callers that need only the text). */
export async function itemTexts(
  db: Conn,
  testType: BankTestType,
  ids: string[],
): Promise<Map<string, string>> {
  const items = await bankItems(db, testType, ids);
  return new Map([...items].map(([id, item]) => [id, item.text]));
}

/**
 * Draws `count` distinct items for a user, with their text (and picture URL): a fetch of three
 * times the count, ordered so items the user has never seen come first and then the least
 * recently seen, each group in random order; the fetch is shuffled and cut to the count (spec: a
 * random sample of 3× the count). A drill (issue 19, WAT and SRT) puts the items tagged with its
 * quality ahead of all others, in the fetch and in the cut; the drawn items are shuffled again.
 */
export async function drawItems(
  db: Conn,
  userId: string,
  testType: BankTestType,
  count: number,
  drill?: OlqKey,
): Promise<(BankItem & { id: string })[]> {
  const tagged =
    drill && (testType === 'wat' || testType === 'srt')
      ? sql`tags @> ${JSON.stringify([drill])}::jsonb`
      : sql`false`;
  const bank =
    testType === 'wat'
      ? sql`(select id, word as text, null::text as key, ${tagged} as tagged from wat_words where is_active)`
      : testType === 'srt'
        ? sql`(select id, situation_text as text, null::text as key, ${tagged} as tagged from srt_situations where is_active)`
        : sql`(select id, description as text, storage_key as key, false as tagged from ppdt_images where test_type = ${testType} and is_active)`;
  const result = await db.execute<Row>(sql`
    select b.id, b.text, b.key, b.tagged
    from ${bank} b
    left join (
      select i.item_id, max(s.created_at) as last_seen
      from test_session_items i
      join test_sessions s on s.id = i.session_id
      where s.user_id = ${userId} and s.test_type = ${testType}
      group by i.item_id
    ) seen on seen.item_id = b.id
    order by b.tagged desc, seen.last_seen asc nulls first, random()
    limit ${count * 3}`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const picked = [
    ...shuffle(rows.filter((r) => r.tagged)),
    ...shuffle(rows.filter((r) => !r.tagged)),
  ].slice(0, count);
  return shuffle(picked).map((r) => ({
    id: r.id,
    text: r.text,
    ...(r.key === null ? {} : { imageUrl: pictureUrl(r.id, r.key) }),
  }));
}

type Row = { id: string; text: string; key: string | null; tagged: boolean };

function shuffle<T>(items: T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

export async function activePictureCount(db: Conn, testType: 'ppdt' | 'tat') {
  const rows = await db
    .select({ id: ppdtImages.id })
    .from(ppdtImages)
    .where(and(eq(ppdtImages.testType, testType), eq(ppdtImages.isActive, true)));
  return rows.length;
}
