// Renders a scene specification to a greyscale PNG: background by code, figures and objects from
// icon silhouettes redrawn with roughjs (sketchy outline and pencil hatching), rasterised with
// resvg, then hazed with sharp — strongly for PPDT, lightly for TAT.
import { Resvg } from '@resvg/resvg-js';
import { loadSharp } from '../../../lib/sharp';
import { catalogueEntry, type CatalogueEntry } from './catalogue';
import { applyMatrix, loadIcon, transformPath, type Matrix } from './icons';
import { PROP_WIDTH, PROPS } from './props';
import { drawOverlay, drawSetting, frameFor, unitAt, type Frame } from './settings';
import { grey, hashString, prng, Sketch } from './sketch';
import type { PlacedElement, SceneSpec } from './types';

export const PICTURE_WIDTH = 800;
export const PICTURE_HEIGHT = 560;

const BASE_TONE: Record<CatalogueEntry['kind'], number> = {
  person: 0.3,
  animal: 0.36,
  vehicle: 0.4,
  object: 0.38,
  plant: 0.5,
  building: 0.55,
};

/** Lighter with distance (aerial perspective); rooms are shallow, so only a little. */
function distanceTone(f: Frame, y: number, tone: number): number {
  const depth = Math.max(0, Math.min(1, (y - f.horizon) / (f.H - f.horizon)));
  const fade = (1 - depth) ** 2 * (f.indoor ? 0.25 : 0.62);
  return tone + (0.93 - tone) * fade;
}

function drawIcon(
  s: Sketch,
  f: Frame,
  el: PlacedElement,
  entry: CatalogueEntry,
  heightPx: number,
  tone: number,
): void {
  const icon = loadIcon(entry.ref);
  const b = icon.bbox;
  const k = heightPx / (b.y1 - b.y0);
  const flip = el.flip ? -1 : 1;
  const rad = ((el.rotate ?? 0) * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  // icon space → centred on the bbox bottom-centre, scaled, flipped, rotated
  const cx = (b.x0 + b.x1) / 2;
  // squash (lying flat) is applied after rotation, in screen space
  const q = el.squash ?? 1;
  const base: Matrix = [k * flip * cos, k * flip * sin * q, -k * sin, k * cos * q, 0, 0];
  const pre = (x: number, y: number) => applyMatrix(base, x - cx, y - b.y1);
  // rest the rotated shape on the ground: find its lowest point and centre
  let minX = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of [
    [b.x0, b.y0],
    [b.x1, b.y0],
    [b.x0, b.y1],
    [b.x1, b.y1],
  ]) {
    const [px, py] = pre(x, y);
    minX = Math.min(minX, px);
    maxX = Math.max(maxX, px);
    maxY = Math.max(maxY, py);
  }
  const tx = el.x - (minX + maxX) / 2;
  const ty = el.y - maxY;
  const m: Matrix = [
    base[0],
    base[1],
    base[2],
    base[3],
    -cx * base[0] - b.y1 * base[2] + tx,
    -cx * base[1] - b.y1 * base[3] + ty,
  ];
  const widthPx = maxX - minX;

  if (el.shadow ?? entry.grounded ?? true) {
    const sw = Math.min(widthPx * 1.05, heightPx * 1.2);
    s.ellipse(el.x, el.y - 1, sw, Math.max(3, sw * 0.13), {
      stroke: 'none',
      fill: grey(Math.min(0.8, tone + 0.35)),
      fillStyle: 'hachure',
      hachureGap: Math.max(2, heightPx / 70),
      hachureAngle: 10,
      fillWeight: 1,
      roughness: 1.4,
    });
  }

  const sw = Math.max(0.8, Math.min(2.4, heightPx / 110));
  const gap = Math.max(2.2, Math.min(5.5, heightPx / 55));
  for (const part of icon.parts) {
    const d = transformPath(part.segments, m);
    // base tone, then pencil hatching over it, then a sketchy outline
    s.flat(d, grey(tone + 0.22), part.evenOdd);
    if (heightPx > 36) {
      s.path(d, {
        stroke: 'none',
        fill: grey(tone - 0.05),
        fillStyle: 'hachure',
        hachureGap: gap,
        hachureAngle: entry.kind === 'person' ? 60 : -40,
        fillWeight: sw * 0.55,
        roughness: 0.9,
      });
    }
    s.path(d, {
      stroke: grey(tone - 0.2),
      strokeWidth: sw,
      roughness: heightPx > 60 ? 0.7 : 0.4,
      bowing: 0.6,
      fill: undefined,
    });
  }
}

function drawElement(s: Sketch, f: Frame, el: PlacedElement): void {
  const entry = catalogueEntry(el.icon);
  const u =
    (el.size && entry.ref.startsWith('prop:') ? el.size / entry.h : unitAt(f, el.y)) *
    (el.scale ?? 1);
  const tone = el.tone ?? distanceTone(f, el.y, BASE_TONE[entry.kind]);
  if (entry.ref.startsWith('prop:')) {
    const name = entry.ref.slice(5);
    const draw = PROPS[name];
    if (!draw) throw new Error(`unknown prop ${name}`);
    if ((el.shadow ?? entry.grounded ?? true) && name !== 'hut') {
      const w = (PROP_WIDTH[name] ?? 1) * u;
      s.ellipse(el.x, el.y - 1, w * 1.05, Math.max(3, w * 0.1), {
        stroke: 'none',
        fill: grey(Math.min(0.8, tone + 0.35)),
        fillStyle: 'hachure',
        hachureGap: Math.max(2, u / 70),
        hachureAngle: 10,
        fillWeight: 1,
        roughness: 1.4,
      });
    }
    draw(s, el.x, el.y, u, { tone, flip: !!el.flip });
    return;
  }
  drawIcon(s, f, el, entry, el.size ?? entry.h * u, tone);
}

/** Builds the SVG markup of a scene (exposed for debugging and tests). */
export function sceneToSvg(scene: SceneSpec): string {
  const seed = hashString(scene.id);
  const s = new Sketch(seed, PICTURE_WIDTH, PICTURE_HEIGHT);
  const f = frameFor(scene.setting, PICTURE_WIDTH, PICTURE_HEIGHT);
  const scenery = drawSetting(s, f, scene.setting);
  const all = [...scenery.map((e) => ({ ...e, z: e.z ?? -1000 + e.y })), ...scene.elements];
  const ordered = all
    .map((el, i) => ({ el, i }))
    .sort((a, b) => (a.el.z ?? a.el.y) - (b.el.z ?? b.el.y) || a.i - b.i)
    .map(({ el }) => el);
  for (const el of ordered) drawElement(s, f, el);
  const defs = drawOverlay(s, f, scene.setting);
  return s.svg(defs);
}

/** Post-processing: PPDT pictures are blurred, lower in contrast and grainier than TAT ones. */
interface Finish {
  blur: number;
  contrast: number;
  /** Share of pixels speckled, and how strongly (sparse grain keeps the PNG small). */
  speckle: number;
  speckleAmp: number;
  haze: number;
}

const FINISH: Record<SceneSpec['test'], Finish> = {
  ppdt: { blur: 2.4, contrast: 0.86, speckle: 0.04, speckleAmp: 26, haze: 0.14 },
  tat: { blur: 0.55, contrast: 1, speckle: 0.025, speckleAmp: 22, haze: 0 },
};

/** Renders a scene to PNG bytes (greyscale, 800×560). Deterministic for a given scene. */
export async function renderScene(scene: SceneSpec): Promise<Buffer> {
  const svg = sceneToSvg(scene);
  const rendered = new Resvg(svg, {
    background: '#ffffff',
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false },
    shapeRendering: 2,
  }).render();
  const W = rendered.width;
  const H = rendered.height;
  const fin = FINISH[scene.test];
  const sharp = await loadSharp();
  const grey8 = await sharp(Buffer.from(rendered.pixels), {
    raw: { width: W, height: H, channels: 4 },
  })
    .removeAlpha()
    .greyscale()
    .blur(fin.blur)
    .raw()
    .toBuffer();
  // contrast towards light grey, a haze veil, sparse grain and a soft vignette
  const rand = prng(hashString(`${scene.id}:grain`));
  const out = Buffer.alloc(W * H);
  const mid = 200;
  for (let y = 0; y < H; y++) {
    const vy = (y / H - 0.5) * 2;
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const vx = (x / W - 0.5) * 2;
      const vignette = 1 - 0.07 * (vx * vx + vy * vy);
      let v = mid + (grey8[i] - mid) * fin.contrast;
      v = v * (1 - fin.haze) + 235 * fin.haze;
      v *= vignette;
      if (rand() < fin.speckle) v += (rand() - 0.5) * 2 * fin.speckleAmp;
      out[i] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
    }
  }
  return (
    sharp(out, { raw: { width: W, height: H, channels: 1 } })
      // 16 grey levels in a 4-bit palette: a pencil sketch needs no more, and it keeps files small
      .png({ compressionLevel: 9, palette: true, colours: 16, dither: 0.5, effort: 8 })
      .toBuffer()
  );
}
