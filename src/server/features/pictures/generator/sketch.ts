// A small drawing surface over roughjs: every shape gets its own seed derived from the scene's
// seed, so a scene always draws the same strokes, and the result is collected as SVG markup.
import rough from 'roughjs';
import type { Drawable, Options } from 'roughjs/bin/core';

/** Deterministic 32-bit PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, used to seed a scene from its id. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Grey level 0 (black) … 1 (white) as a hex colour. */
export function grey(level: number): string {
  const v = Math.round(Math.max(0, Math.min(1, level)) * 255);
  const h = v.toString(16).padStart(2, '0');
  return `#${h}${h}${h}`;
}

const generator = rough.generator();

export type Pt = [number, number];

export type ShapeOptions = Options & { base?: string };

export class Sketch {
  private readonly parts: string[] = [];
  private counter = 0;
  /** Scene-level random numbers (placement of grass, clouds…), separate from roughjs' own. */
  readonly rand: () => number;

  constructor(
    readonly seed: number,
    readonly width: number,
    readonly height: number,
  ) {
    this.rand = prng(seed ^ 0x9e3779b9);
  }

  /** A random number in [a, b). */
  between(a: number, b: number): number {
    return a + (b - a) * this.rand();
  }

  private nextSeed(): number {
    this.counter += 1;
    return ((this.seed + this.counter * 7919) % 2147483646) + 1;
  }

  private opts(o: Options): Options {
    return { fixedDecimalPlaceDigits: 1, ...o, seed: this.nextSeed() };
  }

  /** With `base`, a closed shape first gets a solid fill of that colour, so it hides what is behind. */
  private under(o: ShapeOptions, draw: (o: Options) => Drawable): void {
    if (o.base) {
      const { base, ...rest } = o;
      this.emit(draw(this.opts({ ...rest, fill: base, fillStyle: 'solid', stroke: 'none' })));
    }
    const { base: _b, ...rest } = o;
    this.emit(draw(this.opts(rest)));
  }

  private emit(d: Drawable, extra = ''): void {
    for (const p of generator.toPaths(d)) {
      const fill = p.fill && p.fill !== 'none' ? p.fill : 'none';
      const stroke = p.stroke && p.stroke !== 'none' ? p.stroke : 'none';
      const sw =
        stroke === 'none' ? '' : ` stroke-width="${Math.round(p.strokeWidth * 100) / 100}"`;
      this.parts.push(
        `<path d="${p.d}" fill="${fill}" stroke="${stroke}"${sw} stroke-linecap="round" stroke-linejoin="round"${extra}/>`,
      );
    }
  }

  raw(svg: string): void {
    this.parts.push(svg);
  }

  line(a: Pt, b: Pt, o: Options = {}): void {
    this.emit(generator.line(a[0], a[1], b[0], b[1], this.opts(o)));
  }

  polyline(points: Pt[], o: Options = {}): void {
    this.emit(generator.linearPath(points, this.opts(o)));
  }

  curve(points: Pt[], o: ShapeOptions = {}): void {
    this.under(o, (oo) => generator.curve(points, oo));
  }

  polygon(points: Pt[], o: ShapeOptions = {}): void {
    this.under(o, (oo) => generator.polygon(points, oo));
  }

  rect(x: number, y: number, w: number, h: number, o: ShapeOptions = {}): void {
    this.under(o, (oo) => generator.rectangle(x, y, w, h, oo));
  }

  ellipse(cx: number, cy: number, w: number, h: number, o: ShapeOptions = {}): void {
    this.under(o, (oo) => generator.ellipse(cx, cy, w, h, oo));
  }

  path(d: string, o: Options = {}, extra = ''): void {
    this.emit(generator.path(d, this.opts(o)), extra);
  }

  /** A flat (non-rough) filled path, e.g. the base tone of a silhouette. */
  flat(d: string, fill: string, evenOdd = false, extra = ''): void {
    this.parts.push(
      `<path d="${d}" fill="${fill}"${evenOdd ? ' fill-rule="evenodd"' : ''}${extra}/>`,
    );
  }

  svg(defs = ''): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" ` +
      `viewBox="0 0 ${this.width} ${this.height}">${defs ? `<defs>${defs}</defs>` : ''}${this.parts.join('')}</svg>`
    );
  }
}
