import type { CardId } from '../engine/cards';
import { inkOf } from './pictures';

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

/** A court's picture: in the deck's two colours, or with its suit in the four-colour deck's ink. */
export type Courts = (card: CardId, fourColour?: boolean) => CanvasImageSource | null;

let loading: Promise<Courts> | null = null;

/**
 * Loads and decodes the twelve portraits once (the table and the Settings window's preview share
 * them); the picture of a court, or null for any other card. A load that fails is tried afresh
 * at the next call.
 */
export function loadCourts(): Promise<Courts> {
  loading ??= decodeAll().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * A portrait's suit (its corner mark and the suit shapes woven into its dress, one symbol `a` in
 * the SVG) painted in `ink`: the four-colour deck's diamonds blue and clubs green, as its index.
 */
export function inSuitInk(svg: string, ink: string): string {
  return svg.replace(/(<symbol id="a"[^>]*>\s*<path\b)([^>]*?)(\s*\/?>)/, (_, open: string, attributes: string, close: string) => `${open}${attributes.replace(/\s*fill="[^"]*"/, '')} fill="${ink}"${close}`);
}

const decode = async (src: string): Promise<HTMLImageElement> => {
  const image = new Image();
  image.src = src;
  await image.decode();
  return image;
};

async function decodeAll(): Promise<Courts> {
  const plain = new Map<string, HTMLImageElement>();
  const four = new Map<string, HTMLImageElement>();
  await Promise.all(
    Object.entries(COURTS).map(async ([card, url]) => {
      const suit = card[1];
      if (suit !== 'D' && suit !== 'C') return void plain.set(card, await decode(url));
      // Only the suits whose ink changes in four colours are read as text and painted again.
      const svg = await fetch(url).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${url}: ${r.status}`))));
      const [two, coloured] = await Promise.all([decode(url), decode(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(inSuitInk(svg, inkOf(card as CardId, { fourColour: true })))}`)]);
      plain.set(card, two);
      four.set(card, coloured);
    }),
  );
  return (card, fourColour = false) => (fourColour ? four.get(card) : undefined) ?? plain.get(card) ?? null;
}
