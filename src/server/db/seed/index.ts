import type { Db } from '../client';
import { srtSituations as srtTable, watWords as watTable } from '../schema';
import type { Logger } from '../../logger';
import { srtSituations } from './srt-situations';
import { watWords } from './wat-words';

/** A feature's own content, seeded on every start after the banks; answers how many rows it added. */
export interface ContentSeeder {
  name: string;
  seed: (db: Db) => Promise<number>;
}

/**
 * Seeds the content banks (and the features' seeders the composition root passes) on every start. Idempotent and additive: items are matched by their
 * text, only missing ones are inserted, and nothing that answers reference is touched.
 */
export async function seedDatabase(
  db: Db,
  logger: Logger,
  seeders: readonly ContentSeeder[] = [],
): Promise<void> {
  const knownWords = new Set(
    (await db.select({ word: watTable.word }).from(watTable)).map((r) => r.word),
  );
  const newWords = watWords.filter((w) => !knownWords.has(w.word));
  for (const chunk of chunks(newWords, 500)) {
    await db
      .insert(watTable)
      .values(chunk.map((w) => ({ ...w })))
      .onConflictDoNothing();
  }
  const knownSituations = new Set(
    (await db.select({ text: srtTable.situationText }).from(srtTable)).map((r) => r.text),
  );
  const newSituations = srtSituations.filter((s) => !knownSituations.has(s.text));
  for (const chunk of chunks(newSituations, 500)) {
    await db
      .insert(srtTable)
      .values(chunk.map((s) => ({ situationText: s.text, category: s.category })))
      .onConflictDoNothing();
  }
  const added: Record<string, number> = {};
  for (const seeder of seeders) added[seeder.name] = await seeder.seed(db);
  if (newWords.length || newSituations.length || Object.values(added).some(Boolean)) {
    logger.info(
      { words: newWords.length, situations: newSituations.length, ...added },
      'content banks seeded',
    );
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
