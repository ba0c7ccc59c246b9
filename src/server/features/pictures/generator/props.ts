// Props drawn by code rather than taken from an icon set: furniture, boats, huts, fallen trees.
// Each draws itself standing on (x, y) — bottom centre — at `u` pixels per adult height.
import { grey, type Pt, type Sketch } from './sketch';

export interface PropStyle {
  tone: number;
  flip: boolean;
}

type PropDrawer = (s: Sketch, x: number, y: number, u: number, st: PropStyle) => void;

function strokeWidth(u: number): number {
  return Math.max(0.8, Math.min(2.2, u / 110));
}

function fillStyle(u: number, tone: number, angle = -45) {
  const sw = strokeWidth(u);
  return {
    stroke: grey(tone - 0.18),
    strokeWidth: sw,
    fill: grey(tone),
    fillStyle: 'hachure',
    base: grey(Math.min(0.95, tone + 0.32)),
    hachureGap: Math.max(2.5, Math.min(6, u / 45)),
    hachureAngle: angle,
    fillWeight: sw * 0.6,
    roughness: 1.1,
  };
}

function lineStyle(u: number, tone: number) {
  return { stroke: grey(tone - 0.15), strokeWidth: strokeWidth(u), roughness: 1 };
}

/** Mirrors x around the prop's centre when flipped. */
function mx(x0: number, flip: boolean) {
  return (dx: number) => (flip ? x0 - dx : x0 + dx);
}

const boat: PropDrawer = (s, x, y, u, st) => {
  const X = mx(x, st.flip);
  const L = u * 1.7;
  const hh = u * 0.42;
  const hull: Pt[] = [
    [X(-L / 2), y - hh],
    [X(-L * 0.3), y - hh * 0.78],
    [X(L * 0.25), y - hh * 0.78],
    [X(L / 2), y - hh * 1.05],
    [X(L * 0.36), y - hh * 0.25],
    [X(L * 0.2), y],
    [X(-L * 0.3), y],
    [X(-L * 0.44), y - hh * 0.35],
  ];
  s.polygon(hull, fillStyle(u, st.tone + 0.05, -20));
  // planks
  s.curve(
    [
      [X(-L * 0.46), y - hh * 0.6],
      [X(0), y - hh * 0.5],
      [X(L * 0.44), y - hh * 0.7],
    ],
    lineStyle(u, st.tone),
  );
  s.line([X(-L * 0.1), y - hh * 0.8], [X(-L * 0.1), y - hh * 0.1], lineStyle(u, st.tone));
};

const fallenTree: PropDrawer = (s, x, y, u, st) => {
  const X = mx(x, st.flip);
  const L = u * 2.6;
  const t = u * 0.13;
  // trunk lying along the ground, roots at the left end, crown at the right
  s.polygon(
    [
      [X(-L / 2), y - t * 1.6],
      [X(L * 0.15), y - t * 1.1],
      [X(L * 0.15), y - t * 0.05],
      [X(-L / 2), y],
    ],
    fillStyle(u, st.tone, 0),
  );
  for (let i = 0; i < 5; i++) {
    const a = -0.9 + i * 0.45;
    s.line(
      [X(-L / 2), y - t * 0.8],
      [X(-L / 2 - Math.cos(a) * t * 2.2), y - t * 0.8 + Math.sin(a) * t * 2.2],
      lineStyle(u, st.tone),
    );
  }
  // branches and a crown of leaves
  const crown: [number, number, number, number][] = [
    [0.22, -0.3, 0.6, 0.45],
    [0.38, -0.22, 0.7, 0.48],
    [0.3, -0.08, 0.6, 0.25],
    [0.48, -0.45, 0.5, 0.4],
    [0.52, -0.12, 0.45, 0.3],
  ];
  for (const [cx, cy, w, h] of crown) {
    s.ellipse(X(L * cx), y + cy * u, w * u, h * u, {
      ...fillStyle(u, st.tone + 0.05, 35),
      hachureGap: Math.max(2.5, u / 35),
    });
  }
  s.line([X(L * 0.1), y - t * 0.8], [X(L * 0.35), y - u * 0.35], lineStyle(u, st.tone));
  s.line([X(L * 0.12), y - t * 0.5], [X(L * 0.32), y + u * 0.02], lineStyle(u, st.tone));
};

const bush: PropDrawer = (s, x, y, u, st) => {
  const w = u * 0.9;
  for (const [dx, dy, k] of [
    [-0.25, -0.18, 0.5],
    [0.2, -0.2, 0.55],
    [0, -0.3, 0.6],
  ] as const) {
    s.ellipse(x + dx * w, y + dy * u, k * w, k * u * 0.7, fillStyle(u, st.tone + 0.1, 40));
  }
};

const hut: PropDrawer = (s, x, y, u, st) => {
  const X = mx(x, st.flip);
  const w = u * 1.6;
  const wallH = u * 0.9;
  s.rect(Math.min(X(-w / 2), X(w / 2)), y - wallH, w, wallH, {
    ...fillStyle(u, st.tone, 80),
    hachureGap: u / 22,
  });
  // door
  s.rect(X(-w * 0.12), y - wallH * 0.7, w * 0.24, wallH * 0.7, fillStyle(u, st.tone - 0.1, -60));
  // thatched roof
  const roof: Pt[] = [
    [X(-w * 0.65), y - wallH + u * 0.02],
    [X(0), y - u * 2],
    [X(w * 0.65), y - wallH + u * 0.02],
  ];
  s.polygon(roof, { ...fillStyle(u, st.tone - 0.1, 70), hachureGap: u / 30 });
  // flames licking up from the roof: tongues of fire drawn as pointed curves
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    const fx = -w * 0.5 + t * w;
    const baseY = y - wallH - (1 - Math.abs(fx) / (w * 0.65)) * (u * 2 - wallH) + u * 0.05;
    const hgt = u * (0.35 + 0.35 * Math.sin(t * Math.PI) + (i % 2) * 0.15);
    const half = w * 0.07;
    s.curve(
      [
        [X(fx - half), baseY],
        [X(fx - half * 0.6), baseY - hgt * 0.5],
        [X(fx + half * 0.3), baseY - hgt * 0.75],
        [X(fx + half * 0.1), baseY - hgt],
        [X(fx + half * 0.9), baseY - hgt * 0.45],
        [X(fx + half), baseY],
      ],
      {
        stroke: grey(0.2),
        strokeWidth: strokeWidth(u) * 1.1,
        fill: grey(0.45),
        fillStyle: 'hachure',
        hachureGap: 3,
        hachureAngle: 80,
        roughness: 1.4,
      },
    );
  }
};

const bedFrame = (
  s: Sketch,
  x: number,
  y: number,
  u: number,
  st: PropStyle,
  hospital: boolean,
  patient: boolean,
) => {
  const X = mx(x, st.flip);
  const L = u * 1.25;
  const top = y - u * 0.3;
  const ls = lineStyle(u, st.tone);
  // mattress
  s.rect(
    Math.min(X(-L / 2), X(L / 2)),
    top - u * 0.08,
    L,
    u * 0.1,
    fillStyle(u, st.tone + 0.35, 0),
  );
  // legs (with wheels for a hospital bed)
  for (const fx of [-L / 2 + u * 0.04, L / 2 - u * 0.04]) {
    s.line([X(fx), top + u * 0.02], [X(fx), y - (hospital ? u * 0.05 : 0)], ls);
    if (hospital) s.ellipse(X(fx), y - u * 0.025, u * 0.05, u * 0.05, ls);
  }
  s.line([X(-L / 2), top + u * 0.02], [X(L / 2), top + u * 0.02], ls);
  // head and foot boards
  const headH = hospital ? u * 0.3 : u * 0.36;
  s.rect(
    Math.min(X(-L / 2 - u * 0.03), X(-L / 2)),
    top - headH,
    u * 0.03,
    headH + u * 0.02,
    fillStyle(u, st.tone, 90),
  );
  s.rect(
    Math.min(X(L / 2), X(L / 2 + u * 0.03)),
    top - u * 0.18,
    u * 0.03,
    u * 0.2,
    fillStyle(u, st.tone, 90),
  );
  if (hospital) {
    // side rail
    s.line([X(-L * 0.2), top - u * 0.14], [X(L * 0.35), top - u * 0.14], ls);
    for (const fx of [-0.2, 0.075, 0.35])
      s.line([X(L * fx), top - u * 0.14], [X(L * fx), top - u * 0.08], ls);
  }
  // pillow
  s.ellipse(X(-L / 2 + u * 0.16), top - u * 0.12, u * 0.26, u * 0.08, fillStyle(u, 0.85, 0));
  if (patient) {
    // a figure under a blanket: dark-haired head on the pillow, the body a long mound
    const hx = X(-L / 2 + u * 0.18);
    s.ellipse(hx, top - u * 0.2, u * 0.15, u * 0.16, {
      ...fillStyle(u, 0.55, 60),
      fillStyle: 'solid',
      fill: grey(0.75),
    });
    s.ellipse(
      hx + (st.flip ? 1 : -1) * u * 0.02,
      top - u * 0.23,
      u * 0.13,
      u * 0.1,
      fillStyle(u, 0.2, 60),
    );
    const blanket: Pt[] = [
      [X(-L / 2 + u * 0.22), top - u * 0.06],
      [X(-L / 2 + u * 0.3), top - u * 0.19],
      [X(-L * 0.1), top - u * 0.22],
      [X(L * 0.15), top - u * 0.2],
      [X(L * 0.3), top - u * 0.23],
      [X(L / 2 - u * 0.05), top - u * 0.17],
      [X(L / 2 + u * 0.01), top - u * 0.06],
    ];
    s.curve(blanket, { ...fillStyle(u, st.tone + 0.18, -30), strokeWidth: strokeWidth(u) * 1.2 });
    s.line([X(-L / 2 + u * 0.22), top - u * 0.06], [X(L / 2 + u * 0.01), top - u * 0.06], ls);
    // an arm resting on the blanket
    s.curve(
      [
        [X(-L / 2 + u * 0.3), top - u * 0.15],
        [X(-L * 0.15), top - u * 0.13],
        [X(-L * 0.02), top - u * 0.14],
      ],
      { stroke: grey(st.tone - 0.15), strokeWidth: strokeWidth(u) * 2.4, roughness: 0.8 },
    );
  }
};

const hospitalBed: PropDrawer = (s, x, y, u, st) => bedFrame(s, x, y, u, st, true, true);
const bed: PropDrawer = (s, x, y, u, st) => bedFrame(s, x, y, u, st, false, true);
const emptyBed: PropDrawer = (s, x, y, u, st) => bedFrame(s, x, y, u, st, false, false);

const desk: PropDrawer = (s, x, y, u, st) => {
  const w = u * 0.95;
  const h = u * 0.45;
  const d = u * 0.12;
  const ls = lineStyle(u, st.tone);
  // top, seen slightly from above
  s.polygon(
    [
      [x - w / 2, y - h],
      [x + w / 2, y - h],
      [x + w / 2 - d, y - h - d * 0.7],
      [x - w / 2 + d, y - h - d * 0.7],
    ],
    fillStyle(u, st.tone + 0.2, 0),
  );
  s.rect(x - w / 2, y - h, w, u * 0.04, fillStyle(u, st.tone, 0));
  // drawer block and legs
  s.rect(x + w * 0.18, y - h + u * 0.04, w * 0.3, h * 0.92, fillStyle(u, st.tone + 0.1, 90));
  s.line([x + w * 0.2, y - h * 0.55], [x + w * 0.46, y - h * 0.55], ls);
  s.line([x - w / 2 + u * 0.03, y - h], [x - w / 2 + u * 0.03, y], ls);
  s.line([x - w / 2 + u * 0.07, y - h], [x - w / 2 + u * 0.07, y - u * 0.02], ls);
};

const table: PropDrawer = (s, x, y, u, st) => {
  const w = u * 0.9;
  const h = u * 0.44;
  const ls = lineStyle(u, st.tone);
  s.polygon(
    [
      [x - w / 2, y - h],
      [x + w / 2, y - h],
      [x + w / 2 - u * 0.1, y - h - u * 0.07],
      [x - w / 2 + u * 0.1, y - h - u * 0.07],
    ],
    fillStyle(u, st.tone + 0.2, 0),
  );
  s.rect(x - w / 2, y - h, w, u * 0.035, fillStyle(u, st.tone, 0));
  for (const fx of [-w / 2 + u * 0.04, w / 2 - u * 0.04]) s.line([x + fx, y - h], [x + fx, y], ls);
  for (const fx of [-w / 2 + u * 0.12, w / 2 - u * 0.12])
    s.line([x + fx, y - h - u * 0.05], [x + fx, y - u * 0.05], ls);
};

const chair: PropDrawer = (s, x, y, u, st) => {
  const X = mx(x, st.flip);
  const ls = lineStyle(u, st.tone);
  const seat = y - u * 0.27;
  s.rect(
    Math.min(X(-u * 0.14), X(u * 0.14)),
    seat - u * 0.03,
    u * 0.28,
    u * 0.035,
    fillStyle(u, st.tone, 0),
  );
  s.line([X(-u * 0.12), seat], [X(-u * 0.12), y], ls);
  s.line([X(u * 0.12), seat], [X(u * 0.12), y], ls);
  s.line([X(-u * 0.13), seat], [X(-u * 0.15), y - u * 0.55], ls);
  s.line([X(-u * 0.15), y - u * 0.55], [X(-u * 0.13), y - u * 0.4], ls);
  s.line([X(-u * 0.14), y - u * 0.5], [X(-u * 0.13), y - u * 0.33], ls);
};

const bench: PropDrawer = (s, x, y, u, st) => {
  const w = u * 1.1;
  const ls = lineStyle(u, st.tone);
  s.rect(x - w / 2, y - u * 0.3, w, u * 0.05, fillStyle(u, st.tone, 0));
  for (const fx of [-w / 2 + u * 0.08, w / 2 - u * 0.08])
    s.line([x + fx, y - u * 0.25], [x + fx, y], ls);
};

const stool: PropDrawer = (s, x, y, u, st) => {
  const ls = lineStyle(u, st.tone);
  s.rect(x - u * 0.12, y - u * 0.28, u * 0.24, u * 0.04, fillStyle(u, st.tone, 0));
  s.line([x - u * 0.1, y - u * 0.24], [x - u * 0.13, y], ls);
  s.line([x + u * 0.1, y - u * 0.24], [x + u * 0.13, y], ls);
};

const shelf: PropDrawer = (s, x, y, u, st) => {
  const w = u * 0.6;
  const h = u * 1.1;
  s.rect(x - w / 2, y - h, w, h, {
    ...lineStyle(u, st.tone),
    fill: grey(st.tone + 0.35),
    fillStyle: 'solid',
  });
  const rows = 4;
  for (let r = 1; r < rows; r++) {
    const yy = y - h + (r * h) / rows;
    s.line([x - w / 2, yy], [x + w / 2, yy], lineStyle(u, st.tone));
  }
  for (let r = 0; r < rows; r++) {
    const yb = y - h + ((r + 1) * h) / rows;
    let bx = x - w / 2 + u * 0.03;
    while (bx < x + w / 2 - u * 0.08) {
      const bw = u * s.between(0.03, 0.06);
      const bh = (h / rows) * s.between(0.55, 0.85);
      s.rect(bx, yb - bh, bw, bh, fillStyle(u, st.tone + s.between(-0.05, 0.2), 90));
      bx += bw + u * 0.01;
    }
  }
};

const stretcher: PropDrawer = (s, x, y, u, st) => {
  const X = mx(x, st.flip);
  const L = u * 1.2;
  const ls = lineStyle(u, st.tone);
  s.line([X(-L / 2 - u * 0.1), y - u * 0.1], [X(L / 2 + u * 0.1), y - u * 0.1], ls);
  s.rect(Math.min(X(-L / 2), X(L / 2)), y - u * 0.14, L, u * 0.05, fillStyle(u, st.tone + 0.3, 0));
  // a covered figure lying on it
  s.ellipse(X(-L / 2 + u * 0.1), y - u * 0.2, u * 0.12, u * 0.12, fillStyle(u, st.tone - 0.05, 60));
  s.curve(
    [
      [X(-L / 2 + u * 0.18), y - u * 0.14],
      [X(-L / 2 + u * 0.3), y - u * 0.24],
      [X(L * 0.2), y - u * 0.23],
      [X(L / 2 - u * 0.05), y - u * 0.18],
      [X(L / 2), y - u * 0.14],
    ],
    fillStyle(u, st.tone + 0.2, -30),
  );
};

const dripStand: PropDrawer = (s, x, y, u, st) => {
  const ls = { ...lineStyle(u, st.tone), strokeWidth: strokeWidth(u) * 1.4 };
  const top = y - u * 1.05;
  s.line([x, y - u * 0.03], [x, top], ls);
  s.line([x - u * 0.12, y - u * 0.01], [x + u * 0.12, y - u * 0.01], ls);
  s.line([x - u * 0.1, top], [x + u * 0.1, top], ls);
  // the bag hanging from one hook, its tube trailing down
  const bx = x + u * 0.08;
  s.line([bx, top], [bx, top + u * 0.05], lineStyle(u, st.tone));
  s.rect(bx - u * 0.045, top + u * 0.05, u * 0.09, u * 0.15, {
    ...fillStyle(u, st.tone + 0.35, 0),
    hachureGap: u / 40,
  });
  s.curve(
    [
      [bx, top + u * 0.2],
      [bx + u * 0.02, top + u * 0.4],
      [bx + u * 0.12, top + u * 0.6],
      [bx + u * 0.3, top + u * 0.7],
    ],
    { stroke: grey(st.tone), strokeWidth: strokeWidth(u) * 0.7, roughness: 0.6 },
  );
};

const log: PropDrawer = (s, x, y, u, st) => {
  const L = u * 0.9;
  const t = u * 0.14;
  s.rect(x - L / 2, y - t, L, t, fillStyle(u, st.tone + 0.05, 0));
  s.ellipse(x + L / 2, y - t / 2, t * 0.6, t, fillStyle(u, st.tone + 0.3, 45));
};

export const PROPS: Record<string, PropDrawer> = {
  boat,
  'fallen-tree': fallenTree,
  bush,
  hut,
  bed,
  'empty-bed': emptyBed,
  'hospital-bed': hospitalBed,
  desk,
  table,
  chair,
  bench,
  stool,
  shelf,
  stretcher,
  log,
  'drip-stand': dripStand,
};

/** Approximate width of a prop relative to its unit, for ground shadows. */
export const PROP_WIDTH: Record<string, number> = {
  boat: 1.7,
  'fallen-tree': 2.6,
  bush: 0.9,
  hut: 1.6,
  bed: 1.3,
  'empty-bed': 1.3,
  'hospital-bed': 1.3,
  desk: 0.95,
  table: 0.9,
  chair: 0.3,
  bench: 1.1,
  stool: 0.26,
  shelf: 0.6,
  stretcher: 1.3,
  log: 0.9,
  'drip-stand': 0.25,
};
