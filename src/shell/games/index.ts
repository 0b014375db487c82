// The shell's view of the games: the one list (src/games/index.ts), in the order of the home screen.
export { GAMES as games, gameById } from '../../games/index';
export type { OptionField, RulesSection, RulesText } from '../../games/entry';
