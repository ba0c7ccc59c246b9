/** Spearman rank correlation, with average ranks for ties (Pearson correlation of the ranks). */

/** 1-based ranks; tied values share the mean of their positions. */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1].v === order[start].v) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k += 1) ranks[order[k].i] = rank;
    start = end + 1;
  }
  return ranks;
}

function pearson(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  const mx = x.reduce((s, v) => s + v, 0) / n;
  const my = y.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
    syy += (y[i] - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? Number.NaN : sxy / Math.sqrt(sxx * syy);
}

/** NaN when either side is constant or fewer than two pairs are given. */
export function spearman(x: readonly number[], y: readonly number[]): number {
  if (x.length !== y.length)
    throw new Error(`spearman: lengths differ (${x.length} vs ${y.length})`);
  if (x.length < 2) return Number.NaN;
  return pearson(averageRanks(x), averageRanks(y));
}
