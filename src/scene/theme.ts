// The table's palette, type and card geometry in one place (see ../shared/DESIGN.md): pounamu green,
// flax and carved-wood browns, cream cards, a colour-blind-safe set for meaning.

/** Card art is drawn at twice the 63 × 88 proportion; sprites are scaled to their display width. */
export const CARD_W = 126;
export const CARD_H = 176;
export const CARD_RADIUS = 10;
export const CARD_ASPECT = CARD_H / CARD_W;

export const FONT_FAMILY = ['Atkinson Hyperlegible', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'];

export const PALETTE = {
  feltDark: 0x0c2a21,
  felt: 0x15453a,
  feltLight: 0x1f5e4c,
  carve: 0x0a211a,
  carveLight: 0x2f7a60,
  wood: 0x2a1d14,
  woodLight: 0x4a3424,
  flax: 0xc9a46a,
  flaxLight: 0xe8cf9b,
  cream: 0xfbf6ea,
  creamShade: 0xefe5cf,
  cardEdge: 0xcdbf9f,
  ink: 0x1d1b18,
  gold: 0xf2c14e,
  goldDeep: 0xc8922a,
  pounamu: 0x1f6b4f,
  pounamuDark: 0x134734,
  pounamuLight: 0x8fd1b0,
  jade: 0x3f9a76,
  vermillion: 0xd55e00,
  alert: 0xe0662c,
  plate: 0x1b1410,
  text: 0xfbf3e2,
  textDim: 0xd9ccb0,
} as const;

/** Durations within DESIGN.md's 150–300 ms. */
export const DURATION = { quick: 150, move: 240, flight: 280, flip: 110, pop: 260, stagger: 55 } as const;

export const clamp = (v: number, lo: number, hi: number): number => (v < lo ? lo : v > hi ? hi : v);

/** The felt's scale for a table without a unit of its own: 1 at 1024 × 768, kept within 0.6–1.2. */
export const feltUnit = (width: number, height: number): number => clamp(Math.min(width / 1024, height / 768), 0.6, 1.2);
