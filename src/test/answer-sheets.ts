import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

/**
 * Photographed answer sheets made here, for the OCR accuracy figure (npm run ocr:eval) and its
 * test: numbered answers in handwriting-like fonts (shipped in @fontsource packages), on ruled
 * paper with texture, then turned, shadowed, slightly blurred and saved as a phone's JPEG.
 */
export const HAND_FONTS = [
  {
    family: 'Patrick Hand',
    pkg: '@fontsource/patrick-hand',
    file: 'patrick-hand-latin-400-normal.woff',
  },
  { family: 'Kalam', pkg: '@fontsource/kalam', file: 'kalam-latin-400-normal.woff' },
  {
    family: 'Indie Flower',
    pkg: '@fontsource/indie-flower',
    file: 'indie-flower-latin-400-normal.woff',
  },
  { family: 'Caveat', pkg: '@fontsource/caveat', file: 'caveat-latin-400-normal.woff' },
] as const;

export const ANSWERS = [
  'Courage grows when fear is faced',
  'A good team shares the load',
  'Discipline makes a soldier reliable',
  'Friends help each other in trouble',
  'Hard work brings success in time',
  'Failure teaches us to try again',
  'Leaders take care of their men',
  'Honesty earns the trust of others',
  'I will inform the police at once',
  'Mother taught me to respect elders',
  'The village needs clean water',
  'Sports build stamina and spirit',
  'Our nation is proud of its army',
  'He calmly organised the rescue',
  'Books open the mind to new ideas',
  'She stayed calm and found a way',
  'Patience helps in solving problems',
  'Duty comes before personal comfort',
  'Planning saves time and effort',
  'The river was crossed with a raft',
  'Helping the injured is my first duty',
  'Teachers guide us to the right path',
  'A healthy body keeps the mind sharp',
  'Sharing knowledge makes it grow',
  'He took charge when the bus broke down',
  'Rain brings joy to the farmers',
  'Victory belongs to the determined',
  'I will study harder for the exam',
  'Respect for rules keeps order',
  'We cleaned the park together',
];

/** A small deterministic generator: the same seed always makes the same sheets. */
export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** WOFF 1.0 → TrueType (the renderer reads sfnt fonts): zlib-inflate each table and lay it out. */
export function woffToTtf(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const pow = 2 ** Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(pow * 16, 6);
  header.writeUInt16BE(Math.log2(pow), 8);
  header.writeUInt16BE(numTables * 16 - pow * 16, 10);
  let offset = header.length;
  const bodies: Buffer[] = [];
  tables.forEach((t, i) => {
    const rec = 12 + i * 16;
    t.tag.copy(header, rec);
    header.writeUInt32BE(t.checksum, rec + 4);
    header.writeUInt32BE(offset, rec + 8);
    header.writeUInt32BE(t.data.length, rec + 12);
    const padded = Buffer.alloc(Math.ceil(t.data.length / 4) * 4);
    t.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

let fontFiles: string[] | undefined;
/** The handwriting fonts as TTF files in a temporary folder (converted once per process). */
export function handFontFiles(): string[] {
  if (fontFiles) return fontFiles;
  const require = createRequire(import.meta.url);
  const dir = path.join(tmpdir(), 'ssb-hand-fonts');
  mkdirSync(dir, { recursive: true });
  fontFiles = HAND_FONTS.map((f) => {
    const target = path.join(dir, f.file.replace(/\.woff$/, '.ttf'));
    if (!existsSync(target)) {
      const woff = readFileSync(require.resolve(`${f.pkg}/files/${f.file}`));
      writeFileSync(target, woffToTtf(woff));
    }
    return target;
  });
  return fontFiles;
}

export interface AnswerSheet {
  jpeg: Buffer;
  /** What is written, line by line, as the candidate numbered it. */
  lines: string[];
  font: string;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** One photographed sheet: `index` picks the font, the answers and the distortions. */
export async function answerSheet(index: number): Promise<AnswerSheet> {
  const random = rng(1000 + index);
  const font = HAND_FONTS[index % HAND_FONTS.length];
  const count = 5 + Math.floor(random() * 4);
  const start = Math.floor(random() * ANSWERS.length);
  const lines = Array.from(
    { length: count },
    (_, i) => `${i + 1}. ${ANSWERS[(start + i * 7) % ANSWERS.length]}`,
  );
  const width = 1240;
  const height = 1754;
  const gap = 88;
  const ink = ['#1a2a6c', '#111111', '#22306e'][index % 3];
  const ruled = Array.from(
    { length: 18 },
    (_, i) =>
      `<line x1="0" x2="${width}" y1="${190 + i * gap}" y2="${190 + i * gap}" stroke="#9fb6d9" stroke-width="2"/>`,
  ).join('');
  const text = lines
    .map((line, i) => {
      const x = 90 + Math.round(random() * 30);
      const y = 180 + i * gap - Math.round(random() * 8);
      const tilt = (random() - 0.5) * 2.2;
      const size = 50 + Math.round(random() * 8);
      return `<text x="${x}" y="${y}" font-family="${font.family}" font-size="${size}" fill="${ink}" transform="rotate(${tilt.toFixed(2)} ${x} ${y})">${escapeXml(line)}</text>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <filter id="paper"><feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="2" seed="${index}"/><feColorMatrix type="matrix" values="0 0 0 0 0.55 0 0 0 0 0.5 0 0 0 0 0.4 0 0 0 0.10 0"/></filter>
    <rect width="100%" height="100%" fill="#f7f3e8"/>
    <rect width="100%" height="100%" filter="url(#paper)"/>
    ${ruled}
    <line x1="70" x2="70" y1="0" y2="${height}" stroke="#e3a0a0" stroke-width="2"/>
    ${text}
  </svg>`;
  const png = new Resvg(svg, {
    font: { fontFiles: handFontFiles(), loadSystemFonts: false, defaultFontFamily: font.family },
  })
    .render()
    .asPng();
  // The photograph: a slight turn, a shadow falling across one side, a little blur.
  const angle = (random() - 0.5) * 7;
  const shadowFrom = random() > 0.5 ? '0%' : '100%';
  const shadow = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="s" x1="${shadowFrom}" x2="${shadowFrom === '0%' ? '100%' : '0%'}" y1="0" y2="0.3"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.55" stop-color="#000" stop-opacity="0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#s)"/></svg>`,
  );
  const shaded = await sharp(png)
    .composite([{ input: shadow, blend: 'multiply' }])
    .png()
    .toBuffer();
  const jpeg = await sharp(shaded)
    .rotate(angle, { background: '#5b5148' })
    .blur(0.6)
    .resize({ width: 1500 })
    .jpeg({ quality: 82 })
    .toBuffer();
  return { jpeg, lines, font: font.family };
}

/** Levenshtein distance between two strings, in characters. */
export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length];
}

/** Character error rate of a transcription, whitespace and case normalised. */
export function characterErrorRate(expected: string, actual: string): number {
  const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
  const e = norm(expected);
  return e.length === 0 ? 0 : editDistance(e, norm(actual)) / e.length;
}
