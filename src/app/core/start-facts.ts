import type { CodeResult } from '../../engine';
import type { Settings } from '../../settings';
import type { Stats } from '../../persist/stats';
import type { Key } from '../../ui/i18n';
import type { Intent } from './address';

/**
 * The start's readers of the settings and statistics records, for a backup brought in: handed
 * over as values, since importing them from a window's chunk made the bundler split the start.
 */
export interface BackupReaders {
  readonly settings: (raw: unknown) => { value: Settings; clean: boolean };
  readonly stats: (raw: unknown) => { value: Stats; clean: boolean };
  /** The statistics record as stored. */
  readonly statsRecord: (stats: Stats) => unknown;
}

/** What the start found out and what it leaves to the features (the context carries it). */
export interface StartFacts {
  /** A game was resumed from storage (not dealt). */
  readonly resumed: boolean;
  /** What the address asked for, read once; `address` its code, if it named one. */
  readonly intent: Intent | null;
  readonly address: CodeResult | null;
  readonly launchedAt: string;
  /** What storage had to say (a record repaired, storage unavailable). */
  readonly notices: readonly Key[];
  readonly readers: BackupReaders;
  /**
   * The table's first frame is drawn (or a moment has passed: a page opened in the background
   * draws none). What no move needs (the service worker, the automation hook) waits for it.
   */
  readonly framed: Promise<void>;
  /** Play is wired: the cards are laid out or dealt, and input held meanwhile is played. */
  wired(): void;
}
