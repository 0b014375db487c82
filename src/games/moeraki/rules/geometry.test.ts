// The board computed from RULES.md's coordinate rule: the counts the published game states, and the shapes the
// rules rely on (an octagon with cut corners, diamonds of four hollows, triangles of three on the edges).
import { describe, expect, it } from 'vitest';
import {
  AREAS, AREAS_OF_HOLLOW, BEACH_AREAS, BORDER_TRIANGLES, CENTRAL_HOLLOWS, DIAGONALS, EDGE_ROWS, HOLLOWS, OUTLINE,
  SEMI_AREAS, SIGHT, areaAt, hollowAt,
} from './geometry';

describe('Moeraki board geometry (RULES.md coordinates)', () => {
  it('has 57 hollows: x + y even in 0..10 without the four corners', () => {
    expect(HOLLOWS).toHaveLength(57);
    for (const c of [[0, 0], [10, 0], [0, 10], [10, 10]]) expect(hollowAt(c[0], c[1])).toBe(-1);
    expect(HOLLOWS.every((p) => (p.x + p.y) % 2 === 0)).toBe(true);
    expect(HOLLOWS.map((p) => hollowAt(p.x, p.y))).toEqual(HOLLOWS.map((p) => p.id));
  });

  it('has the nine Moeraki-field hollows within distance 2 of the centre', () => {
    expect(CENTRAL_HOLLOWS).toHaveLength(9);
    const pts = CENTRAL_HOLLOWS.map((id) => `${HOLLOWS[id].x},${HOLLOWS[id].y}`).sort();
    expect(pts).toEqual(['3,5', '4,4', '4,6', '5,3', '5,5', '5,7', '6,4', '6,6', '7,5']);
  });

  it('has 40 beach areas of four hollows and 12 semi-beach triangles of three, 3 on each straight edge', () => {
    expect(AREAS).toHaveLength(52);
    expect(BEACH_AREAS).toHaveLength(40);
    expect(SEMI_AREAS).toHaveLength(12);
    for (const a of BEACH_AREAS) expect(AREAS[a].hollows).toHaveLength(4);
    for (const a of SEMI_AREAS) expect(AREAS[a].hollows).toHaveLength(3);
    const semiTop = SEMI_AREAS.map((a) => AREAS[a]).filter((a) => a.y === 0).map((a) => a.x);
    expect(semiTop).toEqual([3, 5, 7]);
    expect(areaAt(1, 0)).toBe(-1); // outside the cut corner
    expect(BORDER_TRIANGLES).toHaveLength(12);
    expect(new Set(BORDER_TRIANGLES.map((t) => t.side))).toEqual(new Set(['top', 'bottom', 'left', 'right']));
    for (const t of BORDER_TRIANGLES) expect(t.corners).toHaveLength(3);
  });

  it('every hollow borders 2 to 4 areas; the 57 hollows and 52 areas tile the octagon', () => {
    for (const list of AREAS_OF_HOLLOW) expect(list.length).toBeGreaterThanOrEqual(2);
    for (const list of AREAS_OF_HOLLOW) expect(list.length).toBeLessThanOrEqual(4);
    expect(OUTLINE).toHaveLength(8);
    for (const p of HOLLOWS) {
      expect(p.px).toBeGreaterThanOrEqual(0);
      expect(p.py).toBeLessThanOrEqual(1);
    }
  });

  it('has 18 diagonals of 3 to 9 hollows, both ends on the border; the four 3-hollow ones are the cut corners', () => {
    expect(DIAGONALS).toHaveLength(18);
    expect(DIAGONALS.map((d) => d.hollows.length).sort((a, b) => a - b)).toEqual([3, 3, 3, 3, 5, 5, 5, 5, 7, 7, 7, 7, 9, 9, 9, 9, 9, 9]);
    for (const d of DIAGONALS) {
      expect(HOLLOWS[d.ends[0]].border && HOLLOWS[d.ends[1]].border).toBe(true);
      // Inside the field, except the corner diagonals, which run along the cut corner itself.
      if (d.hollows.length > 3) for (const id of d.hollows.slice(1, -1)) expect(HOLLOWS[id].border).toBe(false);
    }
    const corners = DIAGONALS.filter((d) => d.hollows.length === 3).map((d) => d.hollows.map((id) => `${HOLLOWS[id].x},${HOLLOWS[id].y}`).join(' '));
    expect(corners).toContain('0,2 1,1 2,0');
  });

  it('has 4 edge rows of four hollows (two horizontal, two vertical)', () => {
    expect(EDGE_ROWS).toHaveLength(4);
    for (const r of EDGE_ROWS) expect(r.hollows).toHaveLength(4);
    expect(EDGE_ROWS[0].hollows.map((id) => HOLLOWS[id].x)).toEqual([2, 4, 6, 8]);
  });

  it('a line of sight runs diagonally from area to area up to the border', () => {
    const from = areaAt(5, 2);
    expect(SIGHT[from][2].map((a) => [AREAS[a].x, AREAS[a].y])).toEqual([[4, 3], [3, 4], [2, 5], [1, 6], [0, 7]]);
    expect(SIGHT[areaAt(1, 2)][0]).toEqual([]);
  });
});
