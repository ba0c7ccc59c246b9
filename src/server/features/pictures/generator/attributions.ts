// Attributions of the icon sets the pictures are drawn from, read from the sets' own metadata
// (the info.json each @iconify-json package ships), limited to the sets the scenes actually use.
import { CATALOGUE } from './catalogue';
import { ICON_SETS, loadSetInfo, type IconSetPrefix } from './icons';
import { sceneSpecs } from './scenes';

export interface IconAttribution {
  set: string;
  package: string;
  version?: string;
  license: string;
  licenseUrl?: string;
  author: string;
  url?: string;
}

/** The icon-set prefixes referenced by the scenes (through the catalogue). */
export function usedIconSets(): IconSetPrefix[] {
  const used = new Set<IconSetPrefix>();
  for (const scene of sceneSpecs) {
    for (const el of scene.elements) {
      const ref = CATALOGUE[el.icon]?.ref;
      const prefix = ref?.split(':')[0];
      if (prefix && prefix in ICON_SETS) used.add(prefix as IconSetPrefix);
    }
  }
  // Scenery the settings add on their own (trees, huts) comes from game-icons and mdi.
  used.add('gi');
  used.add('mdi');
  return (Object.keys(ICON_SETS) as IconSetPrefix[]).filter((p) => used.has(p));
}

export function iconAttributions(): IconAttribution[] {
  return usedIconSets().map((prefix) => {
    const info = loadSetInfo(prefix);
    return {
      set: info.name,
      package: ICON_SETS[prefix],
      version: info.version,
      license: info.license.spdx ?? info.license.title,
      licenseUrl: info.license.url,
      author: info.author.name,
      url: info.author.url,
    };
  });
}
