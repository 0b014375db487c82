// What a tap means after a flip (scene-choice.ts): the ordinary move by default, the clan effect's move when
// chosen, a way back; checked against the rules' own legal moves and refusals.
import { describe, expect, it } from 'vitest';
import { clanDef, tileDef, type ClanId } from '../rules/data';
import { explain, legalEvents, type PocketCatsEvent, type PocketCatsState } from '../rules/rules';
import { NO_CHOICE, cellAct, effectOffer, keepChoice, offersEffect, tap, type Choice, type TapContext } from './scene-choice';
import { at, position } from '../test/testkit';

function table(rows: string, clans: [ClanId, ClanId], flipped: number) {
  const s = position(rows, { effects: true, clans, turn: 0, flipped });
  const legal = legalEvents(s, 0);
  const ctx: TapContext = {
    phase: s.phase, flipped, effect: clanDef(clans[0])!.effect,
    isDog: (cell) => s.grid[cell].faceUp && tileDef(s.grid[cell].tile).kind === 'dog',
  };
  const acts = (c: Choice) => Object.fromEntries(s.grid.flatMap((_, cell) => { const a = cellAct(legal, c, ctx, cell); return a ? [[cell, a]] : []; }));
  /** The table host's answer to a proposal: null when accepted, else the refusal's key. */
  const answer = (p: { type: string; [k: string]: unknown } | null) => (p ? explain(s, { ...p, seat: 0 } as PocketCatsEvent)?.key ?? null : 'nothing proposed');
  return { s, legal, ctx, acts, answer };
}

const ROYAL = `*  *   * * Dn
               *  *   * * *
               R1 Dwe * * *
               *  *   * * *
               *  *   * * *`;

describe('after a flip: the ordinary move, or the clan effect\'s when chosen', () => {
  it('Royal Claws: "swap with a dog" lights every face-up dog; a dog that is also an ordinary target sends SWAP, the others CLAN_SWAP', () => {
    const { legal, ctx, acts, answer } = table(ROYAL, ['royal-claws', 'gourmets'], at(2, 0));
    expect(effectOffer(legal, ctx.effect)).toEqual({ clanSwap: 'swapWithDog', stay: false, otherPrey: false });
    // Ordinary targets by default (1 or 2 along the row and column); the far dog is not lit.
    expect(acts(NO_CHOICE)).toEqual(Object.fromEntries([at(0, 0), at(1, 0), at(2, 1), at(2, 2), at(3, 0), at(4, 0)].map((c) => [c, 'swap'])));
    const dogs: Choice = { ...NO_CHOICE, mode: 'clanSwap' };
    expect(acts(dogs)).toEqual({ [at(0, 4)]: 'clanSwap', [at(2, 1)]: 'swap' });
    expect(tap(legal, dogs, ctx, at(0, 4)).propose).toEqual({ type: 'CLAN_SWAP', cell: at(0, 4) });
    expect(tap(legal, dogs, ctx, at(2, 1)).propose).toEqual({ type: 'SWAP', cell: at(2, 1) });
    expect(answer(tap(legal, dogs, ctx, at(0, 4)).propose)).toBeNull();
    expect(answer(tap(legal, dogs, ctx, at(2, 1)).propose)).toBeNull();
    // An unlit tile in the effect's mode is proposed as the effect's move: the refusal says why.
    expect(answer(tap(legal, dogs, ctx, at(4, 4)).propose)).toBe('pocketCats.swapOnlyFaceUpDogs');
  });

  it('a tap on a tile with one legal move makes it in any mode (the far dog by the ordinary move\'s default)', () => {
    const { legal, ctx } = table(ROYAL, ['royal-claws', 'gourmets'], at(2, 0));
    expect(tap(legal, NO_CHOICE, ctx, at(0, 4)).propose).toEqual({ type: 'CLAN_SWAP', cell: at(0, 4) });
  });

  it('Defenders: "reach diagonally" lights the diagonals 1 or 2 away (CLAN_SWAP) with the ordinary reach (SWAP)', () => {
    const { legal, ctx, acts } = table('* * * * * * * * * * * * J1a * * * * * * * * * * * *', ['defenders', 'gourmets'], at(2, 2));
    expect(effectOffer(legal, ctx.effect).clanSwap).toBe('reachDiagonally');
    const lit = acts({ ...NO_CHOICE, mode: 'clanSwap' });
    expect(Object.keys(lit).filter((c) => lit[c] === 'clanSwap').map(Number).sort((a, b) => a - b)).toEqual([0, 4, 6, 8, 16, 18, 20, 24]);
    expect(Object.keys(lit).filter((c) => lit[c] === 'swap').map(Number).sort((a, b) => a - b)).toEqual([2, 7, 10, 11, 13, 14, 17, 22]);
  });

  it('Power Cats: the flipped cat may stay (a button, or a tap on the cat itself); STAY is legal', () => {
    const { legal, ctx, acts, answer } = table('* * * * * * * * * * * * W4a * * * * * * * * * * * *', ['power-cats', 'gourmets'], at(2, 2));
    expect(effectOffer(legal, ctx.effect)).toEqual({ clanSwap: null, stay: true, otherPrey: false });
    expect(acts(NO_CHOICE)[at(2, 2)]).toBe('stay');
    expect(tap(legal, NO_CHOICE, ctx, at(2, 2)).propose).toEqual({ type: 'STAY' });
    expect(answer({ type: 'STAY' })).toBeNull();
  });

  it('Polterkitties: pick another face-up prey, then where it goes (around it, never the flipped prey); tap it again to put it back', () => {
    const rows = `M4a * * * *
                  *   * * * *
                  *   * M3 F3 *
                  *   * * * *
                  *   * * * *`;
    const { legal, ctx, acts, answer } = table(rows, ['polterkitties', 'gourmets'], at(2, 2));
    expect(effectOffer(legal, ctx.effect)).toEqual({ clanSwap: null, stay: false, otherPrey: true });
    const choosing: Choice = { ...NO_CHOICE, mode: 'otherPrey' };
    expect(acts(choosing)).toEqual({ [at(0, 0)]: 'prey', [at(2, 3)]: 'prey' });
    const picked = tap(legal, choosing, ctx, at(2, 3));
    expect(picked).toEqual({ propose: null, choice: { ...choosing, prey: at(2, 3) } });
    const lit = acts(picked.choice);
    expect(lit[at(2, 3)]).toBe('prey');
    expect(lit[at(2, 2)]).toBeUndefined();
    expect(Object.values(lit).filter((a) => a === 'preyTo')).toHaveLength(7);
    const move = tap(legal, picked.choice, ctx, at(1, 4)).propose;
    expect(move).toEqual({ type: 'MOVE_PREY', from: at(2, 3), to: at(1, 4) });
    expect(answer(move)).toBeNull();
    expect(tap(legal, picked.choice, ctx, at(2, 3)).choice.prey).toBeNull();
    // The flipped prey is no target: proposed anyway, refused with the reason.
    expect(answer(tap(legal, picked.choice, ctx, at(2, 2)).propose)).toBe('pocketCats.preyMovesAroundNotFlipped');
  });

  it('a choice no longer offered falls back to the ordinary move (a new flip, or a clan without that effect)', () => {
    const { legal } = table(ROYAL, ['royal-claws', 'gourmets'], at(2, 0));
    expect(keepChoice({ mode: 'otherPrey', prey: 3, dog: null }, legal)).toEqual(NO_CHOICE);
    expect(keepChoice({ mode: 'clanSwap', prey: null, dog: 5 }, legal)).toEqual({ mode: 'clanSwap', prey: null, dog: null });
    expect(keepChoice({ mode: 'clanSwap', prey: null, dog: null }, [] as PocketCatsEvent[])).toEqual(NO_CHOICE);
  });

  it('without clan effects nothing is offered', () => {
    const s: PocketCatsState = position(ROYAL, { effects: false, turn: 0, flipped: at(2, 0) });
    expect(effectOffer(legalEvents(s, 0), 'swapWithDog')).toEqual({ clanSwap: null, stay: false, otherPrey: false });
    expect(offersEffect(effectOffer(legalEvents(s, 0), 'swapWithDog'))).toBe(false);
    expect(offersEffect(effectOffer(table(ROYAL, ['royal-claws', 'gourmets'], at(2, 0)).legal, 'swapWithDog'))).toBe(true);
  });
});

describe('before the dogs: the Royal Claws\' chief\'s dog', () => {
  it('a tap selects a dog it may turn, a second tap lets it go; an unlit tile is proposed (and refused with why)', () => {
    const legal: PocketCatsEvent[] = [
      { type: 'TURN_DOG', seat: 0, cell: 12, clockwise: true }, { type: 'TURN_DOG', seat: 0, cell: 12, clockwise: false }, { type: 'SKIP_EFFECT', seat: 0 },
    ];
    const ctx: TapContext = { phase: 'beforeDogs', flipped: null, effect: 'swapWithDog', isDog: () => true };
    expect(cellAct(legal, NO_CHOICE, ctx, 12)).toBe('dog');
    const on = tap(legal, NO_CHOICE, ctx, 12);
    expect(on).toEqual({ propose: null, choice: { ...NO_CHOICE, dog: 12 } });
    expect(tap(legal, on.choice, ctx, 12).choice.dog).toBeNull();
    expect(tap(legal, NO_CHOICE, ctx, 3).propose).toEqual({ type: 'TURN_DOG', cell: 3, clockwise: true });
  });
});
