import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { type Browser, chromium } from 'playwright-core';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testEngine } from '../helpers/db.ts';

/** Debian's Chromium (`apt-get install -y chromium`; .ci/run installs it). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Whether browser tests can run here. Where Chromium is missing they skip,
 * saying so once, instead of failing a machine that cannot run them.
 */
export function chromiumAvailable(): boolean {
  const available = existsSync(CHROMIUM_PATH);
  if (!available)
    console.warn(
      `browser tests skipped: ${CHROMIUM_PATH} is missing (apt-get install -y chromium)`,
    );
  return available;
}

/** Headless Chromium with no connection of its own to the outside (updates, sync, QUIC). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A free local port, so the app can know its public URL before it listens. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Whether this run drives pages: on the embedded engine only (the pages do
 * not depend on the engine) and where Chromium is installed.
 */
export function runsBrowserTests(): boolean {
  return testEngine() === 'pglite' && chromiumAvailable();
}

let shared: Promise<Browser> | undefined;

/**
 * The Chromium of this worker process, launched by the first browser test
 * file it runs and kept for the next ones (vitest runs file after file in one
 * process, `isolate: false`): a launch costs a second or more on this 2-core
 * machine, under load several, and the browser tests are twenty files. Each
 * file works in contexts of its own (`newContext`, `newPage`), which share no
 * cookies, storage or cache, and closes them when done (`appInBrowser`'s
 * `close`). Playwright kills the browser when the worker exits.
 */
function sharedChromium(): Promise<Browser> {
  if (!shared) {
    const launching = launchChromium();
    shared = launching;
    launching.then(
      (browser) =>
        browser.on('disconnected', () => {
          if (shared === launching) shared = undefined;
        }),
      () => {
        if (shared === launching) shared = undefined;
      },
    );
  }
  return shared;
}

/**
 * The app listening on a free local port, its PUBLIC_BASE_URL that address,
 * and this worker's browser (the contexts and pages a file opens in it are
 * closed by `close`). `config` adds settings (e.g. SMTP_URL, a local SMTP server's,
 * with `realMailer` to send e-mail through it).
 */
export async function appInBrowser(
  options: { config?: Record<string, string>; realMailer?: boolean } = {},
): Promise<{
  t: TestApp;
  base: string;
  browser: Browser;
  close(): Promise<void>;
}> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t = await buildTestApp({
    config: { ...options.config, PUBLIC_BASE_URL: base },
    realMailer: options.realMailer,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  const browser = await sharedChromium();
  return {
    t,
    base,
    browser,
    close: async () => {
      // One file at a time runs in this worker: every context open now is this file's.
      await Promise.all(browser.contexts().map((context) => context.close()));
      await t.close();
    },
  };
}
