// The app in the other engines players use: Firefox ESR (WebDriver BiDi through puppeteer-core)
// and WebKit, Safari's engine (W3C WebDriver through WebKitWebDriver, under Xvfb). In each: the
// deal opens, a real pointer drag plays a move, a reload resumes it, a window whose module is
// loaded on demand opens, the solver answers from its module worker, Hint shows a move, the
// Statistics window opens and the review decides its marks and previews the deal; today's Expert
// daily deal, graded in the worker, is the one pinned; the game left for it is in History and the
// statistics' picture, and a backup file chosen in History is read; the lesson's first step is played; in WebKit a
// touch drag plays a move too; a Danish Firefox paints the frame in Danish; a first visit in
// Firefox is offered no update. The last step of `npm test` (npm run test:engines), on the build
// the Chromium tests made. Needs Debian's firefox-esr, webkit2gtk-driver, xvfb and xauth (.ci/run
// installs them).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = 4182; // Firefox refuses some ports (4190 is one); this one it takes.
const BASE = `http://localhost:${PORT}`;
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const results = [];
const check = (engine, what, ok, detail = '') => results.push(`${ok ? 'ok  ' : 'FAIL'} ${engine}: ${what}${detail ? ` (${detail})` : ''}`);

/** Today's (local date) Expert daily deal of Classic, as pinned in test/fixtures/daily-grades.json. */
function expertDaily() {
  const now = new Date();
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return JSON.parse(readFileSync('test/fixtures/daily-grades.json', 'utf8'))[day]?.classic.expert ?? undefined;
}

/** A backup file of this app holding no game (the settings and statistics as defaults), to be chosen in History. */
const BACKUP = join(tmpdir(), 'yukon-engines-backup.json');
writeFileSync(BACKUP, JSON.stringify({
  format: 'yukon-backup', version: 1, made: Date.now(), app: 'engines', settings: { v: 1, value: {} }, game: null,
  stats: { v: 3, value: Object.fromEntries(['classic', 'relaxed', 'russian', 'alaska', 'moosehide'].map((rule) => [rule, {}])) }, history: [],
}));
const ADDED = 'Backup added: 0 new games.';

/** A real mouse drag in Firefox from one card onto another. */
async function dragCard(page, card, onto) {
  const from = await page.evaluate((c) => window.yukon.cardBox(c), card);
  const to = await page.evaluate((c) => window.yukon.cardBox(c), onto);
  await page.mouse.move(from.x + from.width / 2, from.y + 10);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 20, { steps: 2 });
  await page.mouse.move(to.x + to.width / 2, to.y + 20, { steps: 4 });
  await page.mouse.up();
}

async function firefox() {
  const { default: puppeteer } = await import('puppeteer-core');
  for (const lang of ['en', 'da']) {
    const browser = await puppeteer.launch({ browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true, extraPrefsFirefox: { 'intl.accept_languages': lang } });
    try {
      const page = await browser.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.setViewport({ width: 1280, height: 900 });
      await page.goto(`${BASE}/?code=YU1-C-AAAAAAD`);
      const idle = () => page.waitForFunction(() => window.yukon?.idle(), { timeout: 30_000 });
      await idle();
      const nav = await page.evaluate(() => [...document.querySelectorAll('nav button:not([hidden])')].map((b) => b.textContent).join('|'));
      if (lang === 'da') {
        check('firefox', 'a Danish browser gets the frame in Danish', nav.startsWith('Fortryd|Gentag'), nav);
        continue;
      }
      // Reloaded at once, while the first worker installs: that worker is no new version, and
      // nothing is offered (an "Update" notice over the toolbar was, and took a click meant for Hint).
      await page.reload();
      await idle();
      const controlled = await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 20_000 }).then(() => true, () => false);
      const offered = await page.evaluate(() => !document.querySelector('[data-notice]').hidden);
      check('firefox', 'a first visit is offered no update', controlled && !offered, controlled ? '' : 'no service worker took the page');
      await dragCard(page, '4H', '5S');
      await idle();
      let s = await page.evaluate(() => window.yukon.snapshot());
      check('firefox', 'a real drag plays 4♥ onto 5♠', s.moves === 1 && s.columns[2].at(-1).id === '4H');
      // Which path draws the table here (src/view/drawing.ts), and the WebGL renderer it read.
      const drawing = await page.evaluate(() => window.yukon.drawing());
      const thread = await page.evaluate(() => window.yukon.thread());
      // Firefox hands the canvas to a worker (src/view/worker-choice.ts).
      check('firefox', 'the table is drawn in its worker', (drawing === 'webgl' || drawing === 'canvas') && thread === 'worker', `${drawing}, ${thread}`);
      await page.goto(`${BASE}/`);
      await idle();
      s = await page.evaluate(() => window.yukon.snapshot());
      check('firefox', 'a reload resumes the game', s.moves === 1 && s.columns[2].at(-1).id === '4H');
      await page.click('[data-action=settings]');
      const opened = await page.waitForSelector('dialog[data-dialog=settings][open]', { timeout: 10_000 }).then(() => true, () => false);
      check('firefox', 'the Settings window loads and opens', opened);
      const verdict = await page.evaluate(() => window.yukon.solve(3000).then((a) => a.verdict));
      check('firefox', 'the solver answers from its module worker', verdict === 'won', verdict);
      // The window's close event unblocks the table a moment after Escape (later still on a busy
      // machine): only then does Hint take input.
      await page.evaluate(() => document.querySelector('dialog[open]').addEventListener('close', () => (window.closedWindow = true), { once: true }));
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => window.closedWindow === true, { timeout: 10_000 });
      await page.click('nav [data-action=hint]');
      const hint = await page.waitForFunction(() => window.yukon.hint(), { timeout: 10_000 }).then((h) => h.jsonValue(), () => null);
      check('firefox', 'Hint shows a move', hint !== null, JSON.stringify(hint));
      await page.click('nav [data-action=statistics]');
      const stats = await page.waitForSelector('dialog[data-dialog=statistics][open] tbody tr', { timeout: 10_000 }).then(() => true, () => false);
      check('firefox', 'the Statistics window opens', stats);
      await page.keyboard.press('Escape');
      await page.click('nav [data-action=review]');
      const reviewed = await page.waitForFunction(() => window.yukon.review()?.verdicts.every((v) => v !== null) && window.yukon.review(), { timeout: 20_000 }).then((r) => r.jsonValue(), () => null);
      await page.keyboard.press('Home');
      const previewed = await page.waitForFunction(() => window.yukon.review()?.at === 0 && window.yukon.idle(), { timeout: 10_000 }).then(() => true, () => false);
      check('firefox', 'the review decides every mark and previews the deal', reviewed !== null && previewed, JSON.stringify(reviewed));
      await page.keyboard.press('Escape');
      // Today's Expert daily deal of Classic, graded in the worker: the one pinned for today.
      const expected = expertDaily();
      const beforeDaily = await page.evaluate(() => window.yukon.snapshot().code);
      await page.click('nav [data-action=new-game]');
      await page.waitForSelector('dialog[data-dialog=new-game][open] input[value=expert]', { timeout: 10_000 });
      await page.evaluate(() => {
        document.querySelector('dialog[data-dialog=new-game] input[value=classic]').click();
        document.querySelector('dialog[data-dialog=new-game] input[value=expert]').click();
        document.querySelector('dialog[data-dialog=new-game] [data-action=daily]').click();
      });
      const daily = await page.waitForFunction((was) => window.yukon.snapshot().code !== was && window.yukon.snapshot().code, { timeout: 60_000 }, beforeDaily).then((h) => h.jsonValue(), () => null);
      check('firefox', "the grades' worker finds today's Expert daily deal as pinned", expected !== undefined && daily === expected, `${daily} / ${expected}`);
      // The game left for the daily deal is in History, and in the statistics' picture.
      await page.click('nav [data-action=history]');
      const kept = await page.waitForSelector('dialog[data-dialog=history][open] [data-past][data-result]', { timeout: 10_000 }).then(() => true, () => false);
      // A backup file chosen is read in this engine, and added.
      await (await page.$('[data-backup-file]')).uploadFile(BACKUP);
      await page.waitForSelector('[data-backup-choice]:not([hidden])', { timeout: 10_000 }).then(() => page.click('[data-action=backup-merge]'), () => undefined);
      const added = await page.waitForFunction((said) => document.querySelector('[data-backup-status]')?.textContent.startsWith(said), { timeout: 10_000 }, ADDED).then(() => true, () => false);
      check('firefox', 'a backup file chosen in History is read and added', added);
      await page.keyboard.press('Escape');
      await page.click('nav [data-action=statistics]');
      const pictured = await page.waitForSelector('dialog[data-dialog=statistics][open] svg.chart rect.games', { timeout: 10_000 }).then(() => true, () => false);
      check('firefox', 'the game left is in History and in the statistics\' picture', kept && pictured, `history ${kept}, picture ${pictured}`);
      await page.keyboard.press('Escape');
      // The lesson, from the Rules page: its first step by a real drag.
      await page.click('nav [data-action=rules]');
      await page.waitForSelector('dialog[data-dialog=rules][open] [data-action=lesson]', { timeout: 10_000 });
      await page.click('dialog[data-dialog=rules] [data-action=lesson]');
      await page.waitForFunction(() => document.querySelector('[data-notice] span')?.textContent.startsWith('Lesson 1 of 3') && window.yukon.idle(), { timeout: 20_000 });
      await dragCard(page, '9S', '10H');
      const learnt = await page.waitForFunction(() => document.querySelector('[data-notice] span')?.textContent.includes('only the card you take hold of must fit'), { timeout: 10_000 }).then(() => true, () => false);
      check('firefox', "the lesson's first step is played by a real drag", learnt);
      check('firefox', 'no page errors', errors.length === 0, errors.join('; '));
    } finally {
      await browser.close();
    }
  }
}

async function webkit() {
  const driver = spawn('xvfb-run', ['-a', 'WebKitWebDriver', '--port=4447'], { stdio: 'ignore', detached: true });
  const W = 'http://127.0.0.1:4447';
  const call = async (method, path, body) => {
    const r = await fetch(W + path, { method, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
    const j = await r.json();
    if (j.value?.error) throw new Error(`${path}: ${j.value.error} ${j.value.message}`);
    return j.value;
  };
  try {
    for (let i = 0; i < 50; i++) {
      if (await fetch(`${W}/status`).then(() => true, () => false)) break;
      await sleep(200);
    }
    const session = await call('POST', '/session', { capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } } });
    const S = `/session/${session.sessionId}`;
    const js = (script) => call('POST', `${S}/execute/sync`, { script, args: [] });
    const idle = async () => {
      for (let i = 0; i < 300; i++) {
        if (await js('return !!(window.yukon && window.yukon.idle())')) return;
        await sleep(100);
      }
      throw new Error('the table never settled');
    };
    await call('POST', `${S}/window/rect`, { width: 1280, height: 900 });
    await call('POST', `${S}/url`, { url: `${BASE}/?code=YU1-C-AAAAAAD` });
    await idle();
    const from = await js("return window.yukon.cardBox('4H')");
    const to = await js("return window.yukon.cardBox('5S')");
    const at = (x, y) => ({ type: 'pointerMove', duration: 50, x: Math.round(x), y: Math.round(y), origin: 'viewport' });
    const drag = [at(from.x + from.width / 2, from.y + 10), { type: 'pointerDown', button: 0 }, at(from.x + from.width / 2 + 10, from.y + 20), at(to.x + to.width / 2, to.y + 20), { type: 'pointerUp', button: 0 }];
    await call('POST', `${S}/actions`, { actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: drag }] });
    await idle();
    let s = await js('return window.yukon.snapshot()');
    check('webkit', 'a real drag plays 4♥ onto 5♠', s.moves === 1 && s.columns[2].at(-1).id === '4H');
    const drawing = await js('return window.yukon.drawing()');
    const thread = await js('return window.yukon.thread()');
    // WebKit draws on the page: its worker stops after the first frame (src/view/worker-choice.ts).
    check('webkit', 'the table is drawn on the page', (drawing === 'webgl' || drawing === 'canvas') && thread === 'main', `${drawing}, ${thread}`);
    // A finger: A♥ dragged to its foundation by a touch pointer (WebDriver actions of pointerType touch).
    const ace = await js("return window.yukon.cardBox('AH')");
    const home = await js('return window.yukon.foundationBox(1)');
    const swipe = [at(ace.x + ace.width / 2, ace.y + 10), { type: 'pointerDown', button: 0 }, at(ace.x + ace.width / 2 + 10, ace.y + 25), at(home.x + home.width / 2, home.y + home.height / 2), { type: 'pointerUp', button: 0 }];
    try {
      await call('POST', `${S}/actions`, { actions: [{ type: 'pointer', id: 'finger', parameters: { pointerType: 'touch' }, actions: swipe }] });
      await idle();
      s = await js('return window.yukon.snapshot()');
      check('webkit', 'a touch drag plays A♥ to its foundation', s.moves === 2 && s.foundations[1].length === 1);
    } catch (e) {
      // Said, not hidden: a driver without touch pointers cannot try this.
      if (/unsupported|not supported|not implemented/i.test(e.message)) results.push(`note webkit: no touch drag, the driver refuses touch pointers (${e.message})`);
      else throw e;
    }
    await call('POST', `${S}/url`, { url: `${BASE}/` });
    await idle();
    s = await js('return window.yukon.snapshot()');
    check('webkit', 'a reload resumes the game', s.moves >= 1 && s.columns[2].at(-1).id === '4H');
    await js("document.querySelector('[data-action=settings]').click()");
    let opened = false;
    for (let i = 0; i < 50 && !opened; i++, await sleep(100)) opened = await js("return !!document.querySelector('dialog[data-dialog=settings][open]')");
    check('webkit', 'the Settings window loads and opens', opened);
    const verdict = await call('POST', `${S}/execute/async`, { script: 'const done = arguments[0]; window.yukon.solve(3000).then((a) => done(a.verdict), (e) => done(String(e)));', args: [] });
    check('webkit', 'the solver answers from its module worker', verdict === 'won', verdict);
    // The window's close event unblocks the table a moment later: only then does Hint take input.
    await js("const d = document.querySelector('dialog[open]'); d.addEventListener('close', () => (window.closedWindow = true), { once: true }); d.close()");
    for (let i = 0; i < 100 && !(await js('return window.closedWindow === true')); i++) await sleep(100);
    await js("document.querySelector('nav [data-action=hint]').click()");
    let hint = null;
    for (let i = 0; i < 100 && !hint; i++, await sleep(100)) hint = await js('return window.yukon.hint()');
    check('webkit', 'Hint shows a move', hint !== null, JSON.stringify(hint));
    await js("document.querySelector('nav [data-action=statistics]').click()");
    let stats = false;
    for (let i = 0; i < 50 && !stats; i++, await sleep(100)) stats = await js("return !!document.querySelector('dialog[data-dialog=statistics][open] tbody tr')");
    check('webkit', 'the Statistics window opens', stats);
    await js("document.querySelector('dialog[open]')?.close(); document.querySelector('nav [data-action=review]').click()");
    let reviewed = null;
    for (let i = 0; i < 200 && !reviewed; i++, await sleep(100)) reviewed = await js('const r = window.yukon.review(); return r && r.verdicts.every((v) => v !== null) ? r : null');
    await js("document.querySelector('[data-review=previous]').click()");
    let previewed = false;
    const before = (reviewed?.verdicts.length ?? 0) - 2;
    for (let i = 0; i < 50 && !previewed; i++, await sleep(100)) previewed = await js(`return window.yukon.review()?.at === ${before} && window.yukon.idle()`);
    check('webkit', 'the review decides every mark and previews the position before', reviewed !== null && previewed, JSON.stringify(reviewed));
    await js("document.querySelector('[data-review=close]')?.click()");
    // Today's Expert daily deal of Classic, graded in the worker: the one pinned for today.
    const expected = expertDaily();
    const beforeDaily = (await js('return window.yukon.snapshot()')).code;
    await js("document.querySelector('nav [data-action=new-game]').click()");
    let chosen = false;
    for (let i = 0; i < 50 && !chosen; i++, await sleep(100)) chosen = await js("const d = document.querySelector('dialog[data-dialog=new-game][open]'); if (!d) return false; d.querySelector('input[value=classic]').click(); d.querySelector('input[value=expert]').click(); d.querySelector('[data-action=daily]').click(); return true");
    let daily = beforeDaily;
    for (let i = 0; i < 600 && daily === beforeDaily; i++, await sleep(100)) daily = (await js('return window.yukon.snapshot()')).code;
    check('webkit', "the grades' worker finds today's Expert daily deal as pinned", expected !== undefined && daily === expected, `${daily} / ${expected}`);
    // The game left for the daily deal is in History, and in the statistics' picture.
    await js("document.querySelector('nav [data-action=history]').click()");
    let kept = false;
    for (let i = 0; i < 100 && !kept; i++, await sleep(100)) kept = await js("return !!document.querySelector('dialog[data-dialog=history][open] [data-past][data-result]')");
    // A backup file chosen is read in this engine, and added.
    const input = await call('POST', `${S}/element`, { using: 'css selector', value: '[data-backup-file]' });
    await call('POST', `${S}/element/${Object.values(input)[0]}/value`, { text: BACKUP });
    let added = false;
    for (let i = 0; i < 100 && !added; i++, await sleep(100)) added = await js(`const b = document.querySelector('[data-backup-choice]:not([hidden]) [data-action=backup-merge]'); if (b) b.click(); return !!document.querySelector('[data-backup-status]')?.textContent.startsWith(${JSON.stringify(ADDED)})`);
    check('webkit', 'a backup file chosen in History is read and added', added);
    await js("document.querySelector('dialog[open]')?.close(); document.querySelector('nav [data-action=statistics]').click()");
    let pictured = false;
    for (let i = 0; i < 100 && !pictured; i++, await sleep(100)) pictured = await js("return !!document.querySelector('dialog[data-dialog=statistics][open] svg.chart rect.games')");
    check('webkit', "the game left is in History and in the statistics' picture", kept && pictured, `history ${kept}, picture ${pictured}`);
    await js("document.querySelector('dialog[open]')?.close()");
    // The lesson, from the Rules page: its first step by a real drag.
    await js("document.querySelector('nav [data-action=rules]').click()");
    let lesson = false;
    for (let i = 0; i < 50 && !lesson; i++, await sleep(100)) lesson = await js("const b = document.querySelector('dialog[data-dialog=rules][open] [data-action=lesson]'); if (b) b.click(); return !!b");
    for (let i = 0; i < 100 && !(await js("return !!document.querySelector('[data-notice] span')?.textContent.startsWith('Lesson 1 of 3') && window.yukon.idle()")); i++) await sleep(100);
    const nine = await js("return window.yukon.cardBox('9S')");
    const ten = await js("return window.yukon.cardBox('10H')");
    const group = [at(nine.x + nine.width / 2, nine.y + 10), { type: 'pointerDown', button: 0 }, at(nine.x + nine.width / 2 + 10, nine.y + 20), at(ten.x + ten.width / 2, ten.y + 20), { type: 'pointerUp', button: 0 }];
    await call('POST', `${S}/actions`, { actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: group }] });
    let learnt = false;
    for (let i = 0; i < 100 && !learnt; i++, await sleep(100)) learnt = await js("return !!document.querySelector('[data-notice] span')?.textContent.includes('only the card you take hold of must fit')");
    check('webkit', "the lesson's first step is played by a real drag", learnt);
    await call('DELETE', S);
  } finally {
    process.kill(-driver.pid, 'SIGTERM');
  }
}

if (!existsSync('dist/index.html')) throw new Error('build first: npm run build');
const server = spawn('node_modules/.bin/vite', ['preview', '--port', String(PORT), '--strictPort'], { stdio: 'ignore', detached: true });
try {
  for (let i = 0; i < 100 && !(await fetch(BASE).then(() => true, () => false)); i++) await sleep(100);
  await firefox().catch((e) => check('firefox', 'ran', false, e.message));
  await webkit().catch((e) => check('webkit', 'ran', false, e.message));
} finally {
  process.kill(-server.pid, 'SIGTERM');
}
console.log(results.join('\n'));
process.exitCode = results.some((r) => r.startsWith('FAIL')) ? 1 : 0;
