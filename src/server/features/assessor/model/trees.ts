/**
 * Gradient-boosted regression trees (squared error) on the grade: the non-linear half of the
 * learned scorer (interactions the linear ordinal model cannot express, e.g. a fear word in an
 * answer that also acts). Depth 2 up to learned-v17, 4 from v19. Deterministic: exact greedy
 * splits over pre-sorted features.
 */
export type Node = number | [feature: number, threshold: number, left: Node, right: Node];

export interface Forest {
  base: number;
  rate: number;
  trees: Node[];
}

const MIN_LEAF = 8;

function predictNode(n: Node, x: readonly number[]): number {
  let node: Node = n;
  for (;;) {
    if (typeof node === 'number') return node;
    node = x[node[0]] <= node[1] ? node[2] : node[3];
  }
}

export function predictForest(f: Forest, x: readonly number[]): number {
  return f.trees.reduce<number>((s, t) => s + f.rate * predictNode(t, x), f.base);
}

function grow(
  xs: readonly number[][],
  res: readonly number[],
  orders: readonly number[][],
  member: Uint8Array,
  depth: number,
): Node {
  let n = 0;
  let sum = 0;
  for (let i = 0; i < res.length; i += 1) if (member[i]) [n, sum] = [n + 1, sum + res[i]];
  const leaf = n > 0 ? sum / n : 0;
  if (depth === 0 || n < 2 * MIN_LEAF) return round(leaf);
  let best = { gain: 1e-9, f: -1, t: 0 };
  for (let f = 0; f < orders.length; f += 1) {
    let ln = 0;
    let ls = 0;
    const order = orders[f];
    for (let k = 0; k < order.length - 1; k += 1) {
      const i = order[k];
      if (!member[i]) continue;
      ln += 1;
      ls += res[i];
      let next = k + 1;
      while (next < order.length && !member[order[next]]) next += 1;
      if (next >= order.length) break;
      const v = xs[i][f];
      const w = xs[order[next]][f];
      if (v === w || ln < MIN_LEAF || n - ln < MIN_LEAF) continue;
      const gain = (ls * ls) / ln + ((sum - ls) * (sum - ls)) / (n - ln) - (sum * sum) / n;
      if (gain > best.gain) best = { gain, f, t: (v + w) / 2 };
    }
  }
  if (best.f < 0) return round(leaf);
  const left = new Uint8Array(member.length);
  const right = new Uint8Array(member.length);
  for (let i = 0; i < member.length; i += 1)
    if (member[i]) (xs[i][best.f] <= best.t ? left : right)[i] = 1;
  return [
    best.f,
    round(best.t),
    grow(xs, res, orders, left, depth - 1),
    grow(xs, res, orders, right, depth - 1),
  ];
}

export function fitForest(
  xs: readonly number[][],
  ys: readonly number[],
  o: { trees: number; rate: number; depth?: number },
): Forest {
  const base = ys.reduce((s, y) => s + y, 0) / Math.max(1, ys.length);
  const d = xs[0]?.length ?? 0;
  const orders = Array.from({ length: d }, (_, f) =>
    xs.map((_, i) => i).sort((a, b) => xs[a][f] - xs[b][f] || a - b),
  );
  const pred = ys.map(() => base);
  const all = new Uint8Array(ys.length).fill(1);
  const trees: Node[] = [];
  for (let t = 0; t < o.trees; t += 1) {
    const res = ys.map((y, i) => y - pred[i]);
    const tree = grow(xs, res, orders, all, o.depth ?? 2);
    trees.push(tree);
    xs.forEach((x, i) => (pred[i] += o.rate * predictNode(tree, x)));
  }
  return { base: round(base), rate: o.rate, trees };
}

function round(v: number): number {
  return Number(v.toPrecision(5));
}
