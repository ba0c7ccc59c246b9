/**
 * Operator command until plans can be bought:
 *   npm run grant -- --email x@y --plan major        (an active Major subscription from now)
 *   npm run grant -- --email x@y --unlimited          (has_unlimited on; --no-unlimited turns it off)
 * With the embedded database and a running server, it goes through that server (PGlite admits
 * one process); otherwise it opens the database itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, migrateDatabase } from '../src/server/db/client';
import { loadEnv } from '../src/server/env';
import { grantAccess, grantInputSchema } from '../src/server/features/credits/grant.service';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    plan: { type: 'string' },
    unlimited: { type: 'boolean' },
    'no-unlimited': { type: 'boolean' },
  },
});
const parsed = grantInputSchema.safeParse({
  email: values.email,
  plan: values.plan,
  unlimited: values.unlimited ? true : values['no-unlimited'] ? false : undefined,
});
if (!parsed.success) {
  console.error(`grant: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  console.error('usage: npm run grant -- --email x@y [--plan lieutenant|major|brigadier|general] [--unlimited]');
  process.exit(2);
}

const env = loadEnv();
const serverFile = path.resolve(env.DATA_DIR, 'server.json');
const running = !env.DATABASE_URL && existsSync(serverFile) ? readServer(serverFile) : undefined;

if (running) {
  const res = await fetch(`http://127.0.0.1:${running.port}/api/admin/grant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${running.token}` },
    body: JSON.stringify(parsed.data),
  });
  const body = await res.json();
  if (!res.ok) {
    console.error(`grant failed: ${body?.error?.message ?? res.status}`);
    process.exit(1);
  }
  console.log('granted', body);
} else {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateDatabase(database);
    console.log('granted', await grantAccess(database.db, parsed.data));
  } catch (err) {
    console.error(`grant failed: ${err instanceof Error ? err.message : err}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

function readServer(file: string): { port: number; token: string } | undefined {
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; port: number; token: string };
    process.kill(info.pid, 0); // throws when the process is gone (a stale file)
    return info;
  } catch {
    return undefined;
  }
}
