import type { Container } from 'pixi.js';
import type { Atlas, CardStyle } from './atlas';
import { styleKey } from './card-looks';
import type { CardSprites } from './cards';
import { FoldMarks } from './folds';
import type { Layout } from './layout';
import { drawStrips, type Strips } from './strips';

/**
 * What a crowded column shows beyond its cards: the compact index over the strips too narrow for
 * the whole one (strips.ts), and the marks on its folds (folds.ts), as the layout says.
 */
export class Crowded {
  private strips: Strips | null = null;
  private readonly marks: FoldMarks;

  constructor(
    private readonly cards: CardSprites,
    layer: Container,
    z: number,
  ) {
    this.marks = new FoldMarks(layer, z);
  }

  /** Shows a layout's compact strips and folds, on cards drawn from `atlas` in `style`. */
  show(layout: Layout, atlas: Atlas, style: CardStyle, resolution: number): void {
    const crowded = [...layout.cards.values()].some((slot) => slot.strip !== 'full');
    if (crowded) {
      const key = `${atlas.width}x${atlas.height}/${layout.compactFont}/${resolution}/${styleKey(style)}`;
      if (this.strips?.key !== key) {
        this.strips?.destroy();
        this.strips = drawStrips(atlas.width, atlas.height, style, layout.compactFont, resolution, key);
        this.cards.setStrips(this.strips);
      }
    }
    for (const [card, slot] of layout.cards) this.cards.compact(card, slot.strip !== 'full');
    this.marks.show(layout.folds, layout.cardWidth, resolution);
  }

  /** Where the fold marks are drawn. */
  get folds() {
    return this.marks.shown;
  }
}
