import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Db, Tx } from './client';
import type { HotQuery } from './hot-sql';

type Client = PGlite | pg.Pool;

/**
 * Runs one of the hot statements (db/hot-sql.ts). On the database itself it goes straight to
 * the driver, skipping Drizzle's query building (issue 18: ~17 % of a request's CPU went to
 * building SQL text); on PostgreSQL it is a named prepared statement that each pooled connection
 * parses once. Inside a transaction it runs through the transaction's connection.
 * Timestamps may come back as Date or as PostgreSQL text depending on the path: read them with
 * `toDate`.
 */
export async function runHot<T>(conn: Db | Tx, query: HotQuery, params: unknown[]): Promise<T[]> {
  const client = (conn as unknown as { $client?: Client }).$client;
  if (!client) {
    const result = await conn.execute(hotSql(query, params));
    return (result as unknown as { rows: T[] }).rows;
  }
  if (isPglite(client)) return (await client.query<T>(query.text, params)).rows;
  const result = await client.query({ name: query.name, text: query.text, values: params });
  return result.rows as T[];
}

/** The statement as a Drizzle SQL object with the same text (for a transaction's connection). */
export function hotSql(query: HotQuery, params: unknown[]): SQL {
  const parts = query.text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (let i = 0; i < parts.length; i++) {
    chunks.push(i % 2 === 0 ? sql.raw(parts[i]) : sql`${params[Number(parts[i]) - 1]}`);
  }
  return sql.join(chunks);
}

export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

function isPglite(client: Client): client is PGlite {
  return typeof (client as PGlite).exec === 'function';
}
