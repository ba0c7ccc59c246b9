// Once before the node test files: the migrated PGlite template every in-memory test database
// starts from (src/server/db/pglite-template.ts), so no file runs initdb itself.
import { ensureDatabaseTemplate } from '@/server/db/client';

export default async function setup() {
  await ensureDatabaseTemplate();
}
