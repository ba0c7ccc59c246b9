/**
 * A fresh embedded database starts from a tarball of a data directory that has been through
 * initdb and our committed migrations (issue 18: initdb and the migrations were ~1–2 s of every
 * first start and of every test file's database; loading the tarball takes ~0.3 s). Nothing else
 * is in it: the migrator still checks (and finds nothing to do) and the seed runs as on any start.
 * One file per PGlite version and migrations journal, under node_modules/.cache/, written by
 * `ensureDatabaseTemplate()` in client.ts (the server build, the node test setup and the e2e
 * runner call it); without it, or if loading it fails, PGlite runs initdb and the migrations run.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** The template for this PGlite version and `key` (what the template's preparation depends on). */
export function templateFile(key: string): string {
  // The package's own directory (its package.json is not an export): up from its entry point.
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir)
    dir = path.dirname(dir);
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  // node_modules/@electric-sql/pglite → node_modules/.cache/ssbprep/
  return path.join(dir, '..', '..', '.cache', 'ssbprep', `pglite-${version}-${key}.tar`);
}

/** Writes the template unless it exists: a new in-memory database, `prepare`d, dumped. */
export async function ensurePgliteTemplate(
  file: string,
  prepare: (pglite: PGlite) => Promise<void> = async () => {},
): Promise<string> {
  if (existsSync(file)) return file;
  const pglite = await PGlite.create();
  try {
    await prepare(pglite);
    const tar = await pglite.dumpDataDir('none');
    mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await tar.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await pglite.close();
  }
  return file;
}

/** Opens PGlite in `dir` (undefined: in memory), from the template when the database is new. */
export async function createPglite(dir: string | undefined, file: string | null): Promise<PGlite> {
  const fresh = !dir || !existsSync(path.join(dir, 'PG_VERSION'));
  if (fresh && file && existsSync(file)) {
    try {
      const loadDataDir = new Blob([readFileSync(file)]);
      return dir ? await PGlite.create(dir, { loadDataDir }) : await PGlite.create({ loadDataDir });
    } catch {
      // A damaged or foreign template: start over with initdb on an empty directory.
      if (dir) for (const f of readdirSync(dir)) rmSync(path.join(dir, f), { recursive: true });
    }
  }
  return dir ? PGlite.create(dir) : PGlite.create();
}
