import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ppdtImages } from '../../db/schema';
import type { Storage } from '../../integrations/storage';
import { NotFoundError } from '../../lib/errors';
import type { ConsolePicture } from '@/shared/schemas/content';
import { renderScene, sceneSpecs } from './generator';

/**
 * The picture bank as the operator console sees it (issue 17): every picture, retired ones too,
 * with a preview URL under /api/admin (TAT pictures are otherwise served only to a user whose
 * session drew them). Uploads go through addOperatorPicture (checked by content with sharp).
 */
type Row = typeof ppdtImages.$inferSelect;
const scenesById = new Map(sceneSpecs.map((s) => [s.id, s]));

export const adminPictureUrl = (row: Pick<Row, 'id' | 'storageKey'>) =>
  `/api/admin/console/content/pictures/${row.id}/image?v=${encodeURIComponent(row.storageKey.split('/').pop() ?? '')}`;

export const toConsolePicture = (row: Row): ConsolePicture => ({
  id: row.id,
  testType: row.testType,
  description: row.description,
  source: row.source,
  width: row.width,
  height: row.height,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  imageUrl: adminPictureUrl(row),
});

export async function listPictures(
  db: Db,
  q: {
    testType?: 'ppdt' | 'tat';
    status: 'active' | 'retired' | 'all';
    page: number;
    pageSize: number;
  },
) {
  const where: SQL[] = [];
  if (q.testType) where.push(eq(ppdtImages.testType, q.testType));
  if (q.status !== 'all') where.push(eq(ppdtImages.isActive, q.status === 'active'));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(ppdtImages)
      .where(cond)
      .orderBy(desc(ppdtImages.createdAt), ppdtImages.id)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(ppdtImages).where(cond),
  ]);
  return { pictures: rows.map(toConsolePicture), total, page: q.page, pageSize: q.pageSize };
}

export async function getPictureRow(db: Db, id: string) {
  const [row] = await db.select().from(ppdtImages).where(eq(ppdtImages.id, id));
  if (!row) throw new NotFoundError('picture');
  return row;
}

export async function updatePicture(
  db: Db,
  id: string,
  set: { description?: string; isActive?: boolean },
) {
  const before = await getPictureRow(db, id);
  const [row] = await db.update(ppdtImages).set(set).where(eq(ppdtImages.id, id)).returning();
  return { before: toConsolePicture(before), after: toConsolePicture(row) };
}

/** Any picture's bytes for an admin; a generated scene not yet rendered is rendered first. */
export async function adminPictureBytes(db: Db, storage: Storage, id: string) {
  const row = await getPictureRow(db, id);
  let bytes = await storage.get(row.storageKey);
  const scene = row.sceneId ? scenesById.get(row.sceneId) : undefined;
  if (!bytes && scene) {
    bytes = await renderScene(scene);
    await storage.put(row.storageKey, bytes);
  }
  if (!bytes) throw new NotFoundError('picture');
  return { bytes, contentType: row.contentType };
}
