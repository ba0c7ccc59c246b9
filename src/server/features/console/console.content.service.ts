import { and, count, desc, eq, ilike, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { srtSituations, watWords } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/validate';
import type {
  ContentBank,
  ContentItem,
  ContentListQuery,
  ContentPage,
  SrtSituationInput,
  WatWordInput,
} from '@/shared/schemas/content';

/**
 * The WAT and SRT banks as the operator console edits them (issue 17). Items are never deleted:
 * answers reference them by id. A retired item (isActive false) is never drawn for a new session
 * (practice/item-banks.ts) and still shows in the sessions that drew it.
 */
type Conn = Db | Tx;
type WatRow = typeof watWords.$inferSelect;
type SrtRow = typeof srtSituations.$inferSelect;

const NOUN: Record<ContentBank, string> = { wat: 'word', srt: 'situation' };

export const toItem = (bank: ContentBank, row: WatRow | SrtRow): ContentItem =>
  bank === 'wat'
    ? {
        id: row.id,
        text: (row as WatRow).word,
        isActive: row.isActive,
        createdAt: row.createdAt.toISOString(),
        tags: row.tags,
        valence: (row as WatRow).valence,
        kind: (row as WatRow).kind,
        difficulty: (row as WatRow).difficulty,
      }
    : {
        id: row.id,
        text: (row as SrtRow).situationText,
        isActive: row.isActive,
        createdAt: row.createdAt.toISOString(),
        tags: row.tags,
        category: (row as SrtRow).category,
      };

const cols = (bank: ContentBank) =>
  bank === 'wat'
    ? { table: watWords, id: watWords.id, text: watWords.word, isActive: watWords.isActive }
    : {
        table: srtSituations,
        id: srtSituations.id,
        text: srtSituations.situationText,
        isActive: srtSituations.isActive,
      };

/** The key two items are the same by: case, surrounding and repeated spaces do not count. */
export const sameKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const keySql = (col: AnyColumn) => sql`lower(regexp_replace(trim(${col}), '\\s+', ' ', 'g'))`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export async function listContent(
  db: Db,
  bank: ContentBank,
  q: ContentListQuery,
): Promise<ContentPage> {
  const c = cols(bank);
  const where: SQL[] = [];
  if (q.q) where.push(ilike(c.text, `%${escapeLike(q.q)}%`));
  if (q.status !== 'all') where.push(eq(c.isActive, q.status === 'active'));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(c.table)
      .where(cond)
      .orderBy(desc(c.table.createdAt), c.text)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(c.table).where(cond),
  ]);
  return {
    items: rows.map((r) => toItem(bank, r)),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function getContentItem(db: Conn, bank: ContentBank, id: string) {
  if (!isUuid(id)) throw new NotFoundError(NOUN[bank]);
  const c = cols(bank);
  const [row] = await db.select().from(c.table).where(eq(c.id, id));
  if (!row) throw new NotFoundError(NOUN[bank]);
  return toItem(bank, row);
}

/** The existing items among these keys (sameKey), active or retired. */
export async function existingKeys(db: Conn, bank: ContentBank, keys: string[]) {
  if (keys.length === 0) return new Map<string, { id: string; isActive: boolean }>();
  const c = cols(bank);
  const rows = await db
    .select({ id: c.id, text: c.text, isActive: c.isActive })
    .from(c.table)
    .where(sql`${keySql(c.text)} in ${keys}`);
  return new Map(rows.map((r) => [sameKey(r.text), { id: r.id, isActive: r.isActive }]));
}

export const duplicateMessage = (bank: ContentBank, isActive: boolean) =>
  `This ${NOUN[bank]} is already in the bank${isActive ? '' : ' (retired: restore it instead)'}.`;

export const rowValues = (bank: ContentBank, input: WatWordInput | SrtSituationInput) => {
  if (bank === 'wat') {
    const w = input as WatWordInput;
    return {
      word: tidy(w.word),
      valence: w.valence,
      kind: w.kind,
      difficulty: w.difficulty,
      tags: w.tags ?? [],
    };
  }
  const s = input as SrtSituationInput;
  return { situationText: tidy(s.text), category: s.category, tags: s.tags ?? [] };
};
const tidy = (s: string) => s.trim().replace(/\s+/g, ' ');

/**
 * Serialises writers of one bank for the rest of the transaction, so "is it a duplicate?" and the
 * insert cannot interleave with another admin's (the unique index is case-sensitive; ours is not).
 */
export async function lockBank(tx: Tx, bank: ContentBank) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:${bank}`}))`);
}

export async function createContentItem(
  db: Db,
  bank: ContentBank,
  input: WatWordInput | SrtSituationInput,
): Promise<ContentItem> {
  return db.transaction(async (tx) => {
    await lockBank(tx, bank);
    const values = rowValues(bank, input);
    const text = bank === 'wat' ? (input as WatWordInput).word : (input as SrtSituationInput).text;
    const dup = (await existingKeys(tx, bank, [sameKey(text)])).get(sameKey(text));
    if (dup) throw new ConflictError(duplicateMessage(bank, dup.isActive), 'duplicate');
    const c = cols(bank);
    const [row] = await tx
      .insert(c.table)
      .values(values as never)
      .returning();
    return toItem(bank, row);
  });
}

export async function updateContentItem(
  db: Db,
  bank: ContentBank,
  id: string,
  input: Partial<WatWordInput> | Partial<SrtSituationInput>,
): Promise<{ before: ContentItem; after: ContentItem }> {
  return db.transaction(async (tx) => {
    await lockBank(tx, bank);
    const before = await getContentItem(tx, bank, id);
    const c = cols(bank);
    const set: Record<string, unknown> = {};
    if (bank === 'wat') {
      const w = input as Partial<WatWordInput>;
      if (w.word !== undefined) set.word = tidy(w.word);
      if (w.valence !== undefined) set.valence = w.valence;
      if (w.kind !== undefined) set.kind = w.kind;
      if (w.difficulty !== undefined) set.difficulty = w.difficulty;
    } else {
      const s = input as Partial<SrtSituationInput>;
      if (s.text !== undefined) set.situationText = tidy(s.text);
      if (s.category !== undefined) set.category = s.category;
    }
    const newText = (set.word ?? set.situationText) as string | undefined;
    if (newText !== undefined) {
      const [dup] = await tx
        .select({ id: c.id, isActive: c.isActive })
        .from(c.table)
        .where(and(sql`${keySql(c.text)} = ${sameKey(newText)}`, ne(c.id, id)));
      if (dup) throw new ConflictError(duplicateMessage(bank, dup.isActive), 'duplicate');
    }
    if (input.tags !== undefined) set.tags = input.tags;
    if (Object.keys(set).length === 0) return { before, after: before };
    const [row] = await tx
      .update(c.table)
      .set(set as never)
      .where(eq(c.id, id))
      .returning();
    return { before, after: toItem(bank, row) };
  });
}

/** Retire (active → false) or restore; repeating it changes nothing and answers the same. */
export async function setContentActive(db: Db, bank: ContentBank, id: string, isActive: boolean) {
  const before = await getContentItem(db, bank, id);
  const c = cols(bank);
  await db
    .update(c.table)
    .set({ isActive } as never)
    .where(eq(c.id, id));
  return { before, after: { ...before, isActive } };
}
