// The seven published clans (RULES.md's table), each clan effect and chief's ability by name, in positions built
// for it, including where it cannot apply and is refused with the rule; and the end's order when both clans have
// abilities at the end (the chief with more attack first).
import { describe, expect, it } from 'vitest';
import type { ClanId } from './data';
import { effectOrder } from './end';
import { CENTRE } from './grid';
import { actors, explain, legalEvents, type PocketCatsEvent, type PocketCatsState } from './rules';
import { at, must, position, tileOf } from '../test/testkit';

type Pair = [ClanId, ClanId];
const endStep = <K extends string>(s: PocketCatsState, step: K) => s.endSteps.find((x) => x.step === step) as Extract<PocketCatsState['endSteps'][number], { step: K }>;
const effectSteps = (s: PocketCatsState) => s.endSteps.filter((x) => x.step === 'effect');
const ofType = <T extends PocketCatsEvent['type']>(s: PocketCatsState, type: T) =>
  legalEvents(s, s.turn).filter((e): e is Extract<PocketCatsEvent, { type: T }> => e.type === type);
const cells = (events: readonly { cell: number }[]) => events.map((e) => e.cell).sort((a, b) => a - b);

/** A turn in play: seat 0 has just flipped the tile at `flipped`. */
const turn = (rows: string, clans: Pair, flipped: number, effects = true) => position(rows, { effects, clans, flipped, turn: 0 });

/** Every tile face up and the flipped tile at row 4, column 4 (a prey) swapped with row 4, column 3 (a prey):
 *  the last move; the end plays out (it rests only where a choice waits). */
function ended(rows: string, clans: Pair, effects = true): PocketCatsState {
  return must(position(rows, { effects, clans, flipped: at(4, 4), turn: 0 }), { type: 'SWAP', seat: 0, cell: at(4, 3) });
}

describe('Royal Claws', () => {
  const rows = `Dn * * * ?De
                * * * * *
                * * G2 * Dwe
                * * * * *
                * * * * *`;

  it('clan effect: a cat you flip (either clan\'s) may swap with any face-up dog instead of its usual targets', () => {
    const s = turn(rows, ['royal-claws', 'gourmets'], CENTRE);
    // The dog {W,E} two spaces along the row is an ordinary target; only the far face-up dog needs the effect.
    expect(cells(ofType(s, 'CLAN_SWAP'))).toEqual([0]);
    const after = must(s, { type: 'CLAN_SWAP', seat: 0, cell: 0 });
    expect(after.grid[0].tile).toBe(tileOf('G2'));
    expect(after.grid[CENTRE]).toMatchObject({ tile: 'dog-n', faceUp: true, rot: 0 });
    expect(after.last).toEqual([{ kind: 'clanSwap', seat: 0, from: CENTRE, to: 0, hidden: false }]);
    expect(after.turn).toBe(1);
  });

  it('the effect is refused for a face-down dog, a tile that is no dog, an ordinary target, a flipped prey, without effects, and for a clan without it', () => {
    const s = turn(rows, ['royal-claws', 'gourmets'], CENTRE);
    expect(explain(s, { type: 'CLAN_SWAP', seat: 0, cell: 4 })).toMatchObject({ key: 'pocketCats.swapOnlyFaceUpDogs', rule: 'effects' });
    expect(explain(s, { type: 'CLAN_SWAP', seat: 0, cell: 1 })).toMatchObject({ key: 'pocketCats.swapOnlyFaceUpDogs', rule: 'effects' });
    expect(explain(s, { type: 'CLAN_SWAP', seat: 0, cell: at(2, 4) })).toMatchObject({ key: 'pocketCats.ordinarySwap', rule: 'moves' });
    expect(explain(turn(rows.replace('G2', 'M3'), ['royal-claws', 'gourmets'], CENTRE), { type: 'CLAN_SWAP', seat: 0, cell: 0 })).toMatchObject({ key: 'pocketCats.effectOnlyCats' });
    expect(explain(turn(rows, ['royal-claws', 'gourmets'], CENTRE, false), { type: 'CLAN_SWAP', seat: 0, cell: 0 })).toMatchObject({ key: 'pocketCats.noClanEffects' });
    expect(explain(turn(rows, ['gourmets', 'royal-claws'], CENTRE), { type: 'CLAN_SWAP', seat: 0, cell: 0 })).toMatchObject({ key: 'pocketCats.effectNotYours' });
    expect(ofType(turn(rows, ['royal-claws', 'gourmets'], CENTRE, false), 'CLAN_SWAP')).toEqual([]);
  });

  const chiefAmongDogs = `Dn  +   +   +   +
                          +   +   Dwe +   +
                          +   +   R5  De  +
                          +   +   +   +   +
                          Dp  Dx  +   M3  M6`;

  it('chief: before the dogs attack, it may turn one orthogonally adjacent dog a quarter turn either way, or leave them', () => {
    const s = ended(chiefAmongDogs, ['royal-claws', 'gourmets']);
    expect(s.phase).toBe('beforeDogs');
    expect(actors(s)).toEqual([0]);
    expect(legalEvents(s, 0).filter((e) => e.type === 'TURN_DOG').map((e) => (e as { cell: number }).cell)).toEqual([at(1, 2), at(1, 2), at(2, 3), at(2, 3)]);
    expect(explain(s, { type: 'TURN_DOG', seat: 0, cell: 0, clockwise: true })).toMatchObject({ key: 'pocketCats.turnOnlyDogsNextToChief', rule: 'effects' });
    expect(explain(s, { type: 'TURN_DOG', seat: 0, cell: at(2, 1), clockwise: true })).toMatchObject({ key: 'pocketCats.turnOnlyDogs', rule: 'effects' });
    const turned = must(s, { type: 'TURN_DOG', seat: 0, cell: at(2, 3), clockwise: false });
    expect(turned.phase).toBe('over');
    expect(turned.grid[at(2, 3)].rot).toBe(3);
    expect(turned.endSteps[0]).toEqual({ step: 'effect', seat: 0, clan: 'royal-claws', rule: 'turnAdjacentDog', cell: at(2, 3), clockwise: false });
  });

  it('chief: with no dog next to it there is nothing to choose: the end goes on by itself', () => {
    const s = ended(`Dn  +   +   +   +
                     +   +   Dwe +   +
                     R5  +   +   De  +
                     +   +   +   +   +
                     Dp  Dx  +   M3  M6`, ['royal-claws', 'gourmets']);
    expect(s.phase).toBe('over');
    expect(s.endSteps[0]).toEqual({ step: 'effect', seat: 0, clan: 'royal-claws', rule: 'turnAdjacentDog', cell: null, clockwise: null });
  });
});

describe('Gourmets', () => {
  it('clan effect: +1 point per prey tile won; chief: catches diagonally adjacent prey (the worked example, rules.test.ts, scores both)', () => {
    const s = ended(`G3 +   +  +  +
                     +  M4a +  +  +
                     Dn Dwe Dp Dx De
                     +  +   +  +  +
                     +  +   +  M3 M6`, ['gourmets', 'power-cats']);
    const m4 = endStep(s, 'preyCaptured').prey.find((p) => p.tile === tileOf('M4a'))!;
    expect(m4.attack[0]).toBeGreaterThanOrEqual(3);
    const bonus = effectSteps(s).find((x) => x.rule === 'bonusPerPrey');
    expect(bonus).toEqual({ step: 'effect', seat: 0, clan: 'gourmets', rule: 'bonusPerPrey', points: s.won[0].length });
  });
});

describe('Crooks', () => {
  const rows = `Dn  +   +    M4b Dwe
                +   +   +    K4  +
                +   +   J9   K7  J1a
                +   M4a +    M3  +
                Dx  Dp  De   M5a M6`;

  it('chief: right after the dogs, it must knock out every orthogonally adjacent cat of lower attack, its own clan\'s included; a stronger one stays', () => {
    const s = ended(rows, ['crooks', 'defenders']);
    expect(s.phase).toBe('over');
    const knock = effectSteps(s).find((x) => x.rule === 'knockOutWeaker');
    expect(knock).toEqual({ step: 'effect', seat: 0, clan: 'crooks', rule: 'knockOutWeaker', cells: [at(1, 3), at(2, 4)], tiles: [tileOf('K4'), tileOf('J1a')] });
    expect(s.grid[at(1, 3)]).toMatchObject({ faceUp: false, attacked: true });
    expect(s.grid[CENTRE]).toMatchObject({ tile: tileOf('J9'), faceUp: true });
    // After the dogs, before the capture.
    expect(s.endSteps.map((x) => x.step === 'effect' ? x.rule : x.step)).toEqual(['chiefToCentre', 'dogsAttack', 'knockOutWeaker', 'preyCaptured', 'bonusPerFaceUpCat', 'scoring']);
  });

  it('clan effect: +1 point per Crook still face up at the end (the knocked-out 4 does not count)', () => {
    const s = ended(rows, ['crooks', 'defenders']);
    expect(effectSteps(s).find((x) => x.rule === 'bonusPerFaceUpCat')).toEqual({ step: 'effect', seat: 0, clan: 'crooks', rule: 'bonusPerFaceUpCat', points: 4 });
  });

  it('without clan effects nobody is knocked out and there is no bonus', () => {
    const s = ended(rows, ['crooks', 'defenders'], false);
    expect(effectSteps(s)).toEqual([]);
    expect(s.grid[at(1, 3)].faceUp).toBe(true);
  });
});

describe('Defenders of Justice', () => {
  it('clan effect: a cat you flip may swap with a tile 1 or 2 spaces away diagonally too (orthogonally is the ordinary move)', () => {
    const s = turn('* * * * * * * * * * * * J1a * * * * * * * * * * * *', ['defenders', 'crooks'], CENTRE);
    expect(cells(ofType(s, 'CLAN_SWAP'))).toEqual([0, 4, 6, 8, 16, 18, 20, 24]);
    expect(explain(s, { type: 'CLAN_SWAP', seat: 0, cell: at(0, 2) })).toMatchObject({ key: 'pocketCats.ordinarySwap' });
    expect(explain(s, { type: 'CLAN_SWAP', seat: 0, cell: at(0, 1) })).toMatchObject({ key: 'pocketCats.reachOneOrTwoDiagonally', rule: 'effects' });
    const after = must(s, { type: 'CLAN_SWAP', seat: 0, cell: 0 });
    expect(after.grid[0]).toMatchObject({ tile: tileOf('J1a'), faceUp: true });
    expect(after.grid[CENTRE].faceUp).toBe(false);
    expect(after.last).toEqual([{ kind: 'clanSwap', seat: 0, from: CENTRE, to: 0, hidden: true }]);
  });

  const rows = `J9  +   +    +   +
                +   +   R5   +   +
                +   +   Dn   +   +
                Dwe +   +    +   +
                Dp  Dx  De   M3  M6`;

  it('chief: before the dogs attack it must swap places with the centre tile, by itself; then the Royal Claws\' chief (5, after the 9) finds no dog next to it', () => {
    const s = ended(rows, ['royal-claws', 'defenders']);
    expect(s.phase).toBe('over');
    expect(s.endSteps[0]).toEqual({ step: 'effect', seat: 1, clan: 'defenders', rule: 'chiefToCentre', cells: [0, CENTRE] });
    expect(s.grid[CENTRE].tile).toBe(tileOf('J9'));
    expect(s.grid[0].tile).toBe('dog-n');
    expect(s.endSteps[1]).toEqual({ step: 'effect', seat: 0, clan: 'royal-claws', rule: 'turnAdjacentDog', cell: null, clockwise: null });
    expect(effectOrder({ clans: ['royal-claws', 'defenders'], starter: 0, options: { edition: 'published' } })).toEqual([1, 0]);
  });

  it('chief: nothing happens if it is the centre tile', () => {
    const s = ended(`Dn  +   +    +   +
                     +   +   R5   +   +
                     +   +   J9   +   +
                     Dwe +   +    +   +
                     Dp  Dx  De   M3  M6`, ['royal-claws', 'defenders']);
    expect(effectSteps(s)[0]).toMatchObject({ rule: 'chiefToCentre', cells: [] });
    expect(s.grid[CENTRE].tile).toBe(tileOf('J9'));
  });
});

describe('Chaoticats', () => {
  const counted = `Dn   X4  M3   G5  Dwe.1
                   X1   +   M4a  +   +
                   Dp   X2  +    +   +
                   X3   +   +    +   +
                   Dx   +   De   M5a M6`;

  it('clan effect: after the dogs every Chaoticat\'s attack is set by how many are face up (2 left: 8 each), so their 4 beats the Gourmets\' 5', () => {
    const s = ended(counted, ['chaoticats', 'gourmets']);
    expect(effectSteps(s).find((x) => x.rule === 'countedAttack')).toEqual({ step: 'effect', seat: 0, clan: 'chaoticats', rule: 'countedAttack', count: 2, attack: 8 });
    expect(endStep(s, 'preyCaptured').prey.find((p) => p.tile === tileOf('M3'))).toMatchObject({ attack: [8, 5], winner: 0 });
  });

  it('the count applies without clan effects too (their tiles print no number: our decision)', () => {
    const s = ended(counted, ['chaoticats', 'gourmets'], false);
    expect(endStep(s, 'preyCaptured').prey.find((p) => p.tile === tileOf('M3'))).toMatchObject({ attack: [8, 5], winner: 0 });
  });

  it('the count is taken after the Crooks\' chief has knocked out its weaker neighbours', () => {
    const s = ended(`Dn  X1  K7  X2  Dwe.1
                     +   +   X3  +   +
                     +   +   +   +   +
                     +   +   +   +   +
                     Dx  Dp  De  M3  M6`, ['crooks', 'chaoticats']);
    expect(effectSteps(s).find((x) => x.rule === 'knockOutWeaker')).toMatchObject({ cells: [1, 3, 7] });
    expect(effectSteps(s).find((x) => x.rule === 'countedAttack')).toMatchObject({ count: 2, attack: 8 });
  });

  const pair = `Dn  X5  P2  M3  Dwe.1
                X1  X2  M4a M4b G4
                X3  X4  M5b P5  F4
                G3  G5  G1  F3  G2
                Dx  Dp  De  M5a M6`;

  it('chief: it caught one pigeon and nobody caught the other: it catches that one too (both pigeons: 2 × 5 = 10)', () => {
    const s = ended(pair, ['chaoticats', 'gourmets']);
    expect(endStep(s, 'preyCaptured').prey.find((p) => p.tile === 'pigeon-5')).toMatchObject({ winner: null });
    expect(effectSteps(s).find((x) => x.rule === 'completePair')).toEqual({ step: 'effect', seat: 0, clan: 'chaoticats', rule: 'completePair', cells: [at(2, 3)], tiles: ['pigeon-5'] });
    expect(s.won[0]).toEqual(expect.arrayContaining(['pigeon-2', 'pigeon-5']));
    expect(endStep(s, 'scoring').products).toContainEqual({ seat: 0, kind: 'pigeon', points: 10 });
  });

  it('chief: not when the chief is not next to the pigeon it caught, nor without clan effects', () => {
    expect(effectSteps(ended(pair, ['chaoticats', 'gourmets'], false)).some((x) => x.rule === 'completePair')).toBe(false);
    const far = ended(pair.replace('X5', 'Q').replace('X1', 'X5').replace('Q', 'X1'), ['chaoticats', 'gourmets']);
    expect(effectSteps(far).some((x) => x.rule === 'completePair')).toBe(false);
  });
});

describe('Power Cats', () => {
  it('clan effect: a cat you flip may stay where it is instead of swapping; not a flipped prey', () => {
    const s = turn('* * * * * * * * * * * * W4a * * * * * * * * * * * *', ['power-cats', 'royal-claws'], CENTRE);
    expect(ofType(s, 'STAY')).toEqual([{ type: 'STAY', seat: 0 }]);
    const after = must(s, { type: 'STAY', seat: 0 });
    expect(after.grid).toEqual(s.grid);
    expect(after.last).toEqual([{ kind: 'stay', seat: 0, cell: CENTRE }]);
    expect(after.phase).toBe('flipping');
    expect(after.turn).toBe(1);
    const prey = turn('* * * * * * * * * * * * M3 * * * * * * * * * * * *', ['power-cats', 'royal-claws'], CENTRE);
    expect(explain(prey, { type: 'STAY', seat: 0 })).toMatchObject({ key: 'pocketCats.effectOnlyCats', rule: 'effects' });
  });

  it('staying is a move: it ends the game when it was the last tile', () => {
    const s = position(`W4a + + + +  + + + + +  + + Dn + +  + + + + +  Dwe Dp Dx De +`, { effects: true, clans: ['power-cats', 'royal-claws'], flipped: 0 });
    expect(must(s, { type: 'STAY', seat: 0 }).phase).toBe('over');
  });

  it('chief: catches any prey in its row or column, not only adjacent ones (adjacent prey counted once)', () => {
    const rows = `W2  M3  Dn  M5b M4a
                  W4a M4b Dwe.1 F3 R1
                  W4b P2  W3  P5  W6
                  R2  R3  R4  R5  F4
                  Dx  Dp  De  M5a M6`;
    const on = endStep(ended(rows, ['power-cats', 'royal-claws']), 'preyCaptured').prey;
    const off = endStep(ended(rows, ['power-cats', 'royal-claws'], false), 'preyCaptured').prey;
    expect(on.find((p) => p.tile === 'mouse-4')).toMatchObject({ attack: [2, 1], winner: 0 });
    expect(off.find((p) => p.tile === 'mouse-4')).toMatchObject({ attack: [0, 1], winner: 1 });
    expect(on.find((p) => p.tile === 'mouse-3')!.attack[0]).toBe(2);
  });
});

describe('Polterkitties', () => {
  const rows = `P2 * * * *
                * ?F3 * * *
                * * M3 P5 *
                * * * * *
                * * * * *`;

  it('clan effect: when you flip a prey you may move another face-up prey instead, with a prey\'s moves; the flipped prey stays', () => {
    const s = turn(rows, ['polterkitties', 'royal-claws'], CENTRE);
    const moves = ofType(s, 'MOVE_PREY');
    expect(moves.filter((e) => e.from === 0).map((e) => e.to).sort((a, b) => a - b)).toEqual([1, 5, 6]);
    expect(moves.filter((e) => e.from === at(2, 3)).map((e) => e.to).sort((a, b) => a - b)).toEqual([7, 8, 9, 14, 17, 18, 19]);
    const after = must(s, { type: 'MOVE_PREY', seat: 0, from: 0, to: 6 });
    expect(after.grid[6]).toMatchObject({ tile: 'pigeon-2', faceUp: true });
    expect(after.grid[0]).toMatchObject({ tile: tileOf('F3'), faceUp: false });
    expect(after.grid[CENTRE]).toMatchObject({ tile: 'mouse-3', faceUp: true });
    expect(after.last).toEqual([{ kind: 'movePrey', seat: 0, from: 0, to: 6, hidden: true }]);
  });

  it('refused: onto the flipped prey, moving the flipped prey itself or a face-down tile, too far, or after flipping a cat', () => {
    const s = turn(rows, ['polterkitties', 'royal-claws'], CENTRE);
    expect(explain(s, { type: 'MOVE_PREY', seat: 0, from: at(2, 3), to: CENTRE })).toMatchObject({ key: 'pocketCats.preyMovesAroundNotFlipped' });
    expect(explain(s, { type: 'MOVE_PREY', seat: 0, from: CENTRE, to: 7 })).toMatchObject({ key: 'pocketCats.moveAnotherFaceUpPrey' });
    expect(explain(s, { type: 'MOVE_PREY', seat: 0, from: 6, to: 7 })).toMatchObject({ key: 'pocketCats.moveAnotherFaceUpPrey' });
    expect(explain(s, { type: 'MOVE_PREY', seat: 0, from: 0, to: 2 })).toMatchObject({ key: 'pocketCats.preyMovesAroundNotFlipped' });
    const cat = turn(rows.replace('M3', 'Y2a'), ['polterkitties', 'royal-claws'], CENTRE);
    expect(explain(cat, { type: 'MOVE_PREY', seat: 0, from: 0, to: 1 })).toMatchObject({ key: 'pocketCats.effectOnlyPrey', rule: 'effects' });
    expect(explain(turn(rows, ['royal-claws', 'polterkitties'], CENTRE), { type: 'MOVE_PREY', seat: 0, from: 0, to: 1 })).toMatchObject({ key: 'pocketCats.effectNotYours' });
  });

  const dogs = `M4a M4b M5b P2  P5
                F3  F4  Y5  Dn  Dwe.1
                Y2b M3  Dp  Y2a Y3a
                Y3b K1  K7  K2  K3
                Dx  De  K4  M5a M6`;

  it('chief: the dogs cannot turn it face down (the others they aim at fall)', () => {
    const s = ended(dogs, ['polterkitties', 'crooks']);
    expect(endStep(s, 'dogsAttack').hits.map((h) => h.tile).sort()).toEqual(['Y3a', 'Y2a', 'K7', 'K1', 'K4'].map((t) => tileOf(t)).sort());
    expect(s.grid[at(1, 2)]).toMatchObject({ tile: tileOf('Y5'), faceUp: true });
    expect(effectSteps(s)).toContainEqual({ step: 'effect', seat: 0, clan: 'polterkitties', rule: 'dogProof', cells: [at(1, 2)] });
    const off = ended(dogs, ['polterkitties', 'crooks'], false);
    expect(off.grid[at(1, 2)].faceUp).toBe(false);
  });
});

describe('the end\'s order when both clans have abilities at the end (rulebook: the chief with more attack points first)', () => {
  it('the clans\' chiefs by attack: Defenders 9, Crooks 7, Royal Claws 5, Polterkitties 5, Gourmets 3, Power Cats 2, Chaoticats 2 (all five face up)', () => {
    const order = (a: ClanId, b: ClanId, starter = 0) => effectOrder({ clans: [a, b], starter, options: { edition: 'published' } });
    expect(order('gourmets', 'crooks')).toEqual([1, 0]);
    expect(order('defenders', 'crooks')).toEqual([0, 1]);
    expect(order('royal-claws', 'polterkitties', 1)).toEqual([1, 0]);
    expect(order('power-cats', 'chaoticats', 0)).toEqual([0, 1]);
  });

  it('the Crooks\' bonus (chief 7) is scored before the Gourmets\' (chief 3)', () => {
    const s = ended(`Dn + + + Dwe  + + + + +  + + + + +  + + + + +  Dx Dp De M3 M6`, ['gourmets', 'crooks']);
    expect(effectSteps(s).filter((x) => x.rule.startsWith('bonus')).map((x) => x.clan)).toEqual(['crooks', 'gourmets']);
  });
});
