import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { srtSituations as srtTable, watWords as watTable } from '../schema';
import type { Logger } from '../../logger';
import { srtSituations } from './srt-situations';
import { watWords } from './wat-words';
import { srtTagsByText, watTagsByWord } from './drill-tags';

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
  const wordTags = watTagsByWord();
  const situationTags = srtTagsByText();
  // One statement per bank, the rows as one JSON parameter (issue 18: building ~2,500 bound
  // parameters in chunks of 500 was most of a first start's seeding).
  if (newWords.length > 0) {
    const rows = newWords.map((w) => ({ ...w, tags: wordTags.get(w.word) ?? [] }));
    await db.execute(sql`
      insert into wat_words (word, valence, kind, difficulty, tags)
      select word, valence, kind, difficulty, tags
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(word text, valence text, kind text, difficulty smallint, tags jsonb)
      on conflict do nothing`);
  }
  const knownSituations = new Set(
    (await db.select({ text: srtTable.situationText }).from(srtTable)).map((r) => r.text),
  );
  const newSituations = srtSituations.filter((s) => !knownSituations.has(s.text));
  if (newSituations.length > 0) {
    const rows = newSituations.map((s) => ({
      text: s.text,
      category: s.category,
      tags: situationTags.get(s.text) ?? [],
    }));
    await db.execute(sql`
      insert into srt_situations (situation_text, category, tags)
      select text, category, tags
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(text text, category text, tags jsonb)
      on conflict do nothing`);
  }
  await applyDrillTags(db, wordTags, situationTags);
  const added: Record<string, number> = {};
  for (const seeder of seeders) added[seeder.name] = await seeder.seed(db);
  if (newWords.length || newSituations.length || Object.values(added).some(Boolean)) {
    logger.info(
      { words: newWords.length, situations: newSituations.length, ...added },
      'content banks seeded',
    );
  }
}

/**
 * Drill tags (issue 19) for rows that have none: a database seeded before the tags existed gets
 * them, while tags an operator has set in the console are left alone. One statement per bank.
 */
async function applyDrillTags(
  db: Db,
  wordTags: Map<string, string[]>,
  situationTags: Map<string, string[]>,
): Promise<void> {
  const values = (map: Map<string, string[]>) =>
    sql.join(
      [...map].map(([text, tags]) => sql`(${text}, ${JSON.stringify(tags)})`),
      sql`, `,
    );
  if (wordTags.size > 0) {
    await db.execute(sql`
      update wat_words w set tags = v.tags::jsonb
      from (values ${values(wordTags)}) as v(text, tags)
      where w.word = v.text and w.tags = '[]'::jsonb`);
  }
  if (situationTags.size > 0) {
    await db.execute(sql`
      update srt_situations s set tags = v.tags::jsonb
      from (values ${values(situationTags)}) as v(text, tags)
      where s.situation_text = v.text and s.tags = '[]'::jsonb`);
  }
}
