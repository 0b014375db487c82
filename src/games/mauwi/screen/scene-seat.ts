// A seat's area on the Mauwi table: its frame, lit while the seat acts, and its header (turn marker, name, hand
// size, total). Only drawing: the scene says what it shows.
import { Container, Graphics, Text } from 'pixi.js';
import { shortenToFit } from '../../../scene/text-fit';
import { FONT_FAMILY, PALETTE } from '../../../scene/theme';
import type { AreaBox, Fonts } from './scene-layout';

export interface AreaLook { isTurn: boolean; acting: boolean; winner: boolean; name: string; counts: string }

export function areaArt(box: AreaBox, F: Fonts, { isTurn, acting, winner, name, counts }: AreaLook): Container {
  const area = new Container();
  area.position.set(box.x, box.y);
  const bg = new Graphics();
  bg.roundRect(0, 0, box.w, box.h, 12).fill({ color: 0x000000, alpha: box.big ? 0.22 : 0.18 });
  const edge = winner || isTurn ? PALETTE.gold : acting ? PALETTE.alert : PALETTE.flax;
  bg.roundRect(0, 0, box.w, box.h, 12).stroke({ width: isTurn || acting || winner ? 3 : 1.5, color: edge, alpha: isTurn || acting || winner ? 1 : 0.4 });
  area.addChild(bg);

  // Header: turn marker, name, hand size, total.
  const header = new Graphics();
  // A top header is a line across; a side header a block on the left, the name over the counts.
  const hh = box.side ? box.h : box.header;
  const hw = box.side ? box.header : box.w;
  if (isTurn || acting || winner) header.roundRect(4, 4, hw - 8, hh - 8, 8).fill({ color: edge, alpha: 0.9 });
  area.addChild(header);
  const dark = isTurn || acting || winner;
  const nameText = new Text({ text: name, style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: box.big ? F.bigName : F.name, fill: dark ? PALETTE.ink : PALETTE.text } });
  const info = new Text({
    text: counts,
    style: { fontFamily: FONT_FAMILY, fontWeight: '700', fontSize: box.big ? F.bigInfo : F.info, fill: dark ? PALETTE.ink : PALETTE.textDim },
  });
  if (box.side) {
    nameText.position.set(10, Math.max(6, hh / 2 - nameText.height - 1));
    info.position.set(10, nameText.y + nameText.height + 2);
  } else {
    info.anchor.set(1, 0);
    info.position.set(box.w - 10, 4 + (hh - 4 - info.height) / 2);
    nameText.position.set(10, 4 + (hh - 4 - nameText.height) / 2);
  }
  // A long name is cut short (never drawn smaller): the counts and the total always show in full.
  shortenToFit(nameText, box.side ? hw - 16 : box.w - info.width - 28, 2);
  area.addChild(nameText, info);
  return area;
}

