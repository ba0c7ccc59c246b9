/**
 * A fresh embedded database starts from a tarball of a data directory that has been through
 * initdb, our committed migrations and pg-boss's schema (issue 18: initdb and the migrations were
 * ~1–2 s of every first start and of every test file's database). Nothing else is in it: the
 * migrator and pg-boss still check (and find nothing to do) and the seed runs as on any start.
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
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** How templates are made here: a new one when that changes (2: checkpointed before the dump). */
const FORMAT = 't2';

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
  return path.join(dir, '..', '..', '.cache', 'ssbprep', `pglite-${version}-${FORMAT}-${key}.tar`);
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
    // Everything written so far goes to the data files now: otherwise each database started from
    // the template replays the whole write-ahead log (initdb, migrations) in crash recovery
    // before it answers (~0.3 s of every first start, issue 18).
    await pglite.exec('CHECKPOINT');
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
      if (!dir) return await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) });
      // Written by node, not through PGlite's `loadDataDir`: that writes each file through the
      // wasm module's file system, ~1 s of a first start against ~0.1 s (issue 18).
      extractTar(readFileSync(file), dir);
      return await PGlite.create(dir);
    } catch {
      // A damaged or foreign template: start over with initdb on an empty directory.
      if (dir) for (const f of readdirSync(dir)) rmSync(path.join(dir, f), { recursive: true });
    }
  }
  return dir ? PGlite.create(dir) : PGlite.create();
}

/**
 * Writes a tarball made by PGlite's `dumpDataDir` (ustar: regular files and directories) into
 * `dir`, `PG_VERSION` last: a directory is only taken for a database once it is complete, so an
 * extraction cut short is redone on the next start.
 */
export function extractTar(tar: Buffer, dir: string): void {
  const root = path.resolve(dir);
  mkdirSync(root, { recursive: true });
  let last: { file: string; data: Buffer; mode: number; mtime: number } | undefined;
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break; // the end-of-archive blocks
    const field = (start: number, length: number) =>
      header.toString('latin1', start, start + length).replace(/\0.*$/s, '');
    const octal = (start: number, length: number) => {
      const text = field(start, length).trim();
      if (!/^[0-7]+$/.test(text)) throw new Error('not a tarball');
      return parseInt(text, 8);
    };
    const prefix = field(345, 155);
    const name = (prefix ? `${prefix}/` : '') + field(0, 100);
    const size = octal(124, 12);
    const type = field(156, 1) || '0';
    const mode = octal(100, 8) & 0o777;
    const mtime = octal(136, 12);
    const target = path.resolve(root, name.replace(/^\/+/, ''));
    if (target !== root && !target.startsWith(root + path.sep)) throw new Error('not a data dir');
    const data = tar.subarray(at + 512, at + 512 + size);
    if (data.length !== size) throw new Error('tarball cut short');
    if (type === '5') {
      mkdirSync(target, { recursive: true, mode });
    } else if (type === '0') {
      mkdirSync(path.dirname(target), { recursive: true });
      if (path.relative(root, target) === 'PG_VERSION') last = { file: target, data, mode, mtime };
      else writeEntry(target, data, mode, mtime);
    } else {
      throw new Error(`unexpected tar entry type ${type}`);
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
  if (!last) throw new Error('not a PostgreSQL data directory');
  writeEntry(last.file, last.data, last.mode, last.mtime);
}

function writeEntry(file: string, data: Buffer, mode: number, mtime: number): void {
  writeFileSync(file, data, { mode });
  utimesSync(file, mtime, mtime);
}
