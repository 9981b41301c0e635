import { Sprite, Texture, type Container } from 'pixi.js';
import type { Fold, Rect } from './layout';
import { FONT, roundRect, type Ctx } from './pictures';
import { newCanvas } from './canvas';

/** A fold's mark: how tall it is, in CSS pixels. */
const TALL = 20;

/**
 * The marks on a column's folded cards (fan.ts): a small pill at the right of the folded edges
 * (clear of the indices on the left) that says how many cards are folded there; a tap on the fold
 * opens it. Each count is drawn once on a canvas, at the screen's resolution.
 */
export class FoldMarks {
  private readonly marks: Sprite[] = [];
  private readonly drawn = new Map<string, Texture>();

  constructor(
    private readonly layer: Container,
    private readonly z: number,
  ) {}

  /** Marks these folds, and no others. */
  show(folds: readonly Fold[], cardWidth: number, resolution: number): void {
    while (this.marks.length < folds.length) {
      const mark = new Sprite();
      mark.zIndex = this.z;
      this.marks.push(mark);
      this.layer.addChild(mark);
    }
    this.marks.forEach((mark, i) => {
      const fold = folds[i];
      mark.visible = fold !== undefined;
      if (!fold) return;
      mark.texture = this.texture(fold.count, resolution);
      const width = mark.texture.width / resolution;
      mark.scale.set(1 / resolution);
      mark.position.set(fold.rect.x + cardWidth - width - Math.max(3, cardWidth * 0.05), fold.rect.y + fold.rect.height / 2 - TALL / 2);
    });
  }

  /** Where the marks are drawn, for the hook. */
  get shown(): Rect[] {
    return this.marks.filter((m) => m.visible).map((m) => ({ x: m.x, y: m.y, width: m.width, height: m.height }));
  }

  private texture(count: number, resolution: number): Texture {
    const key = `${count}/${resolution}`;
    const known = this.drawn.get(key);
    if (known) return known;
    const text = `+${count}`;
    const canvas = newCanvas();
    const ctx = canvas.getContext('2d') as Ctx;
    const font = `700 ${13 * resolution}px ${FONT}`;
    ctx.font = font;
    const width = Math.ceil(ctx.measureText(text).width + 14 * resolution);
    canvas.width = width;
    canvas.height = TALL * resolution;
    roundRect(ctx, 0.5, 0.5, width - 1, TALL * resolution - 1, (TALL * resolution) / 2);
    ctx.fillStyle = 'rgba(16, 28, 22, 0.88)';
    ctx.fill();
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.7)';
    ctx.lineWidth = resolution;
    ctx.stroke();
    ctx.font = font;
    ctx.fillStyle = '#ffffff';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, width / 2, (TALL * resolution) / 2 + resolution * 0.5);
    const texture = Texture.from(canvas);
    this.drawn.set(key, texture);
    return texture;
  }
}
