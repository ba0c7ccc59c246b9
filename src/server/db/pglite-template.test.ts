import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite, ensurePgliteTemplate } from './pglite-template';

const work = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a fresh embedded database from the initdb template', () => {
  it('writes the template once and starts a new data directory from it', async () => {
    const file = path.join(work, 'cache', 'pglite.tar');
    const prepared = async (pglite: PGlite) => {
      await pglite.exec('create table from_template (id int)');
    };
    expect(await ensurePgliteTemplate(file, prepared)).toBe(file);
    expect(existsSync(file)).toBe(true);

    const dir = path.join(work, 'db');
    const db = await createPglite(dir, file);
    // What the template was prepared with is there: nothing ran again to make it.
    expect((await db.query('select * from from_template')).rows).toEqual([]);
    await db.exec('create table kept (id int); insert into kept values (7)');
    await db.close();
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);

    // An existing database is opened as it is, never overwritten by the template.
    const again = await createPglite(dir, file);
    expect((await again.query<{ id: number }>('select id from kept')).rows).toEqual([{ id: 7 }]);
    await again.close();
  });

  it('redoes an extraction that was cut short (no PG_VERSION yet)', async () => {
    const file = path.join(work, 'cache', 'pglite.tar');
    const dir = path.join(work, 'db-cut');
    mkdirSync(path.join(dir, 'base'), { recursive: true });
    writeFileSync(path.join(dir, 'base', 'half-written'), 'x');
    const db = await createPglite(dir, file);
    expect((await db.query('select * from from_template')).rows).toEqual([]);
    await db.close();
  });

  it('falls back to initdb when the template is damaged, in memory and in a directory', async () => {
    const bad = path.join(work, 'bad.tar');
    writeFileSync(bad, 'not a tarball');
    const memory = await createPglite(undefined, bad);
    expect((await memory.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await memory.close();
    const dir = path.join(work, 'db-bad');
    const disk = await createPglite(dir, bad);
    expect((await disk.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await disk.close();
  });
});
