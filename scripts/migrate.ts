/** `npm run db:migrate`: applies drizzle/*.sql to the configured database and exits. */
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { loadEnv } from '../src/server/env';

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrateDatabase(database);
  console.log(`migrations applied (${database.kind})`);
} finally {
  await database.close();
}
