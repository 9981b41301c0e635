import { suitPath, type Back, type BackLook, type Ctx, type DeckArt, type FIRST_BACK } from './pictures';
import { pipPlaces } from './pips';

/**
 * The deck art loaded when a player first chooses it (never at the start): four more backs, drawn
 * in code, and the classic deck's pips.
 */
const BACKS: Readonly<Record<Exclude<Back, typeof FIRST_BACK>, BackLook>> = {
  // Red, diamonds nested round the centre.
  rose: { from: '#b3263a', to: '#7a1526', pattern: (ctx, x, y, w, h) => {
    ctx.strokeStyle = 'rgba(255,236,210,0.3)';
    ctx.lineWidth = Math.max(1, w * 0.016);
    const cx = x + w / 2;
    const cy = y + h / 2;
    ctx.beginPath();
    for (let r = w * 0.08; r < h; r += w * 0.1) {
      ctx.moveTo(cx, cy - r);
      ctx.lineTo(cx + r * 0.72, cy);
      ctx.lineTo(cx, cy + r);
      ctx.lineTo(cx - r * 0.72, cy);
      ctx.closePath();
    }
    ctx.stroke();
  } },
  // Green, a grid of light dots.
  forest: { from: '#2d7a4f', to: '#174a2e', pattern: (ctx, x, y, w, h) => {
    ctx.fillStyle = 'rgba(220,255,230,0.28)';
    const step = w * 0.12;
    ctx.beginPath();
    for (let row = 0, py = y + step / 2; py < y + h; py += step, row++) {
      for (let px = x + (row % 2 ? step : step / 2); px < x + w; px += step) {
        ctx.moveTo(px + w * 0.022, py);
        ctx.arc(px, py, w * 0.022, 0, Math.PI * 2);
      }
    }
    ctx.fill();
  } },
  // Near black, a gold frame and a gold star at the centre.
  night: { from: '#1f2333', to: '#0c0e16', pattern: (ctx, x, y, w, h) => {
    ctx.strokeStyle = 'rgba(230,190,90,0.75)';
    ctx.lineWidth = Math.max(1, w * 0.014);
    ctx.strokeRect(x + w * 0.12, y + w * 0.12, w * 0.76, h - w * 0.24);
    ctx.fillStyle = 'rgba(230,190,90,0.85)';
    ctx.beginPath();
    const cx = x + w / 2;
    const cy = y + h / 2;
    for (let i = 0; i < 10; i++) {
      const r = i % 2 ? w * 0.08 : w * 0.2;
      const a = (i * Math.PI) / 5 - Math.PI / 2;
      ctx.lineTo(cx + r * Math.cos(a), cy + r * Math.sin(a));
    }
    ctx.closePath();
    ctx.fill();
  } },
  // Orange, rays from the centre.
  sun: { from: '#e08a2c', to: '#b4541a', pattern: (ctx, x, y, w, h) => {
    ctx.fillStyle = 'rgba(255,240,200,0.22)';
    const cx = x + w / 2;
    const cy = y + h / 2;
    const r = h;
    ctx.beginPath();
    for (let i = 0; i < 24; i += 2) {
      const a = (i * Math.PI) / 12;
      const b = ((i + 1) * Math.PI) / 12;
      ctx.moveTo(cx, cy);
      ctx.lineTo(cx + r * Math.cos(a), cy + r * Math.sin(a));
      ctx.lineTo(cx + r * Math.cos(b), cy + r * Math.sin(b));
      ctx.closePath();
    }
    ctx.fill();
  } },
};

/** The classic pips: an ace's one large suit, or the layout of 2–10 below the index (`index`, in card heights), the lower half upside down. */
function drawPips(ctx: Ctx, suit: number, rank: number, x: number, y: number, w: number, h: number, index: number): void {
  if (rank === 1) {
    const size = w * (suit === 0 ? 0.56 : 0.46);
    suitPath(ctx, suit, x + (w - size) / 2, y + h * 0.62 - size / 2, size);
    return;
  }
  for (const pip of pipPlaces(rank, w, h, index)) {
    if (!pip.flipped) suitPath(ctx, suit, x + pip.x - pip.size / 2, y + pip.y - pip.size / 2, pip.size);
    else {
      ctx.save();
      ctx.translate(x + pip.x, y + pip.y);
      ctx.rotate(Math.PI);
      suitPath(ctx, suit, -pip.size / 2, -pip.size / 2, pip.size);
      ctx.restore();
    }
  }
}

export const ART: DeckArt = { backs: BACKS, pips: drawPips };
