import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInBrowser, runsBrowserTests } from './chromium.ts';

/**
 * Settings → Integrations → Greenhouse: the four URLs of this deployment, a
 * key made for Greenhouse (shown once), the last calls Greenhouse made; and a
 * request's metadata on its page. At 1280 and 390 px, nothing runs off the
 * screen sideways.
 */
const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');
const tenantId = `org_greenhouse_${Date.now().toString(36)}`;

let browser: Browser;
let base: string;
let context: BrowserContext;
let page: Page;

async function atBothWidths(name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: path.join(SCREENSHOTS, `greenhouse-${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe.runIf(runsBrowserTests())('the console, Settings → Integrations → Greenhouse', () => {
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    ({ base, browser, close } = await appInBrowser());
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await page.goto(`${base}/app/`);
    await page.waitForURL(/\/app\/sign-in/);
    await page.getByLabel('Tenant id').fill(tenantId);
    await page.getByLabel('Recruiter id').fill('user_greenhouse_admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByLabel('Company name').fill('Hogwarts');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByLabel('Company name').waitFor({ state: 'detached' });
  }, 180_000);
  afterAll(() => close());

  let key = '';
  it('shows the four URLs, issues a key for Greenhouse once, and lists the calls Greenhouse made', async () => {
    await page.goto(`${base}/app/settings`);
    await page.getByRole('heading', { level: 3, name: 'Greenhouse' }).waitFor();
    for (const [label, route] of [
      ['List Tests URL', 'list_tests'],
      ['Send Test URL', 'send_test'],
      ['Test Status URL', 'test_status'],
      ['Response Error URL', 'response_error'],
    ] as const) {
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe(
        `${base}/v1/integrations/greenhouse/${route}`,
      );
    }
    await page.getByText('Greenhouse has not called this environment yet.').waitFor();
    await page.getByRole('button', { name: 'Create a key for Greenhouse' }).click();
    const secret = page.getByRole('alert').filter({ hasText: 'Copy the key “Greenhouse” now' });
    await secret.waitFor();
    key = await secret.getByLabel('API key', { exact: true }).inputValue();
    expect(key).toMatch(/^svc_live_/);
    await atBothWidths('key-shown');

    // Greenhouse calls with it (HTTP Basic, the key as the user name).
    const authorization = `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
    const tests = await fetch(`${base}/v1/integrations/greenhouse/list_tests`, {
      headers: { authorization },
    });
    expect(tests.status).toBe(200);
    const sent = await fetch(`${base}/v1/integrations/greenhouse/send_test`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        partner_test_id: 'qst_builtin',
        candidate: {
          first_name: 'Hermione',
          last_name: 'Granger',
          email: 'hgranger@hogwarts.example',
          greenhouse_profile_url: 'https://app.greenhouse.io/people/4242?application_id=777',
        },
      }),
    });
    expect(sent.status).toBe(200);
    const { partner_interview_id } = (await sent.json()) as { partner_interview_id: string };

    await page.getByRole('button', { name: 'I have stored it' }).click();
    await page.reload();
    const calls = page.getByRole('table', { name: 'Last calls from Greenhouse' });
    await calls.waitFor();
    expect(await calls.locator('tbody tr').count()).toBe(2);
    expect(await calls.locator('tbody tr').first().innerText()).toContain('POST send_test');
    await atBothWidths('settings');

    await page.goto(`${base}/app/requests/${partner_interview_id}`);
    await page.getByRole('heading', { level: 1, name: /Hermione Granger/ }).waitFor();
    const metadata = page.getByRole('list', { name: 'Metadata' });
    expect(await metadata.innerText()).toContain('greenhouse_application_id: 777');
    await atBothWidths('request-metadata');
  }, 120_000);
});
