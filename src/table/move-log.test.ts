// The move log's model: one entry per move that has words, newest first, built from the log alone (the same after a
// resume as move by move, shorter after an undo), each seat reading only its own view, and the privacy screen's
// "since you last played".
import { beforeAll, describe, expect, it, vi } from 'vitest';
// The tables' scenes need a browser (PixiJS); the words under test do not.
vi.mock('../games/meow-meow/screen/scene', () => ({ createMeowScene: () => { throw new Error('no scene in unit tests'); } }));
vi.mock('../games/kitty-cat/screen/scene', () => ({ createKittyScene: () => { throw new Error('no scene in unit tests'); } }));
vi.mock('../games/purrrummy/screen/scene', () => ({ createPurrScene: () => { throw new Error('no scene in unit tests'); } }));
vi.mock('../games/moeraki/screen/scene', () => ({ createMoerakiScene: () => { throw new Error('no scene in unit tests'); } }));
vi.mock('../scene/sound', () => ({ TableSound: class {} }));
import { GameSession } from '../engine/session';
import type { AnyGameDefinition, GameEvent, GameInput, Seat } from '../engine/types';
import { rngInt, seedFrom, type RngState } from '../engine/rng';
import { setLanguage } from '../base/i18n';
import { cardLabel, cardOf, JACK, type Card } from '../games/shared/cards';
import { meowMeow } from '../games/meow-meow/rules/definition';
import type { MeowState } from '../games/meow-meow/rules/state';
import type { MeowView } from '../games/meow-meow/rules/view';
import { meowMeowModule } from '../games/meow-meow/screen/play';
import { kittyCatModule } from '../games/kitty-cat/screen/play';
import { purrrummyModule } from '../games/purrrummy/screen/play';
import { moerakiModule } from '../games/moeraki/screen/play';
import type { GameModule } from '../ui/game-ui';
import { MoveLog, OPENING, summarySince } from './move-log';

const person = (name: string) => ({ name, kind: 'person' as const });
const meowInput = (seats = 3, seed = 5): GameInput<unknown> => ({
  options: { deck: 32, dealer: 0 }, seed, players: ['Ana', 'Ben', 'Cleo', 'Dan'].slice(0, seats).map(person),
});

/** Plays `moves` seeded random legal moves (the first actor's), through the session's door as the app does. */
function play(session: GameSession, moves: number, seed = 1, onMove?: () => void): void {
  let rng: RngState = seedFrom(seed);
  for (let i = 0; i < moves && !session.over; i++) {
    const seat = session.def.actors(session.state)[0];
    const legal = session.def.legalEvents(session.state, seat) as GameEvent[];
    let pick: number;
    [pick, rng] = rngInt(rng, legal.length);
    expect(session.send(legal[pick]).ok).toBe(true);
    onMove?.();
  }
}

function logOf(game: GameModule, session: GameSession): MoveLog {
  const log = new MoveLog(game.def, game.describe, session.input, session.input.players.map((p) => p.name));
  log.sync(session.events, session.state);
  return log;
}

const texts = (log: MoveLog, viewer: Seat | null) => log.entries(viewer).map((e) => ({ index: e.index, text: e.sentences.join(' ') }));

beforeAll(() => {
  setLanguage('en');
  for (const game of [meowMeowModule, kittyCatModule, purrrummyModule, moerakiModule]) game.registerText();
});

describe('the move log', () => {
  it('has one entry per move with words, newest first, plus the deal', () => {
    const session = new GameSession(meowMeow, meowInput());
    play(session, 30);
    const entries = logOf(meowMeowModule, session).entries(0);
    // Every Meow Meow move says something, and so does the deal before the first.
    expect(entries.filter((e) => e.index !== OPENING)).toHaveLength(session.events.length);
    expect(entries.map((e) => e.index)).toEqual([...Array(session.events.length + 1).keys()].map((i) => session.events.length - 1 - i));
    expect(entries.at(-1)!.sentences).toEqual(['The cards are dealt. Ben begins.']);
    entries.filter((e) => e.index >= 0).forEach((e) => expect(e.seat).toBe(session.events[e.index].seat));
  });

  it('names who moved in each entry, in the words the game announces', () => {
    const session = new GameSession(meowMeow, meowInput());
    play(session, 12);
    for (const e of logOf(meowMeowModule, session).entries(0)) {
      if (e.index === OPENING) continue;
      const event = session.events[e.index];
      const name = session.input.players[event.seat].name;
      const verb = { PLAY: 'played', DRAW: 'drew', PASS: 'passes', WISH: 'wishes', MEOW: 'Meow' }[event.type]!;
      expect(e.sentences.join(' ')).toContain(name);
      expect(e.sentences.join(' ')).toContain(verb);
      if (event.type === 'PLAY') expect(e.sentences.join(' ')).toContain(cardLabel((event as unknown as { card: Card }).card));
    }
  });

  it('built move by move equals the log rebuilt from the save (resume)', () => {
    const session = new GameSession(meowMeow, meowInput(4, 9));
    const live = new MoveLog(meowMeow, meowMeowModule.describe, session.input, ['Ana', 'Ben', 'Cleo', 'Dan']);
    const applied = vi.spyOn(meowMeow, 'apply');
    play(session, 40, 3, () => {
      live.sync(session.events, session.state);
      live.entries(0); // read as the panel would, between moves
    });
    // Incremental: a new move takes the session's own position, never a replay.
    expect(applied).not.toHaveBeenCalled();
    const resumed = GameSession.resume(meowMeow, session.input, JSON.parse(JSON.stringify(session.events)));
    if (!resumed.ok) throw new Error('resume failed');
    const rebuilt = logOf(meowMeowModule, resumed.value.session);
    expect(applied).toHaveBeenCalledTimes(session.events.length - 1);
    applied.mockRestore();
    expect(texts(rebuilt, 0)).toEqual(texts(live, 0));
  });

  it('forgets undone moves: the entries after an undo are those of the shorter log', () => {
    const input = { ...meowInput(2, 11), players: [person('Ana'), { name: 'Ben', kind: 'bot' as const }] };
    const session = new GameSession(meowMeow, input);
    const log = logOf(meowMeowModule, session);
    // Play until Ana's move can be taken back (nothing hidden revealed since).
    let undone = false;
    for (let round = 0; round < 40 && !undone; round++) {
      play(session, 1, round + 1);
      log.sync(session.events, session.state);
      const before = log.entries(0).length;
      if (session.undoTarget([0]) !== null && session.events.at(-1)!.seat === 0) {
        const keep = session.undoTarget([0])!;
        session.undo([0]);
        log.sync(session.events, session.state);
        expect(log.length).toBe(keep);
        expect(log.entries(0).length).toBeLessThan(before);
        expect(texts(log, 0)).toEqual(texts(logOf(meowMeowModule, session), 0));
        undone = true;
      }
    }
    expect(undone).toBe(true);
    // A different move after the undo replaces the one taken back.
    play(session, 3, 99);
    log.sync(session.events, session.state);
    expect(texts(log, 0)).toEqual(texts(logOf(meowMeowModule, session), 0));
  });

  it('tells a move that only extends the turn once (the wish after a jack does not repeat the jack)', () => {
    // The first seed whose first player may open with a jack (fixed: the deal is seeded).
    let session: GameSession | null = null;
    let jack: GameEvent | undefined;
    for (let seed = 1; seed < 200 && !jack; seed++) {
      session = new GameSession(meowMeow, meowInput(2, seed));
      const seat = meowMeow.actors(session.state)[0];
      jack = meowMeow.legalEvents(session.state, seat).find((e) => e.type === 'PLAY' && e.card % 13 === JACK - 2);
    }
    if (!session || !jack) throw new Error('no seed deals an opening jack');
    const name = session.input.players[jack.seat].name;
    expect(session.send(jack).ok).toBe(true);
    expect(session.send({ type: 'WISH', seat: jack.seat, suit: 2 } as GameEvent).ok).toBe(true);
    const [wish, played] = logOf(meowMeowModule, session).entries(0);
    expect(played.sentences).toEqual([`${name} played ${cardLabel((jack as unknown as { card: Card }).card)}.`]);
    expect(wish.sentences).toEqual([`${name} wishes ♥ hearts.`]);
  });

  it('uses only the viewer\'s view: another seat\'s hidden cards never reach the text', () => {
    // A describe that tells every card its view shows: were the log to describe the mover's view or the whole
    // state, the other seats' hands would appear in it.
    const telling: GameModule = { ...meowMeowModule, describe: (view: MeowView) => [`hand ${(view.hand ?? []).map(cardLabel).join(' ')}`] };
    const session = new GameSession(meowMeow, meowInput(3, 21));
    const states: MeowState[] = [];
    play(session, 30, 4, () => states.push(session.state as MeowState));
    const log = logOf(telling, session);
    for (const viewer of [0, 1, 2]) {
      for (const e of log.entries(viewer)) {
        if (e.index === OPENING) continue;
        const words = new Set(e.sentences.join(' ').split(' '));
        const others = states[e.index].hands.filter((_, seat) => seat !== viewer).flat();
        for (const card of others) expect(words.has(cardLabel(card)), `seat ${viewer} read ${cardLabel(card)} at move ${e.index}`).toBe(false);
      }
    }
    // An onlooker (the privacy screen) reads no hand at all.
    for (const e of log.entries(null)) expect(e.sentences).toEqual(['hand ']);
  });

  it('with the game\'s own words, names only cards the viewer has seen (played ones, or its own)', () => {
    const session = new GameSession(meowMeow, meowInput(3, 33));
    const states: MeowState[] = [];
    play(session, 60, 8, () => states.push(session.state as MeowState));
    const log = logOf(meowMeowModule, session);
    const labels = new Map<string, Card>();
    for (let suit = 0; suit < 4; suit++) for (let rank = 7; rank <= 14; rank++) labels.set(cardLabel(cardOf(suit as 0, rank)), cardOf(suit as 0, rank));
    for (const e of log.entries(1)) {
      if (e.index === OPENING) continue;
      const s = states[e.index];
      for (const word of e.sentences.join(' ').replace(/[.,]/g, '').split(' ')) {
        const card = labels.get(word);
        if (card === undefined) continue;
        expect(s.discard.includes(card) || s.hands[1].includes(card), `${word} at move ${e.index}`).toBe(true);
      }
    }
  });

  it('marks other seats\' moves since the reference seat\'s own last move, and exposes them for a scene', () => {
    const session = new GameSession(meowMeow, meowInput(3, 5));
    play(session, 20, 2);
    const log = logOf(meowMeowModule, session);
    const own = session.events.map((e) => e.seat).lastIndexOf(1);
    const expected = session.events.flatMap((e, i) => (i > own && e.seat !== 1 ? [i] : []));
    expect(log.lastOwn(1)).toBe(own);
    expect(log.sinceLastTurn(1)).toEqual(expected);
    expect(log.entries(1).filter((e) => e.fresh).map((e) => e.index).reverse()).toEqual(expected);
    // The panel's viewer may differ from its reference (an onlooker's words, highlights for the bottom seat).
    expect(log.entries(null, 1).filter((e) => e.fresh).map((e) => e.index).reverse()).toEqual(expected);
    expect(log.entries(null, null).some((e) => e.fresh)).toBe(false);
  });

  it('works for an onlooker and for each seat in other games (Kitty Cat, Purrrummy, Moeraki)', () => {
    const games: [GameModule, GameInput<unknown>][] = [
      [kittyCatModule, { options: { dealer: 0, counters: 2, hiss: true }, seed: 4, players: [person('Ana'), person('Ben'), person('Cleo')] }],
      [purrrummyModule, { options: { layoff: true, dealer: 0 }, seed: 4, players: [person('Ana'), person('Ben')] }],
      [moerakiModule, { options: { level: 'basic', matchTo: 1, first: 0 }, seed: 4, players: [person('Ana'), person('Ben')] }],
    ];
    for (const [game, input] of games) {
      const session = new GameSession(game.def as AnyGameDefinition, input);
      play(session, 80, 6);
      const log = logOf(game, session);
      for (const viewer of [null, 0, 1]) {
        const entries = log.entries(viewer);
        expect(entries.length, game.def.id).toBeGreaterThan(10);
        expect(entries.every((e, i) => i === 0 || e.index < entries[i - 1].index)).toBe(true);
        expect(entries.every((e) => e.sentences.every((s) => s.length > 0 && !s.includes('{')))).toBe(true);
      }
    }
  });
});

describe('since you last played (the privacy screen)', () => {
  it('tells the other seats\' turns since that seat\'s own last move, oldest first, in three lines at most', () => {
    const session = new GameSession(meowMeow, meowInput(4, 7));
    play(session, 14, 5);
    const log = logOf(meowMeowModule, session);
    for (const seat of [0, 1, 2, 3]) {
      const lines = summarySince(log, seat);
      const fresh = log.entries(null, seat).filter((e) => e.fresh);
      expect(lines.length).toBeLessThanOrEqual(3);
      if (fresh.length === 0) {
        expect(lines).toEqual([]);
        continue;
      }
      // The newest move's words end the summary.
      expect(lines.at(-1)!).toContain(fresh[0].sentences.at(-1)!);
      expect(lines.join(' ')).not.toContain(session.input.players[seat].name + ' played');
    }
  });

  /** A log of hand-made moves by `seats`, move i telling `words(i)`. */
  function handMade(seats: Seat[], words: (i: number) => string[]): MoveLog {
    const def = {
      setup: () => ({ n: -1 }), apply: (s: { n: number }) => ({ n: s.n + 1 }), view: (s: { n: number }) => s,
    } as unknown as AnyGameDefinition;
    const log = new MoveLog(def, (view: { n: number }) => (view.n < 0 ? [] : words(view.n)), meowInput(), ['Ana', 'Ben', 'Cleo', 'Dan']);
    const events = seats.map((seat) => ({ type: 'MOVE', seat }));
    log.sync(events, { n: events.length - 1 });
    return log;
  }

  it('names older turns by their number when more than three other turns went by', () => {
    const log = handMade([0, 1, 2, 3, 1, 1, 2], (i) => [`Move ${i}.`]);
    // Ana's turns since her move: Ben (1), Cleo (2), Dan (3), Ben (4, 5), Cleo (6).
    expect(summarySince(log, 0)).toEqual(['3 earlier moves: see the log.', 'Move 4. Move 5.', 'Move 6.']);
    expect(summarySince(log, 3)).toEqual(['Move 4. Move 5.', 'Move 6.']);
    expect(summarySince(log, 2)).toEqual([]);
  });

  it('is empty for the seat that made the last move', () => {
    const session = new GameSession(meowMeow, meowInput(2, 3));
    play(session, 5, 1);
    const log = logOf(meowMeowModule, session);
    expect(summarySince(log, session.events.at(-1)!.seat)).toEqual([]);
  });

  it('counts a repeated turn once, and cuts a long turn short', () => {
    expect(summarySince(handMade([0, 1, 2, 3], () => ['Somebody drew a card.']), 0)).toEqual(['Somebody drew a card. (×3)']);
    expect(summarySince(handMade([0, 1], (i) => ['One.', 'Two.', 'Three.', `Four ${i}.`]), 0)).toEqual(['One. Two. Three. …']);
  });
});
