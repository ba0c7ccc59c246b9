// The figures and objects a scene can place, by friendly name. Each entry points at an icon in
// one of the open-licensed sets (icons.ts) or at a prop drawn by code (props.ts), and gives its
// natural height relative to a standing adult (1.0), so that perspective sizes it by depth.

export type ElementKind = 'person' | 'animal' | 'vehicle' | 'object' | 'plant' | 'building';

export interface CatalogueEntry {
  /** `prefix:name` of an icon (icons.ts), or `prop:name` for a code-drawn prop (props.ts). */
  ref: string;
  /** Height of the drawn shape relative to a standing adult. */
  h: number;
  kind: ElementKind;
  /** Whether it rests on the ground (gets a shadow). Default true. */
  grounded?: boolean;
}

const person = (ref: string, h = 1): CatalogueEntry => ({ ref, h, kind: 'person' });
const thing = (
  ref: string,
  h: number,
  kind: ElementKind = 'object',
  grounded = true,
): CatalogueEntry => ({
  ref,
  h,
  kind,
  grounded,
});

export const CATALOGUE: Record<string, CatalogueEntry> = {
  // --- people (icons face right unless flipped) ---
  man: person('fa:person'),
  woman: person('fa:person-dress', 0.95),
  'man-plain': person('ms:man', 1),
  'woman-plain': person('ms:woman', 0.95),
  'man-walking': person('fa:person-walking'),
  'man-striding': person('mdi:walk'),
  'man-running': person('fa:person-running', 0.92),
  'man-sprinting': person('mdi:run-fast', 0.9),
  'man-hiking': person('fa:person-hiking'),
  'man-digging': person('fa:person-digging', 0.78),
  'man-falling': person('fa:person-falling', 0.95),
  'man-kneeling': person('fa:person-praying', 0.68),
  'man-grieving': person('gi:kneeling', 0.62),
  'man-suitcase': person('fa:person-walking-luggage'),
  'man-hailing': person('ms:hail', 1.05),
  'man-waving': person('ms:emoji-people', 1.08),
  'man-greeting': person('mdi:human-greeting', 1.08),
  'man-arms-up': person('mdi:human-handsup', 1.15),
  'man-arms-out': person('mdi:human-handsdown', 1),
  'man-signpost': person('ms:follow-the-signs', 1),
  'man-cycling': person('fa:person-biking', 0.9),
  'man-rowing': person('mdi:rowing', 0.7),
  'man-seated': person('mdi:seat-passenger', 0.74),
  'man-seated-reading': person('ms:seat-read', 0.74),
  'man-cross-legged': person('ms:self-improvement', 0.5),
  'man-wheelchair': person('hi:wheelchair', 0.78),
  'man-drowning': person('fa:person-drowning', 0.5),
  'old-man': person('fa:person-cane', 0.95),
  'old-man-walking': person('ms:elderly', 0.95),
  'old-woman': person('ms:elderly-woman', 0.9),
  'old-couple': person('hi:elderly', 0.95),
  farmer: person('hi:agriculture-worker-alt', 1),
  'farmer-fork': person('gi:farmer', 1.05),
  boy: person('fa:child', 0.68),
  girl: person('fa:child-dress', 0.66),
  'child-reaching': person('fa:child-reaching', 0.7),
  'boy-school': person('hi:boy-1015y', 0.72),
  'girl-school': person('hi:girl-1015y', 0.7),
  'adult-with-child': person('ms:escalator-warning', 1),
  'woman-with-girl': person('mdi:human-female-girl', 0.95),
  'man-with-boy': person('mdi:human-male-boy', 1),
  'two-pulling': person('fa:people-pulling', 1),
  'two-carrying': person('fa:people-carry-box', 0.95),
  family: person('ms:family-restroom', 1),
  'man-soldier': person('fa:person-military-rifle', 0.55),
  // --- animals ---
  dog: thing('fa:dog', 0.38, 'animal'),
  cow: thing('fa:cow', 0.8, 'animal'),
  horse: thing('fa:horse', 0.95, 'animal'),
  snake: thing('gi:snake', 0.2, 'animal'),
  crow: thing('fa:crow', 0.12, 'animal', false),
  // --- vehicles ---
  bicycle: thing('fa:bicycle', 0.55, 'vehicle'),
  'bicycle-thin': thing('mdi:bicycle', 0.55, 'vehicle'),
  car: thing('fa:car-side', 0.82, 'vehicle'),
  jeep: thing('gi:jeep', 1.05, 'vehicle'),
  truck: thing('mdi:truck', 1.7, 'vehicle'),
  tractor: thing('fa:tractor', 1.3, 'vehicle'),
  bus: thing('mdi:bus-side', 1.8, 'vehicle'),
  motorbike: thing('fa:motorcycle', 0.62, 'vehicle'),
  ambulance: thing('fa:truck-medical', 1.3, 'vehicle'),
  rickshaw: thing('mdi:rickshaw', 1.0, 'vehicle'),
  boat: thing('prop:boat', 0.45, 'vehicle'),
  // --- plants ---
  tree: thing('gi:beech', 3.2, 'plant'),
  oak: thing('gi:oak', 3.4, 'plant'),
  'pine-tree': thing('gi:pine-tree', 4, 'plant'),
  'palm-tree': thing('gi:palm-tree', 4, 'plant'),
  'round-tree': thing('mdi:tree', 2.6, 'plant'),
  'fallen-tree': thing('prop:fallen-tree', 0.5, 'object'),
  'tree-lying': thing('gi:beech', 3.2, 'object'),
  bush: thing('prop:bush', 0.45, 'plant'),
  wheat: thing('gi:wheat', 0.55, 'plant'),
  // --- buildings ---
  hut: thing('gi:hut', 1.9, 'building'),
  'hut-burning': thing('prop:hut', 2, 'object'),
  house: thing('gi:house', 2.6, 'building'),
  'house-plain': thing('fa:house', 2.4, 'building'),
  school: thing('fa:school', 3.2, 'building'),
  hospital: thing('mdi:hospital-building', 5, 'building'),
  temple: thing('mdi:temple-hindu', 3.5, 'building'),
  barn: thing('gi:barn', 3, 'building'),
  well: thing('gi:well', 1.1, 'building'),
  tent: thing('gi:camping-tent', 1.2, 'building'),
  'water-tank': thing('gi:water-tower', 5, 'building'),
  pylon: thing('mdi:transmission-tower', 6, 'building'),
  // --- objects ---
  signpost: thing('mdi:sign-direction', 1.35),
  suitcase: thing('mdi:bag-suitcase', 0.34),
  bag: thing('mdi:sack', 0.3),
  backpack: thing('gi:backpack', 0.3),
  football: thing('fa:futbol', 0.13),
  'cricket-bat': thing('gi:cricket-bat', 0.45),
  umbrella: thing('fa:umbrella', 0.55),
  bucket: thing('mdi:bucket', 0.22),
  spade: thing('gi:spade', 0.6),
  ladder: thing('gi:ladder', 1.7),
  fire: thing('gi:flame', 0.9),
  campfire: thing('gi:campfire', 0.45),
  'drip-stand': thing('prop:drip-stand', 1.05),
  'medical-kit': thing('fa:kit-medical', 0.2),
  'life-buoy': thing('gi:life-buoy', 0.3),
  'wood-pile': thing('gi:wood-pile', 0.45),
  rock: thing('gi:rock', 0.35),
  basket: thing('gi:basket', 0.22),
  pot: thing('gi:cooking-pot', 0.2),
  jug: thing('gi:jug', 0.22),
  wheelbarrow: thing('gi:wheelbarrow', 0.5),
  plough: thing('gi:plow', 0.45),
  scarecrow: thing('gi:scarecrow', 1.3),
  'hay-bale': thing('gi:round-straw-bale', 0.55),
  'hand-pump': thing('gi:manual-water-pump', 0.85),
  'traffic-cone': thing('mdi:traffic-cone', 0.35),
  barricade: thing('gi:barricade', 0.6),
  flag: thing('fa:flag', 0.5, 'object', false),
  kite: thing('gi:kite', 0.3, 'object', false),
  lantern: thing('gi:lantern', 0.3),
  'desk-lamp': thing('gi:desk-lamp', 0.32),
  books: thing('gi:book-pile', 0.14),
  book: thing('fa:book-open', 0.1),
  phone: thing('mdi:cellphone', 0.1),
  letter: thing('fa:envelope', 0.08),
  newspaper: thing('gi:newspaper', 0.2),
  binoculars: thing('gi:binoculars', 0.12),
  'broken-glass': thing('gi:shattered-glass', 0.2),
  tyre: thing('gi:tyre', 0.4),
  // --- code-drawn furniture ---
  bed: thing('prop:bed', 0.42),
  'hospital-bed': thing('prop:hospital-bed', 0.5),
  'empty-bed': thing('prop:empty-bed', 0.42),
  desk: thing('prop:desk', 0.45),
  table: thing('prop:table', 0.44),
  chair: thing('prop:chair', 0.55),
  bench: thing('prop:bench', 0.3),
  stool: thing('prop:stool', 0.28),
  shelf: thing('prop:shelf', 1.1),
  stretcher: thing('prop:stretcher', 0.25),
  log: thing('prop:log', 0.15),
};

export function catalogueEntry(key: string): CatalogueEntry {
  const entry = CATALOGUE[key];
  if (!entry) throw new Error(`unknown picture element "${key}"`);
  return entry;
}
