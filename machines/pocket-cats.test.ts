// The Pocket Cats statechart against the pure rules: the same state after every event of random games, the
// chart state names the phase, the end plays out through its own states, logs replay through the session.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getShortestPaths } from 'xstate/graph';
import { assign, createActor, initialTransition, transition } from 'xstate';
import { chartStateOf, pocketCatsMachine } from './pocket-cats';
import { actors, apply, capturePrey, dogsAttack, legalEvents, scoreGame, type ClanChoice, type PocketCatsEvent, type PocketCatsOptions, type PocketCatsState } from '../src/games/pocket-cats/rules';
import { pocketCats } from '../src/games/pocket-cats';
import { GameSession } from '../src/engine/session';

const players = [{ name: 'A', kind: 'bot' as const }, { name: 'B', kind: 'bot' as const }];
const allLegal = (s: PocketCatsState): PocketCatsEvent[] => actors(s).flatMap((seat) => legalEvents(s, seat));
const optionsOf = (choice: ClanChoice, effects: boolean, first: 0 | 1): PocketCatsOptions =>
  ({ choice, effects: choice === 'first-game' ? false : effects, clans: ['royal-claws', 'gourmets'], first });

describe('pocket cats statechart and the pure rules agree', () => {
  it('random games: transition() and apply() give equal states, and the chart state names the phase', () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 2 ** 31 }), fc.constantFrom<ClanChoice>('first-game', 'free', 'limited', 'experts'), fc.boolean(), fc.constantFrom<0 | 1>(0, 1),
      fc.array(fc.nat(), { minLength: 120, maxLength: 120 }),
      (seed, choice, effects, first, picks) => {
        const input = { options: optionsOf(choice, effects, first), seed, players };
        let [snap] = initialTransition(pocketCatsMachine, input);
        let pure = pocketCats.setup(input);
        expect(snap.context).toEqual(pure);
        for (const pick of picks) {
          if (pure.phase === 'over') break;
          const legal = allLegal(pure);
          const e = legal[pick % legal.length];
          [snap] = transition(pocketCatsMachine, snap, e);
          pure = apply(pure, e);
          expect(snap.context).toEqual(pure);
          expect(snap.value).toBe(chartStateOf[pure.phase]);
        }
        expect(pure.phase).toBe('over');
        expect(snap.status).toBe('done');
      }), { numRuns: 30 });
  });

  it('an illegal event changes nothing (a swap before any flip)', () => {
    const input = { options: optionsOf('free', false, 0), seed: 3, players };
    const [snap] = initialTransition(pocketCatsMachine, input);
    const [next] = transition(pocketCatsMachine, snap, { type: 'SWAP', seat: 0, cell: 0 });
    expect(next.context).toBe(snap.context);
    expect(next.value).toBe('flippingTile');
  });
});

describe('pocket cats statechart paths', () => {
  it('the end passes through resolvingEffects (a player choice), then dogsAttack, preyCaptured and scoring run in that order as states, to gameOver', () => {
    const order: string[] = [];
    const traced = pocketCatsMachine.provide({
      actions: {
        dogsAttack: assign(({ context }) => { order.push('dogsAttack'); return dogsAttack(context as PocketCatsState); }),
        capturePrey: assign(({ context }) => { order.push('preyCaptured'); return capturePrey(context as PocketCatsState); }),
        scoreGame: assign(({ context }) => { order.push('scoring'); return scoreGame(context as PocketCatsState); }),
      },
    });
    const actor = createActor(traced, { input: { options: optionsOf('free', true, 0), seed: 11, players } });
    actor.start();
    const states: string[] = [];
    for (let i = 0; i < 200 && actor.getSnapshot().status === 'active'; i++) {
      actor.send(allLegal(actor.getSnapshot().context)[0]);
      states.push(String(actor.getSnapshot().value));
      if (states.at(-1) === 'resolvingEffects') expect(order).toEqual([]);
    }
    expect(states.at(-2)).toBe('resolvingEffects');
    expect(states.at(-1)).toBe('gameOver');
    expect(order).toEqual(['dogsAttack', 'preyCaptured', 'scoring']);
    const end = actor.getSnapshot().context.endSteps.map((x: { step: string }) => x.step);
    expect(end).toEqual(['effect', 'dogsAttack', 'preyCaptured', 'effect', 'scoring']);
    actor.stop();
  });

  it('reaches choosing clans, flipping, swapping, resolving effects and between games (xstate/graph)', () => {
    const reached = new Set<string>();
    const input = { options: optionsOf('experts', true, 0), seed: 2, players };
    const paths = getShortestPaths(pocketCatsMachine, {
      input,
      events: (snap) => allLegal(snap.context as PocketCatsState).slice(0, 1),
      serializeState: (snap) => `${String(snap.value)}|${(snap.context as PocketCatsState).flips}|${(snap.context as PocketCatsState).game}|${(snap.context as PocketCatsState).clans.join()}`,
      limit: 5000,
    });
    for (const p of paths) reached.add(String(p.state.value));
    for (const state of ['choosingClans', 'flippingTile', 'swappingTile', 'resolvingEffects', 'betweenGames', 'gameOver']) expect(reached).toContain(state);
  });

  it('a whole experts match replays through the session from (options, seed, events)', () => {
    const input = { options: optionsOf('experts', true, 1), seed: 99, players };
    const session = new GameSession(pocketCats, input);
    let r = 99;
    for (let i = 0; i < 400 && !session.over; i++) {
      const legal = allLegal(session.state);
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      expect(session.send(legal[(r >>> 4) % legal.length]).ok).toBe(true);
    }
    expect(session.over).toBe(true);
    const again = GameSession.replay(pocketCats, input, session.events);
    expect(again.state).toEqual(session.state);
    expect(again.snapshot.value).toEqual(session.snapshot.value);
    // Undo stops at a flip: a swap can be taken back, a flip cannot.
    expect(session.hidden.filter(Boolean).length).toBeGreaterThanOrEqual(48);
  });
});
