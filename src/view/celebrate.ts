import { ALL_CARDS } from '../engine';
import type { CardSprites } from './cards';
import type { Layout } from './layout';
import { FLYING_Z } from './plan';
import type { Tweens } from './tween';

/**
 * A win: every card leaps from its foundation in turn, spins through the air into a ring, and
 * lands back where it lies. `done` runs once the last card has landed.
 */
export function celebrate(tweens: Tweens, cards: CardSprites, layout: Layout, done: () => void): void {
  const half = layout.cardWidth / 2;
  const centre = { x: layout.width / 2, y: layout.height / 2 - layout.cardHeight / 2 };
  const radius = Math.min(layout.width, layout.height) * 0.32;
  const total = ALL_CARDS.length;
  ALL_CARDS.forEach((card, i) => {
    const slot = layout.cards.get(card);
    if (!slot) return;
    const sprite = cards.sprite(card);
    const angle = (i / total) * Math.PI * 2;
    const ring = { x: centre.x + Math.cos(angle) * radius, y: centre.y + Math.sin(angle) * radius };
    const home = { x: slot.x + half, y: slot.y };
    const start = { x: sprite.x, y: sprite.y };
    sprite.zIndex = FLYING_Z + i;
    const leg = (from: typeof start, to: typeof start, turns: number, lift: number) => (eased: number, plain: number) => {
      sprite.position.set(from.x + (to.x - from.x) * eased, from.y + (to.y - from.y) * eased - lift * Math.sin(Math.PI * plain));
      sprite.rotation = (turns + eased) * Math.PI * 2;
    };
    tweens.run(sprite, {
      delay: i * 22,
      duration: 520,
      step: leg(start, ring, 0, 80),
      done: () =>
        tweens.run(sprite, {
          delay: 900 + (total - i - 1) * 10,
          duration: 480,
          step: leg(ring, home, 1, 40),
          done: () => {
            sprite.rotation = 0;
            sprite.zIndex = slot.z;
            if (i === total - 1) done();
          },
        }),
    });
  });
}
