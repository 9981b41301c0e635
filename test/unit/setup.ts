import { loadLang } from '../../src/ui/i18n';

// Every unit test may speak Danish: its sentences are loaded as the app loads them before play is
// wired (src/app/start/start.ts). That they are not there until then is tested in i18n.test.ts.
await loadLang('da');
