import { RULES } from '../../engine';
import { BACKUP_MOST_BYTES, mergeStats, readBackup, writeBackup, type BackupFault, type ReadBackup } from '../../persist/backup';
import { historyKey } from '../../persist/history';
import { gameRecord, versioned } from '../../persist/records';
import type { BackupChosen, BackupHandlers, StorageState } from '../../ui/dialogs/backup';
import type { Settings } from '../../settings';
import type { Ctx } from '../core/context';
import type { BackupReaders } from '../core/start-facts';
import { pastGames } from './past-games';


const FAULT_WORDS = { tooBig: 'backup.tooBig', notJson: 'backup.notJson', foreign: 'backup.foreign', newer: 'backup.newer', damaged: 'backup.damaged' } as const satisfies Record<BackupFault, string>;

/** The file's name: the app and the day, so that backups sort by date. */
const fileName = (now: Date) => `yukon-backup-${now.toISOString().slice(0, 10)}.json`;

/**
 * Backup and restore, through the store (settings, statistics, the game) and the one writer (the
 * history). A chosen file is read whole and checked before anything changes; merging adds the
 * games not here and, unless the file's games were played here already, its statistics; replacing
 * takes everything from the file, the game on the table too when the file holds one.
 */
export function backupHandlers({ store, records, page, readers, changed }: Ctx<'store' | 'records' | 'page'> & { readers: BackupReaders; changed: () => void }): BackupHandlers {
  let chosen: ReadBackup<Settings> | null = null;
  const say = page.say.bind(page);

  return {
    lang: () => store.state.lang,
    async save() {
      const history = await pastGames(records);
      const { game, spent } = store.own();
      const text = writeBackup({ settings: versioned(store.state.settings), game: gameRecord(game, spent), stats: readers.statsRecord(store.state.stats), history }, Date.now(), __APP_VERSION__);
      const file = new File([text], fileName(new Date()), { type: 'application/json' });
      // The iPad's share sheet (Files, AirDrop, mail) where there is one; a download elsewhere.
      if (navigator.canShare?.({ files: [file] })) {
        try {
          await navigator.share({ files: [file], title: say('backupTitle') });
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return say('backupUnchanged');
          download(file);
        }
      } else download(file);
      return say('backupSaved', { games: history.length });
    },
    async choose(file): Promise<BackupChosen> {
      chosen = null;
      // A file far too large is refused by its size, before a byte of it is read.
      const read = readBackup(file.size > BACKUP_MOST_BYTES ? '' : await file.text(), file.size, readers);
      if (!read.ok) return { ok: false, why: say(FAULT_WORDS[read.fault], { what: read.what ?? '' }) };
      chosen = read.backup;
      const totals = RULES.map((rule) => read.backup.stats[rule]);
      return {
        ok: true,
        made: read.backup.made,
        games: read.backup.history.length,
        played: totals.reduce((n, s) => n + s.played, 0),
        won: totals.reduce((n, s) => n + s.won, 0),
        hasGame: read.backup.game !== null,
      };
    },
    async bring(how) {
      const backup = chosen;
      if (!backup) return say('backupUnchanged');
      chosen = null;
      const entries = backup.history.map((past) => [historyKey(past), past] as const);
      if (how === 'replace') {
        // The history first, in one transaction: if storage fails, nothing at all has changed.
        await records.addMany(entries, true);
        store.setSettings(backup.settings);
        store.setStats(backup.stats);
        if (backup.game) store.restore(backup.game.game, backup.game);
        changed();
        return say('backupReplaced');
      }
      const here = new Set((await pastGames(records)).map(historyKey));
      const added = entries.filter(([key]) => !here.has(key));
      await records.addMany(added, false);
      // Games of the file already here: it holds this device's own past, whose totals are counted here already.
      const overlap = added.length < entries.length;
      if (!overlap) store.setStats(mergeStats(store.state.stats, backup.stats));
      changed();
      const said = say('backupMerged', { added: added.length });
      return overlap ? `${said} ${say('backupStatsKept')}` : said;
    },
    async storage(): Promise<StorageState> {
      const manager = navigator.storage;
      const [persisted, estimate] = await Promise.all([
        manager?.persisted?.().catch(() => null) ?? null,
        manager?.estimate?.().catch(() => null) ?? null,
      ]);
      return { persisted, used: estimate?.usage ?? null };
    },
  };
}

/** Hands a file to the browser as a download. */
function download(file: File): void {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: file.name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
