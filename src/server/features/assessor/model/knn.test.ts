import { describe, expect, it } from 'vitest';
import { judge } from '../rubric/assess';
import { dims } from './embeddings';
import { features } from './features';
import {
  answerVector,
  decodeNeighbours,
  encodeNeighbours,
  featuresOf,
  knnFeatures,
  nearest,
} from './knn';
import { loadModel, predict, type ModelFile } from './learned';

const unit = (xs: number[]) => {
  const n = Math.hypot(...xs);
  return xs.map((x) => x / n);
};

describe('nearest graded answers', () => {
  const vecs = [unit([1, 0, 0]), unit([0.9, 0.1, 0]), unit([0, 1, 0]), unit([0, 0, 1])];
  const file = encodeNeighbours(vecs, [5, 4, 1, 2], [false, undefined, true, false], 2);

  it('round-trips through the stored form and finds the most similar first', () => {
    const nb = decodeNeighbours(file);
    expect(nb.n).toBe(4);
    const top = nearest(nb, unit([1, 0.05, 0]));
    expect(top.map((t) => t.i)).toEqual([0, 1]);
    expect(top[0].s).toBeGreaterThan(0.98);
    // Leaving one answer out (a training answer scoring itself) takes the next one.
    expect(nearest(nb, unit([1, 0.05, 0]), 2, 0).map((t) => t.i)).toEqual([1, 2]);
  });

  it('turns the neighbours into a weighted grade, top similarity, antisocial share, nearest grade', () => {
    const nb = decodeNeighbours(file);
    const near = featuresOf(nb, nearest(nb, unit([0.05, 1, 0]), 2));
    expect(near[3]).toBe(1);
    expect(near[0]).toBeLessThan(2.5);
    // Of the two neighbours (answers 2 and 1) only answer 2 is tagged, and it is antisocial.
    expect(near[2]).toBe(1);
    const far = featuresOf(nb, nearest(nb, unit([1, 0, 0.01]), 2));
    expect(far[0]).toBeGreaterThan(4.4);
    expect(far[2]).toBe(0);
  });

  it('reads the answer vector from the features, so a copied training answer is its own nearest', () => {
    const text = 'Organised the boys to clear the drain before the rain';
    const j = judge('wat', { stimulus: 'Rain', response: text }, {});
    const base = features(j, 'Rain', text);
    const v = answerVector(base, dims());
    expect(Math.hypot(...v)).toBeCloseTo(1, 3);
    const other = answerVector(
      features(
        judge('wat', { stimulus: 'Rain', response: 'I hate rain' }, {}),
        'Rain',
        'I hate rain',
      ),
      dims(),
    );
    const nb = decodeNeighbours(encodeNeighbours([other, v], [1, 5], [true, false], 1));
    expect(knnFeatures(nb, base)).toEqual([expect.closeTo(5, 3), expect.closeTo(1, 1), 0, 5]);
  });

  it('the shipped model carries neighbours for WAT and SRT and its predictions use them', () => {
    const model = loadModel() as ModelFile;
    for (const group of ['wat', 'srt'] as const) {
      const g = model.groups[group];
      expect(g?.knn, group).toBeDefined();
      const nb = decodeNeighbours(g!.knn!);
      expect(nb.n).toBeGreaterThan(1000);
      expect(nb.vecs.length).toBe(nb.n * dims());
    }
    const stimulus = 'Hill';
    const response = 'Went up the hill with friends on leave and cleaned the trail.';
    const j = judge('wat', { stimulus, response }, {});
    const v = answerVector(features(j, stimulus, response), dims());
    // The same answer among its neighbours graded 1 (antisocial) or 5: the learned grade follows.
    const withNeighbour = (grade: number, anti: boolean): ModelFile => ({
      ...model,
      groups: {
        ...model.groups,
        wat: {
          ...model.groups.wat!,
          knn: encodeNeighbours(Array(10).fill(v), Array(10).fill(grade), Array(10).fill(anti)),
        },
      },
    });
    const low = predict('wat', j, stimulus, response, withNeighbour(1, true))!;
    const high = predict('wat', j, stimulus, response, withNeighbour(5, false))!;
    expect(high.expected).toBeGreaterThan(low.expected);
  });
});
