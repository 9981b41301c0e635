import { SUITS, cardOf, type CardId } from '../engine';
import type { CardSprites } from './cards';
import type { Layout } from './layout';
import { FLYING_Z } from './plan';
import type { Tweens } from './tween';

/** A celebration under way: a tap or a key ends it at once. */
export interface Celebration {
  skip(): void;
}

/** Gravity, and how much of its speed a card keeps at each bounce. */
const GRAVITY = 2.4;
const BOUNCE = 0.72;
/** A card leaves a copy of itself each time it has moved this part of its width: its trail. */
const TRAIL_STEP = 0.3;
/** At most this many copies in all (a small screen and a large one make about as many). */
const TRAIL_MOST = 3000;

/**
 * Where a card launched from `x0, y0` at `vx, vy` (per second; y grows downward) is after `t`
 * seconds, bouncing on a floor at `floor`, gravity `g`. Pure: the flight as a function of time.
 */
export function bounced(x0: number, y0: number, vx: number, vy: number, g: number, floor: number, t: number): { x: number; y: number } {
  let y = y0;
  let v = vy;
  let left = t;
  for (let bounces = 0; bounces < 40; bounces++) {
    // Time until the floor from (y, v): y + v s + g s²/2 = floor.
    const s = (-v + Math.sqrt(v * v + 2 * g * Math.max(0, floor - y))) / g;
    if (left <= s) return { x: x0 + vx * t, y: y + v * left + (g * left * left) / 2 };
    left -= s;
    y = floor;
    v = -(v + g * s) * BOUNCE;
  }
  return { x: x0 + vx * t, y: floor };
}

/**
 * A win: the cascade players of the old desktop solitaire remember. The cards leave the
 * foundations one by one, kings first, each bouncing along the foot of the table until it leaves
 * the screen, and leaving its trail (copies of itself that stay on the table until the end); then
 * the trails go, every card is back on its foundation and `done` runs. `skip` (a tap, a key)
 * does that at once.
 */
export function celebrate(tweens: Tweens, cards: CardSprites, layout: Layout, done: () => void): Celebration {
  const half = layout.cardWidth / 2;
  const { width, height, cardWidth, cardHeight } = layout;
  // Kings first, a suit after another, as the foundations are emptied from the top.
  const order = Array.from({ length: 13 }, (_, i) => 13 - i).flatMap((rank) => SUITS.map((_, suit) => cardOf(suit, rank)));
  let over = false;
  // The trails lie under the flying cards, over the table.
  const trail = cards.trail(FLYING_Z - 1);
  let copies = 0;
  const stamp = (card: CardId) => copies++ < TRAIL_MOST && trail.leave(card);
  const finish = () => {
    if (over) return;
    over = true;
    trail.clear();
    for (const card of order) {
      const slot = layout.cards.get(card);
      const sprite = cards.sprite(card);
      tweens.stop(sprite);
      sprite.visible = true;
      sprite.rotation = 0;
      if (!slot) continue;
      sprite.position.set(slot.x + half, slot.y);
      sprite.zIndex = slot.z;
    }
    tweens.schedule();
    done();
  };
  order.forEach((card, i) => {
    const slot = layout.cards.get(card);
    if (!slot) return;
    const sprite = cards.sprite(card);
    const x0 = slot.x + half;
    const y0 = slot.y;
    // Left or right, away from the nearer side, at a speed that varies from card to card.
    const direction = x0 > width / 2 ? -1 : 1;
    const vx = direction * width * (0.3 + 0.07 * ((i * 7) % 5));
    const vy = -height * (0.15 + 0.05 * ((i * 3) % 4));
    const g = height * GRAVITY;
    const floor = height - cardHeight;
    // Until it has left the screen by its side.
    const seconds = (direction > 0 ? width + cardWidth - x0 : x0 + cardWidth) / Math.abs(vx);
    let last: { x: number; y: number } | null = null;
    tweens.run(sprite, {
      delay: i * 70,
      duration: seconds * 1000,
      ease: (t) => t,
      step: (_, plain) => {
        sprite.zIndex = FLYING_Z + i;
        const at = bounced(x0, y0, vx, vy, g, floor, plain * seconds);
        sprite.position.set(at.x, at.y);
        if (!last || Math.hypot(at.x - last.x, at.y - last.y) >= TRAIL_STEP * cardWidth) {
          if (last) stamp(card);
          last = at;
        }
      },
      done: () => {
        sprite.visible = false;
        if (i === order.length - 1) finish();
      },
    });
  });
  return { skip: finish };
}
