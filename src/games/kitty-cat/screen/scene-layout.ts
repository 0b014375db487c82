// Where everything goes on the Kitty Cat table, for 2 to 6 seats: on a tablet the other seats' boxes along the
// top (plate, counters, three cards that turn face up at the showdown), the banner and the middle with the deck
// beside it, the value of the bottom hand, the hand itself between the bottom seat's box and the buttons; on a
// phone the same parts packed tighter (scene-layout-phone.ts). Pure, so tests check it without a canvas.
import { CARD_ASPECT, clamp } from '../../../scene/theme';
import { PHONE_HEIGHT, PHONE_WIDTH, phoneLandscape, phonePortrait } from './scene-layout-phone';

export { M, MIN_TEXT, MIN_PLATE_H, VALUE_LINE, type Arrangement, type KittyLayout, type Rect, type SeatBox } from './scene-layout-base';
import { M, VALUE_LINE, measures, type KittyLayout, type Rect, type SeatBox } from './scene-layout-base';

/** The button strip's height: the most buttons one moment shows (swap all, pass, knock at 48 px, Hiss! at 56 px). */
export const CONTROLS_HEIGHT = 3 * 48 + 56 + 3 * 10;

export function kittyLayout(width: number, height: number, seats: number, bottom: number, top = 64): KittyLayout {
  const portrait = height > width;
  if (portrait && width < PHONE_WIDTH) return phonePortrait(width, height, seats, bottom, top);
  if (!portrait && height < PHONE_HEIGHT) return phoneLandscape(width, height, seats, bottom, top);
  return tabletLayout(width, height, seats, bottom, top);
}

function tabletLayout(width: number, height: number, seats: number, bottom: number, top: number): KittyLayout {
  const portrait = height > width;
  const { unit, plateH, rowH, lift } = measures(width, height);

  // The bottom: the three hand cards between the own seat's box and the buttons (landscape), or the hand
  // alone with the box and the buttons above it (portrait); both kept clear of the carved border.
  const edge = Math.round(20 * unit);
  const sideW = Math.round(clamp(Math.min(210 * unit, width * 0.27), 150, 240));
  const handGap = Math.round(14 * unit);
  const handCardW = portrait
    ? Math.round(Math.min(clamp(128 * unit, 64, 150), (width - 2 * edge - 2 * handGap) / 3.4))
    : Math.round(Math.min(clamp(104 * unit, 64, 132), (width - 2 * sideW - 2 * edge - 2 * M - 2 * handGap) / 3));
  const handCardH = handCardW * CARD_ASPECT;
  const handCy = height - edge - handCardH / 2;
  const handX0 = width / 2 - handCardW - handGap;
  const hand = { x: handX0, y: handCy, cardW: handCardW, gap: handGap, lift };
  const handTop = handCy - handCardH / 2 - lift;

  const ownH = plateH + rowH + 3 * 6;
  // Room for the most buttons one moment shows: swap all, pass, knock (48 px) and Hiss! (56 px), 10 px apart.
  const controlsH = CONTROLS_HEIGHT;
  const above = handTop - 6;
  const own: SeatBox = portrait
    ? { seat: bottom, x: edge, y: above - ownH, w: sideW, h: ownH, cardW: 0, own: true, style: 'full', plateW: sideW }
    : { seat: bottom, x: edge, y: height - edge - ownH, w: sideW, h: ownH, cardW: 0, own: true, style: 'full', plateW: sideW };
  const controls: Rect = portrait
    ? { x: width - edge - sideW, y: above - controlsH, width: sideW, height: controlsH }
    : { x: width - edge - sideW, y: Math.min(handTop, height - edge - controlsH), width: sideW, height: controlsH };
  const valueW = Math.min(320, width - 2 * sideW - 2 * edge - 2 * M);
  const value: Rect = { x: width / 2 - valueW / 2, y: handTop - 36, width: valueW, height: 32 };

  // The middle: a banner line, then deck + three cards, above the value line.
  const bannerH = 34;
  const midCardW = Math.round(clamp(Math.min((portrait ? 104 : 90) * unit, (width - 4 * M) / 4.6), 56, 120));
  const midCardH = midCardW * CARD_ASPECT;
  const midGap = Math.round(12 * unit);
  const middleBlock = bannerH + 8 + midCardH + 6;
  const middleBottom = (portrait ? Math.min(value.y, own.y, controls.y) : value.y) - 6;

  // The other seats: a grid along the top in the room left above the middle.
  const others = seats - 1;
  const cols = portrait ? Math.min(others, 3) : Math.min(others, 5);
  const rows = Math.ceil(others / Math.max(1, cols));
  const bandTop = top + 4;
  const bandH = Math.max(80, middleBottom - middleBlock - M - bandTop);
  const colW = (width - M * (cols + 1)) / Math.max(1, cols);
  const boxW = Math.min(colW, Math.round(300 * unit));
  const rowSpace = (bandH - M * (rows - 1)) / Math.max(1, rows);
  const fixedH = plateH + rowH + 3 * 6 + VALUE_LINE + 4;
  const cardByH = (rowSpace - fixedH) / CARD_ASPECT;
  const cardByW = (boxW - 16 - 2 * 6) / 3;
  const seatCardW = Math.round(Math.max(30, Math.min(cardByH, cardByW, 86 * unit)));
  const boxH = Math.round(fixedH + seatCardW * CARD_ASPECT);
  const boxes: SeatBox[] = [];
  for (let i = 0; i < others; i++) {
    const r = Math.floor(i / cols);
    const inRow = Math.min(cols, others - r * cols);
    const c = i - r * cols;
    // Each row centred; equal room around each box.
    const slot = (width - 2 * M) / inRow;
    const cx = M + slot * (c + 0.5);
    boxes.push({ seat: (bottom + 1 + i) % seats, x: Math.round(cx - boxW / 2), y: bandTop + r * (boxH + M), w: Math.round(boxW), h: boxH, cardW: seatCardW, own: false, style: 'full', plateW: Math.round(boxW) });
  }
  const othersBottom = bandTop + rows * boxH + (rows - 1) * M;

  // The middle sits halfway between the other seats and the value line; where two rows of seats leave less room
  // than it wants (a tall phone-like portrait with 5–6 seats, the button strip's four buttons), its cards shrink.
  const free = middleBottom - othersBottom;
  const fitW = Math.floor((free - M - bannerH - 8 - 6) / CARD_ASPECT);
  const cardW = Math.max(56, Math.min(midCardW, fitW));
  const cardH = cardW * CARD_ASPECT;
  const block = bannerH + 8 + cardH + 6;
  const blockTop = othersBottom + Math.max(M, (free - block) / 2);
  const banner: Rect = { x: Math.max(M, width / 2 - 330), y: blockTop, width: Math.min(width - 2 * M, 660), height: bannerH };
  const midCy = blockTop + bannerH + 8 + cardH / 2;
  const middle = { x: width / 2 + cardW * 0.45, y: midCy, cardW, gap: midGap };
  const deckW = Math.round(cardW * 0.82);
  const deck = { x: middle.x - cardW * 1.5 - midGap - 2 * midGap - deckW / 2, y: midCy, w: deckW };

  return { arrangement: 'tablet', width, height, portrait, unit, plateH, rowH, seats: [...boxes, own], banner, middle, deck, value, hand, controls };
}

/** Centre x of the i-th of three cards in a row centred on cx. */
export const rowX = (cx: number, cardW: number, gap: number, i: number): number => cx + (i - 1) * (cardW + gap);
