// The Moeraki board as data, computed from the coordinate rule of RULES.md (never typed in by hand):
// hollows are the points (x, y), 0 ≤ x, y ≤ 10, x + y even, without the four corners; areas are the points
// with x + y odd: 40 beach areas inside (four hollows each), 12 semi-beach triangles on the four straight
// edges (three hollows each). Diagonals (Awa) run along x + y = k or x − y = k; edge rows (Ara) are the four
// hollows of one straight edge. Drawing coordinates: (px, py) = (x, y) / 10 in a unit square, y downwards.

export const SIZE = 10;
const CENTRE = 5;

export interface Hollow {
  id: number;
  x: number;
  y: number;
  /** Drawing position in the unit square (y grows downwards). */
  px: number;
  py: number;
  /** One of the nine Moeraki-field hollows (within distance 2 of the centre), where the ball goes. */
  central: boolean;
  /** On the octagon's border (a straight edge or a cut corner). */
  border: boolean;
}

export type AreaKind = 'beach' | 'semi';

export interface Area {
  id: number;
  x: number;
  y: number;
  px: number;
  py: number;
  kind: AreaKind;
  /** The hollows around it: four for a beach area, three for a semi-beach triangle. */
  hollows: number[];
}

/** A semi-beach triangle as drawn: the two edge hollows and the inner hollow, in unit coordinates. */
export interface BorderTriangle {
  area: number;
  side: EdgeSide;
  corners: [number, number][];
}

export interface Diagonal {
  id: number;
  /** 'sum': x + y = k; 'diff': x − y = k. */
  kind: 'sum' | 'diff';
  k: number;
  /** Hollows in order from one end to the other. */
  hollows: number[];
  ends: [number, number];
}

export type EdgeSide = 'top' | 'bottom' | 'left' | 'right';

export interface EdgeRow {
  id: number;
  side: EdgeSide;
  hollows: number[];
}

/** The Tane's four facings: diagonal steps (dx, dy) from area to area (y downwards). */
export const FACINGS = [
  { name: 'upLeft', dx: -1, dy: -1 },
  { name: 'upRight', dx: 1, dy: -1 },
  { name: 'downLeft', dx: -1, dy: 1 },
  { name: 'downRight', dx: 1, dy: 1 },
] as const;
export type Facing = 0 | 1 | 2 | 3;

const inSquare = (x: number, y: number): boolean => x >= 0 && y >= 0 && x <= SIZE && y <= SIZE;
const isCorner = (x: number, y: number): boolean => (x === 0 || x === SIZE) && (y === 0 || y === SIZE);
const isHollowPoint = (x: number, y: number): boolean => inSquare(x, y) && (x + y) % 2 === 0 && !isCorner(x, y);
const onBorder = (x: number, y: number): boolean =>
  x === 0 || y === 0 || x === SIZE || y === SIZE || x + y === 2 || x + y === 2 * SIZE - 2 || x - y === SIZE - 2 || y - x === SIZE - 2;

const key = (x: number, y: number): number => y * (SIZE + 1) + x;

// ---------- hollows ----------

export const HOLLOWS: readonly Hollow[] = (() => {
  const out: Hollow[] = [];
  for (let y = 0; y <= SIZE; y++) {
    for (let x = 0; x <= SIZE; x++) {
      if (!isHollowPoint(x, y)) continue;
      const d2 = (x - CENTRE) ** 2 + (y - CENTRE) ** 2;
      out.push({ id: out.length, x, y, px: x / SIZE, py: y / SIZE, central: d2 <= 4, border: onBorder(x, y) });
    }
  }
  return out;
})();

const hollowByPoint = new Map<number, number>(HOLLOWS.map((h) => [key(h.x, h.y), h.id]));

/** The hollow at (x, y), or -1. */
export const hollowAt = (x: number, y: number): number => (inSquare(x, y) ? hollowByPoint.get(key(x, y)) ?? -1 : -1);

export const CENTRAL_HOLLOWS: readonly number[] = HOLLOWS.filter((h) => h.central).map((h) => h.id);

// ---------- areas ----------

export const AREAS: readonly Area[] = (() => {
  const out: Area[] = [];
  for (let y = 0; y <= SIZE; y++) {
    for (let x = 0; x <= SIZE; x++) {
      if ((x + y) % 2 === 0) continue;
      const hollows = [hollowAt(x, y - 1), hollowAt(x - 1, y), hollowAt(x + 1, y), hollowAt(x, y + 1)].filter((h) => h >= 0);
      const inside = x >= 1 && y >= 1 && x <= SIZE - 1 && y <= SIZE - 1;
      if (inside && hollows.length === 4) out.push({ id: out.length, x, y, px: x / SIZE, py: y / SIZE, kind: 'beach', hollows });
      else if (!inside && hollows.length === 3) out.push({ id: out.length, x, y, px: x / SIZE, py: y / SIZE, kind: 'semi', hollows });
    }
  }
  return out;
})();

const areaByPoint = new Map<number, number>(AREAS.map((a) => [key(a.x, a.y), a.id]));

/** The area at (x, y), or -1. */
export const areaAt = (x: number, y: number): number => (inSquare(x, y) ? areaByPoint.get(key(x, y)) ?? -1 : -1);

export const BEACH_AREAS: readonly number[] = AREAS.filter((a) => a.kind === 'beach').map((a) => a.id);
export const SEMI_AREAS: readonly number[] = AREAS.filter((a) => a.kind === 'semi').map((a) => a.id);

const sideOf = (x: number, y: number): EdgeSide => (y === 0 ? 'top' : y === SIZE ? 'bottom' : x === 0 ? 'left' : 'right');

export const BORDER_TRIANGLES: readonly BorderTriangle[] = SEMI_AREAS.map((id) => {
  const a = AREAS[id];
  return { area: id, side: sideOf(a.x, a.y), corners: a.hollows.map((h) => [HOLLOWS[h].px, HOLLOWS[h].py] as [number, number]) };
});

/** The playing field's outline, an octagon, in unit coordinates (clockwise from the top edge). */
export const OUTLINE: readonly [number, number][] = [
  [2, 0], [8, 0], [10, 2], [10, 8], [8, 10], [2, 10], [0, 8], [0, 2],
].map(([x, y]) => [x / SIZE, y / SIZE] as [number, number]);

/** The white circle of the Moeraki field, in unit coordinates (a little larger than its outer hollows). */
export const MOERAKI_FIELD = { cx: CENTRE / SIZE, cy: CENTRE / SIZE, r: 2.35 / SIZE } as const;

// ---------- lines ----------

export const DIAGONALS: readonly Diagonal[] = (() => {
  const out: Diagonal[] = [];
  for (const kind of ['sum', 'diff'] as const) {
    const ks = kind === 'sum' ? range(0, 2 * SIZE, 2) : range(-SIZE, SIZE, 2);
    for (const k of ks) {
      const hollows: number[] = [];
      for (let x = 0; x <= SIZE; x++) {
        const h = hollowAt(x, kind === 'sum' ? k - x : x - k);
        if (h >= 0) hollows.push(h);
      }
      if (hollows.length >= 3) out.push({ id: out.length, kind, k, hollows, ends: [hollows[0], hollows[hollows.length - 1]] });
    }
  }
  return out;
})();

export const EDGE_ROWS: readonly EdgeRow[] = (['top', 'bottom', 'left', 'right'] as const).map((side, id) => {
  const onSide = (h: Hollow): boolean => (side === 'top' ? h.y === 0 : side === 'bottom' ? h.y === SIZE : side === 'left' ? h.x === 0 : h.x === SIZE);
  const hollows = HOLLOWS.filter(onSide).map((h) => h.id);
  return { id, side, hollows };
});

function range(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let v = from; v <= to; v += step) out.push(v);
  return out;
}

// ---------- lookups ----------

/** The areas each hollow borders (beach and semi-beach). */
export const AREAS_OF_HOLLOW: readonly number[][] = HOLLOWS.map((h) => AREAS.filter((a) => a.hollows.includes(h.id)).map((a) => a.id));

/** The areas a Tane at `area` facing `facing` looks at, in order, up to the border (other Tane are the rules' business). */
export const SIGHT: readonly (readonly number[])[][] = AREAS.map((a) => FACINGS.map(({ dx, dy }) => {
  const out: number[] = [];
  for (let k = 1; ; k++) {
    const b = areaAt(a.x + k * dx, a.y + k * dy);
    if (b < 0) return out;
    out.push(b);
  }
}));
