import type { CardId } from '../engine/cards';
import type { CardStyle } from './atlas';
import type { CourtBitmaps } from './stage-protocol';

const COURT_CARDS = ['S', 'H', 'D', 'C'].flatMap((suit) => ['J', 'Q', 'K'].map((rank) => `${rank}${suit}` as CardId));
/** The portraits are drawn for the worker at twice their own size: sharp on the largest cards at 2×. */
const SCALE = 2;

type Picture = CanvasImageSource & { readonly width: number; readonly height: number };

/**
 * The court portraits drawn into bitmaps for the table's worker, which has no DOM to decode SVG;
 * the four-colour deck's apart where they differ. One portrait a task: input is not held behind
 * the twelve.
 */
export async function courtBitmaps(courts: NonNullable<CardStyle['courts']>): Promise<CourtBitmaps> {
  const plain: Record<string, ImageBitmap> = {};
  const four: Record<string, ImageBitmap> = {};
  const draw = (picture: Picture) => {
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(picture.width * SCALE);
    canvas.height = Math.round(picture.height * SCALE);
    (canvas.getContext('2d') as CanvasRenderingContext2D).drawImage(picture, 0, 0, canvas.width, canvas.height);
    return createImageBitmap(canvas);
  };
  for (const card of COURT_CARDS) {
    const two = courts(card, false) as Picture | null;
    const coloured = courts(card, true) as Picture | null;
    if (two) plain[card] = await draw(two);
    if (coloured && coloured !== two) four[card] = await draw(coloured);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { plain, four };
}

/** Every bitmap of a set, to be transferred with it. */
export const bitmapsIn = (bitmaps: CourtBitmaps): ImageBitmap[] => [...Object.values(bitmaps.plain), ...Object.values(bitmaps.four)];
