import { GROUPS, LANGS, speak } from '../../src/ui/i18n';

// Every unit test may speak every language and every group of sentences: the app loads them as it
// needs them (the start's before play is wired, a window's when it opens). That a group is not
// there until then is tested in i18n.test.ts, with the module loaded afresh.
await Promise.all(LANGS.flatMap((lang) => GROUPS.map((group) => speak(group, lang))));
