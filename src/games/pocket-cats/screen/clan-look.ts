// The seven clans' looks without any drawing library (so the DOM and the tests use them too): each clan's colour
// (CLANS[id].colour, from the data), a mark of its own so a clan reads without colour (Royal Claws a crown,
// Gourmets a fish, Crooks a bandit's mask, Defenders a shield, Chaoticats a die, Power Cats a bolt,
// Polterkitties a ghost), as shapes in a 40 × 32 box that scene-art.ts draws on the tiles and clanMarkSvg in
// the DOM, the ink that reads on the colour, and the cats' fur.
import type { CatColours } from '../../../scene/motifs';
import { PALETTE } from '../../../scene/theme';
import { CLANS, CLAN_IDS, type ClanId } from '../rules/data';

/** A mark's shapes in a 40 × 32 box: filled in the clan colour ('clan', outlined in ink), cream or ink. */
export type Paint = 'clan' | 'cream' | 'ink';
export type Shape =
  | { poly: number[]; paint: Paint }
  | { circle: [number, number, number]; paint: Paint }
  | { ellipse: [number, number, number, number]; paint: Paint }
  | { rect: [number, number, number, number, number]; paint: Paint };

export type MarkName = 'crown' | 'fish' | 'mask' | 'shield' | 'die' | 'bolt' | 'ghost';

/** Half a circle's points from angle a0 to a1 (radians), for the ghost's head. */
const arc = (cx: number, cy: number, r: number, a0: number, a1: number, n = 8): number[] =>
  Array.from({ length: n + 1 }, (_, i) => { const a = a0 + ((a1 - a0) * i) / n; return [cx + Math.cos(a) * r, cy + Math.sin(a) * r]; }).flat();

/** The seven marks (the same shapes on the tiles, the plates and in the DOM). */
export const MARKS: Record<MarkName, readonly Shape[]> = {
  crown: [
    { poly: [4, 27, 4, 10, 12, 17, 20, 4, 28, 17, 36, 10, 36, 27], paint: 'clan' },
    { circle: [20, 21, 3], paint: 'cream' },
  ],
  fish: [
    { ellipse: [16, 16, 13, 8], paint: 'clan' },
    { poly: [27, 16, 38, 8, 38, 24], paint: 'clan' },
    { circle: [9, 14, 2], paint: 'ink' },
  ],
  mask: [
    { poly: [2, 12, 11, 7, 20, 10, 29, 7, 38, 12, 35, 22, 26, 24, 20, 19, 14, 24, 5, 22], paint: 'clan' },
    { ellipse: [12, 15, 4.5, 3], paint: 'cream' },
    { ellipse: [28, 15, 4.5, 3], paint: 'cream' },
  ],
  shield: [
    { poly: [20, 2, 35, 7, 33, 19, 20, 30, 7, 19, 5, 7], paint: 'clan' },
    { rect: [18, 7, 4, 18, 1], paint: 'cream' },
    { rect: [12, 12, 16, 4, 1], paint: 'cream' },
  ],
  die: [
    { rect: [8, 4, 24, 24, 5], paint: 'clan' },
    { circle: [14, 10, 2.6], paint: 'cream' },
    { circle: [26, 10, 2.6], paint: 'cream' },
    { circle: [20, 16, 2.6], paint: 'cream' },
    { circle: [14, 22, 2.6], paint: 'cream' },
    { circle: [26, 22, 2.6], paint: 'cream' },
  ],
  bolt: [
    { poly: [24, 1, 8, 18, 18, 18, 14, 31, 32, 12, 22, 12, 27, 1], paint: 'clan' },
  ],
  ghost: [
    { poly: [...arc(20, 14, 11, Math.PI, 2 * Math.PI), 31, 29, 27, 25, 24, 29, 20, 25, 16, 29, 13, 25, 9, 29], paint: 'clan' },
    { circle: [16, 13, 2.4], paint: 'ink' },
    { circle: [24, 13, 2.4], paint: 'ink' },
  ],
};

export interface ClanLook { colour: number; css: string; mark: MarkName; /** Ink on the clan colour. */ ink: number; fur: CatColours }

const cssOf = (n: number): string => `#${n.toString(16).padStart(6, '0')}`;
/** White or ink on a colour, whichever reads better (WCAG relative luminance). */
function inkOn(colour: number): number {
  const lin = (v: number) => { const c = v / 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  const l = 0.2126 * lin((colour >> 16) & 255) + 0.7152 * lin((colour >> 8) & 255) + 0.0722 * lin(colour & 255);
  return (1.05) / (l + 0.05) >= (l + 0.05) / (0.0116 + 0.05) ? 0xffffff : PALETTE.ink;
}

const fur = (f: number, stripes: number | null, muzzle: number, eye: number, innerEar = 0xe7b7b7): CatColours =>
  ({ fur: f, stripes, muzzle, ink: PALETTE.ink, eye, innerEar });

const LOOKS: Record<ClanId, { mark: MarkName; fur: CatColours }> = {
  'royal-claws': { mark: 'crown', fur: fur(0xb9c2cc, null, 0xf4f1ea, 0x7fc8a9) },
  gourmets: { mark: 'fish', fur: fur(0xe8a65c, 0xb4652a, 0xfbefdc, 0xe6d35a, 0xf0b9a6) },
  crooks: { mark: 'mask', fur: fur(0x4a4a4f, null, 0xd9d4cc, 0xf2c14e, 0xb98b8b) },
  defenders: { mark: 'shield', fur: fur(0xf3efe6, null, 0xffffff, 0x5aa7e0) },
  chaoticats: { mark: 'die', fur: fur(0xf1e2c6, 0xc96a2e, 0xffffff, 0x9bc26a) },
  'power-cats': { mark: 'bolt', fur: fur(0xd9803f, 0x9c4a1e, 0xfbe6cf, 0x7fc8a9, 0xf0b9a6) },
  polterkitties: { mark: 'ghost', fur: fur(0xd6e2e0, null, 0xf7fbfa, 0x9be0d0, 0xd9c3d9) },
};

/** Each clan's look: its colour (from the data), a mark of its own and its cats' fur. */
export const CLAN_LOOK: Record<ClanId, ClanLook> = Object.fromEntries(CLAN_IDS.map((id) => {
  const colour = CLANS[id].colour;
  return [id, { colour, css: cssOf(colour), ink: inkOn(colour), ...LOOKS[id] }];
})) as Record<ClanId, ClanLook>;

export const PAINT: Record<Exclude<Paint, 'clan'>, number> = { cream: PALETTE.cream, ink: PALETTE.ink };

/** The same mark as inline SVG for the DOM (decorative: the clan's name is always written beside it). */
export function clanMarkSvg(clan: ClanId, size = 40): string {
  const look = CLAN_LOOK[clan];
  const fill = (p: Paint) => (p === 'clan' ? `fill="${look.css}" stroke="#1d1b18" stroke-width="2" stroke-linejoin="round"` : `fill="${cssOf(PAINT[p])}"`);
  const body = MARKS[look.mark].map((s) => {
    if ('poly' in s) return `<polygon points="${s.poly.map((v) => +v.toFixed(2)).join(' ')}" ${fill(s.paint)}/>`;
    if ('circle' in s) return `<circle cx="${s.circle[0]}" cy="${s.circle[1]}" r="${s.circle[2]}" ${fill(s.paint)}/>`;
    if ('ellipse' in s) return `<ellipse cx="${s.ellipse[0]}" cy="${s.ellipse[1]}" rx="${s.ellipse[2]}" ry="${s.ellipse[3]}" ${fill(s.paint)}/>`;
    return `<rect x="${s.rect[0]}" y="${s.rect[1]}" width="${s.rect[2]}" height="${s.rect[3]}" rx="${s.rect[4]}" ${fill(s.paint)}/>`;
  }).join('');
  return `<svg class="pocket-mark" viewBox="0 0 40 32" width="${size}" height="${Math.round(size * 0.8)}" aria-hidden="true" focusable="false">${body}</svg>`;
}

