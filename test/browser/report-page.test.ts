import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportRoutes } from '../../src/modules/reports/report-routes.test-helper.ts';
import type { TestApp } from '../helpers/app.ts';
import { createTenant } from '../helpers/factories.ts';
import { appInBrowser, runsBrowserTests } from './chromium.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');
let t: TestApp;
let browser: Browser;
let base: string;
const { sharedReport } = reportRoutes(() => t);

/** The shared report as a hiring manager opens it: on a desktop and on a phone. */
describe.runIf(runsBrowserTests())('the shared report page', () => {
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ t, base, browser, close } = await appInBrowser());
  });
  afterAll(() => close());

  it('fits the screen at 1280 and 390 px, with its favicon', async () => {
    const tenant = await createTenant(t, 'Acme Robotics');
    const { token } = await sharedReport(tenant);
    for (const width of [1280, 390]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${base}/reports/${token}`);
      await page.getByRole('heading', { name: /Reference report/ }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
      // Nothing spills out of its card either (a figure wider than its box, as "medium" once was).
      const spilled = await page.evaluate(() =>
        [...document.querySelectorAll('.card *')]
          .filter((node) => {
            const box = node.getBoundingClientRect();
            const card = node.closest('.card')!.getBoundingClientRect();
            const textWider = node.clientWidth > 0 && node.scrollWidth > node.clientWidth + 1;
            return textWider || box.right > card.right + 1 || box.left < card.left - 1;
          })
          .map((node) => node.textContent),
      );
      expect(spilled, `content wider than its card at ${width} px`).toEqual([]);
      const icon = await page.locator('link[rel~="icon"]').getAttribute('href');
      expect((await fetch(new URL(icon!, base))).status).toBe(200);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `report-${width}.png`),
        fullPage: true,
      });
      await page.close();
    }
  }, 60_000);
});
