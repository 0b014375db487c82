// A visual check of the Mauwi table: real states reached by playing legal moves from the game's setup
// (3 seats, 6 seats, an open attack chain, a gain to place), shown through the real GameModule UI.
// Served by `npx vite` at /e2e/scene-preview/mauwi.html?scenario=three&motion=off
import { actors } from '../../src/games/mauwi/rules/actors';
import { legalEvents } from '../../src/games/mauwi/rules/moves';
import type { MauwiEvent, MauwiState } from '../../src/games/mauwi/rules/state';
import { mauwi } from '../../src/games/mauwi/rules/definition';
import { viewOf } from '../../src/games/mauwi/rules/view';
import { kindOf } from '../../src/games/mauwi/rules/cards';
import { loadMauwiTable, mauwiModule } from '../../src/games/mauwi/screen/play';
import { mauwiLayout } from '../../src/games/mauwi/screen/scene';
import { registerPlayText } from '../../src/ui/text';
import { loadLanguage } from '../../src/base/i18n';
import type { Motion, Settings } from '../../src/base/settings';

declare global { interface Window { __ready?: boolean; __proposals?: unknown[]; __points?: Record<string, [number, number]> } }

const q = new URLSearchParams(location.search);
const scenario = q.get('scenario') ?? 'three';
const motion = (q.get('motion') ?? 'off') as Motion;
const lang = (q.get('lang') ?? 'en') as Settings['language'];
const settings: Settings = { language: lang, sound: false, motion, colourMarks: false, botPace: 'normal', tips: false, tipsSeen: [] };
const NAMES = ['Aroha', 'Mittens', 'Tama', 'Whiskers McFluffington', 'Kiri', 'Pōhutukawa'];

/** A small deterministic generator for the move picks. */
function rng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x / 2 ** 32; };
}

/** Plays legal moves (preferring building moves) until `stop` holds or `max` events were applied. */
function drive(seats: number, seed: number, max: number, stop: (s: MauwiState, n: number) => boolean, prefer: MauwiEvent['type'][] = [], animals = 0): MauwiState {
  const r = rng(seed);
  const players = Array.from({ length: seats }, (_, i) => ({ name: `P${i + 1}`, kind: 'bot' as const }));
  let s = mauwi.setup({ options: { edition: 'en', animals: { kiwi: animals, ninox: animals, tuatara: animals }, teams: false, first: 0 }, seed, players });
  for (let n = 0; n < max && s.phase !== 'over'; n++) {
    if (stop(s, n)) return s;
    const who = actors(s)[0];
    const legal = legalEvents(s, who);
    const useful = legal.filter((e) => e.type !== 'DISCARD_HAND' && e.type !== 'GIVE_UP');
    const liked = useful.filter((e) => prefer.includes(e.type));
    const pool = liked.length ? liked : useful.length && r() < 0.9 ? useful : legal;
    s = mauwi.apply(s, pool[Math.floor(r() * pool.length)]);
  }
  return s;
}

function stateOf(name: string): MauwiState {
  switch (name) {
    case 'six': return drive(6, 11, 400, (s, n) => n > 60 && s.phase === 'play' && s.turn === 0, ['PLACE_GAIN', 'PLACE', 'BLOCK']);
    case 'chain': return drive(3, 5, 600, (s, n) => n > 20 && s.phase === 'defending', ['PLACE_GAIN', 'PLACE', 'ATTACK', 'DEFEND', 'RENEW']);
    case 'renew': return drive(3, 9, 800, (s, n) => n > 20 && s.phase === 'renewing' && s.chain!.played.length >= 2, ['PLACE_GAIN', 'PLACE', 'ATTACK', 'DEFEND', 'RENEW']);
    case 'gain': return drive(3, 7, 600, (s, n) => n > 12 && s.phase === 'placing' && s.gain!.faceDown === false, ['PLACE_GAIN', 'PLACE']);
    // Every expert animal in the bottom hand: the first position where seat 0 holds two kinds or more.
    case 'animals': return drive(2, 4, 3000, (s) => s.phase === 'play' && s.turn === 0
      && new Set(s.hands[0].map(kindOf).filter((k) => k === 'kiwi' || k === 'ninox' || k === 'tuatara')).size >= 2, ['PLACE_GAIN', 'PLACE'], 4);
    case 'over': return drive(3, 3, 3000, () => false, ['PLACE_GAIN', 'PLACE', 'UNBLOCK', 'BLOCK']);
    default: return drive(3, 21, 400, (s, n) => n > 30 && s.phase === 'play' && s.turn === 0, ['PLACE_GAIN', 'PLACE', 'BLOCK']);
  }
}

async function main(): Promise<void> {
  await loadLanguage(lang);
  await loadMauwiTable(); // with its words in `lang`, as the app loads it
  mauwiModule.registerText();
  registerPlayText();
  const s = stateOf(scenario === 'select' ? 'three' : scenario);
  const bottom = s.phase === 'over' ? 0 : actors(s)[0];
  const view = viewOf(s, bottom);
  const legal = legalEvents(s, bottom);
  const names = NAMES.slice(0, s.seats);
  const ui = await mauwiModule.createUi(document.getElementById('table')!, document.getElementById('controls')!, { names, settings });
  window.__proposals = [];
  ui.onPropose((p) => { window.__proposals!.push(p); document.getElementById('log')!.textContent = `proposed ${JSON.stringify(p)}`; });
  await ui.render(view, { legal, bottomSeat: bottom, showHand: true, names });
  document.getElementById('status')!.textContent = `${mauwiModule.status(view, names)} — ${mauwiModule.describe(view, names).join(' ')}`;
  // Where the shot script taps: the first hand card, and the bottom seat's column C.
  const L = mauwiLayout(innerWidth, innerHeight, s.seats, bottom);
  const own = L.areas[L.areas.length - 1];
  const cw = own.w / 4;
  window.__points = { card0: [L.hand.x + L.hand.cardW / 2, L.hand.y], columnC: [own.x + cw * 2.5, own.y + own.h / 2] };
  window.__ready = true;
}

void main();
