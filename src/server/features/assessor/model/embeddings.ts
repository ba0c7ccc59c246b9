/**
 * The distilled word-embedding table (scripts/assess-distil-embeddings.ts): int8 vectors with one
 * scale each, decoded once on first use into a Float32Array of unit vectors (≈8 MB for 20k words).
 */
import { readFileSync } from 'node:fs';

interface Table {
  dims: number;
  index: Map<string, number>;
  unit: Float32Array;
}

interface TableFile {
  source: string;
  dims: number;
  words: string[];
  scales: number[];
  data: string;
}

let table: Table | null = null;

function load(): Table {
  const file = JSON.parse(
    readFileSync(new URL('./embeddings.json', import.meta.url), 'utf8'),
  ) as TableFile;
  const bytes = new Int8Array(Buffer.from(file.data, 'base64'));
  const unit = new Float32Array(bytes.length);
  const index = new Map<string, number>();
  file.words.forEach((w, r) => {
    index.set(w, r);
    let norm = 0;
    for (let c = 0; c < file.dims; c += 1) norm += bytes[r * file.dims + c] ** 2;
    const inv = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let c = 0; c < file.dims; c += 1) unit[r * file.dims + c] = bytes[r * file.dims + c] * inv;
  });
  return { dims: file.dims, index, unit };
}

function t(): Table {
  table ??= load();
  return table;
}

export function dims(): number {
  return t().dims;
}

/** The unit vector of a word (tried as written, then its lemma), or null when unknown. */
export function vectorOf(word: string, lemma?: string): Float32Array | null {
  const { index, unit, dims: d } = t();
  const r = index.get(word.toLowerCase()) ?? (lemma ? index.get(lemma.toLowerCase()) : undefined);
  return r === undefined ? null : unit.subarray(r * d, (r + 1) * d);
}

/** Mean of the given vectors, normalised to unit length (zeros when none). */
export function meanUnit(vectors: readonly Float32Array[]): Float32Array {
  const out = new Float32Array(dims());
  for (const v of vectors) for (let c = 0; c < out.length; c += 1) out[c] += v[c];
  let norm = 0;
  for (let c = 0; c < out.length; c += 1) norm += out[c] ** 2;
  if (norm > 0) for (let c = 0; c < out.length; c += 1) out[c] /= Math.sqrt(norm);
  return out;
}

export function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let c = 0; c < a.length; c += 1) s += a[c] * b[c];
  return s;
}

/** Words of a text that have vectors (lower-case regex tokens); for stimuli and seed lists. */
export function textVectors(text: string): Float32Array[] {
  return (text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [])
    .filter((w) => !STOP.has(w))
    .map((w) => vectorOf(w))
    .filter((v): v is Float32Array => v !== null);
}

export const STOP = new Set(
  (
    'a an the and or but if of to in on at by for with from as is am are was were be been being ' +
    'this that these those it its he she they them his her their i me my we us our you your ' +
    'do did does done have has had so then than there here very just also too into up out about'
  ).split(' '),
);
