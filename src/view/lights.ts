import { Sprite, type Container } from 'pixi.js';
import type { Atlas } from './atlas';
import type { Rect } from './layout';
import { SHADOW_BLUR } from './places';

/**
 * What lights up on the table: glows on places (Placement help, a hint), the keyboard's focus
 * ring and the last move's mark, all just under lifted cards and over the rest. Each is a sprite of the atlas, placed on a
 * rectangle in CSS pixels of the canvas.
 */
export class Lights {
  private readonly glows: Sprite[] = [];
  private readonly ring = new Sprite();
  /** The last move's mark: under the glows and the ring. */
  private readonly marker = new Sprite();
  /** A lifted group's shadow: under the lifted cards, over every card at rest. */
  private readonly shade = new Sprite();
  private shadowRect: Rect | null = null;

  /** `changed` asks for a frame after each change. */
  constructor(layer: Container, z: number, private readonly changed: () => void, count = 8) {
    this.shade.zIndex = z;
    this.shade.visible = false;
    layer.addChild(this.shade);
    this.marker.zIndex = z;
    this.marker.visible = false;
    layer.addChild(this.marker);
    for (let i = 0; i < count; i++) {
      const glow = new Sprite();
      glow.zIndex = z;
      glow.visible = false;
      this.glows.push(glow);
      layer.addChild(glow);
    }
    // The ring is over the glows: the focus stays seen on a lit place.
    this.ring.zIndex = z;
    this.ring.visible = false;
    layer.addChild(this.ring);
  }

  setAtlas(atlas: Atlas): void {
    for (const glow of this.glows) glow.texture = atlas.extra('glow');
    this.ring.texture = atlas.extra('focus');
    this.marker.texture = atlas.extra('mark');
    this.shade.texture = atlas.extra('shadow');
    this.shadow(this.shadowRect);
  }

  /** Nothing lit, ringed, marked or shadowed (a new layout). */
  clear(): void {
    this.glow([]);
    this.focus(null);
    this.mark(null);
    this.shadow(null);
  }

  /** Casts a lifted group's shadow under the outline `rect` (its blur round it), or takes it away. */
  shadow(rect: Rect | null): void {
    this.shadowRect = rect;
    this.shade.visible = rect !== null;
    if (rect) {
      // The cell holds a card's outline inset by the blur: the blur grows with the outline's width.
      const blur = (rect.width * SHADOW_BLUR) / (1 - 2 * SHADOW_BLUR);
      place(this.shade, { x: rect.x - blur, y: rect.y - blur, width: rect.width + 2 * blur, height: rect.height + 2 * blur });
    }
    this.changed();
  }

  /** The outline whose shadow is cast now, or null. */
  get shadowed(): Rect | null {
    return this.shade.visible ? this.shadowRect : null;
  }

  /** Lights the given places (as many as there are glows), and no other. */
  glow(places: readonly Rect[]): void {
    this.glows.forEach((glow, i) => {
      const rect = places[i];
      glow.visible = rect !== undefined;
      if (rect) place(glow, rect);
    });
    this.changed();
  }

  /** The places lit now. */
  get lit(): Rect[] {
    return this.glows.filter((g) => g.visible).map((g) => ({ x: g.x, y: g.y, width: g.width, height: g.height }));
  }

  /** Draws the focus ring around a rectangle, or takes it away. */
  focus(rect: Rect | null): void {
    this.ring.visible = rect !== null;
    if (rect) place(this.ring, rect);
    this.changed();
  }

  /** Where the focus ring is, or null. */
  get focused(): Rect | null {
    return shownAt(this.ring);
  }

  /** Marks the cards of the last move, or takes the mark away. */
  mark(rect: Rect | null): void {
    this.marker.visible = rect !== null;
    if (rect) place(this.marker, rect);
    this.changed();
  }

  /** Where the mark is, or null. */
  get marked(): Rect | null {
    return shownAt(this.marker);
  }
}

const shownAt = (sprite: Sprite): Rect | null => (sprite.visible ? { x: sprite.x, y: sprite.y, width: sprite.width, height: sprite.height } : null);

/** Puts a sprite on a rectangle. */
export function place(sprite: Sprite, r: Rect): void {
  sprite.position.set(r.x, r.y);
  sprite.width = r.width;
  sprite.height = r.height;
}
