// Once before the node test files: the PGlite initdb template every in-memory test database
// starts from (src/server/db/pglite-template.ts), so no file runs initdb itself.
import { ensurePgliteTemplate } from '@/server/db/pglite-template';

export default async function setup() {
  await ensurePgliteTemplate();
}
