import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInBrowser, runsBrowserTests } from './chromium.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');
const tenantId = `org_roles_${Date.now().toString(36)}`;

let browser: Browser;
let base: string;
let page: Page;

/** Screenshots at 1280 and 390 px (test/browser/screenshots/, kept out of git). */
async function screenshots(name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(SCREENSHOTS, `roles-${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SCREENSHOTS, `roles-${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signIn(recruiterId: string, role: 'admin' | 'recruiter' | 'viewer') {
  await page.context().clearCookies();
  await page.goto(`${base}/app/sign-in?next=/app/`);
  await page.getByLabel('Tenant id').fill(tenantId);
  await page.getByLabel('Recruiter id').fill(recruiterId);
  await page.getByLabel('Role').selectOption(role);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** A viewer's console: change controls disabled, each saying why (issue 33, "Browser tests"). */
describe.runIf(runsBrowserTests())("a viewer's console", () => {
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ base, browser, close } = await appInBrowser());
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });
  afterAll(async () => close());

  it('shows the role, and disables what a viewer cannot do with the reason', async () => {
    // The tenant's admin signs in first.
    await signIn('user_admin', 'admin');
    await page.getByText('admin', { exact: true }).waitFor();

    await signIn('user_viewer', 'viewer');
    await page.getByText('viewer', { exact: true }).waitFor();
    await page.getByText(/You are a viewer: you can read everything/).waitFor();
    // A viewer is not asked for the company name (an admin's setting).
    expect(await page.getByLabel('Company name').count()).toBe(0);
    const assistant = page.getByRole('button', { name: 'Ask the assistant' });
    expect(await assistant.isDisabled()).toBe(true);
    expect(await assistant.getAttribute('title')).toMatch(/needs the recruiter role/);
    await screenshots('viewer-dashboard');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Candidates' })
      .click();
    const create = page.getByRole('button', { name: 'New candidate' });
    await create.waitFor();
    expect(await create.isDisabled()).toBe(true);
    await page
      .getByRole('note')
      .filter({ hasText: /this needs the recruiter role/ })
      .first()
      .waitFor();
    await screenshots('viewer-candidates');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Reference requests' })
      .click();
    const start = page.getByRole('button', { name: 'New reference request' });
    await start.waitFor();
    expect(await start.isDisabled()).toBe(true);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.getByRole('heading', { name: 'Features' }).waitFor();
    await page
      .getByText(/this needs the admin role/)
      .first()
      .waitFor();
    const toggles = page.getByRole('checkbox');
    await toggles.first().waitFor();
    for (const toggle of await toggles.all()) {
      const disabled = await toggle.isDisabled();
      const title = await toggle.getAttribute('title');
      if (title) expect(disabled).toBe(true);
    }
    await screenshots('viewer-settings');
  }, 90_000);
});
