// Who answers at the table when several seats may act at once (GameDefinition.actors: Mauwi's attacked player and
// their teammate). People get the first say: a bot among the actors is asked only once every person among them
// has had theirs, so a bot never snatches a decision from a person. A person's answer that only gives way
// (BotAdapter.yields: Mauwi's GIVE_UP) is held until everyone else has had their say; then, as in the sim and the
// searches, another actor's real answer beats it (src/ai/actors.ts firstAnswer), and else it is applied.
import type { AnyGameDefinition, GameEvent, PlayerInfo, Seat } from '../engine/types';
import { firstAnswer } from '../ai/actors';
import type { AnyBotAdapter } from '../ai/types';

export interface Answerers {
  people: Seat[];
  bots: Seat[];
}

/** One round of answers to one position: who has had their say, and the first answer that only gave way. */
export interface AnswerRound {
  said: readonly Seat[];
  held: GameEvent | null;
}

export const NEW_ROUND: AnswerRound = { said: [], held: null };

const isPerson = (players: readonly PlayerInfo[], seat: Seat): boolean => players[seat]?.kind === 'person';

/**
 * Every actor that has not had its say this round, in def.actors order. It reads only who may act, never a hand,
 * so it is what the screen names ("Ana or Ben may answer"): naming only the seats that hold an answer would tell
 * the table what their hands hold.
 */
export function mayAnswer(def: AnyGameDefinition, state: unknown, said: readonly Seat[] = []): Seat[] {
  return def.actors(state).filter((seat) => !said.includes(seat));
}

/**
 * The seats asked now, people and bots apart: those of `mayAnswer`, less a bot without a legal event (it has
 * nothing to say) and less a person without one when no other person sits at the table (nobody learns anything
 * from skipping them; with other people at the tablet they are still asked, or skipping them would tell the
 * others their hand).
 */
export function answeringSeats(def: AnyGameDefinition, state: unknown, players: readonly PlayerInfo[], said: readonly Seat[] = []): Answerers {
  const open = mayAnswer(def, state, said);
  const canAct = (seat: Seat) => def.legalEvents(state, seat).length > 0;
  const lonePerson = players.filter((p) => p.kind === 'person').length <= 1;
  return {
    people: open.filter((seat) => isPerson(players, seat) && (!lonePerson || canAct(seat))),
    bots: open.filter((seat) => !isPerson(players, seat) && canAct(seat)),
  };
}

/** What the table does next in a round. */
export type RoundStep =
  | { kind: 'people'; seats: Seat[] }
  | { kind: 'bots'; seats: Seat[] }
  | { kind: 'apply'; event: GameEvent }
  /** Everyone let the others answer and nobody gave way: everyone is asked again (somebody must act). */
  | { kind: 'again' }
  /** Nobody at all can act: the rules broke their own invariant. */
  | { kind: 'stuck' };

export function nextStep(asked: Answerers, round: AnswerRound): RoundStep {
  if (asked.people.length > 0) return { kind: 'people', seats: asked.people };
  if (asked.bots.length > 0) return { kind: 'bots', seats: asked.bots };
  if (round.held) return { kind: 'apply', event: round.held };
  return round.said.length > 0 ? { kind: 'again' } : { kind: 'stuck' };
}

/** A person's answer waits when it only gives way while somebody else may still answer; a real answer never does. */
export function holdsBack(givesWay: boolean, askedAfter: Answerers): boolean {
  return givesWay && askedAfter.people.length + askedAfter.bots.length > 0;
}

/** The round after `seat` has had its say, holding `gaveWay` if it is the round's first answer that gave way. */
export function afterSay(round: AnswerRound, seat: Seat, gaveWay: GameEvent | null = null): AnswerRound {
  return { said: round.said.includes(seat) ? round.said : [...round.said, seat], held: round.held ?? gaveWay };
}

/** The answer applied once the bots asked have answered: of theirs and the person's held one, `firstAnswer`'s pick
 *  (a seeded draw among the real answers; giving way only when nobody really answered). */
export function settle(adapter: AnyBotAdapter, held: GameEvent | null, botAnswers: readonly GameEvent[], seed: number): GameEvent {
  const answers = held ? [held, ...botAnswers] : [...botAnswers];
  if (answers.length === 0) throw new Error('no answer to settle');
  return firstAnswer(adapter, answers, seed >>> 0)[0];
}
