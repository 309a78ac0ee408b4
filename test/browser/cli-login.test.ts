import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInBrowser, runsBrowserTests } from './chromium.ts';

const root = path.resolve(import.meta.dirname, '../..');
const SCREENSHOTS = path.join(root, 'test/browser/screenshots');
let browser: Browser;
let base: string;

/** `refcheck login` as a person runs it: the CLI in a terminal, the approval in a browser. */
describe.runIf(runsBrowserTests())('refcheck login in a browser', () => {
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ base, browser, close } = await appInBrowser());
  });
  afterAll(() => close());

  it('signs in, checks the code, approves, and the CLI receives its key', async () => {
    let printed = '';
    let codeSeen: (code: string) => void = () => {};
    const code = new Promise<string>((resolve) => {
      codeSeen = resolve;
    });
    const cli = spawn(
      process.execPath,
      [path.join(root, 'bin/refcheck.js'), 'login', '--no-browser'],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: tmpdir(),
          REFCHECK_BASE_URL: base,
          REFCHECK_NO_KEYCHAIN: '1',
          XDG_CONFIG_HOME: mkdtempSync(path.join(tmpdir(), 'refcheck-browser-login-')),
        },
      },
    );
    let stdout = '';
    cli.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    cli.stderr.on('data', (chunk) => {
      printed += chunk;
      const match = /pairing code is ([A-Z]{4}-[A-Z]{4})/.exec(printed);
      if (match) codeSeen(match[1]!);
    });
    const exited = new Promise<number>((resolve) =>
      cli.on('close', (status) => resolve(status ?? -1)),
    );

    const userCode = await code;
    const url = /Open (\S+) and approve/.exec(printed)![1]!;
    expect(url).toBe(`${base}/app/pair?code=${userCode}`);

    // One browser profile: the session cookie of the sign-in serves the second page too.
    const context = await browser.newContext();
    for (const width of [1280, 390]) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 800 });
      await page.goto(url);
      if (width === 1280) {
        await page.getByRole('link', { name: 'Sign in' }).click();
        await page.getByLabel('Tenant id').fill('org_cli_browser');
        await page.getByLabel('Recruiter id').fill('user_cli_browser');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL(url);
      }
      await page.waitForSelector('#code, [role="alert"], a.button', { timeout: 20_000 });
      await page.screenshot({
        path: path.join(SCREENSHOTS, `cli-pair-${width}.png`),
        fullPage: true,
      });
      expect(await page.locator('#code').textContent()).toBe(userCode);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `cli-pair-${width}.png`),
        fullPage: true,
      });
      if (width === 390) {
        await page.getByRole('button', { name: 'Approve' }).click();
        await expect.poll(() => page.locator('#status').textContent()).toBe('approved');
      }
      await page.close();
    }
    await context.close();
    expect(await exited).toBe(0);
    expect(stdout).toContain('Logged in to org_cli_browser (test)');
  }, 120_000);
});
