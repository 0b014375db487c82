// Purrrummy's words at the table (buttons, the live word on a selection, meld labels, keys, the status line
// and the results), registered with the shell's i18n next to text.ts when the game loads.
// English here (every language's fallback); French and German in table-translations.ts, loaded only in use.

const en = {
  'purrrummy.card.joker': 'Joker',
  'purrrummy.meld.set': 'Set of {rank}s',
  'purrrummy.meld.run': 'Run {low}–{high} {suit}',
  'purrrummy.meld.jokers': 'joker = {cards}',
  'purrrummy.sel.none': 'Select cards: a set or a run to lay out, or one card to discard.',
  'purrrummy.sel.noneDraw': 'Draw from the deck, or take the top of the discard pile.',
  'purrrummy.sel.one': '{card}: discard it, or tap a lit meld to add it.',
  'purrrummy.sel.meld': '{meld}: Lay out.',
  'purrrummy.sel.choice': '{first} or {second}: Lay out asks which.',
  'purrrummy.sel.notMeld': 'Not a meld: {reason}',
  'purrrummy.sel.layOff': 'Tap a lit meld to add them.',
  'purrrummy.sel.oneNoMeld': '{card}: discard it, or select more cards for a set or a run.',
  'purrrummy.sel.changeCards': 'Select other cards, or tap one to put it back.',
  'purrrummy.ui.takePlain': 'Take discard',
  'purrrummy.ui.takeShort': 'Take',
  'purrrummy.ui.discardPlain': 'Discard',
  'purrrummy.ui.sortRank': 'By rank',
  'purrrummy.ui.sortRankLabel': 'Sort the hand by rank',
  'purrrummy.ui.chooseMeld': 'Which meld do you mean?',
  'purrrummy.ui.chooseLayOff': 'Where does the joker go?',
  'purrrummy.ui.cancel': 'Cancel',
  'purrrummy.ui.selectCard': '{card}, select',
  'purrrummy.ui.melds': '{name}’s melds',
  'purrrummy.ui.meldKey': '{name}: {meld} ({cards})',
  'purrrummy.ui.meldTarget': '{name}: {meld} ({cards}) — add the selected cards',
  'purrrummy.ui.discardPile': 'Discard pile, top {card}',
  'purrrummy.ui.discardEmpty': 'Discard pile, empty',
  'purrrummy.scene.noMelds': 'no melds yet',
  'purrrummy.scene.holds': 'took {cards}',
  'purrrummy.scene.wins': 'wins',
  'purrrummy.status.draw': 'draw or take the discard',
  'purrrummy.status.meld': 'lay out or add, then discard',
  'purrrummy.results.caption': 'Melds laid out and cards left',
  'purrrummy.results.melds': 'Melds',
  'purrrummy.results.cardsLeft': 'Cards left',
};

export type PurrSceneKey = keyof typeof en;

export const purrrummySceneText = { en };
