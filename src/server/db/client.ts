import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite, ensurePgliteTemplate, templateFile } from './pglite-template';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { queueSchemaSql } from '../jobs/queue';
import { lockDatabaseDir } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services take `Db | Tx` where they can run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database =
  | { kind: 'pglite'; db: Db; pglite: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; close: () => Promise<void> };

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/**
 * Opens the database: PostgreSQL when `databaseUrl` is set, otherwise embedded PGlite under
 * `dataDir/db` (or in memory when dataDir is 'memory://', as the tests do).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  onIdleError?: (err: Error) => void;
  /** The embedded database's lock was lost (another process took it over after a long stall). */
  onLockCompromised?: (err: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle client dropped by the server (restart, failover) must not crash the process; the
    // pool replaces it and the next query surfaces any lasting problem.
    pool.on('error', (err) => opts.onIdleError?.(err));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  let dir = 'memory://';
  let unlock = async () => {};
  if (opts.dataDir !== 'memory://') {
    dir = path.resolve(opts.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    // Two processes on one PGlite directory corrupt it: the second is refused (DatabaseLockedError).
    unlock = await lockDatabaseDir(dir, (err) => opts.onLockCompromised?.(err));
  }
  let pglite: PGlite;
  try {
    pglite = await createPglite(dir === 'memory://' ? undefined : dir, databaseTemplate());
  } catch (err) {
    await unlock();
    throw err;
  }
  const db = drizzlePglite({ client: pglite, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite,
    close: async () => {
      if (!pglite.closed) await pglite.close();
      await unlock();
      unlock = async () => {};
    },
  };
}

/** What a template must have been through: a hash of drizzle's journal and pg-boss's schema. */
function migrationsKey(): string {
  const journal = readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'));
  return createHash('sha256').update(journal).update(queueSchemaSql()).digest('hex').slice(0, 16);
}

/** The embedded database template's path (pglite-template.ts), or null if it cannot be named. */
function databaseTemplate(): string | null {
  try {
    return templateFile(migrationsKey());
  } catch {
    return null;
  }
}

/** Writes the embedded database template (initdb, our migrations, pg-boss's schema) unless it exists. */
export async function ensureDatabaseTemplate(): Promise<string> {
  return ensurePgliteTemplate(templateFile(migrationsKey()), async (pglite) => {
    const db = drizzlePglite({ client: pglite, schema, casing: 'snake_case' });
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    await pglite.exec(queueSchemaSql());
  });
}

/** Applies the committed SQL migrations in drizzle/ (idempotent). */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, config);
  } else {
    await migratePg(database.db as never, config);
  }
}
