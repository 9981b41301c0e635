import { describe, expect, it } from 'vitest';
import { ALL_CARDS } from '../../src/engine/cards';
import { faceColour, inkOf } from '../../src/view/pictures';

/** WCAG's relative luminance and contrast ratio of two #rrggbb colours. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [dark, light] = [luminance(a), luminance(b)].sort((x, y) => x - y) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('the cards’ inks on their paper', () => {
  it.each([
    { fourColour: false, dimCards: false, dark: true },
    { fourColour: true, dimCards: false, dark: true },
    { fourColour: false, dimCards: true, dark: true },
    { fourColour: true, dimCards: true, dark: true },
  ])('every card’s ink reads at AA contrast (4.5:1) on its face: %o', (style) => {
    for (const card of ALL_CARDS) expect(contrast(inkOf(card, style), faceColour(style)), card).toBeGreaterThanOrEqual(4.5);
  });

  it('the softer face is dimmer than the ivory one, and four colours give four inks', () => {
    expect(luminance(faceColour({ dimCards: true, dark: true }))).toBeLessThan(luminance(faceColour({})) * 0.7);
    // Softer cards are the dark theme's: in the light one the face stays ivory.
    expect(faceColour({ dimCards: true, dark: false })).toBe(faceColour({}));
    expect(new Set(['AS', 'AH', 'AD', 'AC'].map((card) => inkOf(card as never, { fourColour: true }))).size).toBe(4);
    expect(inkOf('AD', {})).toBe(inkOf('AH', {}));
  });
});
