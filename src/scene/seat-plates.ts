// The name plates of a table's seats: built again only when the number of seats changes, ticked every frame
// while the turn's glow breathes.
import type { Container } from 'pixi.js';
import type { CardArt } from './card-art';
import { SeatPlate } from './seat-plate';
import type { Tweener } from './tween';

export class SeatPlates {
  private plates: SeatPlate[] = [];

  constructor(private readonly art: CardArt, private readonly tweener: Tweener, private readonly names: readonly string[]) {}

  /** One plate per seat in `layer` (the same plates while `seats` stays the same). */
  seat(seats: number, layer: Container, size: { width: number; height: number }, miniFan: boolean): void {
    if (this.plates.length === seats) return;
    for (const p of this.plates) p.destroy({ children: true });
    this.plates = [];
    for (let s = 0; s < seats; s++) {
      const plate = new SeatPlate(this.art, this.tweener, { name: this.names[s] ?? `${s + 1}`, avatar: s, width: size.width, height: size.height, miniFan });
      this.plates.push(plate);
      layer.addChild(plate);
    }
  }

  /** Seat by seat. */
  get all(): readonly SeatPlate[] {
    return this.plates;
  }

  /** True while a plate is animating (the table keeps drawing). */
  tick(ms: number): boolean {
    let moving = false;
    for (const p of this.plates) if (p.tick(ms)) moving = true;
    return moving;
  }
}
