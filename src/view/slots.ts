import { Sprite, type Container } from 'pixi.js';
import type { Atlas, Extra } from './atlas';
import type { Layout } from './layout';
import { place } from './lights';

/** The empty places drawn under the cards, always shown: 4 foundations (each with its suit), then 7 columns. */
export class EmptyPlaces {
  private readonly slots: Sprite[] = [];

  constructor(layer: Container) {
    for (let i = 0; i < 11; i++) {
      const slot = new Sprite();
      slot.zIndex = -1;
      this.slots.push(slot);
      layer.addChild(slot);
    }
  }

  /** Their pictures, from the atlas of the cards' size. */
  setAtlas(atlas: Atlas): void {
    this.slots.forEach((slot, i) => (slot.texture = atlas.extra(i < 4 ? (`slot-${i}` as Extra) : 'slot-column')));
  }

  /** Where a layout puts them. */
  lay(layout: Layout): void {
    layout.foundations.forEach((r, i) => place(this.slots[i] as Sprite, r));
    layout.columns.forEach((r, i) => place(this.slots[4 + i] as Sprite, { ...r, height: layout.cardHeight }));
  }
}
