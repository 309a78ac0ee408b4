import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { type Browser, chromium } from 'playwright-core';

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
