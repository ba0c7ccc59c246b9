import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Where integration tests keep their data: a fresh in-memory PGlite by default, or, when
 * DATABASE_URL is set, a freshly created database on that PostgreSQL server (dropped afterwards).
 */
export async function freshDatabaseUrl(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => {} };
  const name = `ssbprep_t_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
