import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import {
  iconAttributions,
  PICTURE_HEIGHT,
  PICTURE_WIDTH,
  renderScene,
  sceneSpecs,
  type SceneSpec,
} from './index';
import { loadIcon } from './icons';

/** Mean absolute Laplacian of the greyscale image: higher means sharper edges. */
async function sharpness(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const w = info.width;
  let sum = 0;
  let n = 0;
  for (let y = 1; y < info.height - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      sum += Math.abs(4 * data[i] - data[i - 1] - data[i + 1] - data[i - w] - data[i + w]);
      n++;
    }
  }
  return sum / n;
}

async function expectGreyscalePng(png: Buffer): Promise<void> {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  const meta = await sharp(png).metadata();
  expect(meta.format).toBe('png');
  expect(meta.width).toBe(PICTURE_WIDTH);
  expect(meta.height).toBe(PICTURE_HEIGHT);
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  if (info.channels >= 3) {
    for (let i = 0; i < data.length; i += info.channels) {
      if (data[i] !== data[i + 1] || data[i] !== data[i + 2])
        throw new Error(`pixel ${i / info.channels} is not grey`);
    }
  } else {
    expect(info.channels).toBe(1);
  }
}

const byTest = (test: SceneSpec['test']) => sceneSpecs.filter((s) => s.test === test);
// A small spread of settings for the (slower) rendering checks.
const sample = [
  'ppdt-01',
  'ppdt-02',
  'ppdt-08',
  'ppdt-26',
  'tat-01',
  'tat-05',
  'tat-14',
  'tat-28',
].map((id) => sceneSpecs.find((s) => s.id === id)!);

describe('picture bank specifications', () => {
  it('has at least 40 PPDT and 40 TAT scenes with distinct ids', () => {
    expect(byTest('ppdt').length).toBeGreaterThanOrEqual(40);
    expect(byTest('tat').length).toBeGreaterThanOrEqual(40);
    const ids = sceneSpecs.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of sceneSpecs) expect(s.id).toMatch(new RegExp(`^${s.test}-\\d{2}$`));
  });

  it('gives every scene a setting, placed elements with people, and a 2–3 sentence description', () => {
    for (const s of sceneSpecs) {
      expect(s.setting.kind, s.id).toBeTruthy();
      expect(s.elements.length, s.id).toBeGreaterThan(0);
      expect(
        s.elements.some((e) => CATALOGUE[e.icon]?.kind === 'person'),
        `${s.id} has a person`,
      ).toBe(true);
      const text = s.description.trim();
      expect(text.length, s.id).toBeGreaterThan(40);
      const sentences = text.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, `${s.id}: ${text}`).toBeGreaterThanOrEqual(1);
      expect(sentences.length, `${s.id}: ${text}`).toBeLessThanOrEqual(3);
    }
  });

  it('uses only catalogue entries whose icons load', () => {
    for (const s of sceneSpecs) {
      for (const e of s.elements) {
        const entry = CATALOGUE[e.icon];
        expect(entry, `${s.id}: ${e.icon}`).toBeDefined();
        if (!entry.ref.startsWith('prop:'))
          expect(loadIcon(entry.ref).parts.length).toBeGreaterThan(0);
      }
    }
  });

  it('credits each icon set used with its licence and author from the package metadata', () => {
    const attributions = iconAttributions();
    expect(attributions.length).toBeGreaterThan(0);
    const sets = new Set(attributions.map((a) => a.package));
    for (const entry of Object.values(CATALOGUE)) {
      if (entry.ref.startsWith('prop:')) continue;
      const used = sceneSpecs.some((s) => s.elements.some((e) => CATALOGUE[e.icon] === entry));
      if (!used) continue;
      const prefix = entry.ref.split(':')[0];
      const pkg = {
        gi: '@iconify-json/game-icons',
        hi: '@iconify-json/healthicons',
        fa: '@iconify-json/fa6-solid',
        ms: '@iconify-json/material-symbols',
        mdi: '@iconify-json/mdi',
      }[prefix];
      expect(sets.has(pkg!), `${entry.ref} credited`).toBe(true);
    }
    for (const a of attributions) {
      expect(a.license).toMatch(/\S/);
      expect(a.author).toMatch(/\S/);
    }
  });
});

describe('renderScene', () => {
  it('renders sample scenes as greyscale 800×560 PNGs under 120 KB', async () => {
    for (const scene of sample) {
      const png = await renderScene(scene);
      await expectGreyscalePng(png);
      expect(png.length, scene.id).toBeLessThan(120 * 1024);
    }
  });

  it('is deterministic', async () => {
    for (const scene of [sample[0], sample[4]]) {
      const a = await renderScene(scene);
      const b = await renderScene(structuredClone(scene));
      expect(a.equals(b), scene.id).toBe(true);
    }
  });

  it('draws PPDT pictures blurrier than TAT ones, also for the very same scene', async () => {
    const ppdt = await Promise.all(sample.filter((s) => s.test === 'ppdt').map(renderScene));
    const tat = await Promise.all(sample.filter((s) => s.test === 'tat').map(renderScene));
    const ppdtSharpness = await Promise.all(ppdt.map(sharpness));
    const tatSharpness = await Promise.all(tat.map(sharpness));
    expect(Math.max(...ppdtSharpness)).toBeLessThan(Math.min(...tatSharpness));

    const scene = sample[0];
    const asTat = await renderScene({ ...scene, test: 'tat' });
    expect(await sharpness(await renderScene(scene))).toBeLessThan((await sharpness(asTat)) * 0.7);
  });
});
