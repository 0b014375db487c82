// Pocket Cats' Hint line (the normal bot's choice in words, and why, from the seat's own view) and the guided
// first game's tip for each kind of move. The end-of-game projection runs on the view filled in with a sample
// of the face-down tiles (as the bots do): a face-down tile is never named.
import { t } from '../../shell/i18n';
import type { Lang } from '../../shell/settings';
import type { Hint } from '../../play/game-ui';
import { tipsFor } from '../../play/tips';
import { seedFrom } from '../../engine/rng';
import { pocketCats } from './definition';
import { determinize, leadOf } from './bot';
import { clanName, visibleName } from './scene-names';
import { tileDef } from './data';
import type { PocketCatsEvent } from './state';
import type { PocketCatsView } from './view';

const at = (cell: number) => ({ row: Math.floor(cell / 5) + 1, col: (cell % 5) + 1 });

export function pocketCatsHint(view: PocketCatsView, e: PocketCatsEvent, _legal: PocketCatsEvent[], _names: string[]): Hint {
  const projected = (): string => {
    const [s] = determinize(view, seedFrom(`hint:${view.flips}:${view.draws}`));
    const lead = Math.round(leadOf(pocketCats.apply(s, e), e.seat));
    return lead >= 0 ? t('pocketCats.hint.why.ahead', { points: lead }) : t('pocketCats.hint.why.behind', { points: -lead });
  };
  switch (e.type) {
    case 'FLIP':
      return { move: t('pocketCats.hint.flip', at(e.cell)), why: t('pocketCats.hint.why.flip') };
    case 'SWAP':
      return { move: t('pocketCats.hint.swap', { ...at(e.cell), tile: visibleName(view.grid[e.cell]) }), why: projected() };
    case 'CLAN_SWAP': {
      // The Royal Claws' cat goes to a face-up dog; the Defenders' cat to any tile diagonally.
      const target = view.grid[e.cell];
      const dog = target.faceUp && target.tile !== null && tileDef(target.tile).kind === 'dog';
      return dog
        ? { move: t('pocketCats.hint.swapWithDog', at(e.cell)), why: projected() }
        : { move: t('pocketCats.hint.swapDiagonally', { ...at(e.cell), tile: visibleName(target) }), why: projected() };
    }
    case 'STAY':
      return { move: t('pocketCats.hint.stay'), why: projected() };
    case 'MOVE_PREY': {
      const to = at(e.to);
      return { move: t('pocketCats.hint.movePrey', { ...at(e.from), prey: visibleName(view.grid[e.from]), row2: to.row, col2: to.col }), why: projected() };
    }
    case 'TURN_DOG':
      return { move: t('pocketCats.hint.turnDog', { ...at(e.cell), way: t(e.clockwise ? 'pocketCats.ui.clockwise' : 'pocketCats.ui.anticlockwise') }), why: projected() };
    case 'SKIP_EFFECT':
      return { move: t('pocketCats.hint.skip'), why: t('pocketCats.hint.why.skip') };
    case 'CHOOSE_CLAN':
      return { move: t('pocketCats.hint.clan', { clan: clanName(e.clan) }), why: t('pocketCats.hint.why.clan') };
    case 'NEXT_GAME':
      return { move: t('pocketCats.hint.next'), why: t('pocketCats.hint.why.next') };
  }
}

const RULE: Record<string, string> = { CHOOSE_CLAN: 'modes', FLIP: 'turn', SWAP: 'moves', CLAN_SWAP: 'effects', STAY: 'effects', MOVE_PREY: 'effects', TURN_DOG: 'effects' };

export const pocketCatsTip = tipsFor('pocketCats', RULE);

const en = {
  'pocketCats.hint.flip': 'Flip the tile in row {row}, column {col}',
  'pocketCats.hint.swap': 'Swap the flipped tile with row {row}, column {col} ({tile})',
  'pocketCats.hint.swapWithDog': 'Swap the cat with the dog in row {row}, column {col}',
  'pocketCats.hint.swapDiagonally': 'Swap the cat diagonally with row {row}, column {col} ({tile})',
  'pocketCats.hint.stay': 'Leave the cat where it is',
  'pocketCats.hint.movePrey': 'Move the {prey} in row {row}, column {col} to row {row2}, column {col2}',
  'pocketCats.hint.turnDog': 'Turn the dog in row {row}, column {col} {way}',
  'pocketCats.hint.skip': 'Leave the dogs as they are',
  'pocketCats.hint.clan': 'Keep {clan}',
  'pocketCats.hint.next': 'Start the next game',
  'pocketCats.hint.why.flip': 'it opens the best move to follow, by the end-of-game count',
  'pocketCats.hint.why.ahead': 'by the end-of-game count it puts you {points} points ahead',
  'pocketCats.hint.why.behind': 'it keeps you closest by the end-of-game count: {points} points behind',
  'pocketCats.hint.why.skip': 'turning a dog would not help you',
  'pocketCats.hint.why.clan': 'in games between bots it won most often against the clans the other player may have',
  'pocketCats.hint.why.next': 'the match goes on',
  'pocketCats.tip.CHOOSE_CLAN': 'Keep one of the clan cards offered: your cats are that clan’s.',
  'pocketCats.tip.FLIP': 'Your turn starts with flipping any face-down tile face up.',
  'pocketCats.tip.SWAP': 'Now swap the flipped tile: prey with a tile next to it, a cat 1 or 2 spaces along its row or column, a dog anywhere in its row or column.',
  'pocketCats.tip.CLAN_SWAP': 'Your clan effect lets the cat you flipped go further: to a face-up dog (Royal Claws) or 1 or 2 spaces diagonally (Defenders of Justice).',
  'pocketCats.tip.STAY': 'Your clan effect lets the cat you flipped stay where it is.',
  'pocketCats.tip.MOVE_PREY': 'Your clan effect: the prey you flipped may stay, and another face-up prey moves instead, to a tile around it.',
  'pocketCats.tip.TURN_DOG': 'Your clan may turn one dog a quarter turn before the dogs attack, or leave them as they are.',
};

const fr: Record<keyof typeof en, string> = {
  'pocketCats.hint.flip': 'Retourne la tuile ligne {row}, colonne {col}',
  'pocketCats.hint.swap': 'Échange la tuile retournée avec la ligne {row}, colonne {col} ({tile})',
  'pocketCats.hint.swapWithDog': 'Échange le chat avec le chien ligne {row}, colonne {col}',
  'pocketCats.hint.swapDiagonally': 'Échange le chat en diagonale avec la ligne {row}, colonne {col} ({tile})',
  'pocketCats.hint.stay': 'Laisse le chat où il est',
  'pocketCats.hint.movePrey': 'Déplace la tuile {prey} ligne {row}, colonne {col} vers la ligne {row2}, colonne {col2}',
  'pocketCats.hint.turnDog': 'Tourne le chien ligne {row}, colonne {col}, sens {way}',
  'pocketCats.hint.skip': 'Laisse les chiens tels quels',
  'pocketCats.hint.clan': 'Garde {clan}',
  'pocketCats.hint.next': 'Commence la partie suivante',
  'pocketCats.hint.why.flip': 'elle ouvre le meilleur coup ensuite, d’après le décompte final',
  'pocketCats.hint.why.ahead': 'd’après le décompte final, tu aurais {points} points d’avance',
  'pocketCats.hint.why.behind': 'd’après le décompte final, c’est le moindre retard : {points} points',
  'pocketCats.hint.why.skip': 'tourner un chien ne t’aiderait pas',
  'pocketCats.hint.why.clan': 'dans les parties entre bots, c’est lui qui a le plus souvent battu les clans que l’autre joueur peut avoir',
  'pocketCats.hint.why.next': 'le match continue',
  'pocketCats.tip.CHOOSE_CLAN': 'Garde une des cartes de clan proposées : tes chats seront de ce clan.',
  'pocketCats.tip.FLIP': 'Ton tour commence : retourne face visible la tuile cachée de ton choix.',
  'pocketCats.tip.SWAP': 'Échange maintenant la tuile retournée : une proie avec une tuile voisine, un chat à 1 ou 2 cases dans sa ligne ou sa colonne, un chien n’importe où dans sa ligne ou sa colonne.',
  'pocketCats.tip.CLAN_SWAP': 'Ton effet de clan permet au chat retourné d’aller plus loin : sur un chien face visible (Griffes Royales) ou à 1 ou 2 cases en diagonale (Justiciers).',
  'pocketCats.tip.STAY': 'Ton effet de clan permet au chat retourné de rester où il est.',
  'pocketCats.tip.MOVE_PREY': 'Ton effet de clan : la proie retournée peut rester, et une autre proie face visible se déplace à sa place, sur une tuile voisine.',
  'pocketCats.tip.TURN_DOG': 'Ton clan peut tourner un chien d’un quart de tour avant l’attaque des chiens, ou les laisser tels quels.',
};

const de: Record<keyof typeof en, string> = {
  'pocketCats.hint.flip': 'Dreh das Plättchen in Reihe {row}, Spalte {col} um',
  'pocketCats.hint.swap': 'Tausche das umgedrehte Plättchen mit Reihe {row}, Spalte {col} ({tile})',
  'pocketCats.hint.swapWithDog': 'Tausche die Katze mit dem Hund in Reihe {row}, Spalte {col}',
  'pocketCats.hint.swapDiagonally': 'Tausche die Katze diagonal mit Reihe {row}, Spalte {col} ({tile})',
  'pocketCats.hint.stay': 'Lass die Katze, wo sie ist',
  'pocketCats.hint.movePrey': 'Versetze das Plättchen {prey} in Reihe {row}, Spalte {col} nach Reihe {row2}, Spalte {col2}',
  'pocketCats.hint.turnDog': 'Dreh den Hund in Reihe {row}, Spalte {col} {way}',
  'pocketCats.hint.skip': 'Lass die Hunde, wie sie sind',
  'pocketCats.hint.clan': 'Behalte {clan}',
  'pocketCats.hint.next': 'Starte das nächste Spiel',
  'pocketCats.hint.why.flip': 'danach folgt der beste Zug, gemessen an der Schlusswertung',
  'pocketCats.hint.why.ahead': 'nach der Schlusswertung liegst du damit {points} Punkte vorn',
  'pocketCats.hint.why.behind': 'nach der Schlusswertung ist das der kleinste Rückstand: {points} Punkte',
  'pocketCats.hint.why.skip': 'einen Hund zu drehen, hilft dir nicht',
  'pocketCats.hint.why.clan': 'in Partien zwischen Bots hat er die Clans, die die andere Person haben kann, am häufigsten geschlagen',
  'pocketCats.hint.why.next': 'das Match geht weiter',
  'pocketCats.tip.CHOOSE_CLAN': 'Behalte eine der angebotenen Clan-Karten: Deine Katzen gehören zu diesem Clan.',
  'pocketCats.tip.FLIP': 'Dein Zug beginnt: Dreh ein verdecktes Plättchen deiner Wahl offen um.',
  'pocketCats.tip.SWAP': 'Tausche jetzt das umgedrehte Plättchen: Beute mit einem Nachbarplättchen, eine Katze 1 oder 2 Felder in Reihe oder Spalte, ein Hund überall in seiner Reihe oder Spalte.',
  'pocketCats.tip.CLAN_SWAP': 'Dein Clan-Effekt lässt die umgedrehte Katze weiter ziehen: auf einen offenen Hund (Königliche Krallen) oder 1 oder 2 Felder diagonal (Gerechtigkeitshüter).',
  'pocketCats.tip.STAY': 'Dein Clan-Effekt lässt die umgedrehte Katze bleiben, wo sie ist.',
  'pocketCats.tip.MOVE_PREY': 'Dein Clan-Effekt: Die umgedrehte Beute darf liegen bleiben, dafür zieht eine andere offene Beute auf ein Nachbarfeld.',
  'pocketCats.tip.TURN_DOG': 'Dein Clan darf vor dem Angriff der Hunde einen Hund um eine Vierteldrehung drehen oder alle lassen, wie sie sind.',
};

export const pocketCatsHintText: Record<Lang, Record<string, string>> = { en, fr, de };
