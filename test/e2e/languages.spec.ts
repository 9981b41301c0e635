import { newGame, refuseMove, RULES } from '../../src/engine';
import { LANGS, loadLang, speak, t, type Key, type Lang } from '../../src/ui/i18n';
import { refusalSentence } from '../../src/ui/messages';
import { expect, test } from './fixtures';
import { audit, columnDropPoint, mouseDrag, open, toast } from './helpers';

// A browser set to each language the app speaks (but English, the rest of the suite) starts the
// app in it: the first paint, the toolbar, a refusal, a window and the Rules page; axe finds
// nothing serious in each. The sentences expected are the catalogue's, loaded here as the app
// loads them.

/** A browser's locale for each language: Luxembourg's for Luxembourgish. */
const LOCALES: Readonly<Record<Lang, string>> = { en: 'en-GB', da: 'da-DK', de: 'de-DE', fr: 'fr-FR', lb: 'lb-LU' };
const TOOLBAR: readonly Key[] = ['undo', 'redo', 'hint', 'newGame', 'settings', 'rules', 'statistics', 'history', 'review', 'share'];

for (const lang of LANGS.filter((one) => one !== 'en')) {
  test.describe(`in a browser set to ${LOCALES[lang]}`, () => {
    test.use({ locale: LOCALES[lang], bypassCSP: true });

    test(`the app starts in its language: the first paint, the toolbar, a refusal, a window and the Rules page, and axe finds nothing serious @any-size`, async ({ page }) => {
      test.setTimeout(120_000);
      await Promise.all(['start', 'settings', 'rules', 'lesson'].map((group) => speak(group as 'start', lang)));
      await loadLang(lang);
      // The first paint, before any module: the page's language, its title, the toolbar's names.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(t(lang, 'title'));
      for (const key of TOOLBAR) await expect(page.locator(`nav [data-action=${key === 'newGame' ? 'new-game' : key}]`)).toHaveAccessibleName(t(lang, key));
      await expect(page.locator('[data-info=game]')).toHaveText(t(lang, `game.${RULES[0]}`));
      await page.unroute('**/assets/*.js');

      // The app, running: the toolbar and the table in words, then a refused move said in the language.
      await open(page, 'YU1-C-AAAAAAD');
      await expect(page.locator('nav [data-action=hint]')).toHaveText(t(lang, 'hint'));
      await expect(page.locator('[data-reader]')).toHaveAttribute('aria-label', t(lang, 'reader.table'));
      await audit(page, `${lang} table`);
      const refusal = refuseMove(newGame({ rule: 'classic', deal: 3 }).table, 'classic', { card: '4C', to: 2 });
      await mouseDrag(page, '4C', await columnDropPoint(page, 2));
      await expect(toast(page)).toHaveText(refusalSentence(refusal!, lang));

      // A window: Settings, its language chooser naming each language in its own name.
      await page.locator('nav [data-action=settings]').click();
      const settings = page.locator('dialog[data-dialog=settings]');
      await expect(settings.locator('h2')).toHaveText(t(lang, 'settings'));
      await expect(settings.locator('select[name=lang] option')).toHaveText([t(lang, 'languageAuto'), 'English', 'Dansk', 'Deutsch', 'Français', 'Lëtzebuergesch']);
      await audit(page, `${lang} settings`);
      await settings.locator('[data-action=close]').click();

      // New game: today's deal dated as the language writes dates (Chromium's Intl has no
      // Luxembourgish: its dates are Luxembourg's German, never English).
      await page.locator('nav [data-action=new-game]').click();
      const newGameWindow = page.locator('dialog[data-dialog=new-game]');
      await expect(newGameWindow.locator('[data-action=daily]')).toContainText(/\d/);
      await expect(newGameWindow.locator('[data-action=daily]')).not.toContainText(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
      await newGameWindow.locator('[data-action=close]').click();

      // The Rules page, with every game and its example.
      await page.locator('nav [data-action=rules]').click();
      const rules = page.locator('dialog[data-dialog=rules]');
      await expect(rules).toContainText(t(lang, 'rules.goal'));
      await expect(rules).toContainText(t(lang, 'rules.games'));
      for (const rule of RULES) await expect(rules).toContainText(t(lang, `game.${rule}`));
      await audit(page, `${lang} rules`);
    });

    test(`the header keeps English's rows: where the toolbar's names do not fit beside the code, Undo, Redo and Hint show their icons, named still @any-size`, async ({ page }) => {
      await speak('start', lang);
      // A phone upright, a phone on its side, an iPad on its side: the toolbar in the code's row,
      // at the first paint (no module) and in the running app; an iPad upright has two rows anyway.
      const inCodeRow = () =>
        page.evaluate(() => {
          const box = (selector: string) => (document.querySelector(selector) as HTMLElement).getBoundingClientRect();
          return box('header.bar nav').top < box('header.bar [data-info=code]').bottom && document.documentElement.scrollWidth <= innerWidth;
        });
      for (const [width, height] of [[390, 844], [844, 390], [1194, 834], [1280, 800]] as const) {
        await page.setViewportSize({ width, height });
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto('/');
        expect(await inCodeRow(), `${width}×${height}, first paint`).toBe(true);
        await page.unroute('**/assets/*.js');
        await open(page, 'YU1-C-AAAAAAD');
        expect(await inCodeRow(), `${width}×${height}, running`).toBe(true);
        // And as the game goes on: a score, a time and moves as wide as a long game's leave it there.
        await page.evaluate(() => {
          for (const [field, text] of [['score', '455'], ['time', '12:35'], ['moves', '172']]) (document.querySelector(`b[data-info=${field}]`) as HTMLElement).textContent = text;
        });
        expect(await inCodeRow(), `${width}×${height}, a long game`).toBe(true);
        for (const key of ['undo', 'redo', 'hint'] as const) await expect(page.locator(`nav [data-action=${key}]`)).toHaveAccessibleName(t(lang, key));
      }
      // Turned upright: two rows are meant there, and the names are shown again.
      await page.setViewportSize({ width: 834, height: 1194 });
      await expect(page.locator('header.bar')).not.toHaveClass(/tight/);
      await expect(page.locator('nav [data-action=undo] span')).toBeVisible();
    });
  });
}
