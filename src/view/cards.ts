import { Sprite, type Container } from 'pixi.js';
import { ALL_CARDS, type CardId } from '../engine';
import type { Atlas } from './atlas';
import type { Shown } from './plan';

interface Entry {
  readonly sprite: Sprite;
  /** How far the card has turned: -1 shows the back, 1 the face; in between it is edge-on. */
  turned: number;
}

/**
 * The 52 card sprites, made once and reused for every table. A sprite's x is the card's centre
 * (it turns over around it), its y the card's top edge.
 */
export class CardSprites {
  private readonly entries = new Map<CardId, Entry>();
  private atlas: Atlas | null = null;
  private scale = 1;

  constructor(layer: Container) {
    for (const card of ALL_CARDS) {
      const sprite = new Sprite();
      sprite.anchor.set(0.5, 0);
      this.entries.set(card, { sprite, turned: -1 });
      layer.addChild(sprite);
    }
  }

  /** Paints every card from a new atlas, drawn `scale` times the size the cards are shown at. */
  setAtlas(atlas: Atlas, scale: number): void {
    this.atlas = atlas;
    this.scale = scale;
    for (const card of ALL_CARDS) this.turn(card, this.entry(card).turned);
  }

  sprite(card: CardId): Sprite {
    return this.entry(card).sprite;
  }

  /** How far a card has turned, -1 (back) to 1 (face). */
  turned(card: CardId): number {
    return this.entry(card).turned;
  }

  /** Turns a card to `value` (-1 back … 1 face): the side shown and how wide it looks. */
  turn(card: CardId, value: number): void {
    const entry = this.entry(card);
    entry.turned = value;
    if (!this.atlas) return;
    entry.sprite.texture = value > 0 ? this.atlas.face(card) : this.atlas.extra('back');
    entry.sprite.scale.set(this.scale * Math.max(0.02, Math.abs(value)), this.scale);
  }

  /** Where every card is shown now, as the plan reads it (top-left corners). */
  shown(cardWidth: number): Map<CardId, Shown> {
    const out = new Map<CardId, Shown>();
    for (const [card, { sprite, turned }] of this.entries) out.set(card, { x: sprite.x - cardWidth / 2, y: sprite.y, faceUp: turned > 0 });
    return out;
  }

  private entry(card: CardId): Entry {
    return this.entries.get(card) as Entry;
  }
}
