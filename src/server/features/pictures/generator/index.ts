// The picture bank generator: PPDT and TAT scenes drawn by our own code from open-licensed
// icon sets. renderScene gives the PNG of one scene; sceneSpecs lists them all.
export { renderScene, sceneToSvg, PICTURE_WIDTH, PICTURE_HEIGHT } from './render';
export { sceneSpecs } from './scenes';
export { iconAttributions, type IconAttribution } from './attributions';
export type { SceneSpec, SettingSpec, PlacedElement, PictureTest, SettingKind } from './types';
