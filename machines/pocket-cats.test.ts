// The Pocket Cats statechart is the game's one turn flow: the forward model (definition.setup / apply, the chart
// run by the plain-data executor) equals XState's initialTransition() / transition() after every event of random
// games; the chart's state value is the phase; every state is reachable; the end plays out through its own
// states in the rulebook's order; logs replay through the session.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getShortestPaths } from 'xstate/graph';
import { assign, createActor, initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import { pocketCatsMachine } from './pocket-cats';
import { CLAN_IDS, type ClanId, type Edition } from '../src/games/pocket-cats/rules/data';
import { actors, afterDogs, capturePrey, dogsAttack, legalEvents, scoreGame, type ClanChoice, type PocketCatsEvent, type PocketCatsOptions, type PocketCatsPhase, type PocketCatsState } from '../src/games/pocket-cats/rules/rules';
import { pocketCats } from '../src/games/pocket-cats/rules/definition';
import { GameSession } from '../src/engine/session';
import { sameState } from '../src/engine/equal';

const players = [{ name: 'A', kind: 'bot' as const }, { name: 'B', kind: 'bot' as const }];
const allLegal = (s: PocketCatsState): PocketCatsEvent[] => actors(s).flatMap((seat) => legalEvents(s, seat));
/** Options for a game: any two of the seven clans (the first game and the draft edition: Royal Claws against Gourmets). */
const optionsOf = (choice: ClanChoice, effects: boolean, first: 0 | 1, clans: [ClanId, ClanId] = ['royal-claws', 'gourmets'], edition: Edition = 'published'): PocketCatsOptions =>
  ({ choice, effects: choice === 'first-game' ? false : effects, clans: choice === 'first-game' || edition === 'draft' ? ['royal-claws', 'gourmets'] : clans, first, edition });
const PAIRS: [ClanId, ClanId][] = CLAN_IDS.flatMap((a) => CLAN_IDS.filter((b) => b !== a).map((b): [ClanId, ClanId] => [a, b]));

/** Every phase the rules name, each once (the compiler keeps it complete): the chart must have exactly these states. */
const PHASES: Record<PocketCatsPhase, true> = {
  choosingClans: true, flipping: true, swapping: true, beforeDogs: true, dogs: true, afterDogs: true, capture: true, scoring: true, betweenGames: true, over: true,
};
const STATES = pocketCatsMachine.config.states as Record<string, { entry?: unknown; type?: string }>;

/** The executor's state and XState's snapshot agree: the same context, and the value is the phase. */
function expectSame(pure: PocketCatsState, snap: AnyMachineSnapshot): void {
  expect(snap.status).not.toBe('error');
  if (!sameState(pure, snap.context)) expect(pure).toEqual(snap.context);
  expect(snap.value).toBe(pure.phase);
  expect(snap.status).toBe(pure.phase === 'over' ? 'done' : 'active');
}

describe('pocket cats: the executor runs the chart as XState does', () => {
  it('random games: setup equals initialTransition() and apply equals transition() after every event, the state value being the phase', () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 2 ** 31 }), fc.constantFrom<ClanChoice>('first-game', 'free', 'limited', 'experts'), fc.boolean(), fc.constantFrom<0 | 1>(0, 1),
      fc.array(fc.nat(), { minLength: 120, maxLength: 120 }), fc.constantFrom(...PAIRS), fc.constantFrom<Edition>('published', 'published', 'draft'),
      (seed, choice, effects, first, picks, clans, edition) => {
        const input = { options: optionsOf(choice, effects, first, clans, edition), seed, players };
        let [snap] = initialTransition(pocketCatsMachine, input);
        let pure = pocketCats.setup(input);
        expectSame(pure, snap);
        for (let i = 0; i < 400 && pure.phase !== 'over'; i++) {
          const legal = allLegal(pure);
          const e = legal[picks[i % picks.length] % legal.length];
          [snap] = transition(pocketCatsMachine, snap, e);
          pure = pocketCats.apply(pure, e);
          expectSame(pure, snap);
        }
        expect(pure.phase).toBe('over');
        expect(pure.games).toHaveLength(choice === 'experts' ? 2 : 1);
      }), { numRuns: 60 });
  });

  it('an event no transition of the current state takes changes nothing in XState, and the forward model refuses it loudly', () => {
    const input = { options: optionsOf('free', false, 0), seed: 3, players };
    const [snap] = initialTransition(pocketCatsMachine, input);
    const [next] = transition(pocketCatsMachine, snap, { type: 'SWAP', seat: 0, cell: 0 });
    expect(next.context).toBe(snap.context);
    expect(next.value).toBe('flipping');
    expect(() => pocketCats.apply(pocketCats.setup(input), { type: 'SWAP', seat: 0, cell: 0 })).toThrow(/takes no SWAP in 'flipping'/);
  });
});

describe('pocket cats: the phase is the chart state', () => {
  it('the chart has exactly one state per phase of the rules, the final one being over', () => {
    expect(Object.keys(STATES).sort()).toEqual(Object.keys(PHASES).sort());
    expect(Object.keys(STATES).filter((k) => STATES[k].type === 'final')).toEqual(['over']);
  });

  it('every state writes its own name as the phase on entry (enterPhase first, before its own step)', () => {
    for (const [key, state] of Object.entries(STATES)) {
      const entry = ([] as unknown[]).concat(state.entry ?? []);
      expect(entry[0], key).toEqual({ type: 'enterPhase', params: { phase: key } });
    }
  });
});

describe('pocket cats statechart paths', () => {
  it('the end rests before the dogs while a clan may choose (here the draft Royal Claws turning a dog), then dogs, after the dogs, capture and scoring run in that order as states, to over', () => {
    const order: string[] = [];
    const traced = pocketCatsMachine.provide({
      actions: {
        dogsAttack: assign(({ context }) => { order.push('dogsAttack'); return dogsAttack(context as PocketCatsState); }),
        afterDogs: assign(({ context }) => { order.push('afterDogs'); return afterDogs(context as PocketCatsState); }),
        capturePrey: assign(({ context }) => { order.push('capturePrey'); return capturePrey(context as PocketCatsState); }),
        scoreGame: assign(({ context }) => { order.push('scoreGame'); return scoreGame(context as PocketCatsState); }),
      },
    });
    const actor = createActor(traced, { input: { options: optionsOf('free', true, 0, ['royal-claws', 'gourmets'], 'draft'), seed: 11, players } });
    actor.start();
    const states: string[] = [];
    for (let i = 0; i < 200 && actor.getSnapshot().status === 'active'; i++) {
      actor.send(allLegal(actor.getSnapshot().context)[0]);
      states.push(String(actor.getSnapshot().value));
      if (states.at(-1) === 'beforeDogs') expect(order).toEqual([]);
    }
    expect(states.at(-2)).toBe('beforeDogs');
    expect(states.at(-1)).toBe('over');
    expect(order).toEqual(['dogsAttack', 'afterDogs', 'capturePrey', 'scoreGame']);
    const end = actor.getSnapshot().context.endSteps.map((x: { step: string }) => x.step);
    expect(end).toEqual(['effect', 'dogsAttack', 'preyCaptured', 'effect', 'scoring']);
    actor.stop();
  });

  it('without end-of-game choices the last swap goes straight through before the dogs, dogs, after the dogs, capture and scoring to over', () => {
    const entered: string[] = [];
    const traced = pocketCatsMachine.provide({
      actions: { enterPhase: assign((_, params: { phase: PocketCatsPhase }) => { entered.push(params.phase); return { phase: params.phase }; }) },
    });
    const actor = createActor(traced, { input: { options: optionsOf('free', false, 1), seed: 5, players } });
    actor.start();
    while (actor.getSnapshot().status === 'active') {
      entered.length = 0;
      actor.send(allLegal(actor.getSnapshot().context)[0]);
    }
    expect(entered).toEqual(['beforeDogs', 'dogs', 'afterDogs', 'capture', 'scoring', 'over']);
    actor.stop();
  });

  it('reaches every resting state (xstate/graph), and every state is entered in an experts match with effects', () => {
    // The draft edition's Royal Claws always have a dog to turn at the end: the one resting state of the end.
    const input = { options: optionsOf('experts', true, 0, ['royal-claws', 'gourmets'], 'draft'), seed: 2, players };
    const reached = new Set<string>();
    const paths = getShortestPaths(pocketCatsMachine, {
      input,
      events: (snap) => allLegal(snap.context as PocketCatsState).slice(0, 1),
      serializeState: (snap) => `${String(snap.value)}|${(snap.context as PocketCatsState).flips}|${(snap.context as PocketCatsState).game}|${(snap.context as PocketCatsState).clans.join()}`,
      limit: 5000,
    });
    for (const p of paths) reached.add(String(p.state.value));
    expect([...reached].sort()).toEqual(['beforeDogs', 'betweenGames', 'choosingClans', 'flipping', 'over', 'swapping']);

    const entered = new Set<string>();
    const traced = pocketCatsMachine.provide({
      actions: { enterPhase: assign((_, params: { phase: PocketCatsPhase }) => { entered.add(params.phase); return { phase: params.phase }; }) },
    });
    const actor = createActor(traced, { input });
    actor.start();
    while (actor.getSnapshot().status === 'active') actor.send(allLegal(actor.getSnapshot().context)[0]);
    expect([...entered].sort()).toEqual(Object.keys(STATES).sort());
    actor.stop();
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
