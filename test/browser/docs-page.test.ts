import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createKey, createTenant } from '../helpers/factories.ts';
import { appInBrowser, runsBrowserTests } from './chromium.ts';

let t: TestApp;
let browser: Browser;
let base: string;

/** The docs page as a person sees it: one engine is enough (the page does not touch the database). */
// A browser, the docs UI built on first visit, and a whole request: slow on a loaded 2-core machine.
describe.runIf(runsBrowserTests())('the API reference at /docs', { timeout: 90_000 }, () => {
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ t, base, browser, close } = await appInBrowser());
  });
  afterAll(() => close());

  /** Opens the page, recording every request it makes. */
  async function openDocs(hash = ''): Promise<{ page: Page; requested: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${base}/docs${hash}`, { waitUntil: 'networkidle' });
    return { page, requested };
  }

  it('loads from this service alone, titled Refcheck API, with a favicon and no vendor buttons', async () => {
    const { page, requested } = await openDocs();
    expect(await page.title()).toBe('Refcheck API');
    const outside = requested.filter((url) => !url.startsWith(base) && !/^(data|blob):/.test(url));
    expect(outside).toEqual([]);
    const icon = await page.locator('link[rel~="icon"]').first().getAttribute('href');
    expect((await fetch(new URL(icon!, base))).status).toBe(200);
    const text = await page.locator('body').innerText();
    for (const vendor of [
      'Ask AI',
      'Generate MCP',
      'Deploy',
      'Developer Tools',
      'Open API Client',
    ]) {
      expect(text).not.toContain(vendor);
    }
    await page.screenshot({ path: '/tmp/refcheck-docs.png' });
    await page.close();
  });

  it('"try it" on create succeeds with the example body and a test key', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant, { environment: 'test', scopes: ['references:write'] });
    const { page, requested } = await openDocs(
      '#tag/reference-requests/POST/v1/api/reference-requests',
    );
    await page
      .getByRole('button', { name: /Test Request/ })
      .first()
      .click();
    await page.getByPlaceholder('Token').last().fill(key.plaintext);
    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url() === `${base}/v1/api/reference-requests`,
    );
    // The client's Send button, not the sidebar's operations named "Send … link …".
    await page.getByRole('button', { name: /Send/ }).filter({ hasNotText: /link/ }).first().click();
    const response = await answer;
    expect(response.status(), await response.text()).toBe(200);
    expect((await response.json()).referenceRequest.status).toEqual(expect.any(String));
    expect(requested.filter((url) => !url.startsWith(base) && !/^(data|blob):/.test(url))).toEqual(
      [],
    );
    await page.close();
  });
});
