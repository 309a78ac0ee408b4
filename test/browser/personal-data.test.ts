import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInBrowser, runsBrowserTests } from './chromium.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');
const tenantId = `org_privacy_${Date.now().toString(36)}`;

let browser: Browser;
let base: string;
let page: Page;

async function screenshots(name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({
    path: path.join(SCREENSHOTS, `privacy-${name}-1280.png`),
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: path.join(SCREENSHOTS, `privacy-${name}-390.png`),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Issue 33, "Browser tests": export and erasure from the candidate's page. */
describe.runIf(runsBrowserTests())("a candidate's personal data in the console", () => {
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ base, browser, close } = await appInBrowser());
    page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })
    ).newPage();
  });
  afterAll(async () => close());

  it('downloads the data, then erases it once the e-mail is typed', async () => {
    await page.goto(`${base}/app/sign-in?next=/app/candidates`);
    await page.getByLabel('Tenant id').fill(tenantId);
    await page.getByLabel('Recruiter id').fill('user_privacy_admin');
    await page.getByLabel('Role').selectOption('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'New candidate' }).click();
    await page.getByLabel('First name', { exact: true }).fill('Hedy');
    await page.getByLabel('Last name', { exact: true }).fill('Lamarr');
    await page.getByLabel('E-mail', { exact: true }).fill('hedy.lamarr@example.org');
    await page.getByRole('button', { name: 'Create candidate' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hedy Lamarr' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-cand_.*\.json$/);
    await screenshots('candidate');

    const erase = page.getByRole('button', { name: 'Erase personal data' });
    expect(await erase.isDisabled()).toBe(true);
    await page.getByLabel(/to erase this person's data/).fill('hedy.lamarr@example.org');
    await erase.click();
    // An erased person is shown as such, never as a blank or a stale name.
    await page.getByRole('heading', { level: 1, name: 'Erased' }).waitFor();
    expect(await page.content()).not.toContain('hedy.lamarr@example.org');
    expect(await page.content()).not.toContain('Lamarr');
    await page.getByText(/Personal data erased/).waitFor();
    // Nothing left to do for the person: no new check, no edit, no permission to ask.
    expect(await page.getByRole('link', { name: 'Start a reference check' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit candidate' }).count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Ask for permission' }).count()).toBe(0);
    await screenshots('erased');
  });
});
