// Pocket Cats' sentences for the status line and for screen readers after each move (no PixiJS here, so the
// words are tested in node): whose turn and what is asked, what the last move did, and the whole end in words.
import { t } from '../../../base/i18n';
import type { Seat } from '../../../engine/types';
import { matchTotals } from '../rules/end';
import type { PocketCatsView } from '../rules/view';
import { endStory } from './scene-end';
import { clanName, lineText, tileName } from '../words/names';

const nameOf = (names: string[], seat: Seat): string => names[seat] ?? `${seat + 1}`;

/** The match's winner sentence (the game's, between the two games of an experts match). */
export function endSentence(view: PocketCatsView, names: string[]): string {
  const scoring = [...view.endSteps].reverse().find((s) => s.step === 'scoring');
  let winners: Seat[] = view.winners;
  let byPrey = false;
  if (view.phase === 'betweenGames' && scoring?.step === 'scoring') {
    winners = scoring.winners;
    byPrey = scoring.byPreyCount;
  } else if (view.options.choice === 'experts') {
    const tot = matchTotals(view.games);
    byPrey = winners.length === 1 && tot.scores[0] === tot.scores[1];
  } else if (scoring?.step === 'scoring') byPrey = scoring.byPreyCount;
  if (winners.length !== 1) return t('pocketCats.shared');
  return t(byPrey ? 'pocketCats.winnerByPrey' : 'pocketCats.winner', { player: nameOf(names, winners[0]) });
}

/** Who chooses a clan now (the starter first). */
function chooser(view: PocketCatsView): Seat {
  for (const seat of [view.starter, 1 - view.starter]) if (view.clans[seat] === null && view.offers[seat].length > 0) return seat;
  return view.starter;
}

/** What the other tile of a swap is, as everyone saw it ("face-down tile" when it was). */
function swapped(view: PocketCatsView, cell: number, hidden: boolean): string {
  const c = view.grid[cell];
  return hidden || !c?.tile ? t('pocketCats.faceDown') : tileName(c.tile);
}

export function describe(view: PocketCatsView, names: string[]): string[] {
  const out: string[] = [];
  for (const a of view.last) {
    switch (a.kind) {
      case 'deal': out.push(t('pocketCats.log.deal', { player: nameOf(names, view.turn) })); break;
      case 'chooseClan': out.push(t('pocketCats.log.chooseClan', { player: nameOf(names, a.seat), clan: clanName(a.clan) })); break;
      case 'flip': out.push(t('pocketCats.log.flip', { player: nameOf(names, a.seat), tile: tileName(a.tile) })); break;
      // After a swap the other tile lies where the moved one was.
      case 'swap': out.push(t('pocketCats.log.swap', { player: nameOf(names, a.seat), other: swapped(view, a.from, a.hidden) })); break;
      case 'clanSwap': out.push(t('pocketCats.log.clanSwap', { player: nameOf(names, a.seat), other: swapped(view, a.from, a.hidden) })); break;
      case 'stay': out.push(t('pocketCats.log.stay', { player: nameOf(names, a.seat) })); break;
      case 'movePrey': {
        const prey = view.grid[a.to]?.tile;
        out.push(t('pocketCats.log.movePrey', { player: nameOf(names, a.seat), prey: prey ? tileName(prey) : '', other: swapped(view, a.from, a.hidden) }));
        break;
      }
      case 'turnDog': out.push(t('pocketCats.log.turnDog', { player: nameOf(names, a.seat), way: t(a.clockwise ? 'pocketCats.ui.clockwise' : 'pocketCats.ui.anticlockwise') })); break;
      case 'skipEffect': out.push(t('pocketCats.log.skip', { player: nameOf(names, a.seat) })); break;
    }
  }
  // The end in words, step by step, once it has played out (after the last move, or after a choice before the
  // dogs); the steps told before a choice that waited are not told again.
  if (view.phase === 'over' || view.phase === 'betweenGames') {
    const frames = endStory(view).frames;
    const choice = view.last.some((a) => a.kind === 'turnDog' || a.kind === 'skipEffect');
    const from = choice ? frames.findIndex((f) => f.kind === 'turnDog' || f.kind === 'skipDog') + 1 : 0;
    if (view.last.length > 0 && view.last[0].kind !== 'deal') {
      for (const f of frames.slice(from)) out.push(...f.lines.map(lineText));
      out.push(endSentence(view, names));
    }
  } else if (view.phase === 'beforeDogs') {
    // A choice waits: what happened by itself before it (the Defenders' chief to the centre) is told now.
    for (const f of endStory(view).frames) out.push(...f.lines.map(lineText));
  }
  return out;
}

export function status(view: PocketCatsView, names: string[]): string {
  switch (view.phase) {
    case 'choosingClans': return t('pocketCats.promptChooseClan', { player: nameOf(names, chooser(view)) });
    case 'flipping': return t('pocketCats.promptFlip', { player: nameOf(names, view.turn) });
    case 'swapping': {
      const c = view.flipped === null ? null : view.grid[view.flipped];
      return t('pocketCats.promptSwap', { player: nameOf(names, view.turn), tile: c?.tile ? tileName(c.tile) : '' });
    }
    case 'beforeDogs': {
      const p = view.effectQueue[0];
      return p ? t('pocketCats.promptTurnDog', { player: nameOf(names, p.seat), clan: clanName(p.clan) }) : '';
    }
    case 'over': {
      if (view.options.choice !== 'experts') return endSentence(view, names);
      const tot = matchTotals(view.games);
      return `${endSentence(view, names)} ${t('pocketCats.matchTotal', { a: tot.scores[0], b: tot.scores[1] })}`;
    }
    default: return endSentence(view, names);
  }
}
