import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { LANGS, type Lang } from '../src/settings/index.ts';
import { words as en } from '../src/ui/i18n/en/start.ts';
import { words as da } from '../src/ui/i18n/da/start.ts';
import { words as de } from '../src/ui/i18n/de/start.ts';
import { words as fr } from '../src/ui/i18n/fr/start.ts';
import { words as lb } from '../src/ui/i18n/lb/start.ts';

/** Every language's start catalogue (the frame's sentences and the games' names come from it). */
const START: Readonly<Record<Lang, Readonly<Record<Key, string>>>> = { en, da, de, fr, lb };

/** A sentence of the start's catalogue (the frame's sentences are all there). */
type Key = keyof typeof en;

/** An element of index.html whose text names a sentence of the catalogue: `<b data-t="score"></b>`. */
const MARKED = /(<(\w+)\b[^>]*\sdata-t="([\w.-]+)"[^>]*>)[^<]*(<\/\2>)/g;

/** An attribute naming the sentence of an element's accessible name or tooltip: `data-t-label="menu"`. */
const NAMED = /\sdata-t-(label|title)="([\w.-]+)"/g;

const isKey = (name: string): name is Key => name in en;

/**
 * The games' names from a catalogue (its `game.<rule>` sentences), in the order of the engine's
 * games, the default first (test/unit/i18n.test.ts holds that order).
 */
const gameNames = (catalogue: Readonly<Record<Key, string>>) =>
  Object.fromEntries(Object.entries(catalogue).filter(([key]) => /^game\.\w+$/.test(key)).map(([key, name]) => [key.slice(5), name]));

/**
 * The frame of index.html, painted before any script runs:
 * - fills every `data-t` element with its English sentence from the catalogue (one source of text),
 *   and every `data-t-label` and `data-t-title` element's accessible name and tooltip,
 * - stamps the app's version on <html data-version>,
 * - builds /first-paint.js from src/app/start/first-paint.ts, carrying the frame's sentences in every language
 *   and the games' names, and loads it at the end of the body: a classic script, so it runs before
 *   the first paint.
 */
export function firstPaint(version: string): Plugin[] {
  let script: Promise<string> | null = null;
  const keys = new Set<Key>();
  const fillHtml = (html: string) =>
    html
      .replace('<html lang="en">', `<html lang="en" data-version="${version}">`)
      .replace(MARKED, (_, open: string, _tag: string, key: string, close: string) => {
        if (!isKey(key)) throw new Error(`index.html names a sentence the catalogue lacks: ${key}`);
        keys.add(key);
        return `${open}${en[key]}${close}`;
      })
      // A button that shows an icon is named (and titled) in the first paint too.
      .replace(NAMED, (whole, kind: string, key: string) => {
        if (!isKey(key)) throw new Error(`index.html names a sentence the catalogue lacks: ${key}`);
        keys.add(key);
        return `${whole} ${kind === 'label' ? 'aria-label' : 'title'}="${en[key].replace(/"/g, '&quot;')}"`;
      });
  const bundle = async (stageWorker: string | null) => {
    const frame = Object.fromEntries(LANGS.filter((lang) => lang !== 'en').map((lang) => [lang, Object.fromEntries([...keys].map((key) => [key, START[lang][key]]))]));
    const out = await build({
      entryPoints: ['src/app/start/first-paint.ts'],
      bundle: true,
      minify: true,
      format: 'iife',
      target: 'es2019',
      write: false,
      define: { __STAGE_WORKER__: JSON.stringify(stageWorker), __FRAME__: JSON.stringify(frame), __GAME_NAMES__: JSON.stringify(Object.fromEntries(LANGS.map((lang) => [lang, gameNames(START[lang])]))) },
    });
    return out.outputFiles[0]?.text ?? '';
  };
  const loadScript: Plugin = {
    name: 'yukon-first-paint-tag',
    // Added after Vite's own HTML processing, which bundles module scripts only. It is asked for
    // first (preload at the head's top), so that it reads the database before the app's modules
    // arrive: asked for with them, it came last and its read took a second instead of 40 ms.
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('<head>', '<head>\n    <link rel="preload" href="/first-paint.js" as="script" />').replace('</body>', '  <script src="/first-paint.js"></script>\n  </body>'),
    },
  };
  return [loadScript, {
    name: 'yukon-first-paint',
    transformIndexHtml: { order: 'pre', handler: fillHtml },
    async generateBundle(_, files) {
      // The table's worker, as the build named it: first-paint.js starts it (src/view/worker-choice.ts).
      const worker = Object.keys(files).find((name) => /^assets\/stage-worker-[\w-]+\.js$/.test(name));
      if (!worker) throw new Error('the build has no table worker (assets/stage-worker-*.js) for first-paint.js to start');
      this.emitFile({ type: 'asset', fileName: 'first-paint.js', source: await bundle(`/${worker}`) });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/first-paint.js') return next();
        script ??= bundle(null);
        void script.then((text) => {
          res.setHeader('Content-Type', 'text/javascript');
          res.end(text);
        });
      });
    },
  }];
}
