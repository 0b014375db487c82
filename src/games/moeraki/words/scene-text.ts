// Moeraki-Kemu's words at the table (status line, log, plates, panels, keys, results);
// the refusals and the announcements of wins live in text.ts.
// English here (every language's fallback); French and German in table-translations.ts, loaded only in use.

const en = {
  'moeraki.status.ball': '{name}: place the Moeraki-ball in the Moeraki field',
  'moeraki.status.piece': '{name} to place a piece · {tribe}',
  'moeraki.status.tane': '{name}: your Tane instead of this tribal tile? Tap an arrow to choose where it looks.',
  'moeraki.status.next': '{name} places the ball in the next game.',
  'moeraki.log.ball': '{name} places the Moeraki-ball in {hollow}.',
  'moeraki.log.place': '{name} places a piece in {hollow}.',
  'moeraki.log.tane': '{name} places the Tane, {facing}.',
  'moeraki.log.decline': '{name} places the tribal tile.',
  'moeraki.log.next': 'Game {n} of the match begins.',
  'moeraki.plate.pieces': 'Pieces {n}',
  'moeraki.plate.tiles': 'Tiles {n}',
  'moeraki.plate.taneCave': 'Tane in the cave',
  'moeraki.plate.taneOut': 'Tane on the board',
  'moeraki.plate.ball': 'places the ball',
  'moeraki.scale.title': 'Moeraki scale',
  'moeraki.scale.firstTo': 'First to {n} ({name})',
  'moeraki.marae.title': 'Marae',
  'moeraki.marae.parts': '{full} full · {half} half',
  'moeraki.marae.tie': 'Equal totals: {name} wins (placed the ball)',
  'moeraki.way.tahuna': 'Tahuna',
  'moeraki.way.awa': 'Awa',
  'moeraki.way.ara': 'Ara',
  'moeraki.way.marae': 'Marae',
  'moeraki.way.draw': 'Draw',
  'moeraki.scene.tane': 'Tane?',
  'moeraki.key.board': 'Moeraki board',
  'moeraki.key.hollow': 'Hollow {name}: {content}',
  'moeraki.key.empty': 'empty',
  'moeraki.key.black': 'black piece (Matau)',
  'moeraki.key.white': 'white piece (Manaia)',
  'moeraki.key.ball': 'the Moeraki-ball',
  'moeraki.key.place': 'Place a piece in {name}',
  'moeraki.key.placeBall': 'Place the Moeraki-ball in {name}',
  'moeraki.key.facing': 'Place the Tane {facing}',
  'moeraki.key.wins': '{tribe} wins with a piece here',
  'moeraki.results.wins': 'Games won',
  'moeraki.results.caption': 'The match on the Moeraki scale',
  'moeraki.results.captionSingle': 'The game',
  'moeraki.results.lastGame': 'Last game',
  'moeraki.results.full': 'Full tiles',
  'moeraki.results.half': 'Half tiles',
  'moeraki.results.total': 'Marae',
  'moeraki.results.won': 'won by {way}',
  'moeraki.results.wonByBall': 'won by Marae (placed the ball)',
  'moeraki.results.lost': '—',
  'moeraki.results.draw': 'draw',
};

export type MoerakiSceneKey = keyof typeof en;

export const moerakiSceneText = { en };

/** A hollow's name for words and keys: column a–k from the left, row 1–11 from the top (f6 is the centre). */
export function hollowName(x: number, y: number): string {
  return `${String.fromCharCode(97 + x)}${y + 1}`;
}

/** ½ for halves, so 10.5 reads "10½" as the rulebook counts. */
export function points(v: number): string {
  const whole = Math.floor(v);
  return v - whole >= 0.5 ? `${whole === 0 ? '' : whole}½` : String(whole);
}
