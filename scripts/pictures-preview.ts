// Renders every generated PPDT/TAT picture into a folder for review, plus a contact sheet per
// test (thumbnails labelled with their ids), and prints timings and sizes.
//
//   npx tsx scripts/pictures-preview.ts [outDir] [--only ppdt-01,tat-07] [--svg]
//
// The default folder is ./tmp/pictures (ignored by git).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  renderScene,
  sceneSpecs,
  sceneToSvg,
  type SceneSpec,
} from '../src/server/features/pictures/generator';

const args = process.argv.slice(2);
const onlyIdx = args.indexOf('--only');
const only = onlyIdx >= 0 ? new Set(args[onlyIdx + 1]?.split(',')) : undefined;
const withSvg = args.includes('--svg');
const positional = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--only');
const outDir = path.resolve(positional[0] ?? 'tmp/pictures');
mkdirSync(outDir, { recursive: true });

const THUMB_W = 320;
const THUMB_H = 224;
const LABEL_H = 22;
const COLS = 5;

function escapeXml(s: string): string {
  return s.replace(
    /[<>&"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c,
  );
}

async function contactSheet(
  items: { scene: SceneSpec; png: Buffer }[],
  file: string,
): Promise<void> {
  const rows = Math.ceil(items.length / COLS);
  const cellH = THUMB_H + LABEL_H;
  const composites: sharp.OverlayOptions[] = [];
  for (const [i, { scene, png }] of items.entries()) {
    const left = (i % COLS) * THUMB_W;
    const top = Math.floor(i / COLS) * cellH;
    composites.push({
      input: await sharp(png)
        .resize(THUMB_W - 4, THUMB_H - 4)
        .png()
        .toBuffer(),
      left: left + 2,
      top: top + 2,
    });
    const label =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMB_W}" height="${LABEL_H}">` +
      `<rect width="100%" height="100%" fill="#fff"/>` +
      `<text x="4" y="16" font-family="DejaVu Sans, Arial, sans-serif" font-size="13" fill="#000">` +
      `${escapeXml(`${scene.id} · ${scene.title}`)}</text></svg>`;
    composites.push({ input: Buffer.from(label), left, top: top + THUMB_H });
  }
  await sharp({
    create: { width: COLS * THUMB_W, height: rows * cellH, channels: 3, background: '#ffffff' },
  })
    .composite(composites)
    .png({ compressionLevel: 9 })
    .toFile(file);
}

const scenes = sceneSpecs.filter((s) => !only || only.has(s.id));
const results: { scene: SceneSpec; png: Buffer; ms: number }[] = [];
const t0 = performance.now();
for (const scene of scenes) {
  const t = performance.now();
  const png = await renderScene(scene);
  const ms = performance.now() - t;
  results.push({ scene, png, ms });
  writeFileSync(path.join(outDir, `${scene.id}.png`), png);
  if (withSvg) writeFileSync(path.join(outDir, `${scene.id}.svg`), sceneToSvg(scene));
  console.log(
    `${scene.id.padEnd(8)} ${ms.toFixed(0).padStart(5)} ms ${(png.length / 1024).toFixed(1).padStart(6)} KB  ${scene.title}`,
  );
}
const total = performance.now() - t0;

for (const test of ['ppdt', 'tat'] as const) {
  const items = results.filter((r) => r.scene.test === test);
  if (!items.length) continue;
  const file = path.join(outDir, `contact-sheet-${test}.png`);
  await contactSheet(items, file);
  console.log(`contact sheet: ${file}`);
}

const sizes = results.map((r) => r.png.length);
const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
console.log(
  `${results.length} pictures in ${total.toFixed(0)} ms: ${avg(results.map((r) => r.ms)).toFixed(0)} ms per picture, ` +
    `size avg ${(avg(sizes) / 1024).toFixed(1)} KB, max ${(Math.max(...sizes) / 1024).toFixed(1)} KB → ${outDir}`,
);
