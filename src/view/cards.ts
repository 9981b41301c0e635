import { Container, Sprite } from 'pixi.js';
import { ALL_CARDS, type CardId } from '../engine';
import type { Atlas } from './atlas';
import type { Strips } from './strips';
import { planMotion, type CardMotion, type Shown, type Timing } from './plan';
import type { Layout } from './layout';
import type { LiftedCard } from './scene';
import type { Tweens } from './tween';

interface Entry {
  /** The card on the table: it is moved, turned, lifted and scaled; its face and compact index are its children. */
  readonly sprite: Container;
  readonly face: Sprite;
  /** The compact index over the card's top (strips.ts), shown while its strip is too narrow for the whole index. */
  readonly strip: Sprite;
  compact: boolean;
  /** How much larger than on the table it is drawn (a dragged group grows). */
  grow: number;
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
  private strips: Strips | null = null;
  private scale = 1;

  constructor(layer: Container) {
    for (const card of ALL_CARDS) {
      // The face and, over it, the compact index: they move, turn and are lifted with the card.
      const face = new Sprite();
      face.anchor.set(0.5, 0);
      const strip = new Sprite();
      strip.anchor.set(0.5, 0);
      strip.visible = false;
      const sprite = new Container({ children: [face, strip] });
      this.entries.set(card, { sprite, face, strip, compact: false, grow: 1, turned: -1 });
      layer.addChild(sprite);
    }
  }

  /** Paints every card from a new atlas, drawn `scale` times the size the cards are shown at. */
  setAtlas(atlas: Atlas, scale: number): void {
    this.atlas = atlas;
    this.scale = scale;
    for (const card of ALL_CARDS) this.turn(card, this.entry(card).turned);
  }

  /** The compact indices to show over the cards' tops (drawn at the atlas's resolution), or none yet. */
  setStrips(strips: Strips | null): void {
    this.strips = strips;
    for (const [card, entry] of this.entries) {
      if (strips) entry.strip.texture = strips.texture(card);
      this.showStrip(entry);
    }
  }

  /** Shows the compact index over a card's top, or not: as its strip on the layout shows it. */
  compact(card: CardId, on: boolean): void {
    const entry = this.entry(card);
    entry.compact = on;
    this.showStrip(entry);
  }

  private showStrip(entry: Entry): void {
    entry.strip.visible = entry.compact && entry.turned > 0 && this.strips !== null;
  }

  /** Draws a card `factor` times its size on the table (1: as on the table). */
  grow(card: CardId, factor: number): void {
    const entry = this.entry(card);
    if (entry.grow === factor) return;
    entry.grow = factor;
    this.turn(card, entry.turned);
  }

  sprite(card: CardId): Container {
    return this.entry(card).sprite;
  }

  /**
   * A trail of cards (the win's cascade): `leave` puts a copy of a card where it is now, at
   * `z`, over the table; `clear` takes every copy away (the cards' pictures stay).
   */
  trail(z: number): { leave(card: CardId): void; clear(): void } {
    const sprite = this.entry('AS').sprite;
    const layer = sprite.parent;
    const copies: Sprite[] = [];
    return {
      leave: (card) => {
        const { sprite: from, face } = this.entry(card);
        const copy = new Sprite(face.texture);
        copy.anchor.set(0.5, 0);
        copy.scale.copyFrom(from.scale);
        copy.position.copyFrom(from.position);
        copy.zIndex = z;
        layer?.addChild(copy);
        copies.push(copy);
      },
      clear: () => {
        for (const copy of copies.splice(0)) copy.destroy();
      },
    };
  }

  /** Every card face down in one pile, its middle top at (x, y): the deck. */
  gather(x: number, y: number): void {
    ALL_CARDS.forEach((card, i) => {
      this.sprite(card).position.set(x, y);
      this.sprite(card).zIndex = i;
      this.turn(card, -1);
    });
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
    entry.face.texture = value > 0 ? this.atlas.face(card) : this.atlas.extra('back');
    entry.sprite.scale.set(this.scale * entry.grow * Math.max(0.02, Math.abs(value)), this.scale * entry.grow);
    this.showStrip(entry);
  }

  /** Where every card is shown now, as the plan reads it (top-left corners). */
  shown(cardWidth: number): Map<CardId, Shown> {
    const out = new Map<CardId, Shown>();
    for (const [card, { sprite, turned }] of this.entries) out.set(card, { x: sprite.x - cardWidth / 2, y: sprite.y, faceUp: turned > 0 });
    return out;
  }

  /** Cards put back (a drop refused, a selection let go) slide home from where they are shown. */
  slideHome(cards: readonly CardId[], layout: Layout, timing: Timing, tweens: Tweens): void {
    const back = new Set<CardId>(cards);
    for (const card of cards) this.grow(card, 1);
    for (const motion of planMotion(this.shown(layout.cardWidth), layout, 'move', timing)) if (back.has(motion.card)) this.animate(motion, tweens, layout.cardWidth / 2);
  }

  /** Plays one card's part in a change of table (plan.ts): its slide and its turn. `half`: half a card's width. */
  /** A lifted card, over everything (at `z`), where the overlay says, at its lifted scale; no motion holds it. */
  lift(lifted: LiftedCard, z: number, cardWidth: number, tweens: Tweens): void {
    const sprite = this.sprite(lifted.card);
    tweens.stop(sprite);
    sprite.zIndex = z;
    this.grow(lifted.card, lifted.scale);
    sprite.position.set(lifted.x + (cardWidth * lifted.scale) / 2, lifted.y);
  }

  animate(m: CardMotion, tweens: Tweens, half: number): void {
    const sprite = this.sprite(m.card);
    const from = { x: m.from.x + half, y: m.from.y };
    const to = { x: m.to.x + half, y: m.to.y };
    sprite.position.set(from.x, from.y);
    sprite.zIndex = m.travelZ;
    tweens.run(sprite, {
      delay: m.delay,
      duration: m.duration,
      step: (p) => sprite.position.set(from.x + (to.x - from.x) * p, from.y + (to.y - from.y) * p),
      done: () => (sprite.zIndex = m.z),
    });
    const start = m.startFaceUp ? 1 : -1;
    const end = m.flip ? (m.flip.faceUp ? 1 : -1) : start;
    if (this.turned(m.card) !== start || !m.flip) this.turn(m.card, start);
    if (!m.flip) return tweens.stop(m.card);
    tweens.run(m.card, { delay: m.flip.delay, duration: m.flip.duration, step: (p) => this.turn(m.card, start + (end - start) * p) });
  }

  /** The cards drawn at level `z` or above (lifted), lowest first, with their top-left corners. */
  above(z: number, cardWidth: number): LiftedCard[] {
    return ALL_CARDS.map((card) => ({ card, sprite: this.sprite(card) }))
      .filter(({ sprite }) => sprite.zIndex >= z)
      .sort((a, b) => a.sprite.zIndex - b.sprite.zIndex)
      .map(({ card, sprite }) => {
        const grow = this.entry(card).grow;
        return { card, x: sprite.x - (cardWidth * grow) / 2, y: sprite.y, scale: grow };
      });
  }

  private entry(card: CardId): Entry {
    return this.entries.get(card) as Entry;
  }
}
