import { PgBoss, fromPglite, getConstructionPlans } from 'pg-boss';
import type { Database } from '../db/client';
import type { Logger } from '../logger';

export type Boss = PgBoss;

/**
 * pg-boss on the same database: durable jobs that survive restarts and are retried
 * (ARCHITECTURE.md). On PGlite it runs through its in-process adapter.
 */
export async function startQueue(database: Database, logger: Logger): Promise<PgBoss> {
  // The supervisor fails jobs whose worker stopped its heartbeat (or expired) on each pass:
  // every few seconds rather than pg-boss's default minute, so a crashed worker's evaluation is
  // retried within about half a minute (heartbeat + pass + retry delay).
  const common = { superviseIntervalSeconds: 5, monitorIntervalSeconds: 5 } as const;
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: connectionStringOf(database) });
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  await boss.start();
  return boss;
}

/**
 * The SQL that installs pg-boss's schema on PGlite, what `start()` runs on a new database. The
 * embedded database template runs it (db/client.ts, issue 18: ~0.5 s of a first start), so a
 * first start finds the schema installed and only checks its version, as on any later start.
 */
export function queueSchemaSql(): string {
  return getConstructionPlans(undefined, { backend: 'pglite' });
}

function connectionStringOf(database: Extract<Database, { kind: 'postgres' }>): string {
  const opts = database.pool.options as { connectionString?: string };
  if (!opts.connectionString) throw new Error('PostgreSQL pool has no connection string');
  return opts.connectionString;
}
