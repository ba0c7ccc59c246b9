// Backgrounds: the ground, sky, roads, rivers and rooms a scene is set in, drawn with roughjs
// in one-point perspective around the scene's eye level (the horizon) and vanishing point.
import { grey, type Pt, type Sketch } from './sketch';
import type { PlacedElement, SettingSpec } from './types';

export interface Frame {
  W: number;
  H: number;
  horizon: number;
  vx: number;
  indoor: boolean;
  /** Rooms: the back wall rectangle. */
  wall?: { x0: number; x1: number; y0: number; y1: number };
}

const DEFAULT_HORIZON: Partial<Record<SettingSpec['kind'], number>> = {
  room: 230,
  'hospital-room': 230,
  classroom: 230,
  'mountain-road': 250,
  seashore: 250,
  hilltop: 120, // the eye level used for sizes; the drawn plain lies lower (hillTop)
  riverbank: 225,
  street: 260,
  railway: 250,
};

export function frameFor(setting: SettingSpec, W: number, H: number): Frame {
  const indoor =
    setting.kind === 'room' || setting.kind === 'hospital-room' || setting.kind === 'classroom';
  const horizon = setting.horizon ?? DEFAULT_HORIZON[setting.kind] ?? 240;
  const vx = setting.vanishX ?? W / 2;
  const frame: Frame = { W, H, horizon, vx, indoor };
  if (indoor) frame.wall = { x0: 130, x1: W - 130, y0: 40, y1: horizon + 150 };
  return frame;
}

/** Pixels per adult height for something standing at y (eye level = an adult's head height). */
export function unitAt(f: Frame, y: number): number {
  return Math.max(4, (y - f.horizon) * 1.0);
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

function paper(s: Sketch, f: Frame): void {
  s.raw(`<rect width="${f.W}" height="${f.H}" fill="${grey(0.97)}"/>`);
}

function sky(s: Sketch, f: Frame, time: SettingSpec['time']): void {
  if (time === 'night') {
    s.rect(-20, -20, f.W + 40, f.horizon + 20, {
      stroke: 'none',
      fill: grey(0.3),
      fillStyle: 'hachure',
      base: grey(0.5),
      hachureGap: 3.6,
      fillWeight: 1.2,
      hachureAngle: 78,
      roughness: 1,
    });
    const mx = f.W * (s.rand() < 0.5 ? 0.2 : 0.8);
    s.ellipse(mx, 70, 46, 46, {
      stroke: grey(0.5),
      fill: grey(0.92),
      fillStyle: 'solid',
      roughness: 0.8,
    });
    for (let i = 0; i < 18; i++) {
      const x = s.between(10, f.W - 10);
      const y = s.between(10, f.horizon - 40);
      s.raw(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="1.3" fill="${grey(0.9)}"/>`);
    }
    return;
  }
  if (time === 'dusk') {
    // a low sun with long streaks of cloud across it
    const sx = f.W * (s.rand() < 0.5 ? 0.28 : 0.72);
    s.ellipse(sx, f.horizon - 14, 64, 64, {
      stroke: grey(0.5),
      strokeWidth: 1.3,
      fill: grey(0.9),
      fillStyle: 'solid',
      roughness: 0.8,
    });
    for (let i = 0; i < 7; i++) {
      const y = f.horizon - s.between(25, 150);
      const x = sx + s.between(-260, 120);
      s.line([x, y], [x + s.between(90, 240), y + s.between(-2, 2)], {
        stroke: grey(0.6),
        strokeWidth: 1.1,
        roughness: 1.2,
      });
    }
    return;
  }
  // day: a few light cloud outlines
  const clouds = 2 + Math.floor(s.rand() * 2);
  for (let i = 0; i < clouds; i++) {
    const cx = s.between(60, f.W - 60);
    const cy = s.between(30, Math.max(40, f.horizon - 110));
    const w = s.between(80, 150);
    const pts: Pt[] = [];
    for (let k = 0; k <= 7; k++) {
      const t = k / 7;
      pts.push([cx - w / 2 + t * w, cy - Math.sin(t * Math.PI) * w * 0.22 - (k % 2) * 8]);
    }
    s.curve(pts, { stroke: grey(0.78), strokeWidth: 1, roughness: 1.3 });
    s.line([cx - w / 2, cy], [cx + w / 2, cy], {
      stroke: grey(0.82),
      strokeWidth: 0.8,
      roughness: 1.2,
    });
  }
}

function ridge(s: Sketch, f: Frame, base: number, amp: number, tone: number, step = 60): Pt[] {
  const pts: Pt[] = [[-20, base]];
  let x = -20;
  while (x < f.W + 20) {
    x += s.between(step * 0.6, step * 1.3);
    pts.push([x, base - s.between(amp * 0.3, amp)]);
  }
  pts.push([f.W + 20, base]);
  s.polygon(pts, {
    stroke: grey(tone - 0.2),
    strokeWidth: 1,
    fill: grey(tone),
    fillStyle: 'hachure',
    hachureGap: 5,
    hachureAngle: -35,
    fillWeight: 0.7,
    roughness: 1.2,
  });
  return pts;
}

function hills(s: Sketch, f: Frame): void {
  ridge(s, f, f.horizon + 2, 55, 0.8, 90);
  ridge(s, f, f.horizon + 2, 22, 0.72, 55);
}

function mountains(s: Sketch, f: Frame): void {
  const peaks = 4;
  for (let i = 0; i < peaks; i++) {
    const cx = (f.W / (peaks - 1)) * i + s.between(-60, 60);
    const hgt = s.between(110, Math.min(190, f.horizon - 30));
    const half = s.between(160, 230);
    const top: Pt = [cx + s.between(-20, 20), f.horizon - hgt];
    const base = f.horizon + 2;
    // jagged flanks: a few shoulders on the way down each side
    const flank = (dir: -1 | 1): Pt[] => {
      const pts: Pt[] = [];
      for (let k = 1; k <= 4; k++) {
        const t = k / 5;
        pts.push([
          top[0] + dir * half * t + s.between(-12, 12),
          top[1] + hgt * t + s.between(-14, 10),
        ]);
      }
      return pts;
    };
    const left = flank(-1).reverse();
    const right = flank(1);
    const ridgeLine: Pt[] = [[top[0] - half, base], ...left, top, ...right, [top[0] + half, base]];
    s.polygon(ridgeLine, {
      stroke: grey(0.5),
      strokeWidth: 1.1,
      fill: grey(0.95),
      fillStyle: 'solid',
      roughness: 1.2,
    });
    // the shaded face: from the peak down a crooked spine to the base
    const spine: Pt[] = [top];
    for (let k = 1; k <= 3; k++)
      spine.push([top[0] + s.between(-15, 25) + k * 8, top[1] + (hgt * k) / 3.2]);
    spine.push([top[0] + 30, base]);
    s.polygon([...spine, [top[0] + half, base], ...right.slice().reverse()], {
      stroke: 'none',
      fill: grey(0.6),
      fillStyle: 'hachure',
      hachureGap: 3.5,
      hachureAngle: 60,
      fillWeight: 0.8,
      roughness: 1.3,
    });
    s.polyline(spine, { stroke: grey(0.5), strokeWidth: 0.9, roughness: 1.2 });
    // snow line near the top
    s.polyline(
      [
        left[0],
        [top[0] - hgt * 0.05, top[1] + hgt * 0.28],
        [top[0] + hgt * 0.08, top[1] + hgt * 0.2],
        right[0],
      ],
      { stroke: grey(0.45), strokeWidth: 0.9, roughness: 1.5 },
    );
  }
  ridge(s, f, f.horizon + 2, 30, 0.7, 50);
}

/** Light perspective texture on the ground: short strokes, denser and shorter towards the horizon. */
function groundTexture(
  s: Sketch,
  f: Frame,
  from = f.horizon,
  to = f.H,
  tone = 0.72,
  count = 140,
): void {
  let d = '';
  for (let i = 0; i < count; i++) {
    const t = s.rand();
    const y = from + (to - from) * t * t + 3;
    const depth = (y - f.horizon) / (f.H - f.horizon);
    const len = 6 + depth * 38;
    const x = s.between(-20, f.W + 20);
    d += `M${x.toFixed(1)} ${y.toFixed(1)}q${(len / 2).toFixed(1)} ${s.between(-1.5, 1.5).toFixed(1)} ${len.toFixed(1)} ${s.between(-1, 1).toFixed(1)}`;
  }
  s.raw(
    `<path d="${d}" fill="none" stroke="${grey(tone)}" stroke-width="1" stroke-linecap="round"/>`,
  );
  // grass tufts in the foreground
  let g = '';
  for (let i = 0; i < count / 3; i++) {
    const y = s.between(from + (to - from) * 0.45, to);
    const x = s.between(0, f.W);
    const h = 4 + ((y - f.horizon) / (f.H - f.horizon)) * 10;
    g += `M${(x - h * 0.4).toFixed(1)} ${(y - h).toFixed(1)}L${x.toFixed(1)} ${y.toFixed(1)}L${x.toFixed(1)} ${(y - h * 1.2).toFixed(1)}M${x.toFixed(1)} ${y.toFixed(1)}L${(x + h * 0.5).toFixed(1)} ${(y - h * 0.9).toFixed(1)}`;
  }
  s.raw(
    `<path d="${g}" fill="none" stroke="${grey(tone - 0.08)}" stroke-width="1" stroke-linecap="round"/>`,
  );
}

function horizonLine(s: Sketch, f: Frame): void {
  s.line([-10, f.horizon + 2], [f.W + 10, f.horizon + 2], {
    stroke: grey(0.55),
    strokeWidth: 1,
    roughness: 1.5,
  });
}

/** A road from the bottom edge to the vanishing point. */
function road(s: Sketch, f: Frame, bottomHalf = 230, bottomX = f.vx): void {
  const top = f.horizon + 2;
  const poly: Pt[] = [
    [f.vx - 6, top],
    [f.vx + 6, top],
    [bottomX + bottomHalf, f.H + 5],
    [bottomX - bottomHalf, f.H + 5],
  ];
  s.polygon(poly, { stroke: 'none', fill: grey(0.95), fillStyle: 'solid', roughness: 0.5 });
  s.polygon(poly, {
    stroke: 'none',
    fill: grey(0.82),
    fillStyle: 'hachure',
    hachureGap: 9,
    hachureAngle: 0,
    fillWeight: 0.7,
    roughness: 1.5,
  });
  const edge = { stroke: grey(0.35), strokeWidth: 1.6, roughness: 1.2, bowing: 2 };
  s.line(poly[0], poly[3], edge);
  s.line(poly[1], poly[2], edge);
  // wheel tracks
  const tr = { stroke: grey(0.7), strokeWidth: 1, roughness: 1.5 };
  s.line([f.vx - 2, top + 4], [bottomX - bottomHalf * 0.45, f.H], tr);
  s.line([f.vx + 2, top + 4], [bottomX + bottomHalf * 0.45, f.H], tr);
}

function crossRoad(s: Sketch, f: Frame, yFar: number, yNear: number): void {
  const poly: Pt[] = [
    [-10, yFar],
    [f.W + 10, yFar],
    [f.W + 10, yNear],
    [-10, yNear],
  ];
  s.polygon(poly, { stroke: 'none', fill: grey(0.95), fillStyle: 'solid', roughness: 0.3 });
  s.polygon(poly, {
    stroke: 'none',
    fill: grey(0.84),
    fillStyle: 'hachure',
    hachureGap: 10,
    hachureAngle: 0,
    fillWeight: 0.7,
  });
  const edge = { stroke: grey(0.38), strokeWidth: 1.4, roughness: 1.2 };
  s.line([-10, yFar], [f.W + 10, yFar], edge);
  s.line([-10, yNear], [f.W + 10, yNear], edge);
}

function furrows(s: Sketch, f: Frame, dry: boolean): void {
  if (dry) {
    // cracked earth: an irregular net of short strokes, larger cells in front
    let d = '';
    for (let i = 0; i < 240; i++) {
      const t = s.rand();
      const y = f.horizon + 6 + (f.H - f.horizon) * t * t;
      const depth = (y - f.horizon) / (f.H - f.horizon);
      const x = s.between(-10, f.W + 10);
      const len = 6 + depth * 46;
      let px = x;
      let py = y;
      d += `M${px.toFixed(1)} ${py.toFixed(1)}`;
      for (let k = 0; k < 3; k++) {
        px += s.between(-len, len) * 0.6;
        py += s.between(-len, len) * 0.2 * (0.3 + depth);
        d += `L${px.toFixed(1)} ${py.toFixed(1)}`;
      }
    }
    s.raw(
      `<path d="${d}" fill="none" stroke="${grey(0.5)}" stroke-width="1.1" stroke-linejoin="round"/>`,
    );
    return;
  }
  const n = 26;
  for (let i = 0; i <= n; i++) {
    const bx = -f.W * 1.2 + (i * f.W * 3.4) / n;
    s.line([f.vx + (bx - f.vx) * 0.02, f.horizon + 4], [bx, f.H + 5], {
      stroke: grey(0.66),
      strokeWidth: 1,
      roughness: 1.6,
      bowing: 3,
    });
  }
}

function river(s: Sketch, f: Frame, y1: number, y2: number): void {
  const far: Pt[] = [];
  const near: Pt[] = [];
  for (let x = -20; x < f.W + 100; x += 80) {
    far.push([x, y1 + s.between(-4, 4)]);
    near.push([x, y2 + s.between(-8, 8)]);
  }
  const poly: Pt[] = [...far, ...near.slice().reverse()];
  s.polygon(poly, { stroke: 'none', fill: grey(0.93), fillStyle: 'solid', roughness: 0.5 });
  s.polygon(poly, {
    stroke: 'none',
    fill: grey(0.66),
    fillStyle: 'hachure',
    hachureGap: 5,
    hachureAngle: 2,
    fillWeight: 0.8,
    roughness: 1.4,
  });
  // ripples
  let d = '';
  for (let i = 0; i < 40; i++) {
    const y = s.between(y1 + 6, y2 - 6);
    const x = s.between(0, f.W);
    const w = 8 + ((y - f.horizon) / (f.H - f.horizon)) * 30;
    d += `M${x.toFixed(1)} ${y.toFixed(1)}q${(w / 4).toFixed(1)} -3 ${(w / 2).toFixed(1)} 0t${(w / 2).toFixed(1)} 0`;
  }
  s.raw(`<path d="${d}" fill="none" stroke="${grey(0.4)}" stroke-width="1"/>`);
  s.curve(far, { stroke: grey(0.4), strokeWidth: 1.3, roughness: 1.2 });
  s.curve(near, { stroke: grey(0.3), strokeWidth: 1.8, roughness: 1.2 });
}

function sea(s: Sketch, f: Frame, shore: number): void {
  const poly: Pt[] = [
    [-10, f.horizon],
    [f.W + 10, f.horizon],
    [f.W + 10, shore + 10],
    [-10, shore - 10],
  ];
  s.polygon(poly, {
    stroke: 'none',
    fill: grey(0.7),
    fillStyle: 'hachure',
    hachureGap: 4.5,
    hachureAngle: 0,
    fillWeight: 0.8,
  });
  let d = '';
  for (let i = 0; i < 50; i++) {
    const y = s.between(f.horizon + 5, shore - 5);
    const x = s.between(0, f.W);
    const w = 6 + ((y - f.horizon) / (shore - f.horizon)) * 40;
    d += `M${x.toFixed(1)} ${y.toFixed(1)}q${(w / 4).toFixed(1)} -4 ${(w / 2).toFixed(1)} 0t${(w / 2).toFixed(1)} 0`;
  }
  s.raw(`<path d="${d}" fill="none" stroke="${grey(0.35)}" stroke-width="1"/>`);
  // foam line
  const foam: Pt[] = [];
  for (let x = -20; x <= f.W + 20; x += 50)
    foam.push([x, shore + ((x + 10) / f.W) * 20 - 10 + s.between(-5, 5)]);
  s.curve(foam, { stroke: grey(0.3), strokeWidth: 1.6, roughness: 1.5 });
  s.line([-10, f.horizon], [f.W + 10, f.horizon], {
    stroke: grey(0.3),
    strokeWidth: 1.2,
    roughness: 0.6,
  });
  // sand stipple
  let dots = '';
  for (let i = 0; i < 260; i++) {
    const x = s.between(0, f.W);
    const y = s.between(shore + 10, f.H);
    dots += `M${x.toFixed(1)} ${y.toFixed(1)}h1.4`;
  }
  s.raw(`<path d="${dots}" stroke="${grey(0.55)}" stroke-width="1.4"/>`);
}

/** Building facades on both sides of a street in one-point perspective. */
function street(s: Sketch, f: Frame): void {
  const yAt = (x: number, y0: number, x0: number) =>
    y0 + ((f.horizon - y0) * (x - x0)) / (f.vx - x0);
  for (const side of [-1, 1] as const) {
    const x0 = side < 0 ? -10 : f.W + 10;
    const xEnd = f.vx + side * 150;
    const roofY0 = 30;
    const footY0 = f.H - 60;
    const face: Pt[] = [
      [x0, roofY0],
      [xEnd, yAt(xEnd, roofY0, x0)],
      [xEnd, yAt(xEnd, footY0, x0)],
      [x0, footY0],
    ];
    s.polygon(face, {
      stroke: grey(0.35),
      strokeWidth: 1.5,
      fill: grey(0.8),
      fillStyle: 'hachure',
      hachureGap: 7,
      hachureAngle: side * 80,
      fillWeight: 0.7,
      roughness: 1.1,
    });
    // storeys and window openings
    const cols = [0, 0.3, 0.5, 0.64, 0.74, 0.82];
    for (let c = 0; c < cols.length - 1; c++) {
      const xa = x0 + (xEnd - x0) * cols[c];
      const xb = x0 + (xEnd - x0) * cols[c + 1];
      s.line([xb, yAt(xb, roofY0, x0)], [xb, yAt(xb, footY0, x0)], {
        stroke: grey(0.45),
        strokeWidth: 1,
        roughness: 1,
      });
      for (const [fa, fb] of [
        [0.12, 0.32],
        [0.45, 0.65],
      ]) {
        const wx0 = xa + (xb - xa) * 0.25;
        const wx1 = xa + (xb - xa) * 0.75;
        const ty0 = yAt(wx0, roofY0, x0);
        const by0 = yAt(wx0, footY0, x0);
        const ty1 = yAt(wx1, roofY0, x0);
        const by1 = yAt(wx1, footY0, x0);
        s.polygon(
          [
            [wx0, ty0 + (by0 - ty0) * fa],
            [wx1, ty1 + (by1 - ty1) * fa],
            [wx1, ty1 + (by1 - ty1) * fb],
            [wx0, ty0 + (by0 - ty0) * fb],
          ],
          {
            stroke: grey(0.3),
            strokeWidth: 1,
            fill: grey(0.45),
            fillStyle: 'hachure',
            hachureGap: 3,
            fillWeight: 0.8,
            roughness: 0.9,
          },
        );
      }
    }
    // pavement kerb
    s.line([x0, footY0 + 25], [xEnd, yAt(xEnd, footY0 + 25, x0)], {
      stroke: grey(0.4),
      strokeWidth: 1.2,
      roughness: 1,
    });
    // far buildings
    const fx0 = xEnd + side * 10;
    s.rect(Math.min(fx0, fx0 + side * 120), f.horizon - 90, 120, 90, {
      stroke: grey(0.55),
      strokeWidth: 1,
      fill: grey(0.85),
      fillStyle: 'hachure',
      hachureGap: 6,
      fillWeight: 0.6,
    });
  }
}

function railway(s: Sketch, f: Frame): void {
  const top = f.horizon + 2;
  const railsX = [f.vx + 60, f.vx + 260];
  // sleepers
  for (let i = 0; i < 22; i++) {
    const t = 1 / (1 + i * 0.45);
    const y = top + (f.H + 20 - top) * t;
    const xl = f.vx + (railsX[0] - 40 - f.vx) * t;
    const xr = f.vx + (railsX[1] + 40 - f.vx) * t;
    s.line([xl, y], [xr, y], { stroke: grey(0.5), strokeWidth: 1 + t * 3, roughness: 0.8 });
  }
  for (const rx of railsX) {
    s.line([f.vx + 2, top], [rx, f.H + 20], { stroke: grey(0.25), strokeWidth: 2, roughness: 0.5 });
  }
  // platform on the left: its top surface and its edge face
  const edgeTop: Pt = [f.vx - 2, top];
  const platform: Pt[] = [
    edgeTop,
    [f.vx - 20, f.H + 20],
    [-10, f.H + 20],
    [-10, top],
    [f.vx - 2, top],
  ];
  s.polygon(platform, { stroke: 'none', fill: grey(0.95), fillStyle: 'solid' });
  s.polygon(
    [
      [f.vx - 2, top],
      [f.vx + 30, f.H + 20],
      [f.vx - 20, f.H + 20],
    ],
    {
      stroke: grey(0.35),
      strokeWidth: 1.3,
      fill: grey(0.55),
      fillStyle: 'hachure',
      hachureGap: 3,
      hachureAngle: 80,
      fillWeight: 0.8,
    },
  );
  s.line([f.vx - 2, top], [f.vx - 20, f.H + 20], {
    stroke: grey(0.3),
    strokeWidth: 1.6,
    roughness: 0.8,
  });
  // paving joints on the platform
  for (let i = 1; i < 10; i++) {
    const t = 1 / (1 + i * 0.5);
    const y = top + (f.H + 20 - top) * t;
    s.line([-10, y], [f.vx + (f.vx - 20 - f.vx) * t - 2, y], {
      stroke: grey(0.78),
      strokeWidth: 0.8,
      roughness: 1,
    });
  }
  // a shelter along the platform: posts carrying a hatched roof band, all running to the vanishing point
  const postAt = (t: number) => {
    const y = top + (f.H - 50 - top) * t;
    const x = f.vx + (60 - f.vx) * t;
    return { x, y, h: (y - f.horizon) * 1.6 };
  };
  const near = postAt(1);
  const roofLow: Pt = [near.x - 80, near.y - near.h];
  const roofHigh: Pt = [near.x - 80, near.y - near.h - 40];
  s.polygon([roofHigh, [f.vx, f.horizon - 1], roofLow], {
    stroke: grey(0.3),
    strokeWidth: 1.4,
    fill: grey(0.5),
    fillStyle: 'hachure',
    hachureGap: 3,
    hachureAngle: 10,
    fillWeight: 0.9,
    base: grey(0.85),
  });
  for (const t of [1, 0.55, 0.33, 0.22, 0.15]) {
    const p = postAt(t);
    s.line([p.x, p.y], [p.x, p.y - p.h], {
      stroke: grey(0.3),
      strokeWidth: 1 + t * 4,
      roughness: 0.5,
    });
  }
}

function boundaryWall(s: Sketch, f: Frame, y: number, h: number): void {
  s.rect(-10, y - h, f.W + 20, h, {
    stroke: grey(0.4),
    strokeWidth: 1.3,
    fill: grey(0.82),
    fillStyle: 'hachure',
    hachureGap: 6,
    hachureAngle: 0,
    fillWeight: 0.6,
  });
  // bricks
  let d = '';
  const rows = 5;
  for (let r = 1; r < rows; r++) {
    const yy = y - h + (r * h) / rows;
    d += `M-10 ${yy.toFixed(1)}H${f.W + 10}`;
    for (let x = (r % 2) * 20; x < f.W; x += 40)
      d += `M${x} ${yy.toFixed(1)}v${(h / rows).toFixed(1)}`;
  }
  s.raw(`<path d="${d}" fill="none" stroke="${grey(0.6)}" stroke-width="0.8"/>`);
}

/** The top of the hill the figures stand on (hilltop scenes), as a curve across the picture. */
export const HILL_PROFILE: Pt[] = [
  [-30, 500],
  [90, 420],
  [220, 330],
  [340, 292],
  [460, 290],
  [580, 330],
  [700, 410],
  [830, 470],
];

/** A hill rising in front of a low plain; the figures stand on its top against the sky. */
function hillTop(s: Sketch, f: Frame): void {
  const plain = 470;
  ridge(s, f, plain, 45, 0.84, 90);
  s.line([-10, plain + 2], [f.W + 10, plain + 2], {
    stroke: grey(0.55),
    strokeWidth: 1,
    roughness: 1.4,
  });
  const hill: Pt[] = [...HILL_PROFILE, [830, f.H + 10], [-30, f.H + 10]];
  s.polygon(hill, { stroke: 'none', fill: grey(0.95), fillStyle: 'solid' });
  s.polygon(hill, {
    stroke: 'none',
    fill: grey(0.76),
    fillStyle: 'hachure',
    hachureGap: 7,
    hachureAngle: -62,
    fillWeight: 0.7,
    roughness: 1.4,
  });
  s.curve(HILL_PROFILE, { stroke: grey(0.25), strokeWidth: 2.2, roughness: 1.2 });
  // tufts and stones along the slopes
  let g = '';
  for (let i = 0; i < 60; i++) {
    const x = s.between(0, f.W);
    const y = s.between(330, f.H);
    g += `M${(x - 4).toFixed(1)} ${(y - 6).toFixed(1)}L${x.toFixed(1)} ${y.toFixed(1)}L${(x + 5).toFixed(1)} ${(y - 7).toFixed(1)}`;
  }
  s.raw(`<path d="${g}" fill="none" stroke="${grey(0.5)}" stroke-width="1"/>`);
  for (const [bx, by, bw] of [
    [120, 480, 80],
    [690, 460, 64],
  ] as const) {
    s.polygon(
      [
        [bx - bw / 2, by],
        [bx - bw * 0.42, by - bw * 0.3],
        [bx - bw * 0.1, by - bw * 0.48],
        [bx + bw * 0.3, by - bw * 0.4],
        [bx + bw / 2, by - bw * 0.1],
        [bx + bw * 0.45, by],
      ],
      {
        stroke: grey(0.3),
        strokeWidth: 1.3,
        fill: grey(0.5),
        fillStyle: 'hachure',
        hachureGap: 3.5,
        hachureAngle: 60,
        roughness: 1.2,
        base: grey(0.85),
      },
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Rooms

function room(s: Sketch, f: Frame, setting: SettingSpec): void {
  const w = f.wall!;
  const line = { stroke: grey(0.3), strokeWidth: 1.6, roughness: 0.9 };
  // side walls (hatched a little darker), ceiling, floor
  s.polygon(
    [
      [-10, -10],
      [w.x0, w.y0],
      [w.x0, w.y1],
      [-10, f.H + 40],
    ],
    {
      stroke: 'none',
      fill: grey(0.72),
      fillStyle: 'hachure',
      hachureGap: 6,
      hachureAngle: 75,
      fillWeight: 0.7,
    },
  );
  s.polygon(
    [
      [f.W + 10, -10],
      [w.x1, w.y0],
      [w.x1, w.y1],
      [f.W + 10, f.H + 40],
    ],
    {
      stroke: 'none',
      fill: grey(0.68),
      fillStyle: 'hachure',
      hachureGap: 5,
      hachureAngle: -75,
      fillWeight: 0.7,
    },
  );
  // back wall light tone
  s.rect(w.x0, w.y0, w.x1 - w.x0, w.y1 - w.y0, {
    stroke: 'none',
    fill: grey(0.86),
    fillStyle: 'hachure',
    hachureGap: 9,
    hachureAngle: 90,
    fillWeight: 0.6,
  });
  // floor boards converging to the vanishing point
  const vx = (w.x0 + w.x1) / 2;
  for (let i = -8; i <= 8; i++) {
    const xb = vx + i * 90;
    const xt = vx + ((xb - vx) * (w.y1 - f.horizon)) / (f.H + 20 - f.horizon);
    s.line([xt, w.y1], [xb, f.H + 20], { stroke: grey(0.72), strokeWidth: 0.9, roughness: 1 });
  }
  for (let k = 1; k < 6; k++) {
    const t = (k / 6) ** 1.6;
    const y = w.y1 + (f.H - w.y1) * t;
    const half = ((w.x1 - w.x0) / 2) * ((y - f.horizon) / (w.y1 - f.horizon));
    s.line([vx - half, y], [vx + half, y], { stroke: grey(0.8), strokeWidth: 0.8, roughness: 1.2 });
  }
  // edges of the room
  s.line([-10, -10], [w.x0, w.y0], line);
  s.line([f.W + 10, -10], [w.x1, w.y0], line);
  s.line([-10, f.H + 40], [w.x0, w.y1], line);
  s.line([f.W + 10, f.H + 40], [w.x1, w.y1], line);
  s.rect(w.x0, w.y0, w.x1 - w.x0, w.y1 - w.y0, { ...line, fill: undefined });
  // skirting
  s.line([w.x0, w.y1 - 10], [w.x1, w.y1 - 10], { stroke: grey(0.5), strokeWidth: 1, roughness: 1 });

  if (setting.kind === 'hospital-room') {
    // a dado line of tiles on the back wall
    s.line([w.x0, w.y1 - 80], [w.x1, w.y1 - 80], {
      stroke: grey(0.45),
      strokeWidth: 1.1,
      roughness: 0.8,
    });
    let d = '';
    for (let x = w.x0 + 30; x < w.x1; x += 30) d += `M${x} ${w.y1 - 80}V${w.y1 - 10}`;
    s.raw(`<path d="${d}" stroke="${grey(0.75)}" stroke-width="0.7"/>`);
  }
  if (setting.kind === 'classroom') {
    const bx0 = w.x0 + 60;
    const bx1 = w.x1 - 60;
    s.rect(bx0, w.y0 + 50, bx1 - bx0, 130, {
      stroke: grey(0.2),
      strokeWidth: 2.4,
      fill: grey(0.3),
      fillStyle: 'cross-hatch',
      hachureGap: 3,
      fillWeight: 1,
    });
    // faint chalk marks
    for (let i = 0; i < 3; i++) {
      const y = w.y0 + 85 + i * 30;
      s.line([bx0 + 30, y], [bx0 + 30 + s.between(120, 260), y + s.between(-3, 3)], {
        stroke: grey(0.85),
        strokeWidth: 1.2,
        roughness: 1.8,
      });
    }
  }
  if (setting.window) windowOpening(s, f, setting);
  if (setting.door) door(s, f, setting.door.x, !!setting.door.open);
}

function windowOpening(s: Sketch, f: Frame, setting: SettingSpec): void {
  const w = f.wall!;
  const spec = setting.window!;
  const ww = (w.x1 - w.x0) * (spec.w ?? 0.3);
  const x0 = spec.x - ww / 2;
  const y0 = w.y0 + 45;
  const hh = 150;
  const night = setting.time === 'night';
  if (night) {
    s.rect(x0, y0, ww, hh, {
      stroke: 'none',
      fill: grey(0.2),
      fillStyle: 'cross-hatch',
      hachureGap: 2.6,
      fillWeight: 1.2,
    });
    s.ellipse(x0 + ww * 0.72, y0 + 40, 24, 24, {
      stroke: grey(0.6),
      fill: grey(0.9),
      fillStyle: 'solid',
      roughness: 0.7,
    });
  } else {
    s.rect(x0, y0, ww, hh, { stroke: 'none', fill: grey(0.99), fillStyle: 'solid' });
    // the view: a far ridge and a tree top
    s.polyline(
      [
        [x0, y0 + hh * 0.72],
        [x0 + ww * 0.3, y0 + hh * 0.6],
        [x0 + ww * 0.6, y0 + hh * 0.7],
        [x0 + ww, y0 + hh * 0.58],
      ],
      { stroke: grey(0.65), strokeWidth: 1, roughness: 1.4 },
    );
  }
  const frame = { stroke: grey(0.2), strokeWidth: 2.4, roughness: 0.8 };
  s.rect(x0, y0, ww, hh, frame);
  s.line([x0 + ww / 2, y0], [x0 + ww / 2, y0 + hh], frame);
  s.line([x0, y0 + hh / 2], [x0 + ww, y0 + hh / 2], frame);
  s.rect(x0 - 8, y0 + hh, ww + 16, 8, {
    ...frame,
    fill: grey(0.6),
    fillStyle: 'hachure',
    hachureGap: 2.5,
  });
  if (spec.broken) {
    const cx = x0 + ww * 0.3;
    const cy = y0 + hh * 0.3;
    for (let i = 0; i < 9; i++) {
      const a = (i / 9) * Math.PI * 2 + s.between(-0.2, 0.2);
      const r = s.between(25, 55);
      s.polyline(
        [
          [cx, cy],
          [cx + Math.cos(a) * r * 0.5 + s.between(-4, 4), cy + Math.sin(a) * r * 0.5],
          [cx + Math.cos(a) * r, cy + Math.sin(a) * r],
        ],
        { stroke: grey(0.15), strokeWidth: 1.2, roughness: 0.5 },
      );
    }
    s.ellipse(cx, cy, 22, 18, {
      stroke: grey(0.1),
      strokeWidth: 1.4,
      fill: grey(0.15),
      fillStyle: 'solid',
      roughness: 1.5,
    });
  }
}

function door(s: Sketch, f: Frame, x: number, open: boolean): void {
  const w = f.wall!;
  const dw = 90;
  const dh = 200;
  const y1 = w.y1 - 2;
  if (open) {
    s.rect(x - dw / 2, y1 - dh, dw, dh, {
      stroke: 'none',
      fill: grey(0.25),
      fillStyle: 'cross-hatch',
      hachureGap: 3,
      fillWeight: 1.1,
    });
    s.polygon(
      [
        [x - dw / 2, y1 - dh],
        [x - dw / 2 - 40, y1 - dh - 10],
        [x - dw / 2 - 40, y1 + 12],
        [x - dw / 2, y1],
      ],
      {
        stroke: grey(0.25),
        strokeWidth: 1.6,
        fill: grey(0.7),
        fillStyle: 'hachure',
        hachureGap: 5,
        hachureAngle: 80,
      },
    );
  } else {
    s.rect(x - dw / 2, y1 - dh, dw, dh, {
      stroke: grey(0.25),
      strokeWidth: 1.8,
      fill: grey(0.68),
      fillStyle: 'hachure',
      hachureGap: 5,
      hachureAngle: 85,
    });
    s.ellipse(x + dw / 2 - 14, y1 - dh / 2, 7, 7, {
      stroke: grey(0.2),
      fill: grey(0.2),
      fillStyle: 'solid',
    });
  }
  s.rect(x - dw / 2 - 6, y1 - dh - 6, dw + 12, dh + 6, {
    stroke: grey(0.3),
    strokeWidth: 1.6,
    roughness: 0.8,
  });
}

// ---------------------------------------------------------------------------------------------

/** Background scenery each kind brings along (distant trees and huts), placed like elements. */
function scenery(setting: SettingSpec, f: Frame, s: Sketch): PlacedElement[] {
  if (setting.scenery === false) return [];
  const h = f.horizon;
  const out: PlacedElement[] = [];
  const trees = (n: number, y0: number, y1: number, kinds: string[], avoid?: [number, number]) => {
    for (let i = 0; i < n; i++) {
      const x = s.between(10, f.W - 10);
      if (avoid && x > avoid[0] && x < avoid[1]) continue;
      out.push({
        icon: kinds[i % kinds.length],
        x,
        y: s.between(y0, y1),
        scale: s.between(0.7, 1.1),
        shadow: false,
      });
    }
  };
  switch (setting.kind) {
    case 'road':
      trees(7, h + 6, h + 22, ['tree', 'round-tree', 'oak'], [f.vx - 40, f.vx + 40]);
      break;
    case 'crossroads':
      trees(6, h + 5, h + 18, ['tree', 'round-tree']);
      break;
    case 'mountain-road':
      trees(6, h + 6, h + 25, ['pine-tree'], [f.vx - 60, f.vx + 60]);
      break;
    case 'riverbank':
      trees(7, h + 4, h + 12, ['tree', 'palm-tree', 'round-tree']);
      break;
    case 'field':
      trees(4, h + 3, h + 10, ['tree', 'round-tree']);
      out.push({ icon: 'hut', x: s.between(80, f.W - 80), y: h + 8, scale: 0.9, shadow: false });
      break;
    case 'village':
      out.push(
        { icon: 'hut', x: 110, y: h + 30, scale: 1, shadow: false },
        { icon: 'hut', x: 250, y: h + 18, scale: 0.95, shadow: false },
        { icon: 'hut', x: 640, y: h + 26, scale: 1, shadow: false },
      );
      trees(5, h + 8, h + 16, ['tree', 'palm-tree', 'round-tree'], [200, 300]);
      break;
    case 'playground':
    case 'seashore':
      if (setting.kind === 'seashore')
        out.push({ icon: 'palm-tree', x: 60, y: h + 130, scale: 0.5, shadow: false });
      else trees(6, h + 10, h + 14, ['tree', 'round-tree']);
      break;
    case 'forest':
      // a belt of trees behind the clearing, a few nearer ones at the edges
      for (let i = 0; i < 14; i++) {
        const x = -20 + (i * (f.W + 40)) / 13 + s.between(-20, 20);
        out.push({
          icon: i % 3 === 1 ? 'tree' : 'pine-tree',
          x,
          y: h + s.between(20, 45),
          scale: s.between(0.8, 1.1),
          shadow: false,
        });
      }
      out.push(
        { icon: 'pine-tree', x: 40, y: h + 90, scale: 0.75, shadow: false },
        { icon: 'pine-tree', x: 770, y: h + 80, scale: 0.7, shadow: false },
      );
      break;
    default:
      break;
  }
  return out;
}

/** Draws the setting's background and returns its scenery elements. */
export function drawSetting(s: Sketch, f: Frame, setting: SettingSpec): PlacedElement[] {
  paper(s, f);
  if (f.indoor) {
    room(s, f, setting);
    return [];
  }
  sky(s, f, setting.time);
  const k = setting.kind;
  if (k === 'mountain-road') mountains(s, f);
  else if (k === 'seashore') {
    /* open sea: no hills */
  } else if (k !== 'street' && k !== 'hilltop') hills(s, f);
  if (k !== 'seashore' && k !== 'hilltop') horizonLine(s, f);
  switch (k) {
    case 'road':
      groundTexture(s, f);
      road(s, f);
      break;
    case 'mountain-road': {
      groundTexture(s, f);
      road(s, f, 200, f.vx - 60);
      break;
    }
    case 'crossroads':
      groundTexture(s, f);
      road(s, f, 190);
      crossRoad(s, f, f.horizon + 70, f.horizon + 115);
      // redraw the main road's surface across the crossing
      break;
    case 'riverbank':
      groundTexture(s, f, f.horizon, f.horizon + 40, 0.75, 40);
      river(s, f, f.horizon + 30, f.horizon + 150);
      groundTexture(s, f, f.horizon + 150, f.H, 0.7, 90);
      break;
    case 'field':
      furrows(s, f, !!setting.dry);
      groundTexture(s, f, f.horizon, f.H, 0.75, 60);
      break;
    case 'village':
    case 'forest':
      groundTexture(s, f);
      break;
    case 'playground':
      boundaryWall(s, f, f.horizon + 40, 34);
      groundTexture(s, f, f.horizon + 40, f.H, 0.74, 110);
      break;
    case 'street':
      street(s, f);
      groundTexture(s, f, f.horizon, f.H, 0.78, 60);
      break;
    case 'railway':
      groundTexture(s, f, f.horizon, f.H, 0.74, 90);
      railway(s, f);
      break;
    case 'seashore':
      sea(s, f, f.horizon + 90);
      break;
    case 'hilltop':
      hillTop(s, f);
      break;
    default:
      groundTexture(s, f);
  }
  return scenery(setting, f, s);
}

/** Weather, smoke and night drawn over everything. */
export function drawOverlay(s: Sketch, f: Frame, setting: SettingSpec): string {
  let defs = '';
  if (setting.smoke) {
    // puffs of smoke growing and drifting to the right as they rise
    const { x, y } = setting.smoke;
    const size = setting.smoke.size ?? 1;
    let cx = x;
    let cy = y;
    for (let i = 0; i < 7; i++) {
      const r = (16 + i * 9) * size;
      for (let j = 0; j < 3; j++) {
        s.ellipse(
          cx + s.between(-r, r) * 0.6,
          cy + s.between(-r, r) * 0.3,
          r * s.between(1.3, 1.8),
          r * s.between(1, 1.3),
          {
            stroke: grey(0.5),
            strokeWidth: 0.9,
            fill: grey(0.62 + i * 0.03),
            fillStyle: 'hachure',
            hachureGap: 4 + i * 0.5,
            hachureAngle: 35,
            fillWeight: 0.7,
            roughness: 1.8,
          },
        );
      }
      cx += (10 + i * 8) * size;
      cy -= (26 + i * 4) * size;
      if (cy < -40) break;
    }
  }
  if (setting.weather === 'rain') {
    let d = '';
    for (let i = 0; i < 420; i++) {
      const x = s.between(-40, f.W + 20);
      const y = s.between(-20, f.H);
      const len = s.between(10, 22);
      d += `M${x.toFixed(1)} ${y.toFixed(1)}l${(len * 0.3).toFixed(1)} ${len.toFixed(1)}`;
    }
    s.raw(
      `<path d="${d}" stroke="${grey(0.4)}" stroke-width="1" stroke-linecap="round" opacity="0.8"/>`,
    );
    // puddles
    for (let i = 0; i < 5; i++) {
      const y = s.between(f.horizon + 80, f.H - 20);
      s.ellipse(s.between(60, f.W - 60), y, s.between(40, 90) * ((y - f.horizon) / 200), 6, {
        stroke: grey(0.5),
        strokeWidth: 0.9,
        roughness: 1.5,
      });
    }
  }
  if (setting.weather === 'wind') {
    for (let i = 0; i < 12; i++) {
      const x = s.between(0, f.W - 100);
      const y = s.between(20, f.H - 40);
      s.curve(
        [
          [x, y],
          [x + 40, y - 6],
          [x + 90, y + 2],
          [x + 120, y - 8],
        ],
        { stroke: grey(0.55), strokeWidth: 1, roughness: 1.2 },
      );
    }
  }
  if (setting.weather === 'fog') {
    defs += `<linearGradient id="fog" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="${(f.horizon / f.H).toFixed(2)}" stop-color="#fff" stop-opacity="0.6"/><stop offset="1" stop-color="#fff" stop-opacity="0.05"/></linearGradient>`;
    s.raw(`<rect width="${f.W}" height="${f.H}" fill="url(#fog)"/>`);
  }
  if (setting.time === 'night') {
    s.raw(`<rect width="${f.W}" height="${f.H}" fill="#000" opacity="0.22"/>`);
  } else if (setting.time === 'dusk') {
    s.raw(`<rect width="${f.W}" height="${f.H}" fill="#000" opacity="0.1"/>`);
  }
  return defs;
}
