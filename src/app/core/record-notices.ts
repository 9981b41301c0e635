import type { RecordName, SaveNotice } from '../../persist/writer';
import type { Key } from '../../ui/i18n';

/** What the player is told when a record's write fails, or gives way. */
const NOTICES: Readonly<Record<RecordName, Readonly<Record<SaveNotice, Key>>>> = {
  game: { unavailable: 'storageUnavailable', quota: 'storageFull', failed: 'storageFailed', trimmed: 'storageTrimmed' },
  settings: { unavailable: 'storageFailed.settings', quota: 'storageFull.settings', failed: 'storageFailed.settings', trimmed: 'storageFailed.settings' },
  stats: { unavailable: 'storageFailed.stats', quota: 'storageFull.stats', failed: 'storageFailed.stats', trimmed: 'storageFailed.stats' },
  history: { unavailable: 'storageFailed.history', quota: 'storageFull.history', failed: 'storageFailed.history', trimmed: 'storageTrimmed.history' },
};

/** The sentence for a record's notice. */
export const recordNotice = (record: RecordName, notice: SaveNotice): Key => NOTICES[record][notice];
