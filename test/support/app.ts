import { Store } from '../../src/app/core/app-store';
import { PageLife } from '../../src/app/core/page-life';
import type { StartFacts } from '../../src/app/core/start-facts';
import { Oracle } from '../../src/services/oracle';
import type { CardId, Game, Puzzle } from '../../src/engine';
import { cardName } from '../../src/ui/messages';
import { NO_STATS } from '../../src/persist/stats';
import { solve, type Solution } from '../../src/solver';
import type { Page } from '../../src/ui/page';
import { DEFAULT_SETTINGS, type Settings } from '../../src/settings';

/**
 * Fakes for unit tests of the app's features through the context: the real store, interaction
 * model and oracle, with a page and a stage that only note what they are asked to show.
 */

/** The real solver on this thread; every question asked is noted with its asker's signal. */
export function solverOracle(maxNodes = 50_000) {
  const asked: { position: Puzzle; signal: AbortSignal }[] = [];
  const oracle = new Oracle(async (position, _ms, nodes, signal) => {
    asked.push({ position, signal });
    const found = solve(position, { maxNodes: nodes ?? maxNodes });
    return found.verdict === 'won' ? found : found.verdict === 'lost' ? { ...found, verdict: 'lost' } : ({ ...found, verdict: 'unknown', guess: null } as Solution);
  });
  return { oracle, asked };
}

/** What a fake page says: the key and its values, so that a test sees which sentence was chosen. */
const translateKey = (key: string, values: Record<string, string | number> = {}): string =>
  Object.keys(values).length === 0 ? key : `${key} ${JSON.stringify(values)}`;

/** A page that notes what it shows and says (a sentence is its key and values), and lets a test press its buttons. */
export function fakePage() {
  const verdicts: (string | null)[] = [];
  const controls = new Map<string, boolean>();
  const buttons = new Map<string, () => void>();
  const toasts: string[] = [];
  const page = {
    setVerdict: (v: string | null) => verdicts.push(v),
    showControl: (name: string, on: boolean) => controls.set(name, on),
    on: (name: string, run: () => void) => buttons.set(name, run),
    toast: (message: string) => {
      toasts.push(message);
      return () => {};
    },
    hideToast: () => toasts.push('(hidden)'),
    say: translateKey,
    card: (card: CardId) => cardName(card, 'en'),
    tableHost: {},
  };
  return { page: page as unknown as Page, verdicts, controls, toasts, press: (name: string) => buttons.get(name)?.() };
}

/** What the start found out, as a fresh deal's start: each test says what differs. */
export const startFacts = (facts: Partial<StartFacts> = {}): StartFacts => ({
  resumed: false,
  intent: null,
  address: null,
  launchedAt: 'http://localhost/',
  notices: [],
  readers: { settings: () => ({ value: DEFAULT_SETTINGS, clean: true }), stats: () => ({ value: NO_STATS, clean: true }), statsRecord: (stats) => stats },
  framed: Promise.resolve(),
  wired: () => {},
  ...facts,
});

export const storeOf = (game: Game, settings: Settings = DEFAULT_SETTINGS) => new Store({ game, settings, stats: NO_STATS }, ['en'], () => 0);
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A page life a test hides, shows and leaves. */
export function pageLife() {
  const doc = { hidden: false, listeners: [] as (() => void)[], addEventListener: (_: string, hear: () => void) => doc.listeners.push(hear) };
  const win = { listeners: [] as (() => void)[], addEventListener: (_: string, hear: () => void) => win.listeners.push(hear) };
  const life = new PageLife(doc as unknown as Document, win as unknown as Window);
  const seen = (hidden: boolean) => ((doc.hidden = hidden), doc.listeners.forEach((hear) => hear()));
  return { life, hide: () => seen(true), show: () => seen(false), leave: () => win.listeners.forEach((hear) => hear()) };
}
