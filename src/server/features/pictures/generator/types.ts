// Scene specifications: the data a picture is drawn from.

export type PictureTest = 'ppdt' | 'tat';

/** The background a scene is set in; each kind is drawn by code in settings.ts. */
export type SettingKind =
  | 'road' // country road running to the horizon, fields either side
  | 'crossroads' // a road crossing another, signpost country
  | 'mountain-road' // a road along a mountain slope, peaks behind
  | 'riverbank' // a river across the middle, a bank in front
  | 'field' // open farmland with furrows (or cracked earth when dry)
  | 'village' // open ground in front of huts and trees
  | 'street' // town street between buildings
  | 'railway' // a platform beside tracks running to the horizon
  | 'seashore' // sea to the horizon, sand in front
  | 'playground' // open ground with a boundary wall behind
  | 'forest' // a clearing with trees behind
  | 'hilltop' // a ridge with a drop and far hills
  | 'room' // interior: back wall, side walls, floor, optional window/door
  | 'hospital-room' // interior with a window and bare walls
  | 'classroom'; // interior with a blackboard

export interface SettingSpec {
  kind: SettingKind;
  /** Eye level in pixels from the top (default depends on the kind). */
  horizon?: number;
  /** x of the vanishing point of roads, rails and rooms (default: centre). */
  vanishX?: number;
  time?: 'day' | 'dusk' | 'night';
  weather?: 'clear' | 'rain' | 'fog' | 'wind';
  /** Smoke rising from a point (a fire, a burning hut). */
  smoke?: { x: number; y: number; size?: number };
  /** Rooms: a window in the back wall (x centre, relative width 0..1 of the wall). */
  window?: { x: number; w?: number; broken?: boolean };
  /** Rooms: a door in the back wall at x. */
  door?: { x: number; open?: boolean };
  /** Fields: dry cracked earth instead of furrows. */
  dry?: boolean;
  /** Village/street etc.: draw the default far scenery (trees, huts) — default true. */
  scenery?: boolean;
}

export interface PlacedElement {
  /** A key of the catalogue (catalogue.ts). */
  icon: string;
  /** Ground contact point: x is the horizontal centre, y where it stands or lies. */
  x: number;
  y: number;
  /** Size relative to its natural size at this depth (perspective is automatic). Default 1. */
  scale?: number;
  /** Mirror horizontally (most figures face right; flip makes them face left). */
  flip?: boolean;
  /** Rotation in degrees (clockwise); the rotated shape still rests on y. */
  rotate?: number;
  /** Vertical squash (0..1) for things lying flat on the ground, seen from the side (a fallen bicycle). */
  squash?: number;
  /** Height in pixels, overriding perspective (for things held up or off the ground: an umbrella, a kite). */
  size?: number;
  /** Grey level override, 0 black … 1 white. */
  tone?: number;
  /** Draw a ground shadow under it (default: true for grounded elements). */
  shadow?: boolean;
  /** Draw order override: larger is drawn later (default: by y). */
  z?: number;
}

export interface SceneSpec {
  /** Stable id, e.g. `ppdt-01`, `tat-01`. */
  id: string;
  test: PictureTest;
  /** Short working title for reviewers (not shown to candidates). */
  title: string;
  setting: SettingSpec;
  elements: PlacedElement[];
  /** 2–3 neutral sentences of what is visibly there; the assessor checks stories against it. */
  description: string;
}
