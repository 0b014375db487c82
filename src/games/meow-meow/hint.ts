// Meow Meow's Hint line (the normal bot's choice in words, and why, from the seat's own view) and the
// guided first game's tip for each kind of move.
import { t } from '../../shell/i18n';
import type { Lang } from '../../shell/settings';
import type { Hint } from '../../play/game-ui';
import { tipsFor } from '../../play/tips';
import { EIGHT, JACK, SEVEN, SUIT_SYMBOL, cardLabel, rankOf, suitOf, type Suit } from '../shared/cards';
import type { MeowEvent } from './rules';
import type { MeowView } from './view';

const suitWord = (suit: Suit) => `${SUIT_SYMBOL[suit]} ${t(`meow.suit.${suit}`)}`;

export function meowHint(view: MeowView, e: MeowEvent, legal: MeowEvent[], names: string[]): Hint {
  const hand = view.hand ?? [];
  const next = names[(view.turn + 1) % view.seats] ?? '';
  const top = view.discard[view.discard.length - 1];
  const canPlay = legal.some((x) => x.type === 'PLAY');
  switch (e.type) {
    case 'PLAY': {
      const move = t('meow.hint.play', { card: cardLabel(e.card) });
      const rank = rankOf(e.card);
      if (hand.length === 1) return { move, why: t('meow.hint.why.win') };
      if (view.pendingDraw > 0) return { move, why: t('meow.hint.why.passSeven', { count: view.pendingDraw }) };
      if (rank === SEVEN) return { move, why: t('meow.hint.why.seven', { name: next }) };
      if (rank === EIGHT) return { move, why: t('meow.hint.why.eight', { name: next }) };
      if (rank === JACK) return { move, why: t('meow.hint.why.jack') };
      const follow = hand.filter((c) => c !== e.card && rankOf(c) !== JACK && (suitOf(c) === suitOf(e.card) || rankOf(c) === rank)).length;
      return { move, why: follow > 0 ? t('meow.hint.why.follow', { count: follow }) : t('meow.hint.why.play', { top: cardLabel(top) }) };
    }
    case 'MEOW':
      return { move: t('meow.hint.meow'), why: t('meow.hint.why.meow') };
    case 'WISH': {
      const count = hand.filter((c) => suitOf(c) === e.suit && rankOf(c) !== JACK).length;
      return { move: t('meow.hint.wish', { suit: suitWord(e.suit) }), why: count > 0 ? t('meow.hint.why.wish', { count, suit: suitWord(e.suit) }) : t('meow.hint.why.wishAny') };
    }
    case 'DRAW':
      if (view.pendingDraw > 0) return { move: t('meow.ui.drawPenalty', { count: view.pendingDraw }), why: t('meow.hint.why.noSeven') };
      return { move: t('meow.hint.draw'), why: canPlay ? t('meow.hint.why.drawBetter') : t('meow.hint.why.draw', { top: cardLabel(top) }) };
    case 'PASS':
      return view.phase === 'drawnCard'
        ? { move: t('meow.hint.keep'), why: t('meow.hint.why.keep') }
        : { move: t('meow.ui.pass'), why: t('meow.hint.why.nothing') };
  }
}

const RULE: Record<string, string> = { PLAY: 'matching', DRAW: 'draw', PASS: 'draw', WISH: 'jack', MEOW: 'meow' };

export const meowTip = tipsFor('meow', RULE);

const en = {
  'meow.hint.play': 'Play {card}',
  'meow.hint.meow': 'Call “Meow!”',
  'meow.hint.wish': 'Wish {suit}',
  'meow.hint.draw': 'Draw a card',
  'meow.hint.keep': 'Keep the card you drew',
  'meow.hint.why.win': 'it is your last card: you win',
  'meow.hint.why.passSeven': 'it passes the 7-chain on instead of drawing {count}',
  'meow.hint.why.seven': '{name} must then play a 7 or draw 2',
  'meow.hint.why.eight': '{name} then misses a turn',
  'meow.hint.why.jack': 'a jack fits anything and lets you wish a suit',
  'meow.hint.why.follow': 'you can follow it with {count} more of your cards',
  'meow.hint.why.play': 'it fits {top} and brings you closer to going out',
  'meow.hint.why.meow': 'you are down to two cards: forgetting the call costs a penalty card',
  'meow.hint.why.wish': 'you hold {count} {suit} cards',
  'meow.hint.why.wishAny': 'any suit is as good as another for your hand',
  'meow.hint.why.noSeven': 'you have no 7 to pass the chain on',
  'meow.hint.why.draw': 'none of your cards fits {top}',
  'meow.hint.why.drawBetter': 'your cards that fit are worth more later',
  'meow.hint.why.keep': 'it is worth more in your hand for later',
  'meow.hint.why.nothing': 'nothing can be played or drawn',
  'meow.tip.PLAY': 'Play a card that matches the top card in rank or in suit. A jack goes on anything but a jack, a 7 makes the next player draw 2, an 8 makes them miss a turn.',
  'meow.tip.DRAW': 'No card fits, or you would rather keep them? Draw one card: if it fits, you may play it at once.',
  'meow.tip.PASS': 'The card you drew fits: play it now, or keep it and end your turn.',
  'meow.tip.WISH': 'You played a jack: name the suit the next player has to play.',
  'meow.tip.MEOW': 'You are about to play your second-to-last card: call “Meow!” in this turn, or you draw a penalty card.',
};

const fr: Record<keyof typeof en, string> = {
  'meow.hint.play': 'Pose {card}',
  'meow.hint.meow': 'Crie « Miaou ! »',
  'meow.hint.wish': 'Souhaite {suit}',
  'meow.hint.draw': 'Pioche une carte',
  'meow.hint.keep': 'Garde la carte piochée',
  'meow.hint.why.win': 'c’est ta dernière carte : tu gagnes',
  'meow.hint.why.passSeven': 'elle passe la chaîne de 7 au suivant au lieu de piocher {count}',
  'meow.hint.why.seven': '{name} devra poser un 7 ou piocher 2',
  'meow.hint.why.eight': '{name} passera son tour',
  'meow.hint.why.jack': 'un valet va sur tout et te laisse souhaiter une couleur',
  'meow.hint.why.follow': 'tu pourras enchaîner avec {count} autres de tes cartes',
  'meow.hint.why.play': 'elle va sur {top} et te rapproche de la sortie',
  'meow.hint.why.meow': 'il te reste deux cartes : oublier l’annonce coûte une carte de pénalité',
  'meow.hint.why.wish': 'tu as {count} cartes {suit}',
  'meow.hint.why.wishAny': 'toutes les couleurs se valent pour ta main',
  'meow.hint.why.noSeven': 'tu n’as pas de 7 pour passer la chaîne',
  'meow.hint.why.draw': 'aucune de tes cartes ne va sur {top}',
  'meow.hint.why.drawBetter': 'tes cartes jouables vaudront plus tard davantage',
  'meow.hint.why.keep': 'elle te sera plus utile plus tard',
  'meow.hint.why.nothing': 'on ne peut ni poser ni piocher',
  'meow.tip.PLAY': 'Pose une carte de même valeur ou de même couleur que celle du dessus. Un valet va sur tout sauf un valet, un 7 fait piocher 2 au suivant, un 8 lui fait passer son tour.',
  'meow.tip.DRAW': 'Aucune carte ne va, ou tu préfères les garder ? Pioche une carte : si elle va, tu peux la poser tout de suite.',
  'meow.tip.PASS': 'La carte piochée va sur la pile : pose-la maintenant, ou garde-la et termine ton tour.',
  'meow.tip.WISH': 'Tu as posé un valet : choisis la couleur que le joueur suivant doit poser.',
  'meow.tip.MEOW': 'Tu vas poser ton avant-dernière carte : crie « Miaou ! » pendant ce tour, sinon tu pioches une carte de pénalité.',
};

const de: Record<keyof typeof en, string> = {
  'meow.hint.play': 'Lege {card}',
  'meow.hint.meow': 'Sag „Miau!“',
  'meow.hint.wish': 'Wünsch dir {suit}',
  'meow.hint.draw': 'Zieh eine Karte',
  'meow.hint.keep': 'Behalte die gezogene Karte',
  'meow.hint.why.win': 'es ist deine letzte Karte: Du gewinnst',
  'meow.hint.why.passSeven': 'sie gibt die 7er-Kette weiter, statt {count} zu ziehen',
  'meow.hint.why.seven': '{name} muss dann eine 7 legen oder 2 ziehen',
  'meow.hint.why.eight': '{name} muss dann aussetzen',
  'meow.hint.why.jack': 'ein Bube passt auf alles, und du darfst dir eine Farbe wünschen',
  'meow.hint.why.follow': 'du kannst mit {count} weiteren deiner Karten nachlegen',
  'meow.hint.why.play': 'sie passt auf {top} und bringt dich dem Ende näher',
  'meow.hint.why.meow': 'du hast nur noch zwei Karten: Wer den Ruf vergisst, zieht eine Strafkarte',
  'meow.hint.why.wish': 'du hast {count} {suit}-Karten',
  'meow.hint.why.wishAny': 'für deine Hand ist jede Farbe gleich gut',
  'meow.hint.why.noSeven': 'du hast keine 7, um die Kette weiterzugeben',
  'meow.hint.why.draw': 'keine deiner Karten passt auf {top}',
  'meow.hint.why.drawBetter': 'deine passenden Karten sind später mehr wert',
  'meow.hint.why.keep': 'sie ist später auf der Hand mehr wert',
  'meow.hint.why.nothing': 'man kann weder legen noch ziehen',
  'meow.tip.PLAY': 'Lege eine Karte, die im Wert oder in der Farbe zur obersten passt. Ein Bube geht auf alles außer einen Buben, eine 7 lässt den Nächsten 2 ziehen, eine 8 lässt ihn aussetzen.',
  'meow.tip.DRAW': 'Nichts passt, oder du willst deine Karten behalten? Zieh eine Karte: Passt sie, darfst du sie gleich legen.',
  'meow.tip.PASS': 'Die gezogene Karte passt: Leg sie jetzt, oder behalte sie und beende deinen Zug.',
  'meow.tip.WISH': 'Du hast einen Buben gelegt: Wünsch dir die Farbe, die der Nächste legen muss.',
  'meow.tip.MEOW': 'Du legst gleich deine vorletzte Karte: Sag in diesem Zug „Miau!“, sonst ziehst du eine Strafkarte.',
};

export const meowHintText: Record<Lang, Record<string, string>> = { en, fr, de };
