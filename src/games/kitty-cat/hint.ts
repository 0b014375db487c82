// Kitty Cat's Hint line (the normal bot's choice in words, and why, from the seat's own view) and the guided
// first game's tip for each kind of move.
import { t } from '../../shell/i18n';
import type { Lang } from '../../shell/settings';
import type { Hint } from '../../play/game-ui';
import { tipsFor } from '../../play/tips';
import { cardLabel } from '../shared/cards';
import { handPoints } from './hand-value';
import type { KittyEvent } from './state';
import type { KittyView } from './view';

export function kittyHint(view: KittyView, e: KittyEvent, _legal: KittyEvent[], _names: string[]): Hint {
  const hand = view.hand ?? [];
  const now = handPoints(hand);
  const better = (after: number[]) => t('kitty.hint.why.swap', { before: now, after: handPoints(after) });
  switch (e.type) {
    case 'KEEP_SET':
      return { move: t('kitty.hint.keep'), why: t('kitty.hint.why.keep', { points: handPoints(view.lookedAtSet ?? []) }) };
    case 'TAKE_BLIND':
      return { move: t('kitty.hint.blind'), why: t('kitty.hint.why.blind', { points: handPoints(view.lookedAtSet ?? []) }) };
    case 'SWAP_ONE':
      return { move: t('kitty.hint.swapOne', { gave: cardLabel(e.hand), took: cardLabel(e.middle) }), why: better(hand.map((c) => (c === e.hand ? e.middle : c))) };
    case 'SWAP_ALL':
      return { move: t('kitty.hint.swapAll'), why: better(view.middle) };
    case 'PASS':
      return { move: t('kitty.hint.pass'), why: t('kitty.hint.why.pass', { points: now }) };
    case 'KNOCK':
      return { move: t('kitty.hint.knock'), why: t('kitty.hint.why.knock', { points: now }) };
    case 'HISS':
      return { move: t('kitty.hint.hiss'), why: t('kitty.hint.why.hiss', { points: now }) };
    case 'NEXT_ROUND':
      return { move: t('kitty.hint.next'), why: t('kitty.hint.why.next') };
  }
}

const RULE: Record<string, string> = { KEEP_SET: 'choice', SWAP_ONE: 'swap', PASS: 'pass', KNOCK: 'knock', HISS: 'hiss' };

export const kittyTip = tipsFor('kitty', RULE);

const en = {
  'kitty.hint.keep': 'Keep this set',
  'kitty.hint.blind': 'Take the other set unseen',
  'kitty.hint.swapOne': 'Swap your {gave} for the {took} in the middle',
  'kitty.hint.swapAll': 'Take all three cards of the middle',
  'kitty.hint.pass': 'Pass',
  'kitty.hint.knock': 'Knock',
  'kitty.hint.hiss': 'Lay down your Hiss',
  'kitty.hint.next': 'Start the next round',
  'kitty.hint.why.keep': 'it is worth {points} points, more than a hand usually is',
  'kitty.hint.why.blind': 'it is worth only {points} points: an unseen set is likely better',
  'kitty.hint.why.swap': 'your hand goes from {before} to {after} points',
  'kitty.hint.why.pass': 'no swap makes your {points} points better',
  'kitty.hint.why.knock': '{points} points should be enough not to have the fewest',
  'kitty.hint.why.hiss': 'your {points} points end the round now, before anyone can beat them',
  'kitty.hint.why.next': 'the game goes on',
  'kitty.tip.KEEP_SET': 'You deal: you see one set only. Keep it (the other goes face up into the middle), or take the other set unseen.',
  'kitty.tip.SWAP_ONE': 'Swap one card of your hand with one of the middle, or all three with all three. Count the suit you hold most of.',
  'kitty.tip.PASS': 'Not swapping and not ready to knock? Pass. When everyone passes in a row, the middle is replaced.',
  'kitty.tip.KNOCK': 'Enough points? Knock: everyone else has one more turn, then all hands are shown and the fewest points loses a counter.',
  'kitty.tip.HISS': 'Three of a kind is a Hiss: lay it down instead of swapping and the round ends at once with the showdown.',
};

const fr: Record<keyof typeof en, string> = {
  'kitty.hint.keep': 'Garde ce paquet',
  'kitty.hint.blind': 'Prends l’autre paquet sans le voir',
  'kitty.hint.swapOne': 'Échange ton {gave} contre le {took} du milieu',
  'kitty.hint.swapAll': 'Prends les trois cartes du milieu',
  'kitty.hint.pass': 'Passe',
  'kitty.hint.knock': 'Frappe',
  'kitty.hint.hiss': 'Abats ton Feulement',
  'kitty.hint.next': 'Commence la manche suivante',
  'kitty.hint.why.keep': 'il vaut {points} points, plus qu’une main ordinaire',
  'kitty.hint.why.blind': 'il ne vaut que {points} points : un paquet inconnu sera sans doute meilleur',
  'kitty.hint.why.swap': 'ta main passe de {before} à {after} points',
  'kitty.hint.why.pass': 'aucun échange n’améliore tes {points} points',
  'kitty.hint.why.knock': '{points} points devraient suffire pour ne pas avoir le moins',
  'kitty.hint.why.hiss': 'tes {points} points arrêtent la manche tout de suite, avant que quelqu’un ne les batte',
  'kitty.hint.why.next': 'la partie continue',
  'kitty.tip.KEEP_SET': 'Tu donnes : tu ne vois qu’un paquet. Garde-le (l’autre va face visible au milieu), ou prends l’autre sans le voir.',
  'kitty.tip.SWAP_ONE': 'Échange une carte de ta main contre une du milieu, ou tes trois contre les trois. On compte la couleur dont tu as le plus de cartes.',
  'kitty.tip.PASS': 'Tu n’échanges pas et tu n’es pas prêt à frapper ? Passe. Si tout le monde passe à la suite, le milieu est remplacé.',
  'kitty.tip.KNOCK': 'Assez de points ? Frappe : chacun des autres joue une dernière fois, puis on abat les mains et le moins de points perd un jeton.',
  'kitty.tip.HISS': 'Trois cartes de même valeur font un Feulement : abats-le au lieu d’échanger, et la manche s’arrête aussitôt sur l’abattage.',
};

const de: Record<keyof typeof en, string> = {
  'kitty.hint.keep': 'Behalte diesen Satz',
  'kitty.hint.blind': 'Nimm den anderen Satz ungesehen',
  'kitty.hint.swapOne': 'Tausche deine {gave} gegen die {took} aus der Mitte',
  'kitty.hint.swapAll': 'Nimm alle drei Karten aus der Mitte',
  'kitty.hint.pass': 'Schiebe',
  'kitty.hint.knock': 'Klopfe',
  'kitty.hint.hiss': 'Decke dein Fauchen auf',
  'kitty.hint.next': 'Starte die nächste Runde',
  'kitty.hint.why.keep': 'er ist {points} Punkte wert, mehr als eine Hand meist ist',
  'kitty.hint.why.blind': 'er ist nur {points} Punkte wert: Ein ungesehener Satz ist wohl besser',
  'kitty.hint.why.swap': 'deine Hand steigt von {before} auf {after} Punkte',
  'kitty.hint.why.pass': 'kein Tausch verbessert deine {points} Punkte',
  'kitty.hint.why.knock': '{points} Punkte sollten reichen, um nicht die wenigsten zu haben',
  'kitty.hint.why.hiss': 'deine {points} Punkte beenden die Runde sofort, bevor jemand sie schlägt',
  'kitty.hint.why.next': 'das Spiel geht weiter',
  'kitty.tip.KEEP_SET': 'Du gibst: Du siehst nur einen Satz. Behalte ihn (der andere kommt offen in die Mitte) oder nimm den anderen ungesehen.',
  'kitty.tip.SWAP_ONE': 'Tausche eine Karte deiner Hand gegen eine aus der Mitte, oder alle drei gegen alle drei. Gezählt wird die Farbe, von der du am meisten hast.',
  'kitty.tip.PASS': 'Kein Tausch und noch nicht bereit zum Klopfen? Schiebe. Schieben alle nacheinander, wird die Mitte ersetzt.',
  'kitty.tip.KNOCK': 'Genug Punkte? Klopfe: Alle anderen haben noch einen Zug, dann werden die Hände gezeigt, und wer die wenigsten Punkte hat, verliert einen Spielstein.',
  'kitty.tip.HISS': 'Drei Karten mit gleichem Wert sind ein Fauchen: Decke es statt zu tauschen auf, und die Runde endet sofort mit dem Vergleich.',
};

export const kittyHintText: Record<Lang, Record<string, string>> = { en, fr, de };
