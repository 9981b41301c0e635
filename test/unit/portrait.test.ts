import { describe, expect, it } from 'vitest';
import { CARD_RATIO, indexDepth } from '../../src/view/fan';
import { PORTRAIT, PORTRAIT_GAP, portraitPlace } from '../../src/view/portrait';

describe('a classic court’s portrait on its face', () => {
  const cases = [40, 63, 100, 165].flatMap((w) => [false, true].map((large) => ({ w, large })));
  it.each(cases)('card $w px wide (large index: $large): most of the face, below the index with a gap, inside the card, in its own proportions', ({ w, large }) => {
    const h = w * CARD_RATIO;
    const depth = indexDepth('classic', large);
    const p = portraitPlace(w, h, depth);
    // Across most of the card's width, centred (the whole double-ended picture was 0.62 of it).
    expect(p.width).toBeGreaterThanOrEqual(0.85 * w);
    expect(p.x).toBeCloseTo((w - p.width) / 2, 9);
    // Its frame never reaches into the strip a fanned card shows, and keeps the same gap at the foot.
    expect(p.y).toBeCloseTo(h * depth + h * PORTRAIT_GAP, 9);
    expect(p.y + p.height).toBeCloseTo(h - h * PORTRAIT_GAP, 9);
    // The picture is not stretched: the rows drawn keep the art's proportions.
    expect(p.width / p.height).toBeCloseTo(PORTRAIT.width / p.rows, 9);
    // At least the whole upper figure (the art's upper half), never more rows than it has.
    expect(p.rows).toBeGreaterThanOrEqual(PORTRAIT.height / 2);
    expect(p.rows).toBeLessThanOrEqual(PORTRAIT.height);
    // Over half the face's area (the whole picture was 43%).
    expect((p.width * p.height) / (w * h)).toBeGreaterThan(large ? 0.5 : 0.6);
  });
  it('closes the cut frame with a rule one unit high that meets the frame’s sides, at the picture’s foot', () => {
    const w = 100;
    const p = portraitPlace(w, w * CARD_RATIO, indexDepth('classic', false));
    const unit = p.height / p.rows;
    expect(p.rule).not.toBeNull();
    const rule = p.rule!;
    expect(rule.height).toBeCloseTo(unit, 9);
    expect(rule.y + rule.height).toBeCloseTo(p.y + p.height - (PORTRAIT.inset - 0.5) * unit, 9);
    // The frame's side lines run from 0.1 to 1.1 units inside the edge: the rule spans them.
    expect(rule.x).toBeCloseTo(p.x + 0.1 * unit, 9);
    expect(rule.x + rule.width).toBeCloseTo(p.x + p.width - 0.1 * unit, 9);
  });
  it('draws the whole picture, and no rule, where the face is tall enough for it', () => {
    // A face whose index takes nothing and that is twice a card's height.
    const p = portraitPlace(100, 400, 0);
    expect(p.rows).toBe(PORTRAIT.height);
    expect(p.rule).toBeNull();
    expect(p.width / p.height).toBeCloseTo(PORTRAIT.width / PORTRAIT.height, 9);
  });
});
