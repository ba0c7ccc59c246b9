/**
 * All-threshold ordinal logistic regression in plain TypeScript: P(grade > k) = σ(w·x − θk) for
 * k = 1…4, one weight vector shared by the four thresholds, L2-penalised, fitted by full-batch
 * Adam from zeros (deterministic). Also a plain logistic classifier for the safety floor.
 */
export interface Standard {
  mean: number[];
  std: number[];
}

export interface OrdinalModel extends Standard {
  weights: number[];
  thresholds: number[];
}

export interface LogisticModel extends Standard {
  weights: number[];
  bias: number;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function standardise(rows: readonly number[][]): Standard {
  const d = rows[0]?.length ?? 0;
  const mean = new Array<number>(d).fill(0);
  const std = new Array<number>(d).fill(0);
  for (const r of rows) r.forEach((v, c) => (mean[c] += v / rows.length));
  for (const r of rows) r.forEach((v, c) => (std[c] += (v - mean[c]) ** 2 / rows.length));
  return { mean: mean.map(round), std: std.map((v) => round(Math.sqrt(v) || 1)) };
}

function scaled(x: readonly number[], s: Standard): number[] {
  return x.map((v, c) => (v - s.mean[c]) / s.std[c]);
}

function dotw(w: readonly number[], x: readonly number[]): number {
  let z = 0;
  for (let c = 0; c < x.length; c += 1) z += w[c] * x[c];
  return z;
}

interface FitOptions {
  lambda: number;
  iterations?: number;
  rate?: number;
}

/** Adam over a parameter vector given a gradient function. */
function adam(p: number[], grad: (p: number[]) => number[], iterations: number, rate: number) {
  const m = new Array<number>(p.length).fill(0);
  const v = new Array<number>(p.length).fill(0);
  for (let t = 1; t <= iterations; t += 1) {
    const g = grad(p);
    for (let i = 0; i < p.length; i += 1) {
      m[i] = 0.9 * m[i] + 0.1 * g[i];
      v[i] = 0.999 * v[i] + 0.001 * g[i] * g[i];
      p[i] -= (rate * (m[i] / (1 - 0.9 ** t))) / (Math.sqrt(v[i] / (1 - 0.999 ** t)) + 1e-8);
    }
  }
}

export function fitOrdinal(rows: number[][], grades: number[], o: FitOptions): OrdinalModel {
  const s = standardise(rows);
  const xs = rows.map((r) => scaled(r, s));
  const d = s.mean.length;
  const p = [...new Array<number>(d).fill(0), -1.5, -0.5, 0.5, 1.5];
  const grad = (q: number[]) => {
    const g = new Array<number>(q.length).fill(0);
    xs.forEach((x, i) => {
      const z = dotw(q, x);
      for (let k = 0; k < 4; k += 1) {
        const err = sigmoid(z - q[d + k]) - (grades[i] > k + 1 ? 1 : 0);
        for (let c = 0; c < d; c += 1) g[c] += (err * x[c]) / xs.length;
        g[d + k] -= err / xs.length;
      }
    });
    for (let c = 0; c < d; c += 1) g[c] += o.lambda * q[c];
    return g;
  };
  adam(p, grad, o.iterations ?? 300, o.rate ?? 0.05);
  return { ...s, weights: p.slice(0, d).map(round), thresholds: p.slice(d).map(round) };
}

/** Expected grade, 1–5 (continuous). */
export function expectedGrade(m: OrdinalModel, x: readonly number[]): number {
  const z = dotw(m.weights, scaled(x, m));
  return 1 + m.thresholds.reduce((sum, th) => sum + sigmoid(z - th), 0);
}

export function fitLogistic(rows: number[][], labels: boolean[], o: FitOptions): LogisticModel {
  const s = standardise(rows);
  const xs = rows.map((r) => scaled(r, s));
  const d = s.mean.length;
  const positive = labels.filter(Boolean).length;
  // Balance the classes so the rare antisocial class is not drowned out.
  const wPos = positive > 0 ? labels.length / (2 * positive) : 1;
  const wNeg = positive < labels.length ? labels.length / (2 * (labels.length - positive)) : 1;
  const p = new Array<number>(d + 1).fill(0);
  const grad = (q: number[]) => {
    const g = new Array<number>(q.length).fill(0);
    xs.forEach((x, i) => {
      const err = (sigmoid(dotw(q, x) + q[d]) - (labels[i] ? 1 : 0)) * (labels[i] ? wPos : wNeg);
      for (let c = 0; c < d; c += 1) g[c] += (err * x[c]) / xs.length;
      g[d] += err / xs.length;
    });
    for (let c = 0; c < d; c += 1) g[c] += o.lambda * q[c];
    return g;
  };
  adam(p, grad, o.iterations ?? 300, o.rate ?? 0.05);
  return { ...s, weights: p.slice(0, d).map(round), bias: round(p[d]) };
}

export function probability(m: LogisticModel, x: readonly number[]): number {
  return sigmoid(dotw(m.weights, scaled(x, m)) + m.bias);
}

function round(v: number): number {
  return Number(v.toPrecision(5));
}
