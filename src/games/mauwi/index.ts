// The game's one entry (issue 13: becomes the light entry the shell, store, sim and tests list).
export * from './definition';
export { default } from './definition';
