// The PixiJS scene kit shared by the card games: one module per job.
export { createSceneApp, type SceneApp, type SceneAppOptions } from './app';
export { Tweener, setMotion, getMotion, easeOutCubic, easeOutBack, easeInOutCubic, linear, type MotionMode, type TweenProps } from './tween';
export { CardArt } from './card-art';
export { CardSprite, type CardLook } from './card';
export { HandFan, type HandLayout, type HandSyncOptions, type Placement, type Rect } from './hand-fan';
export { DrawPile, DiscardPile } from './pile';
export { Table, tableLayout, DEFAULT_INSETS, type Insets, type SeatSpot, type TableLayout } from './table';
export { SeatPlate, type SeatPlateOptions } from './seat-plate';
export { Badge, SuitBadge, BADGE_STYLES, type BadgeStyle } from './badge';
export { drawSuit, suitPath, suitColour } from './suits';
export { ensureFonts } from './fonts';
export { CARD_W, CARD_H, CARD_ASPECT, PALETTE, DURATION } from './theme';
