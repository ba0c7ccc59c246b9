/**
 * Nearest graded answers (learned-v17 on): the training answers' mean word vectors ship in the
 * model file (int8, one byte per dimension), and four features come from the k answers nearest in
 * meaning to a new one: their similarity-weighted grade, the top similarity, the antisocial share
 * among the tagged ones, and the nearest one's grade. Leave-one-round-out on rounds 1–36 (session 11)
 * put WAT's mean 0.886 → 0.898 and SRT's 0.916 → 0.919; `npm run assess:rounds -- --knn` compares.
 */
import { featureNames } from './features';

export const KNN_K = 10;
const Q = 127;

/** As stored in the model file. */
export interface KnnFile {
  k: number;
  dims: number;
  /** n × dims int8 (value / 127 ≈ the unit vector's component), base64. */
  vecs: string;
  /** One digit 1–5 per answer. */
  grades: string;
  /** One character per answer: "1" antisocial, "0" tagged otherwise, "-" untagged. */
  anti: string;
}

export interface Neighbours {
  k: number;
  dims: number;
  n: number;
  vecs: Int8Array;
  grades: Uint8Array;
  /** 1 antisocial, 0 tagged otherwise, −1 untagged. */
  anti: Int8Array;
  /** Per answer, the length of its stored vector past the first SPLIT dimensions (as value / 127). */
  tails: Float64Array;
}

/** `nearest` adds the first SPLIT dimensions, then skips an answer whose bound cannot reach the top k. */
const SPLIT = 50;

function tailNorms(vecs: Int8Array, n: number, dims: number): Float64Array {
  const tails = new Float64Array(n);
  for (let i = 0, o = 0; i < n; i += 1, o += dims) {
    let s = 0;
    for (let c = Math.min(SPLIT, dims); c < dims; c += 1) s += vecs[o + c] * vecs[o + c];
    tails[i] = Math.sqrt(s) / Q;
  }
  return tails;
}

/** One component of a unit vector as stored (clamped int8). */
const quantise = (x: number): number => Math.max(-Q, Math.min(Q, Math.round(x * Q)));

export function encodeNeighbours(
  vecs: readonly ArrayLike<number>[],
  grades: readonly number[],
  anti: readonly (boolean | undefined)[],
  k = KNN_K,
): KnnFile {
  const dims = vecs[0]?.length ?? 0;
  const bytes = new Int8Array(vecs.length * dims);
  vecs.forEach((v, r) => {
    for (let c = 0; c < dims; c += 1) bytes[r * dims + c] = quantise(v[c]);
  });
  return {
    k,
    dims,
    vecs: Buffer.from(bytes.buffer).toString('base64'),
    grades: grades.map((g) => String(Math.round(g))).join(''),
    anti: anti.map((a) => (a === undefined ? '-' : a ? '1' : '0')).join(''),
  };
}

const decoded = new WeakMap<KnnFile, Neighbours>();

export function decodeNeighbours(file: KnnFile): Neighbours {
  let nb = decoded.get(file);
  if (!nb) {
    const buf = Buffer.from(file.vecs, 'base64');
    const vecs = new Int8Array(buf.buffer, buf.byteOffset, buf.length);
    nb = {
      k: file.k,
      dims: file.dims,
      n: file.grades.length,
      vecs,
      tails: tailNorms(vecs, file.grades.length, file.dims),
      grades: Uint8Array.from(file.grades, (c) => Number(c)),
      anti: Int8Array.from(file.anti, (c) => (c === '-' ? -1 : c === '1' ? 1 : 0)),
    };
    decoded.set(file, nb);
  }
  return nb;
}

/** Similarity of a query (unit vector) to stored answer `i`. */
export function similarity(nb: Neighbours, v: ArrayLike<number>, i: number): number {
  let s = 0;
  const o = i * nb.dims;
  for (let c = 0; c < nb.dims; c += 1) s += v[c] * nb.vecs[o + c];
  return s / Q;
}

/** The four features from a list of (similarity, answer index), most similar first. */
export function featuresOf(nb: Neighbours, top: readonly { s: number; i: number }[]): number[] {
  if (top.length === 0) return [3, 0, 0, 3];
  let w = 0;
  let g = 0;
  let tagged = 0;
  let anti = 0;
  for (const t of top) {
    const wt = Math.max(t.s, 0) + 1e-6;
    w += wt;
    g += wt * nb.grades[t.i];
    if (nb.anti[t.i] >= 0) {
      tagged += 1;
      anti += nb.anti[t.i];
    }
  }
  return [g / w, top[0].s, tagged ? anti / tagged : 0, nb.grades[top[0].i]];
}

/**
 * The k most similar stored answers, most similar first (`skip`: an index left out). The hot loop
 * of scoring (half the time of a WAT answer with learned-v21's 10 472 stored answers): once k are
 * held, an answer whose first SPLIT dimensions plus the largest the rest could add (Cauchy–Schwarz:
 * the two tails' lengths multiplied) cannot pass the k-th is skipped, about three in four on the
 * shipped vectors. The others add in the same order as `similarity`, to the same bits.
 */
export function nearest(
  nb: Neighbours,
  v: ArrayLike<number>,
  k = nb.k,
  skip = -1,
): { s: number; i: number }[] {
  const { vecs, dims, n, tails } = nb;
  const q = Float64Array.from({ length: dims }, (_, c) => v[c]);
  const split = Math.min(SPLIT, dims);
  let qTail = 0;
  for (let c = split; c < dims; c += 1) qTail += q[c] * q[c];
  qTail = Math.sqrt(qTail) * (1 + 1e-9);
  const top: { s: number; i: number }[] = [];
  let floor = -Infinity;
  for (let i = 0, o = 0; i < n; i += 1, o += dims) {
    if (i === skip) continue;
    let dot = 0;
    for (let c = 0; c < split; c += 1) dot += q[c] * vecs[o + c];
    if (dot / Q + qTail * tails[i] + 1e-9 <= floor) continue;
    for (let c = split; c < dims; c += 1) dot += q[c] * vecs[o + c];
    const s = dot / Q;
    if (top.length === k && s <= floor) continue;
    let at = top.length < k ? top.length : k - 1;
    while (at > 0 && top[at - 1].s < s) {
      top[at] = top[at - 1];
      at -= 1;
    }
    top[at] = { s, i };
    if (top.length === k) floor = top[k - 1].s;
  }
  return top;
}

let embAt: number | undefined;

/** The answer's unit mean word vector, read from its base features (emb_0 … emb_{dims−1}). */
export function answerVector(base: readonly number[], dims: number): Float32Array {
  embAt ??= featureNames().indexOf('emb_0');
  return Float32Array.from(base.slice(embAt, embAt + dims));
}

export function knnFeatures(nb: Neighbours, base: readonly number[]): number[] {
  return featuresOf(nb, nearest(nb, answerVector(base, nb.dims)));
}
