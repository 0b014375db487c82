// Mauwi's own words (refusals now; buttons and announcements come with its scene), registered with the
// shell's i18n when the game loads.
// English here (every language's fallback); French and German in table-translations.ts, loaded only in use.

const en = {
  'mauwi.attackOnlyWarriors': 'You can only attack a warrior.',
  'mauwi.attackOpponentsOnly': 'You can only attack an opponent\'s warrior.',
  'mauwi.blockOnlyNines': 'You can only block a 9-column with nothing on top.',
  'mauwi.blockOpponentsOnly': 'You can only block an opponent\'s column.',
  'mauwi.columnBlocked': 'This column is blocked: unblock it first.',
  'mauwi.comboNeedsSameColour': 'A combo needs a warrior of the same colour.',
  'mauwi.defendSameValue': 'Defend with a {value} or a joker.',
  'mauwi.gainNeedsFreeOrNines': 'Gains go on an empty slot or one of your 9-columns.',
  'mauwi.jokerNeedsIdentity': 'Say which card the joker stands for.',
  'mauwi.jokerNeverBlocks': 'A joker never blocks a column.',
  'mauwi.jokerOnJoker': 'No joker on a joker.',
  'mauwi.jokerTurnsFaceDown': 'In a combo with a joker, the joker is the card that turns into a 9.',
  'mauwi.kiwiNeedsFreeOrNines': 'Kiwi moves a warrior onto an empty slot or uncovered 9s.',
  'mauwi.kiwiNeedsWarrior': 'Kiwi moves a face-up warrior (not a joker).',
  'mauwi.kiwiSameColumn': 'Move the warrior to another column.',
  'mauwi.nineNotInGain': 'That card is not one of the cards you won.',
  'mauwi.ninoxNeedsSpirit': 'Ninox frees a column from a spirit.',
  'mauwi.ninoxOpponentsOnly': 'Ninox frees an opponent\'s column.',
  'mauwi.noJokerOnThreeNines': 'The card on three 9s is a warrior or a spirit, never a 9 nor a joker.',
  'mauwi.noSuchColumn': 'There is no such column.',
  'mauwi.noColumnFits': 'This card fits no column now.',
  'mauwi.notBlocked': 'This column is not blocked.',
  'mauwi.notDefender': 'Only the attacked player or their teammate may defend.',
  'mauwi.notInHand': 'That card is not in your hand.',
  'mauwi.notNow': 'That move is not possible now.',
  'mauwi.nothingToGiveUp': 'There is no attack to give up.',
  'mauwi.onlyAttackerGivesUp': 'Only the attacker may give up now.',
  'mauwi.onlyAttackerRenews': 'Only the attacker may renew the attack.',
  'mauwi.onlyDefenderGivesUp': 'Only the attacked player may give up.',
  'mauwi.renewSameValue': 'Renew with another {value} or a joker.',
  'mauwi.spiritNeedsSpirit': 'A spirit is removed only by a spirit or a joker.',
  'mauwi.spiritOnlyOnNines': 'A spirit goes only on a column of 9s.',
  'mauwi.wrongCard': 'This card cannot be played that way.',
};

export type MauwiTextKey = keyof typeof en;

export const mauwiText = { en };
