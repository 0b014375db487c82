// The Kitty Cat table on a phone. Upright: the other seats in two columns at the top, the banner and the middle,
// the bottom seat's plate with its counters beside it, one row of buttons, the hand's value and the hand; where
// that does not fit (5 or 6 seats on a small phone) the plan tightens step by step (see PLANS). On its side: the
// other seats in a row along the top; the middle, the hand and (at the right) the bottom seat's strip over the
// buttons side by side below. Pure, so tests check it without a canvas.
import { CARD_ASPECT, clamp } from '../../../scene/theme';
import { M, measures, type KittyLayout, type Rect, type SeatBox } from './scene-layout-base';

/** Upright canvases narrower than this, and canvases on their side shorter than this, get a phone's table. */
export const PHONE_WIDTH = 600;
export const PHONE_HEIGHT = 480;
/** The row of buttons: at least 52 px high (a finger, and two lines of 15-px words). */
export const PHONE_BUTTONS_H = 52;
/** Smallest cards a phone's table draws: the middle, the hand, the other seats' three. */
export const MIN_MIDDLE_W = 48;
export const MIN_HAND_W = 56;
export const MIN_SEAT_CARD_W = 24;

const G = 6;
const VALUE_H = 32;
const BANNER_H = 34;
/** Room a value or a banner needs beside the hand or the middle (two lines of 14-px words). */
const VALUE_BESIDE_W = 128;
const BANNER_BESIDE_W = 112;

interface Plan {
  /** The other seats' boxes: 'full' as on a tablet, or 'line' (plate over counters and cards). */
  box: 'full' | 'line';
  /** The bottom seat's box fills the grid's empty place (odd number of other seats) instead of its own strip. */
  ownInGrid: boolean;
  /** The banner beside the middle (its words wrap) instead of above it. */
  bannerBeside: boolean;
  /** The hand's value beside the hand instead of above it. */
  valueBeside: boolean;
}

/** Most room first; each step gives up a little of the roomy table to fit more seats. */
const PLANS: Plan[] = [
  { box: 'full', ownInGrid: false, bannerBeside: false, valueBeside: false },
  { box: 'line', ownInGrid: false, bannerBeside: false, valueBeside: false },
  { box: 'line', ownInGrid: true, bannerBeside: false, valueBeside: false },
  { box: 'line', ownInGrid: true, bannerBeside: true, valueBeside: false },
  { box: 'line', ownInGrid: true, bannerBeside: true, valueBeside: true },
];

function basics(width: number, height: number) {
  const m = measures(width, height);
  const unit = m.unit;
  return {
    ...m,
    edge: Math.max(12, Math.round(20 * unit)),
    handGap: Math.max(8, Math.round(14 * unit)),
    midGap: Math.max(7, Math.round(12 * unit)),
    /** A picked middle card rises by 16 * unit (scene-middle.ts): room above the middle row. */
    midLift: Math.max(10, Math.round(16 * unit)),
  };
}

/** A 'line' box: the plate, then one line as high as the counters or the cards. */
const lineBoxH = (plateH: number, rowH: number, cardW: number) => plateH + 4 + Math.max(rowH, Math.ceil(cardW * CARD_ASPECT)) + 4;
/** A 'full' box, as on a tablet (scene-seat.ts draws plate, counters line, cards, value line). */
const fullBoxH = (plateH: number, rowH: number, cardW: number) => plateH + rowH + 18 + 22 + 4 + Math.ceil(cardW * CARD_ASPECT);

/** The deck and the three middle cards in a row: its width. */
const middleRowW = (cardW: number, gap: number) => Math.round(cardW * 0.82) + 4 * gap + 3 * cardW;

function middleParts(left: number, cy: number, cardW: number, gap: number) {
  const deckW = Math.round(cardW * 0.82);
  const middle = { x: left + deckW + 2 * gap + 1.5 * cardW + gap, y: cy, cardW, gap };
  return { middle, deck: { x: left + deckW / 2, y: cy, w: deckW } };
}

export function phonePortrait(width: number, height: number, seats: number, bottom: number, top: number): KittyLayout {
  const b = basics(width, height);
  const { unit, plateH, rowH, edge, handGap, midGap, lift, midLift } = b;
  const others = seats - 1;
  const A = CARD_ASPECT;

  const shape = (plan: Plan) => {
    const count = others + (plan.ownInGrid ? 1 : 0);
    const cols = Math.max(1, Math.min(count, 2));
    const rows = Math.ceil(count / cols);
    const colW = (width - 2 * M - (cols - 1) * G) / cols;
    const boxW = Math.floor(Math.min(colW, 300));
    const boxH = plan.box === 'full' ? fullBoxH : lineBoxH;
    const seatMin = plan.box === 'full' ? 30 : MIN_SEAT_CARD_W;
    // Cards of a 'line' box share the line with the counters: small; a 'full' box's get their own row.
    const seatMax = plan.box === 'full' ? Math.max(seatMin, Math.floor(Math.min(86 * unit, (boxW - 28) / 3))) : 32;
    let handMax = Math.floor(Math.min(clamp(128 * unit, 64, 150), (width - 2 * edge - 2 * handGap) / 3.4));
    if (plan.valueBeside) handMax = Math.min(handMax, Math.floor((width - 2 * edge - VALUE_BESIDE_W - 8 - 2 * handGap) / 3));
    let midMax = Math.floor(clamp(Math.min(104 * unit, (width - 4 * M) / 4.6), MIN_MIDDLE_W, 120));
    if (plan.bannerBeside) midMax = Math.min(midMax, Math.floor((width - 2 * M - 4 - BANNER_BESIDE_W - 8 - 4 * midGap) / 3.82));
    const height = (seatW: number, midW: number, handW: number) =>
      top + 4 + rows * boxH(plateH, rowH, seatW) + (rows - 1) * G + G
      + (plan.bannerBeside ? midLift : BANNER_H + midLift) + Math.ceil(midW * A) + G
      + (plan.ownInGrid ? 0 : plateH + G)
      + PHONE_BUTTONS_H + 4 + (plan.valueBeside ? 0 : VALUE_H + 4) + lift + Math.ceil(handW * A) + edge;
    return { count, cols, rows, boxW, boxH, seatMin, seatMax, handMax, midMax, height };
  };

  // The first plan that fits with comfortable cards, else with the smallest; the last one if none does (the tests
  // would say so). With an even number of other seats the grid has no empty place: the bottom seat keeps its strip.
  const plans = PLANS.map((p) => ({ ...p, ownInGrid: p.ownInGrid && others % 2 === 1 }));
  const fits = (p: Plan, mid: number, hand: number) => {
    const s = shape(p);
    return s.handMax >= hand && s.midMax >= mid && s.height(s.seatMin, mid, hand) <= height;
  };
  const plan = plans.find((p) => fits(p, 56, 64)) ?? plans.find((p) => fits(p, MIN_MIDDLE_W, MIN_HAND_W)) ?? plans[plans.length - 1];
  const s = shape(plan);
  // Spare height grows the hand and the middle together, then the other seats' cards.
  let handW = MIN_HAND_W, midW = MIN_MIDDLE_W, seatW = s.seatMin;
  for (let grown = true; grown;) {
    grown = false;
    if (handW < s.handMax && s.height(seatW, midW, handW + 1) <= height) { handW++; grown = true; }
    if (midW < s.midMax && s.height(seatW, midW + 1, handW) <= height) { midW++; grown = true; }
  }
  while (seatW < s.seatMax && s.height(seatW + 1, midW, handW) <= height) seatW++;
  const spare = Math.max(0, height - s.height(seatW, midW, handW));

  // From the bottom up: the hand, its value, the buttons, the bottom seat's strip.
  const handH = handW * A;
  const handCy = height - edge - handH / 2;
  const handTop = handCy - handH / 2 - lift;
  const handRowW = 3 * handW + 2 * handGap;
  const handLeft = plan.valueBeside ? edge : width / 2 - handRowW / 2;
  const hand = { x: handLeft + handW / 2, y: handCy, cardW: handW, gap: handGap, lift };
  let value: Rect;
  let above = handTop;
  if (plan.valueBeside) {
    const vx = handLeft + handRowW + 8;
    value = { x: vx, y: handCy - 24, width: width - edge - vx, height: 48 };
  } else {
    const vw = Math.min(320, width - 2 * edge);
    value = { x: width / 2 - vw / 2, y: handTop - 4 - VALUE_H, width: vw, height: VALUE_H };
    above = value.y;
  }
  const controls: Rect = { x: edge, y: above - 4 - PHONE_BUTTONS_H, width: width - 2 * edge, height: PHONE_BUTTONS_H };

  // From the top down: the grid of seats, then the middle halfway in what is left.
  const gridTop = top + 4;
  const boxH = s.boxH(plateH, rowH, seatW);
  const boxes: SeatBox[] = [];
  for (let i = 0; i < s.count; i++) {
    const r = Math.floor(i / s.cols), c = i % s.cols;
    const inRow = Math.min(s.cols, s.count - r * s.cols);
    const rowLeft = (width - inRow * s.boxW - (inRow - 1) * G) / 2;
    const own = i === others;
    boxes.push({
      seat: own ? bottom : (bottom + 1 + i) % seats, x: Math.round(rowLeft + c * (s.boxW + G)), y: gridTop + r * (boxH + G),
      w: s.boxW, h: boxH, cardW: own ? 0 : seatW, own, style: plan.box === 'full' && !own ? 'full' : 'line', plateW: s.boxW,
    });
  }
  const gridBottom = gridTop + s.rows * boxH + (s.rows - 1) * G;
  let ownStrip: SeatBox | null = null;
  if (!plan.ownInGrid) {
    const w = width - 2 * edge;
    ownStrip = { seat: bottom, x: edge, y: controls.y - G - plateH, w, h: plateH, cardW: 0, own: true, style: 'strip', plateW: Math.round(clamp(w * 0.5, 150, 210)) };
  }

  const blockTop = gridBottom + G + Math.floor(spare / 2);
  const midH = midW * A;
  const rowW = middleRowW(midW, midGap);
  let banner: Rect;
  let parts: ReturnType<typeof middleParts>;
  if (plan.bannerBeside) {
    const cy = blockTop + midLift + midH / 2;
    parts = middleParts(M + 4, cy, midW, midGap);
    const bx = M + 4 + rowW + 8;
    banner = { x: bx, y: cy - midH / 2, width: width - M - bx, height: midH };
  } else {
    banner = { x: M, y: blockTop, width: width - 2 * M, height: BANNER_H };
    parts = middleParts(width / 2 - rowW / 2, blockTop + BANNER_H + midLift + midH / 2, midW, midGap);
  }

  const seatBoxes = ownStrip ? [...boxes, ownStrip] : [...boxes.filter((x) => !x.own), ...boxes.filter((x) => x.own)];
  return {
    arrangement: 'phone-portrait', width, height, portrait: true, unit, plateH, rowH, seats: seatBoxes,
    banner, middle: parts.middle, deck: parts.deck, value, hand, controls,
  };
}

export function phoneLandscape(width: number, height: number, seats: number, bottom: number, top: number): KittyLayout {
  const { unit, plateH, rowH, edge, handGap, midGap, lift, midLift } = basics(width, height);
  const others = seats - 1;
  const A = CARD_ASPECT;

  // The other seats in one row along the top.
  const colW = (width - 2 * M - (others - 1) * G) / others;
  const boxW = Math.floor(Math.min(colW, 260));
  const seatW = 30;
  const boxH = lineBoxH(plateH, rowH, seatW);
  const rowLeft = (width - others * boxW - (others - 1) * G) / 2;
  const boxes: SeatBox[] = [];
  for (let i = 0; i < others; i++) {
    boxes.push({ seat: (bottom + 1 + i) % seats, x: Math.round(rowLeft + i * (boxW + G)), y: top + 4, w: boxW, h: boxH, cardW: seatW, own: false, style: 'line', plateW: boxW });
  }
  const bandTop = top + 4 + boxH + M;
  const bandBottom = height - edge;

  // At the right: the bottom seat's strip at the top, the buttons at the bottom.
  const rightW = Math.round(clamp(width * 0.34, 250, 340));
  const rightX = width - edge - rightW;
  const own: SeatBox = { seat: bottom, x: rightX, y: bandTop, w: rightW, h: plateH, cardW: 0, own: true, style: 'strip', plateW: Math.round(clamp(rightW * 0.5, 150, 200)) };
  const controls: Rect = { x: rightX, y: bandBottom - PHONE_BUTTONS_H, width: rightW, height: PHONE_BUTTONS_H };

  // Left of it: the middle (banner above) and the hand (value above), side by side.
  const room = rightX - 12 - edge - 16;
  const handByH = Math.floor((bandBottom - bandTop - BANNER_H - 4 - lift) / A);
  const midByH = Math.floor((bandBottom - bandTop - BANNER_H - midLift) / A);
  let handW = Math.max(MIN_HAND_W, Math.min(handByH, Math.round(clamp(128 * unit, 64, 150))));
  let midW = Math.min(midByH, Math.round(clamp(104 * unit, 56, 120)), Math.floor((room - 3 * handW - 2 * handGap - 4 * midGap) / 3.82));
  if (midW < MIN_MIDDLE_W) {
    midW = MIN_MIDDLE_W;
    handW = Math.max(MIN_HAND_W, Math.floor((room - middleRowW(midW, midGap) - 2 * handGap) / 3));
  }
  const midRowW = middleRowW(midW, midGap);
  const parts = middleParts(edge, bandTop + BANNER_H + midLift + (midW * A) / 2, midW, midGap);
  const banner: Rect = { x: edge, y: bandTop, width: midRowW, height: BANNER_H };
  const handRowW = 3 * handW + 2 * handGap;
  const handZone = { x: edge + midRowW + 16, w: rightX - 12 - (edge + midRowW + 16) };
  const handLeft = handZone.x + (handZone.w - handRowW) / 2;
  const handCy = bandBottom - (handW * A) / 2;
  const hand = { x: handLeft + handW / 2, y: handCy, cardW: handW, gap: handGap, lift };
  const value: Rect = { x: handZone.x, y: bandTop, width: handZone.w, height: VALUE_H };

  return {
    arrangement: 'phone-landscape', width, height, portrait: false, unit, plateH, rowH, seats: [...boxes, own],
    banner, middle: parts.middle, deck: parts.deck, value, hand, controls,
  };
}
