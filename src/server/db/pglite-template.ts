/**
 * A fresh embedded database starts from a tarball of PGlite's own initial data directory instead
 * of running initdb (issue 18: initdb was ~1–2 s of every first start and of every test file's
 * database; loading the tarball takes ~0.3 s). The tarball is PGlite's pristine initdb output,
 * nothing of ours: migrations and the seed still run as on any start. It is written once per
 * PGlite version under node_modules/.cache/ by `ensurePgliteTemplate()` (the server build, the
 * test setup and the e2e runner call it); without it, or if loading it fails, PGlite runs initdb.
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

export function templateFile(): string {
  // The package's own directory (its package.json is not an export): up from its entry point.
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir)
    dir = path.dirname(dir);
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  // node_modules/@electric-sql/pglite → node_modules/.cache/ssbprep/
  return path.join(dir, '..', '..', '.cache', 'ssbprep', `pglite-${version}.tar`);
}

/** The template's path, or null when it cannot be named (never a reason not to start). */
function defaultTemplate(): string | null {
  try {
    return templateFile();
  } catch {
    return null;
  }
}

/** Writes the template for this PGlite version unless it exists; answers its path. */
export async function ensurePgliteTemplate(file = templateFile()): Promise<string> {
  if (existsSync(file)) return file;
  const pglite = await PGlite.create();
  try {
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
export async function createPglite(dir?: string, file = defaultTemplate()): Promise<PGlite> {
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
