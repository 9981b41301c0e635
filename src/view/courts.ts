import type { CardId } from '../engine/cards';

/**
 * The classic deck's court portraits: Adrian Kennard's English-pattern courts (CC0 1.0, public
 * domain dedication; from https://www.me.uk/cards/ by way of the npm package
 * @letele/playing-cards 0.1.0), each cropped to its framed portrait by scripts/courts.mjs. Twelve SVG
 * files of the app's own origin, precached like every asset; loaded only when the classic deck is
 * chosen.
 */
const COURTS: Readonly<Record<string, string>> = {
  JS: new URL('./courts/JS.svg', import.meta.url).href,
  QS: new URL('./courts/QS.svg', import.meta.url).href,
  KS: new URL('./courts/KS.svg', import.meta.url).href,
  JH: new URL('./courts/JH.svg', import.meta.url).href,
  QH: new URL('./courts/QH.svg', import.meta.url).href,
  KH: new URL('./courts/KH.svg', import.meta.url).href,
  JD: new URL('./courts/JD.svg', import.meta.url).href,
  QD: new URL('./courts/QD.svg', import.meta.url).href,
  KD: new URL('./courts/KD.svg', import.meta.url).href,
  JC: new URL('./courts/JC.svg', import.meta.url).href,
  QC: new URL('./courts/QC.svg', import.meta.url).href,
  KC: new URL('./courts/KC.svg', import.meta.url).href,
};

let loading: Promise<(card: CardId) => CanvasImageSource | null> | null = null;

/**
 * Loads and decodes the twelve portraits once (the table and the Settings window's preview share
 * them); the picture of a court, or null for any other card. A load that fails is tried afresh
 * at the next call.
 */
export function loadCourts(): Promise<(card: CardId) => CanvasImageSource | null> {
  loading ??= decodeAll().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function decodeAll(): Promise<(card: CardId) => CanvasImageSource | null> {
  const pictures = new Map<string, HTMLImageElement>();
  await Promise.all(
    Object.entries(COURTS).map(async ([card, url]) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      pictures.set(card, image);
    }),
  );
  return (card) => pictures.get(card) ?? null;
}
