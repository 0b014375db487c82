// The replay code: every game round-trips; a damaged, cut, foreign-version or too-large code is refused with a
// reason in three languages; a game that is not over is never encoded, nor shown from a crafted code; only the
// game's input and moves travel.
import { beforeAll, describe, expect, it } from 'vitest';
import { GAME_IDS, type GameId } from '../games/index';
import { builtInMessages } from '../shell/all-languages';
import { languages } from '../base/i18n';
import { fromBase64Url, toBase64Url } from './base64url';
import { codeOf, decodeReplay, encodeReplay, pack, REPLAY_REASON_KEYS, REPLAY_VERSION } from './code';
import { sampleGame, type SampleGame } from './sample-games';

const games = new Map<GameId, SampleGame>();
beforeAll(async () => {
  for (const id of GAME_IDS) games.set(id, await sampleGame(id));
}, 120_000);

async function codeFor(id: GameId): Promise<string> {
  const code = await encodeReplay(games.get(id)!);
  if (!code.ok) throw new Error(code.reason.key);
  return code.value;
}

const reasonOf = async (text: unknown) => {
  const r = await decodeReplay(text);
  return r.ok ? 'accepted' : r.reason.key;
};

describe('round trip', () => {
  for (const id of GAME_IDS) {
    it(`${id}: a finished game comes back as it was played`, async () => {
      const game = games.get(id)!;
      const code = await codeFor(id);
      expect(code[0]).toBe(REPLAY_VERSION);
      expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
      const back = await decodeReplay(code);
      if (!back.ok) throw new Error(back.reason.key);
      expect(back.value).toEqual({ gameId: id, input: game.input, events: game.events });
      // The link and the QR code stay small.
      expect(code.length).toBeLessThan(1500);
    });
  }
});

describe('refused codes', () => {
  it('a change of any one character is refused as damaged', async () => {
    const code = await codeFor('meow-meow');
    const swap = (c: string) => (c === 'A' ? 'B' : 'A');
    for (let i = 1; i < code.length; i++) {
      const damaged = code.slice(0, i) + swap(code[i]) + code.slice(i + 1);
      expect(await reasonOf(damaged), `character ${i}`).toBe('replay.badCode');
    }
  });

  it('a code cut short, one with a stray character, or no code at all is refused as damaged', async () => {
    const code = await codeFor('purrrummy');
    for (const cut of [code.slice(0, -1), code.slice(0, -4), code.slice(0, code.length >> 1), code.slice(0, 2), code + 'A', `${code.slice(0, 9)}=${code.slice(10)}`, '', REPLAY_VERSION]) {
      expect(await reasonOf(cut), JSON.stringify(cut.slice(-6))).toBe('replay.badCode');
    }
    for (const junk of [null, undefined, 42, {}, ['1abc']]) expect(await reasonOf(junk)).toBe('replay.badCode');
  });

  it('a code of another version is refused as such', async () => {
    const code = await codeFor('moeraki');
    expect(await reasonOf(`2${code.slice(1)}`)).toBe('replay.otherVersion');
    expect(await reasonOf(`0${code.slice(1)}`)).toBe('replay.otherVersion');
  });

  it('a code far too long, or that inflates beyond any game, is refused', async () => {
    expect(await reasonOf(REPLAY_VERSION + 'A'.repeat(50_000))).toBe('replay.tooLong');
    // A few kilobytes of code that would inflate to megabytes of moves.
    const bomb = await codeOf(['meow-meow', {}, 1, [], [['DRAW', 'seat']], new Array(800_000).fill(0)]);
    expect(bomb.length).toBeLessThan(5_000);
    expect(await reasonOf(bomb)).toBe('replay.tooLong');
  });

  it('a well-made code whose content is not a game is refused by the checks and the door', async () => {
    const g = games.get('meow-meow')!;
    const [gameId, options, seed, players, shapes, moves] = pack(g);
    const cases: [unknown, string][] = [
      ['not a game', 'replay.badCode'],
      [['chess', options, seed, players, shapes, moves], 'replay.unknownGame'],
      [[gameId, { deck: 33 }, seed, players, shapes, moves], 'replay.badInput'],
      [[gameId, options, seed, [['Ana', 'p']], shapes, moves], 'replay.badInput'],
      [[gameId, options, seed, [['Ana', 'x'], ['Ben', 'p']], shapes, moves], 'replay.badCode'],
      [[gameId, options, seed, players, shapes, [99, 0]], 'replay.badCode'],
      [[gameId, options, seed, players, [['PLAY', 'seat', 'seat']], moves], 'replay.badCode'],
      [[gameId, options, seed, players, [['PLAY', '__proto__']], [0, {}]], 'replay.refusedMove'],
      // Another seed deals other cards: the same moves are soon refused.
      [[gameId, options, (seed as number) + 1, players, shapes, moves], 'replay.refusedMove'],
    ];
    for (const [payload, key] of cases) expect(await reasonOf(await codeOf(payload)), JSON.stringify(payload).slice(0, 60)).toBe(key);
  });

  it('every reason has words in English, French and German', () => {
    for (const key of REPLAY_REASON_KEYS) {
      for (const lang of languages) expect(builtInMessages[lang][key], `${lang} ${key}`).toBeTruthy();
    }
  });
});

describe('a game that is not over', () => {
  for (const id of GAME_IDS) {
    it(`${id}: is never encoded (its seed would tell the hidden cards)`, async () => {
      const g = games.get(id)!;
      for (const keep of [0, 1, g.events.length - 1]) {
        const r = await encodeReplay({ ...g, events: g.events.slice(0, keep) });
        expect(r.ok ? 'encoded' : r.reason.key, `${keep} moves`).toBe('replay.notOver');
      }
    });
  }

  it('a crafted code of an unfinished game is refused before anything is shown', async () => {
    const g = games.get('kitty-cat')!;
    const code = await codeOf(pack({ ...g, events: g.events.slice(0, -1) }));
    expect(await reasonOf(code)).toBe('replay.notOver');
  });

  it('a log the rules refuse is not encoded either', async () => {
    const g = games.get('purrrummy')!;
    const r = await encodeReplay({ ...g, events: [g.events[1], ...g.events] });
    expect(r.ok ? 'encoded' : r.reason.key).toBe('replay.refusedMove');
  });
});

describe('what travels', () => {
  it('the game, its options, seed, players\' names and kinds and the moves: nothing else of the device', async () => {
    const g = games.get('mauwi')!;
    const extra = {
      gameId: g.gameId,
      input: { ...g.input, saveId: 'save-1', device: 'tablet', players: g.input.players.map((p) => ({ ...p, avatar: 'x' })) },
      events: g.events.map((e) => ({ ...e, at: 12345 })),
    };
    const withExtra = await encodeReplay(extra);
    // Unknown fields in a move are refused by the game's own schema, so none can ride along.
    expect(withExtra.ok ? 'encoded' : withExtra.reason.key).toBe('replay.refusedMove');
    const code = await encodeReplay({ ...extra, events: g.events });
    if (!code.ok) throw new Error(code.reason.key);
    expect(code.value).toBe(await codeFor('mauwi'));
    const back = await decodeReplay(code.value);
    if (!back.ok) throw new Error(back.reason.key);
    expect(Object.keys(back.value.input).sort()).toEqual(['options', 'players', 'seed']);
    expect(back.value.input.players.map((p) => p.name)).toEqual(['Ana', 'Ben', 'Cy', 'Dot']);
  });
});

describe('base64url', () => {
  it('round-trips every length and refuses stray bits and foreign characters', () => {
    for (let n = 0; n < 40; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 97 + n * 13) & 255);
      const text = toBase64Url(bytes);
      expect(fromBase64Url(text)).toEqual(bytes);
    }
    expect(toBase64Url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    expect(fromBase64Url('-_9')).toBeNull();
    expect(fromBase64Url('ab+c')).toBeNull();
    expect(fromBase64Url('abcde')).toBeNull();
  });
});
