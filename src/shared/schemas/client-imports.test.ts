import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Importing a value from a schema module builds its zod schemas at load, so zod (~25 KB gzip)
// ships with the importing chunk (issue 18: it reached /wat through a constant). The UI takes
// constants from plain modules (practice-rules.ts, upload-limits.ts, rooms.ts, ...) and imports
// from schemas/ only the schemas a form validates with, or types (erased at build).
const CLIENT_DIR = fileURLToPath(new URL('../../client', import.meta.url));
// The PIQ page validates its whole form with piqInputSchema, so zod loads there anyway.
const ZOD_PAGES = new Set(['piq']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Value (non-type) names a file imports from `@/shared/schemas/<module>`. */
export function schemaValueImports(source: string): { module: string; name: string }[] {
  const found: { module: string; name: string }[] = [];
  for (const m of source.matchAll(
    /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@\/shared\/schemas\/([\w-]+)'/g,
  )) {
    if (m[1]) continue;
    for (const item of m[2].split(',').map((s) => s.trim())) {
      if (item && !item.startsWith('type ')) found.push({ module: m[3], name: item });
    }
  }
  return found;
}

describe('client imports from shared/schemas', () => {
  it('finds value imports and ignores type imports', () => {
    expect(
      schemaValueImports(
        "import type { A } from '@/shared/schemas/x';\nimport { B, type C,\n D } from '@/shared/schemas/y';",
      ),
    ).toEqual([
      { module: 'y', name: 'B' },
      { module: 'y', name: 'D' },
    ]);
  });

  it('imports only schemas (for forms) as values, never constants', () => {
    const offenders = sourceFiles(CLIENT_DIR).flatMap((file) =>
      schemaValueImports(readFileSync(file, 'utf8'))
        .filter(({ module, name }) => !ZOD_PAGES.has(module) && !/Schema$/.test(name))
        .map(({ module, name }) => `${path.relative(CLIENT_DIR, file)}: ${name} from ${module}`),
    );
    expect(offenders).toEqual([]);
  });
});
