import type { TextureSource } from 'pixi.js';
import { AtlasKeeper, type Atlas, type CardStyle } from './atlas';
import type { CardSprites } from './cards';
import type { Crowded } from './crowded';
import type { Layout, Looks } from './layout';
import { newFaces } from './card-looks';
import { DEFAULT_SETTINGS, STAGE_SETTINGS, pick } from '../settings';


/**
 * The cards' pictures on the stage: the atlas for the size shown (atlas.ts, AtlasKeeper: a new
 * size or look drawn in slices while the old atlas stands in), in the player's looks and the art
 * loaded since the start, on the 52 sprites, with what a crowded column shows beyond them.
 * `drawn` hears of every atlas made, and whether it came late (after its size was asked for).
 */
export class CardFaces {
  private readonly atlases: AtlasKeeper;
  private style: CardStyle = {};
  /** The looks the cards are drawn in (the defaults' until told: the first atlas is drawn in them). */
  private looks: Looks = { ...pick(DEFAULT_SETTINGS, STAGE_SETTINGS), dark: false };
  /** The deck art and the classic deck's court portraits, once loaded (art.ts, courts.ts). */
  private art: Pick<CardStyle, 'art' | 'courts'> = {};
  /** The layout whose size the faces are drawn for. */
  private shown: Layout | null = null;

  constructor(
    private readonly cards: CardSprites,
    private readonly crowded: Crowded,
    private readonly resolution: () => number,
    upload: (source: TextureSource) => void,
    drawn: (atlas: Atlas, late: boolean) => void,
  ) {
    this.atlases = new AtlasKeeper((atlas, late) => {
      if (late && this.shown) this.use(atlas, this.shown.cardWidth);
      drawn(atlas, late);
    }, upload);
  }

  /** The memory of the card atlas in use, in bytes (the benchmarks read it). */
  get bytes(): number {
    return this.atlases.bytes;
  }

  /** True while the cards are being drawn again (a new size or look) in slices. */
  get drawing(): boolean {
    return this.atlases.drawing;
  }

  /** The looks to draw in (true when the cards change with them); `now`: at once (before the first frame), not in slices. */
  setLooks(looks: Looks, now: boolean): boolean {
    const again = newFaces(looks, this.looks);
    this.looks = looks;
    this.style = looks;
    if (again && now) this.atlases.reset();
    return again;
  }

  /** Art loaded since the start; `now` as for setLooks. */
  addArt(art: Pick<CardStyle, 'art' | 'courts'>, now: boolean): void {
    this.art = { ...this.art, ...art };
    if (now) this.atlases.reset();
  }

  /** Draws the faces not shown yet (after the first frame: only those shown were drawn for it). */
  fill(): Promise<void> {
    return this.atlases.fill();
  }

  /** Faces for cards of this size (in CSS pixels) on the sprites, and the layout's crowded columns on them. */
  size(cardWidth: number, cardHeight: number, layout: Layout | null = this.shown): void {
    this.shown = layout;
    const res = this.resolution();
    this.use(this.atlases.sizedFor(Math.round(cardWidth * res), Math.round(cardHeight * res), { ...this.style, ...this.art }), cardWidth);
  }

  private use(atlas: Atlas, cardWidth: number): void {
    this.cards.setAtlas(atlas, cardWidth / atlas.width);
    if (this.shown) this.crowded.show(this.shown, atlas, { ...this.style, ...this.art }, this.resolution());
  }
}
