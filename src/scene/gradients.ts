// The tables' gradients, made once for the page and never destroyed. PixiJS keeps the texture of every Graphics it
// draws unbatched (a card face, a back, the felt's border band: 400 vertices or more) in a bind group of its own
// module-wide cache (getTextureBatchBindGroup), which no renderer's teardown empties: destroying a gradient's texture
// therefore warned "[BindGroup] a 'textureSource' (and 'textureSampler') was destroyed while still bound to a
// shader" each time a table closed, whatever the order of the teardown. Each is in 'local' texture space (its one
// small texture stretched over whatever shape it fills), so every table, renderer and shape may share it.
import { FillGradient } from 'pixi.js';
import { PALETTE } from './theme';

const made = new Map<string, FillGradient>();
const once = (key: string, make: () => FillGradient): FillGradient => {
  let g = made.get(key);
  if (!g) made.set(key, (g = make()));
  return g;
};

/** The felt: lighter in the middle. */
export const feltGradient = (): FillGradient => once('felt', () => new FillGradient({
  type: 'radial', center: { x: 0.5, y: 0.48 }, innerRadius: 0, outerCenter: { x: 0.5, y: 0.48 }, outerRadius: 0.75,
  textureSpace: 'local',
  colorStops: [{ offset: 0, color: PALETTE.feltLight }, { offset: 0.55, color: PALETTE.felt }, { offset: 1, color: PALETTE.feltDark }],
}));

/** A soft pool of light where the piles lie. */
export const poolGradient = (): FillGradient => once('pool', () => new FillGradient({
  type: 'radial', center: { x: 0.5, y: 0.5 }, innerRadius: 0, outerCenter: { x: 0.5, y: 0.5 }, outerRadius: 0.5,
  textureSpace: 'local',
  colorStops: [{ offset: 0, color: 'rgba(255,255,255,0.08)' }, { offset: 0.6, color: 'rgba(255,255,255,0.035)' }, { offset: 1, color: 'rgba(255,255,255,0)' }],
}));

/** A card face's paper. */
export const paperGradient = (): FillGradient => once('paper', () => new FillGradient({
  type: 'linear', start: { x: 0, y: 0 }, end: { x: 0, y: 1 }, textureSpace: 'local',
  colorStops: [{ offset: 0, color: 0xfffcf3 }, { offset: 1, color: PALETTE.creamShade }],
}));

/** A card back's pounamu. */
export const stoneGradient = (): FillGradient => once('stone', () => new FillGradient({
  type: 'linear', start: { x: 0, y: 0 }, end: { x: 1, y: 1 }, textureSpace: 'local',
  colorStops: [{ offset: 0, color: 0x2a8a66 }, { offset: 0.55, color: PALETTE.pounamu }, { offset: 1, color: PALETTE.pounamuDark }],
}));

/** A seat plate's wood. */
export const woodGradient = (): FillGradient => once('wood', () => new FillGradient({
  type: 'linear', start: { x: 0, y: 0 }, end: { x: 0, y: 1 }, textureSpace: 'local',
  colorStops: [{ offset: 0, color: PALETTE.woodLight }, { offset: 1, color: PALETTE.wood }],
}));
