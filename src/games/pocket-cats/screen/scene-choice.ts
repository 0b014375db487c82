// What a tap on a tile means now, from the legal moves and the player's choices so far (no PixiJS, tested in
// node). After a flip the ordinary move is the default; where the mover's clan effect applies the player may
// choose it instead (a button beside the grid): the Royal Claws' swap with a face-up dog, the Defenders' reach,
// the Polterkitties' other prey (tap the prey, then where it goes); the Power Cats' stay is a button (or the
// flipped cat itself). Each mode lights its own targets; "back" returns to the ordinary move. At the end, a tap
// on a dog the Royal Claws' chief may turn selects it (the buttons turn it).
import type { RuleName } from '../rules/data';
import type { PocketCatsEvent, PocketCatsPhase } from '../rules/state';

export type MoveMode = 'usual' | 'clanSwap' | 'otherPrey';

export interface Choice {
  mode: MoveMode;
  /** The other prey picked to move (Polterkitties). */
  prey: number | null;
  /** The dog picked to be turned (Royal Claws' chief, before the dogs). */
  dog: number | null;
}

export const NO_CHOICE: Choice = { mode: 'usual', prey: null, dog: null };

/** What a tap on a cell does now: lights it and names it for the keys. */
export type CellAct = 'flip' | 'swap' | 'clanSwap' | 'stay' | 'prey' | 'preyTo' | 'dog' | null;

/** The clan effect choices this flip offers (none when the mover's clan effect does not apply to it). */
export interface EffectOffer {
  /** The clan swap's kind: Royal Claws' dogs or Defenders' reach, or null. */
  clanSwap: Extract<RuleName, 'swapWithDog' | 'reachDiagonally'> | null;
  stay: boolean;
  otherPrey: boolean;
}

/** What the tap needs to know besides the legal moves. */
export interface TapContext {
  phase: PocketCatsPhase;
  flipped: number | null;
  /** The mover's clan effect (names the clan swap's kind). */
  effect: RuleName | null;
  /** Is there a face-up dog at this cell (the Royal Claws' mode lights every dog it may reach)? */
  isDog: (cell: number) => boolean;
}

export function effectOffer(legal: readonly PocketCatsEvent[], effect: RuleName | null): EffectOffer {
  const clanSwap = legal.some((e) => e.type === 'CLAN_SWAP') && (effect === 'swapWithDog' || effect === 'reachDiagonally') ? effect : null;
  return { clanSwap, stay: legal.some((e) => e.type === 'STAY'), otherPrey: legal.some((e) => e.type === 'MOVE_PREY') };
}

/** Is any effect offered (the buttons show)? */
export const offersEffect = (o: EffectOffer): boolean => o.clanSwap !== null || o.stay || o.otherPrey;

/** The choice made valid again for new legal moves: a mode no longer offered, or a pick no longer legal, is dropped. */
export function keepChoice(c: Choice, legal: readonly PocketCatsEvent[]): Choice {
  const has = (type: PocketCatsEvent['type']) => legal.some((e) => e.type === type);
  const mode: MoveMode = (c.mode === 'clanSwap' && has('CLAN_SWAP')) || (c.mode === 'otherPrey' && has('MOVE_PREY')) ? c.mode : 'usual';
  const prey = mode === 'otherPrey' && legal.some((e) => e.type === 'MOVE_PREY' && e.from === c.prey) ? c.prey : null;
  const dog = legal.some((e) => e.type === 'TURN_DOG' && e.cell === c.dog) ? c.dog : null;
  return { mode, prey, dog };
}

export function cellAct(legal: readonly PocketCatsEvent[], c: Choice, ctx: TapContext, cell: number): CellAct {
  const at = (type: 'FLIP' | 'SWAP' | 'CLAN_SWAP' | 'TURN_DOG') => legal.some((e) => e.type === type && e.cell === cell);
  if (at('FLIP')) return 'flip';
  if (at('TURN_DOG')) return 'dog';
  if (ctx.phase !== 'swapping') return null;
  switch (c.mode) {
    case 'usual':
      if (at('SWAP')) return 'swap';
      return cell === ctx.flipped && legal.some((e) => e.type === 'STAY') ? 'stay' : null;
    case 'clanSwap':
      if (at('CLAN_SWAP')) return 'clanSwap';
      // The effect's reach includes the ordinary one (Defenders), or every face-up dog (Royal Claws: a dog that
      // is also an ordinary target is reached by the ordinary swap).
      return at('SWAP') && (ctx.effect === 'reachDiagonally' || ctx.isDog(cell)) ? 'swap' : null;
    case 'otherPrey':
      if (c.prey === null) return legal.some((e) => e.type === 'MOVE_PREY' && e.from === cell) ? 'prey' : null;
      if (cell === c.prey) return 'prey';
      return legal.some((e) => e.type === 'MOVE_PREY' && e.from === c.prey && e.to === cell) ? 'preyTo' : null;
  }
}

type Proposal = { type: PocketCatsEvent['type']; [k: string]: unknown };

/** A tap's outcome: a move to propose (the table host accepts or explains a refusal) and/or a new choice. */
export interface TapOutcome { propose: Proposal | null; choice: Choice }

export function tap(legal: readonly PocketCatsEvent[], c: Choice, ctx: TapContext, cell: number): TapOutcome {
  const act = cellAct(legal, c, ctx, cell);
  const move = (p: Proposal): TapOutcome => ({ propose: p, choice: c });
  switch (act) {
    case 'flip': return move({ type: 'FLIP', cell });
    case 'swap': return move({ type: 'SWAP', cell });
    case 'clanSwap': return move({ type: 'CLAN_SWAP', cell });
    case 'stay': return move({ type: 'STAY' });
    case 'dog': return { propose: null, choice: { ...c, dog: c.dog === cell ? null : cell } };
    case 'prey': return { propose: null, choice: { ...c, prey: c.prey === cell ? null : cell } };
    case 'preyTo': return move({ type: 'MOVE_PREY', from: c.prey, to: cell });
    case null: break;
  }
  // Not lit: the one move a tile allows in any mode is still made (a tap means it); anything else is proposed as
  // this mode's move, so the refusal says why.
  const only = legal.filter((e) => (e.type === 'SWAP' || e.type === 'CLAN_SWAP') && e.cell === cell);
  if (only.length === 1) return move({ type: only[0].type, cell });
  switch (ctx.phase) {
    case 'flipping': return move({ type: 'FLIP', cell });
    case 'beforeDogs': return move({ type: 'TURN_DOG', cell, clockwise: true });
    case 'swapping':
      if (c.mode === 'clanSwap') return move({ type: 'CLAN_SWAP', cell });
      if (c.mode === 'otherPrey') return move({ type: 'MOVE_PREY', from: c.prey ?? cell, to: cell });
      return move({ type: 'SWAP', cell });
    default: return { propose: null, choice: c };
  }
}
