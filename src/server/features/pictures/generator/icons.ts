// Icon loading for the picture generator: reads the @iconify-json sets shipped as npm
// packages, turns an icon's body into plain absolute path data (M/L/C/Z only) and measures it,
// so the renderer can place a silhouette by its feet and redraw its outline with roughjs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { absolutize, normalize, parsePath, serialize } from 'path-data-parser';

/** A path command with absolute coordinates (path-data-parser's segment shape). */
export interface Segment {
  key: string;
  data: number[];
}

const require = createRequire(import.meta.url);

/** Short prefixes used in the catalogue → the npm package holding the set. */
export const ICON_SETS = {
  gi: '@iconify-json/game-icons',
  hi: '@iconify-json/healthicons',
  fa: '@iconify-json/fa6-solid',
  ms: '@iconify-json/material-symbols',
  mdi: '@iconify-json/mdi',
} as const;
export type IconSetPrefix = keyof typeof ICON_SETS;

interface IconifyJson {
  prefix: string;
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

const setCache = new Map<IconSetPrefix, IconifyJson>();

function packageFile(pkg: string, file: string): string {
  return require.resolve(`${pkg}/${file}`);
}

function loadSet(prefix: IconSetPrefix): IconifyJson {
  let set = setCache.get(prefix);
  if (!set) {
    set = JSON.parse(
      readFileSync(packageFile(ICON_SETS[prefix], 'icons.json'), 'utf8'),
    ) as IconifyJson;
    setCache.set(prefix, set);
  }
  return set;
}

/** The `info.json` of a set: name, author and licence as published with the package. */
export function loadSetInfo(prefix: IconSetPrefix): {
  name: string;
  version?: string;
  author: { name: string; url?: string };
  license: { title: string; spdx?: string; url?: string };
} {
  const info = JSON.parse(readFileSync(packageFile(ICON_SETS[prefix], 'info.json'), 'utf8'));
  const pkg = JSON.parse(readFileSync(packageFile(ICON_SETS[prefix], 'package.json'), 'utf8'));
  return { ...info, version: info.version ?? pkg.version };
}

/** One filled sub-shape of an icon, in icon units. */
export interface IconPart {
  segments: Segment[];
  evenOdd: boolean;
}

export interface LoadedIcon {
  ref: string;
  parts: IconPart[];
  /** Tight bounding box of the drawn shape, in icon units. */
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

const iconCache = new Map<string, LoadedIcon>();

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? m[1] : undefined;
}

function num(tag: string, name: string, fallback = 0): number {
  const v = attr(tag, name);
  return v === undefined ? fallback : Number.parseFloat(v);
}

/** Converts the shape elements of an iconify body into path data, keeping fill rules. */
function bodyToParts(ref: string, body: string): IconPart[] {
  if (
    /<(use|image|text|mask|clipPath|linearGradient|radialGradient)\b/.test(body) ||
    /transform=/.test(body)
  ) {
    throw new Error(`icon ${ref}: unsupported SVG features in body`);
  }
  const parts: IconPart[] = [];
  // Track fill-rule / fill="none" inherited from <g> wrappers (one level is all these sets use).
  const groupStack: { evenOdd?: boolean; none?: boolean }[] = [];
  const tagRe = /<\/?(g|path|circle|ellipse|rect)\b[^>]*>/g;
  for (const m of body.matchAll(tagRe)) {
    const tag = m[0];
    const name = m[1];
    if (name === 'g') {
      if (tag.startsWith('</')) groupStack.pop();
      else if (!tag.endsWith('/>')) {
        const fr = attr(tag, 'fill-rule');
        groupStack.push({
          evenOdd: fr ? fr === 'evenodd' : undefined,
          none: attr(tag, 'fill') === 'none',
        });
      }
      continue;
    }
    if (tag.startsWith('</')) continue;
    const inherited = groupStack.reduce<{ evenOdd?: boolean; none?: boolean }>(
      (acc, g) => ({ evenOdd: g.evenOdd ?? acc.evenOdd, none: g.none || acc.none }),
      {},
    );
    const fill = attr(tag, 'fill');
    if (fill === 'none' || (inherited.none && (fill === undefined || fill === 'none'))) {
      // Stroke-only shapes are not silhouettes; the icon must not rely on them.
      throw new Error(`icon ${ref}: stroke-only shapes are not supported`);
    }
    const fr = attr(tag, 'fill-rule');
    const evenOdd = fr ? fr === 'evenodd' : (inherited.evenOdd ?? false);
    let d: string;
    if (name === 'path') {
      d = attr(tag, 'd') ?? '';
    } else if (name === 'circle' || name === 'ellipse') {
      const cx = num(tag, 'cx');
      const cy = num(tag, 'cy');
      const rx = name === 'circle' ? num(tag, 'r') : num(tag, 'rx');
      const ry = name === 'circle' ? rx : num(tag, 'ry');
      d = `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
    } else {
      const x = num(tag, 'x');
      const y = num(tag, 'y');
      const w = num(tag, 'width');
      const h = num(tag, 'height');
      d = `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
    }
    const segments = normalize(absolutize(parsePath(d)));
    if (segments.length) parts.push({ segments, evenOdd });
  }
  if (!parts.length) throw new Error(`icon ${ref}: no shapes`);
  return parts;
}

/** Bounding box from the path's end and control points, refined by sampling the curves. */
function measure(parts: IconPart[]): LoadedIcon['bbox'] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  const add = (x: number, y: number) => {
    if (x < x0) x0 = x;
    if (y < y0) y0 = y;
    if (x > x1) x1 = x;
    if (y > y1) y1 = y;
  };
  for (const part of parts) {
    let cx = 0;
    let cy = 0;
    for (const seg of part.segments) {
      const v = seg.data;
      if (seg.key === 'M' || seg.key === 'L') {
        cx = v[0];
        cy = v[1];
        add(cx, cy);
      } else if (seg.key === 'C') {
        for (let t = 0.125; t <= 1; t += 0.125) {
          const u = 1 - t;
          const x = u * u * u * cx + 3 * u * u * t * v[0] + 3 * u * t * t * v[2] + t * t * t * v[4];
          const y = u * u * u * cy + 3 * u * u * t * v[1] + 3 * u * t * t * v[3] + t * t * t * v[5];
          add(x, y);
        }
        cx = v[4];
        cy = v[5];
      }
    }
  }
  return { x0, y0, x1, y1 };
}

/** Loads `prefix:name` (e.g. `fa:person-walking`) from its icon set. */
export function loadIcon(ref: string): LoadedIcon {
  const cached = iconCache.get(ref);
  if (cached) return cached;
  const [prefix, name] = ref.split(':') as [IconSetPrefix, string];
  if (!(prefix in ICON_SETS) || !name) throw new Error(`bad icon reference ${ref}`);
  const set = loadSet(prefix);
  const resolved = set.icons[name] ? name : set.aliases?.[name]?.parent;
  const icon = resolved ? set.icons[resolved] : undefined;
  if (!icon) throw new Error(`icon ${ref} not found in ${ICON_SETS[prefix]}`);
  const parts = bodyToParts(ref, icon.body);
  const loaded: LoadedIcon = { ref, parts, bbox: measure(parts) };
  iconCache.set(ref, loaded);
  return loaded;
}

/** A 2D affine matrix [a b c d e f]: x' = a x + c y + e, y' = b x + d y + f. */
export type Matrix = [number, number, number, number, number, number];

export function applyMatrix(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** Transforms normalised segments (M/L/C/Z) by an affine matrix and returns path data. */
export function transformPath(segments: Segment[], m: Matrix, precision = 1): string {
  const out: Segment[] = segments.map((seg) => {
    const data: number[] = [];
    for (let i = 0; i < seg.data.length; i += 2) {
      const [x, y] = applyMatrix(m, seg.data[i], seg.data[i + 1]);
      const f = 10 ** precision;
      data.push(Math.round(x * f) / f, Math.round(y * f) / f);
    }
    return { key: seg.key, data };
  });
  return serialize(out);
}
