// A visual check of the Meow Meow scene: hand-made views (2, 4, 6 seats; a jack's wish; a 7-chain;
// a big hand; privacy; the drawn card; the end) or a live game against simple bots (?scenario=live).
// Served by `npx vite` at /e2e/scene-preview/preview.html?scenario=four&motion=off&marks=1
import { createMeowScene, type MeowRenderContext, type MeowScene } from '../../src/games/meow-meow/screen/scene';
import { legalEvents } from '../../src/games/meow-meow/rules/rules';
import type { LastAction, MeowEvent, MeowState } from '../../src/games/meow-meow/rules/state';
import { meowMeow } from '../../src/games/meow-meow/rules/definition';
import { viewOf, type MeowView } from '../../src/games/meow-meow/rules/view';
import { cardOf, type Card, type Suit } from '../../src/games/shared/cards';
import type { Motion, Settings } from '../../src/base/settings';

const q = new URLSearchParams(location.search);
const scenario = q.get('scenario') ?? 'four';
const motion = (q.get('motion') ?? 'full') as Motion;
const settings: Settings = { language: (q.get('lang') ?? 'en') as Settings['language'], sound: false, motion, colourMarks: q.get('marks') === '1', botPace: 'normal', tips: false, tipsSeen: [] };
if (q.get('toolbar') === '0') document.getElementById('toolbar')?.classList.add('hidden');

const C = (suit: Suit, rank: number): Card => cardOf(suit, rank);
const NAMES = ['Aroha', 'Mittens', 'Tama', 'Whiskers McFluffington', 'Kiri', 'Pōhutukawa'];

interface Scene { view: MeowView; ctx: MeowRenderContext }

function baseView(seats: number, over: Partial<MeowView>): MeowView {
  return {
    viewer: 0, seats, deck: 52, dealer: seats - 1, hand: [], handCounts: new Array(seats).fill(5), discard: [], drawCount: 20,
    turn: 0, phase: 'choosingCard', wish: null, pendingDraw: 0, drawn: null, meowCalled: false, winners: [], endReason: null,
    last: [], reshuffles: 0, ...over,
  };
}

const plays = (cards: Card[], seat = 0): MeowEvent[] => cards.map((card) => ({ type: 'PLAY', seat, card }));

function scenarioOf(name: string): Scene {
  switch (name) {
    case 'two': {
      // Two seats, twelve cards in hand, hearts on the pile.
      const hand = [C(0, 2), C(0, 9), C(0, 13), C(1, 5), C(1, 11), C(2, 3), C(2, 10), C(2, 12), C(2, 14), C(3, 4), C(3, 7), C(3, 10)];
      const view = baseView(2, { hand, handCounts: [12, 7], discard: [C(1, 9), C(0, 6), C(2, 9)], drawCount: 27, turn: 0,
        last: [{ kind: 'play', seat: 1, card: C(2, 9) }] });
      return { view, ctx: { bottomSeat: 0, showHand: true, legal: [...plays([C(0, 9), C(1, 11), C(2, 3), C(2, 10), C(2, 12), C(2, 14)]), { type: 'DRAW', seat: 0 }] } };
    }
    case 'four': {
      // Four seats: seat 3 played a jack and wished diamonds.
      const hand = [C(0, 7), C(0, 12), C(1, 8), C(2, 11), C(3, 9), C(3, 13), C(3, 14)];
      const view = baseView(4, { hand, handCounts: [7, 4, 6, 3], discard: [C(0, 10), C(0, 8), C(0, 11)], drawCount: 17, turn: 0, wish: 3,
        last: [{ kind: 'play', seat: 3, card: C(0, 11) }, { kind: 'wish', seat: 3, suit: 3 }] });
      return { view, ctx: { bottomSeat: 0, showHand: true, legal: [...plays([C(3, 9), C(3, 13), C(3, 14)]), { type: 'DRAW', seat: 0 }] } };
    }
    case 'six': {
      // Six seats and a 7-chain: four cards to draw unless a 7 is stacked; seat 2 was skipped earlier.
      const hand = [C(0, 7), C(1, 2), C(2, 5), C(2, 13), C(3, 8), C(3, 12)];
      const view = baseView(6, { hand, handCounts: [6, 5, 2, 8, 1, 4], discard: [C(2, 8), C(2, 7), C(1, 7)], drawCount: 22, turn: 0,
        pendingDraw: 4, last: [{ kind: 'play', seat: 5, card: C(1, 7) }, { kind: 'meow', seat: 4 } as LastAction, { kind: 'skip', seat: 2 }] });
      return { view, ctx: { bottomSeat: 0, showHand: true, legal: [...plays([C(0, 7)]), { type: 'DRAW', seat: 0 }] } };
    }
    case 'drawn': {
      // The card just drawn fits: it is lifted and marked; the others are dimmed.
      const hand = [C(0, 3), C(0, 14), C(1, 6), C(1, 10), C(2, 4), C(3, 6), C(3, 11), C(2, 6)];
      const view = baseView(3, { hand, handCounts: [8, 3, 5], discard: [C(1, 12), C(1, 13)], drawCount: 30, turn: 0, phase: 'drawnCard', drawn: C(1, 6),
        last: [{ kind: 'draw', seat: 0, count: 1 }] });
      return { view, ctx: { bottomSeat: 0, showHand: true, legal: [{ type: 'PLAY', seat: 0, card: C(1, 6) }, { type: 'PASS', seat: 0 }] } };
    }
    case 'privacy': {
      const view = baseView(5, { hand: [C(0, 3), C(1, 4), C(2, 5), C(3, 6), C(0, 12)], handCounts: [5, 5, 5, 5, 4], discard: [C(2, 9)], drawCount: 22, turn: 0 });
      return { view, ctx: { bottomSeat: 0, showHand: false, legal: [] } };
    }
    case 'big': {
      // Twenty cards after a long 7-chain: two rows.
      const hand: Card[] = [];
      for (const s of [0, 1, 2, 3] as Suit[]) for (const r of [2, 5, 9, 11, 14]) hand.push(C(s, r));
      const view = baseView(4, { hand, handCounts: [20, 3, 4, 2], discard: [C(2, 4)], drawCount: 6, turn: 0 });
      return { view, ctx: { bottomSeat: 0, showHand: true, legal: [...plays([C(2, 2), C(2, 5), C(2, 9), C(0, 11), C(1, 11), C(3, 11), C(2, 14)]), { type: 'DRAW', seat: 0 }] } };
    }
    case 'over': {
      const view = baseView(4, { hand: [C(0, 3), C(1, 4)], handCounts: [2, 0, 3, 5], discard: [C(2, 9), C(2, 2)], drawCount: 12, turn: 1, phase: 'over',
        winners: [1], endReason: 'emptied', last: [{ kind: 'play', seat: 1, card: C(2, 2) }] });
      return { view, ctx: { bottomSeat: 0, showHand: true, legal: [] } };
    }
    case 'deck': {
      // Every face of the 32-card deck in rows (the card art itself).
      const hand: Card[] = [];
      for (const s of [0, 1, 2, 3] as Suit[]) for (const r of [7, 8, 9, 10, 11, 12, 13, 14]) hand.push(C(s, r));
      const view = baseView(2, { hand, handCounts: [32, 0], discard: [C(2, 14)], drawCount: 0 });
      return { view, ctx: { bottomSeat: 0, showHand: true, legal: [] } };
    }
    default:
      throw new Error(`unknown scenario ${name}`);
  }
}

const log = (s: string): void => { const el = document.getElementById('log'); if (el) el.textContent = s; };
declare global {
  interface Window { __scene?: MeowScene; __ready?: boolean; __proposals?: unknown[]; __live?: { step: () => Promise<boolean> } }
}

async function main(): Promise<void> {
  const host = document.getElementById('table')!;
  const seats = Number(q.get('seats') ?? 4);
  const names = NAMES.slice(0, scenario === 'live' ? seats : 6);
  const scene = await createMeowScene(host, { names, settings });
  window.__scene = scene;
  window.__proposals = [];
  scene.onPropose((e) => {
    window.__proposals!.push(e);
    log(JSON.stringify(e));
  });
  if (scenario === 'live') await live(scene, seats);
  else {
    const s = scenarioOf(scenario);
    await scene.render(s.view, s.ctx);
    if (q.get('refuse')) scene.refuse(Number(q.get('refuse')));
  }
  window.__ready = true;
}

/** A real game: seat 0 is you (tap to play), the others play the first legal card or draw. */
async function live(scene: MeowScene, seats: number): Promise<void> {
  const players = Array.from({ length: seats }, (_, i) => ({ name: `P${i + 1}`, kind: 'bot' as const }));
  let state: MeowState = meowMeow.setup({ options: { deck: 32, dealer: seats - 1 }, seed: Number(q.get('seed') ?? 7), players });
  // ?hotseat=1: pass and play — the hand at the bottom is always the person to act, hidden until they take the tablet.
  const hotseat = q.get('hotseat') === '1';
  const me = (s: MeowState): number => (hotseat ? s.turn : 0);
  const ctxFor = (s: MeowState, showHand = true): MeowRenderContext => ({ bottomSeat: me(s), showHand, legal: showHand ? legalEvents(s, me(s)) : [] });
  const show = async (s: MeowState): Promise<void> => {
    if (hotseat && s.phase !== 'over') {
      await scene.render(viewOf(s, me(s)), ctxFor(s, false));
      await new Promise((r) => setTimeout(r, Number(q.get('pause') ?? 150)));
    }
    await scene.render(viewOf(s, me(s)), ctxFor(s));
  };
  await show(state);
  const botMove = (s: MeowState): MeowEvent => {
    const legal = legalEvents(s, s.turn);
    return legal.find((e) => e.type === 'MEOW') ?? legal.find((e) => e.type === 'PLAY') ?? legal.find((e) => e.type === 'WISH')
      ?? legal.find((e) => e.type === 'DRAW') ?? legal[0];
  };
  const step = async (): Promise<boolean> => {
    if (state.phase === 'over') return false;
    const before = state.turn;
    state = meowMeow.apply(state, botMove(state));
    if (hotseat && state.turn !== before) await scene.render(viewOf(state, before), { bottomSeat: before, showHand: true, legal: [] });
    await show(state);
    return true;
  };
  window.__live = { step };
  scene.onPropose((p) => {
    const seat = me(state);
    if (state.turn !== seat) return;
    const legal = legalEvents(state, seat);
    const e = p.type === 'PLAY' ? legal.find((l) => l.type === 'PLAY' && l.card === p.card) : legal.find((l) => l.type === 'DRAW');
    if (!e) { scene.refuse(p.type === 'PLAY' ? p.card : null); return; }
    state = meowMeow.apply(state, e);
    void show(state);
  });
  if (q.get('auto') === '1') {
    for (let i = 0; i < 400 && (await step()); i++) { /* bots play on */ }
  }
}

main().catch((err: unknown) => {
  log(String(err));
  console.error(err);
});
