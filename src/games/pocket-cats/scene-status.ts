// Pocket Cats' sentences for the status line and for screen readers after each move (no PixiJS here, so the
// words are tested in node): whose turn and what is asked, what the last move did, and the whole end in words.
import { t } from '../../shell/i18n';
import type { Seat } from '../../engine/types';
import { matchTotals } from './end';
import type { PocketCatsView } from './view';
import { endStory } from './scene-end';
import { clanName, lineText, tileName } from './scene-names';

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

export function describe(view: PocketCatsView, names: string[]): string[] {
  const out: string[] = [];
  for (const a of view.last) {
    switch (a.kind) {
      case 'deal': out.push(t('pocketCats.log.deal', { player: nameOf(names, view.turn) })); break;
      case 'chooseClan': out.push(t('pocketCats.log.chooseClan', { player: nameOf(names, a.seat), clan: clanName(a.clan) })); break;
      case 'flip': out.push(t('pocketCats.log.flip', { player: nameOf(names, a.seat), tile: tileName(a.tile) })); break;
      case 'swap': {
        const other = view.grid[a.from];
        const what = a.hidden || !other?.tile ? t('pocketCats.faceDown') : tileName(other.tile);
        out.push(t('pocketCats.log.swap', { player: nameOf(names, a.seat), other: what }));
        break;
      }
      case 'turnDog': out.push(t('pocketCats.log.turnDog', { player: nameOf(names, a.seat), way: t(a.clockwise ? 'pocketCats.ui.clockwise' : 'pocketCats.ui.anticlockwise') })); break;
      case 'skipEffect': out.push(t('pocketCats.log.skip', { player: nameOf(names, a.seat) })); break;
    }
  }
  // The move that ended the game: the whole end in words, step by step.
  const ended = view.phase === 'over' || view.phase === 'betweenGames';
  if (ended && view.last.some((a) => a.kind === 'swap' || a.kind === 'turnDog' || a.kind === 'skipEffect')) {
    for (const f of endStory(view).frames) out.push(...f.lines.filter((l) => l.key !== 'pocketCats.stepTurnedDog' && l.key !== 'pocketCats.stepSkippedDog').map(lineText));
    out.push(endSentence(view, names));
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
    case 'effects': {
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
