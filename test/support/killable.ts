/**
 * A Chromium that can be killed without warning: started by hand on a persistent profile in its
 * own process group, driven over the DevTools protocol, and stopped with SIGKILL of the whole
 * group (no pagehide, no unload, no clean shutdown), as a dead battery or a killed app would.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export interface Killable {
  readonly browser: Browser;
  readonly page: Page;
  /** SIGKILL to the browser's whole process group; resolves once the group is gone. */
  kill(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts Chromium on `profile` with a window of `width`×`height` and connects to it. */
export async function launchKillable(profile: string, width = 1280, height = 900): Promise<Killable> {
  const portFile = join(profile, 'DevToolsActivePort');
  rmSync(portFile, { force: true });
  const child = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [
    '--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync',
    '--no-first-run', '--no-default-browser-check', '--enable-unsafe-swiftshader', '--remote-debugging-port=0',
    `--user-data-dir=${profile}`, `--window-size=${width},${height}`, 'about:blank',
  ], { detached: true, stdio: 'ignore' });
  const pid = child.pid as number;
  const killGroup = () => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  // Chromium writes the port file once it listens; it may be read half written, so wait for a port.
  let port = '';
  for (let i = 0; i < 300 && !/^\d+$/.test(port); i++) {
    await sleep(50);
    port = existsSync(portFile) ? (readFileSync(portFile, 'utf8').split('\n')[0] ?? '') : '';
  }
  let browser: Browser;
  let page: Page;
  try {
    if (!/^\d+$/.test(port)) throw new Error(`Chromium did not start on ${profile}`);
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const context = browser.contexts()[0] ?? (await browser.newContext());
    page = context.pages()[0] ?? (await context.newPage());
  } catch (error) {
    // Never leave a browser running behind a failed start.
    killGroup();
    throw error;
  }
  return {
    browser,
    page,
    async kill() {
      killGroup();
      for (let i = 0; i < 200; i++) {
        try {
          process.kill(-pid, 0);
        } catch {
          return;
        }
        await sleep(25);
      }
    },
  };
}
