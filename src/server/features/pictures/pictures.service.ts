import { and, eq, sql } from 'drizzle-orm';
import type { Metadata } from 'sharp';
import { loadSharp } from '../../lib/sharp';
import type { Db } from '../../db/client';
import { ppdtImages, testSessionItems, testSessions } from '../../db/schema';
import { contentHash, type Storage } from '../../integrations/storage';
import type { Logger } from '../../logger';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { isUuid } from '../../lib/validate';
import { renderScene, sceneSpecs, type SceneSpec } from './generator';

const GENERATOR_VERSION = 'g1';
const sceneKey = (scene: SceneSpec) =>
  `pictures/${scene.id}-${contentHash(`${GENERATOR_VERSION}:${JSON.stringify(scene)}`)}.png`;

/**
 * Registers every generated scene in ppdt_images (idempotent, by scene id). A changed scene gets
 * a new storage key, so its file is re-rendered and old cached copies never show.
 */
export async function seedPictures(db: Db): Promise<number> {
  const existing = new Map(
    (
      await db.select({ sceneId: ppdtImages.sceneId, key: ppdtImages.storageKey }).from(ppdtImages)
    ).map((r) => [r.sceneId, r.key]),
  );
  // One statement for every new or changed scene (issue 18: one per scene was ~0.2 s of a first start).
  const changed = sceneSpecs
    .map((scene) => ({ scene, key: sceneKey(scene) }))
    .filter(({ scene, key }) => existing.get(scene.id) !== key);
  if (changed.length === 0) return 0;
  await db
    .insert(ppdtImages)
    .values(
      changed.map(({ scene, key }) => ({
        testType: scene.test,
        sceneId: scene.id,
        storageKey: key,
        description: scene.description,
        source: 'generated' as const,
        width: 800,
        height: 560,
      })),
    )
    .onConflictDoUpdate({
      target: ppdtImages.sceneId,
      set: { storageKey: sql`excluded.storage_key`, description: sql`excluded.description` },
    });
  return changed.length;
}

const scenesById = new Map(sceneSpecs.map((s) => [s.id, s]));

/**
 * The picture's bytes; a generated scene missing from storage is rendered and stored first.
 * TAT is a paid test: a TAT picture is served only to a user whose own TAT session drew it.
 */
export async function pictureBytes(db: Db, storage: Storage, userId: string, id: string) {
  if (!isUuid(id)) throw new NotFoundError('picture');
  const [row] = await db.select().from(ppdtImages).where(eq(ppdtImages.id, id));
  if (!row) throw new NotFoundError('picture');
  if (row.testType === 'tat' && !(await drewPicture(db, userId, 'tat', id))) {
    throw new NotFoundError('picture');
  }
  let bytes = await storage.get(row.storageKey);
  if (!bytes && row.sceneId) {
    const scene = scenesById.get(row.sceneId);
    if (!scene) throw new NotFoundError('picture');
    bytes = await renderScene(scene);
    await storage.put(row.storageKey, bytes);
  }
  if (!bytes) throw new NotFoundError('picture');
  return { bytes, contentType: row.contentType };
}

async function drewPicture(db: Db, userId: string, testType: 'ppdt' | 'tat', id: string) {
  const [hit] = await db
    .select({ id: testSessionItems.itemId })
    .from(testSessionItems)
    .innerJoin(testSessions, eq(testSessions.id, testSessionItems.sessionId))
    .where(
      and(
        eq(testSessionItems.itemId, id),
        eq(testSessions.userId, userId),
        eq(testSessions.testType, testType),
      ),
    )
    .limit(1);
  return Boolean(hit);
}

/** Renders every generated picture not yet in storage (the start-up job; one at a time). */
export async function renderMissingPictures(db: Db, storage: Storage, logger: Logger) {
  const rows = await db
    .select()
    .from(ppdtImages)
    .where(sql`${ppdtImages.sceneId} is not null`);
  let rendered = 0;
  for (const row of rows) {
    if (await storage.exists(row.storageKey)) continue;
    const scene = scenesById.get(row.sceneId!);
    if (!scene) continue;
    await storage.put(row.storageKey, await renderScene(scene));
    rendered++;
  }
  if (rendered) logger.info({ rendered }, 'picture bank rendered');
  return rendered;
}

/**
 * Operator upload (`npm run pictures:add`): the file is checked by content (sharp must decode
 * it as JPEG, PNG or WebP), normalised to a greyscale JPEG at most 1200 px wide, and stored.
 */
export async function addOperatorPicture(
  db: Db,
  storage: Storage,
  input: { bytes: Buffer; testType: 'ppdt' | 'tat'; description: string },
) {
  const description = input.description.trim();
  if (description.length < 10)
    throw new ValidationError('description: describe what the picture shows (10+ characters).');
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input.bytes).metadata();
  } catch {
    throw new ValidationError('file: not an image (JPEG, PNG or WebP expected).');
  }
  if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format)) {
    throw new ValidationError(
      `file: ${meta.format ?? 'unknown'} images are not accepted (JPEG, PNG or WebP expected).`,
    );
  }
  let image = sharp(input.bytes)
    .rotate()
    .resize({ width: 1200, withoutEnlargement: true })
    .grayscale();
  if (input.testType === 'ppdt') image = image.blur(1.2);
  const { data, info } = await image.jpeg({ quality: 82 }).toBuffer({ resolveWithObject: true });
  const key = `pictures/operator-${contentHash(data)}.jpg`;
  await storage.put(key, data);
  const [row] = await db
    .insert(ppdtImages)
    .values({
      testType: input.testType,
      storageKey: key,
      contentType: 'image/jpeg',
      description,
      source: 'operator',
      width: info.width,
      height: info.height,
    })
    .returning();
  return row;
}
