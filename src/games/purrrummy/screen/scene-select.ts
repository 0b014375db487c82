// What a selection of hand cards means at the table, without a canvas: the hand's order, a card's and a
// meld's name, the live word on the selection ("Run 4–7 ♥, joker = 6♥"), and which legal events a button or
// a tap on a meld stands for. Legality stays the rules' business: the words come from the same analyser
// (meld.ts) and the proposals from ctx.legal; what legal does not cover is proposed as is, so the table host
// refuses it with the reason.
import { t, translateReason } from '../../../base/i18n';
import type { Proposal } from '../../../ui/game-ui';
import { ACE, cardLabel, rankLabel, rankOf, suitOf, SUIT_SYMBOL, type Card } from '../../shared/cards';
import { isJoker } from '../rules/constants';
import { analyzeMeld, type MeldAnalysis, type MeldKind } from '../rules/meld';
import { layOffAnalysis } from '../rules/rules';
import type { PurrEvent, TableMeld } from '../rules/state';

export type SortOrder = 'suit' | 'rank';

/** Suits alternate in colour (clubs, hearts, spades, diamonds), as Meow Meow's hand. */
const SUIT_ORDER = [0, 2, 1, 3];

/** The hand as shown: by suit then rank, or by rank then suit; jokers at the right end. */
export function sortHand(cards: readonly Card[], by: SortOrder): Card[] {
  const key = (c: Card): number => {
    if (isJoker(c)) return 1000 + c;
    return by === 'suit' ? SUIT_ORDER[suitOf(c)] * 20 + rankOf(c) : rankOf(c) * 4 + SUIT_ORDER[suitOf(c)];
  };
  return cards.slice().sort((a, b) => key(a) - key(b));
}

/** "7♥", "B♣", "Joker". */
export const cardName = (card: Card): string => (isJoker(card) ? t('purrrummy.card.joker') : cardLabel(card));

/** A run position's label: 1 and 14 are both the ace. */
const posLabel = (p: number): string => rankLabel(p === 1 ? ACE : p);

/** "Set of 7s", "Run 4–7 ♥" from a meld's kind and what its cards stand for (table order). */
export function meldName(kind: MeldKind, stands: readonly Card[]): string {
  if (kind === 'set') return t('purrrummy.meld.set', { rank: rankLabel(rankOf(stands[0])) });
  const first = rankOf(stands[0]);
  const low = first === ACE && stands.length > 1 && rankOf(stands[1]) === 2 ? 1 : first;
  return t('purrrummy.meld.run', { low: posLabel(low), high: posLabel(low + stands.length - 1), suit: SUIT_SYMBOL[suitOf(stands[0])] });
}

/** "joker = 6♥" (or several), or '' when no card stands for another; sets leave their jokers' suit open. */
export function jokerNote(kind: MeldKind, cards: readonly Card[], stands: readonly Card[]): string {
  if (kind === 'set') return '';
  const named = cards.flatMap((c, i) => (isJoker(c) ? [cardLabel(stands[i])] : []));
  return named.length ? t('purrrummy.meld.jokers', { cards: named.join(', ') }) : '';
}

/** A meld's name with its jokers: "Run 4–7 ♥, joker = 6♥". */
export function meldTitle(kind: MeldKind, cards: readonly Card[], stands: readonly Card[]): string {
  const note = jokerNote(kind, cards, stands);
  return note ? `${meldName(kind, stands)}, ${note}` : meldName(kind, stands);
}

/** The name of an analysed meld with its jokers. */
export const analysisName = (a: Extract<MeldAnalysis, { ok: true }>): string => meldTitle(a.kind, a.ordered, a.orderedStands);

/** The same cards, jokers counted as interchangeable. */
function sameCards(a: readonly Card[], b: readonly Card[]): boolean {
  if (a.length !== b.length) return false;
  const naturals = (x: readonly Card[]) => x.filter((c) => !isJoker(c)).sort((p, q) => p - q).join();
  return naturals(a) === naturals(b);
}

/** The event with the selection's own jokers in place of the (interchangeable) ones the rules picked. */
function withOwnJokers(cards: readonly Card[], selection: readonly Card[]): Card[] {
  const mine = selection.filter(isJoker);
  let j = 0;
  return cards.map((c) => (isJoker(c) ? mine[j++] : c));
}

const proposalOf = (e: PurrEvent): Proposal => {
  const { seat: _seat, ...rest } = e;
  return rest as Proposal;
};

/** The legal melds the selection can be laid out as (several when its jokers can stand for different cards). */
export function meldChoices(selection: readonly Card[], legal: readonly PurrEvent[]): Proposal[] {
  const out: Proposal[] = [];
  const seen = new Set<string>();
  for (const e of legal) {
    if (e.type !== 'MELD' || !sameCards(e.cards, selection)) continue;
    const a = analyzeMeld(e.cards, e.jokerAs);
    if (!a.ok) continue;
    const id = `${a.kind}:${a.orderedStands.join()}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const cards = withOwnJokers(e.cards, selection);
    out.push(proposalOf(e.jokerAs ? { ...e, cards, jokerAs: e.jokerAs } : { ...e, cards }));
  }
  return out;
}

/** What "Lay out" proposes: the one legal reading, a chooser between several, or the cards as they are
 *  (the table host then says why they are not a meld). */
export function layOutProposal(selection: readonly Card[], legal: readonly PurrEvent[]): Proposal | null {
  if (selection.length === 0) return null;
  const choices = meldChoices(selection, legal);
  if (choices.length === 1) return choices[0];
  if (choices.length > 1) return { type: 'CHOOSE', title: 'meld', choices };
  return { type: 'MELD', cards: selection.slice() };
}

/** The lay-offs of the selection on meld `index` that a tap there makes: one card uses the legal events (a
 *  joker may go at either end of a run); several cards need a legal lay-off on that meld (the seat may add
 *  to it) and the analyser's yes for all of them together. */
export function layOffChoices(selection: readonly Card[], index: number, melds: readonly TableMeld[], legal: readonly PurrEvent[]): Proposal[] {
  if (selection.length === 0 || !melds[index]) return [];
  const onMeld = legal.filter((e): e is Extract<PurrEvent, { type: 'LAY_OFF' }> => e.type === 'LAY_OFF' && e.meld === index);
  if (selection.length === 1) {
    return onMeld.filter((e) => sameCards(e.cards, selection)).map((e) => proposalOf({ ...e, cards: withOwnJokers(e.cards, selection) }));
  }
  if (onMeld.length === 0 || !layOffAnalysis(melds[index], selection).ok) return [];
  return [{ type: 'LAY_OFF', meld: index, cards: selection.slice() }];
}

/** What a tap on meld `index` proposes: the lit lay-off (or a chooser), else the cards as they are (refused with the reason). */
export function layOffProposal(selection: readonly Card[], index: number, melds: readonly TableMeld[], legal: readonly PurrEvent[]): Proposal | null {
  if (selection.length === 0) return null;
  const choices = layOffChoices(selection, index, melds, legal);
  if (choices.length === 1) return choices[0];
  if (choices.length > 1) return { type: 'CHOOSE', title: 'layOff', choices };
  return { type: 'LAY_OFF', meld: index, cards: selection.slice() };
}

/** The words on one choice of a chooser: what the meld becomes. */
export function choiceLabel(p: Proposal, melds: readonly TableMeld[]): string {
  const cards = p.cards as Card[];
  const jokerAs = p.jokerAs as Card[] | undefined;
  const a = p.type === 'LAY_OFF' ? layOffAnalysis(melds[p.meld as number], cards, jokerAs) : analyzeMeld(cards, jokerAs);
  return a.ok ? analysisName(a) : cards.map(cardName).join(' ');
}

/** True when a tap on some meld of the table would add the selection to it (that meld is lit). */
export function anyMeldLit(selection: readonly Card[], melds: readonly TableMeld[], legal: readonly PurrEvent[]): boolean {
  return selection.length > 0 && melds.some((_, i) => layOffChoices(selection, i, melds, legal).length > 0);
}

/** The live word on the selection, shown beside the buttons and read by screen readers. It speaks of a lit meld
 *  only when one is lit; else it says what the cards can do instead. */
export function selectionText(selection: readonly Card[], legal: readonly PurrEvent[], phase: string, melds: readonly TableMeld[]): string {
  if (selection.length === 0) return phase === 'drawing' ? t('purrrummy.sel.noneDraw') : t('purrrummy.sel.none');
  const lit = anyMeldLit(selection, melds, legal);
  if (selection.length === 1) return t(lit ? 'purrrummy.sel.one' : 'purrrummy.sel.oneNoMeld', { card: cardName(selection[0]) });
  const choices = meldChoices(selection, legal);
  if (choices.length > 1) return t('purrrummy.sel.choice', { first: choiceLabel(choices[0], []), second: choiceLabel(choices[1], []) });
  const a = choices.length === 1 ? analyzeMeld(choices[0].cards as Card[], choices[0].jokerAs as Card[] | undefined) : analyzeMeld(selection);
  if (a.ok) return t('purrrummy.sel.meld', { meld: analysisName(a) });
  const why = translateReason({ key: `purrrummy.${a.problem}` });
  return `${t('purrrummy.sel.notMeld', { reason: why })} ${t(lit ? 'purrrummy.sel.layOff' : 'purrrummy.sel.changeCards')}`;
}
