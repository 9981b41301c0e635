import { el } from '../dom';
import { intl, t, type Key, type Lang } from '../i18n';

/** What a chosen backup file holds, or the sentence that refuses it. */
export type BackupChosen =
  | { readonly ok: true; readonly made: number; readonly games: number; readonly played: number; readonly won: number; readonly hasGame: boolean }
  | { readonly ok: false; readonly why: string };

/** Whether the browser keeps the data for good, and how much is used (bytes), where it says. */
export interface StorageState {
  readonly persisted: boolean | null;
  readonly used: number | null;
}

export interface BackupHandlers {
  lang(): Lang;
  /** Makes the backup and hands it over (share sheet or download); resolves with the sentence to show. */
  save(): Promise<string>;
  /** Reads a chosen file; nothing changes yet. */
  choose(file: File): Promise<BackupChosen>;
  /** Brings in the chosen backup; resolves with the sentence to show. */
  bring(how: 'merge' | 'replace'): Promise<string>;
  storage(): Promise<StorageState>;
}

/** Bytes as a person reads them in the language: 420 kB, 1.2 MB; 420 ko, 1,2 Mo in French. */
export function bytesWords(bytes: number, lang: Lang): string {
  const format = (n: number, unit: 'kilobyte' | 'megabyte') => new Intl.NumberFormat(intl(lang), { style: 'unit', unit, maximumFractionDigits: n < 10 ? 1 : 0 }).format(n);
  if (bytes < 1024 * 1024) return format(Math.max(1, bytes / 1024), 'kilobyte');
  return format(bytes / (1024 * 1024), 'megabyte');
}

/**
 * The backup and storage part of the History window: save a backup; restore one (a file chosen,
 * what it holds said, then added to what is here or replacing it, or nothing); and whether the
 * browser keeps the data for good, with how much is used.
 */
export function backupSection(on: BackupHandlers): { nodes: Node[]; refresh(): void } {
  const lang = () => on.lang();
  const say = (key: Key, values: Record<string, string | number> = {}) => t(lang(), key, values);
  const button = (action: string, key: Key, primary = false) => el('button', { type: 'button', 'data-action': action, 'data-t': key, ...(primary ? { class: 'primary' } : {}) }, say(key));
  const save = button('backup-save', 'backupSave');
  const file = el('input', { type: 'file', accept: 'application/json,.json', 'data-backup-file': '', class: 'sr-only', tabindex: '-1', 'aria-hidden': 'true' });
  const restore = button('backup-restore', 'backupRestore');
  const status = el('p', { class: 'stats', 'data-backup-status': '', role: 'status' });
  const summary = el('p', { 'data-backup-summary': '' });
  const warn = el('p', { class: 'stats', 'data-backup-warn': '', 'data-t': 'backupReplaceWarn' }, say('backupReplaceWarn'));
  const merge = button('backup-merge', 'backupMerge', true);
  const replace = button('backup-replace', 'backupReplace');
  const cancel = button('backup-cancel', 'backupCancel');
  const choice = el('div', { class: 'confirm', role: 'group', hidden: true, 'data-backup-choice': '' }, summary, warn, el('div', { class: 'row' }, merge, replace, cancel));
  const kept = el('p', { class: 'stats', 'data-storage': '' });
  const busy = (on: boolean) => [save, restore, merge, replace, cancel].forEach((b) => (b.disabled = on));
  const tell = (text: string) => {
    status.textContent = text;
  };

  save.addEventListener('click', () => {
    busy(true);
    on.save().then(tell, (error: unknown) => tell(say('backupFailed', { why: String(error) }))).finally(() => busy(false));
  });
  restore.addEventListener('click', () => file.click());
  file.addEventListener('change', () => {
    const chosen = file.files?.[0];
    file.value = '';
    if (!chosen) return;
    choice.hidden = true;
    busy(true);
    on.choose(chosen).then((read) => {
      if (!read.ok) return tell(`${read.why}. ${say('backupUnchanged')}`);
      tell('');
      const date = new Intl.DateTimeFormat(intl(lang()), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(read.made));
      summary.textContent = say('backupSummary', { date, games: read.games, played: read.played, won: read.won, game: read.hasGame ? say('backupSummaryGame') : '' });
      warn.hidden = !read.hasGame;
      choice.hidden = false;
      merge.focus();
    }, (error: unknown) => tell(String(error))).finally(() => busy(false));
  });
  const bring = (how: 'merge' | 'replace') => {
    busy(true);
    on.bring(how).then((said) => {
      choice.hidden = true;
      tell(said);
      restore.focus();
    }, (error: unknown) => tell(String(error))).finally(() => busy(false));
  };
  merge.addEventListener('click', () => bring('merge'));
  replace.addEventListener('click', () => bring('replace'));
  cancel.addEventListener('click', () => {
    choice.hidden = true;
    tell(say('backupUnchanged'));
    restore.focus();
  });

  const refresh = () => {
    void on.storage().then(({ persisted, used }) => {
      const state = say(persisted === true ? 'storageKept' : persisted === false ? 'storageMayClear' : 'storageUnknown');
      kept.textContent = used === null ? state : `${state} ${say('storageUsed', { used: bytesWords(used, lang()) })}`;
    });
  };
  const nodes = [
    el('section', { 'aria-labelledby': 'backup-title' }, el('h3', { id: 'backup-title', 'data-t': 'backupTitle' }, say('backupTitle')), el('div', { class: 'row' }, save, restore, file), choice, status),
    el('section', { 'aria-labelledby': 'storage-title' }, el('h3', { id: 'storage-title', 'data-t': 'storageTitle' }, say('storageTitle')), kept),
  ];
  return { nodes, refresh };
}
