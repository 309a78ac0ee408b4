import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVERY_KIND_ANSWERS,
  EVERY_KIND_QUESTIONS,
  EVERY_KIND_REFEREES,
} from '../../src/modules/reports/every-kind.test-helper.ts';
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
          // A screen reader's words, 1 px wide on purpose.
          .filter((node) => !node.closest('.visually-hidden'))
          // Not drawn at this width (the ratings' bar column on a phone).
          .filter((node) => node.getClientRects().length > 0)
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

  it('shows each question of a custom questionnaire in its own form, rounded once', async () => {
    const tenant = await createTenant(t, 'Acme Robotics');
    const referees = EVERY_KIND_ANSWERS.map((answers, i) => {
      const [firstName, lastName] = EVERY_KIND_REFEREES[i]!.split(' ');
      return { firstName: firstName!, lastName: lastName!, relationship: 'manager', answers };
    });
    const { token } = await sharedReport(tenant, 'live', 'Ana', {
      questions: EVERY_KIND_QUESTIONS,
      referees,
      lastName: 'García',
    });
    for (const width of [1280, 390]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${base}/reports/${token}`);
      await page.getByRole('heading', { name: /Reference report/ }).waitFor();
      // The overall score (4.41667) and each rating's mean (4.3333, 4.5) and spread, one decimal.
      await expect.poll(() => page.locator('.big').first().textContent()).toBe('4.4 / 5');
      const ratingRows = await page.locator('tbody tr').allTextContents();
      expect(ratingRows[0]).toContain('Ownership4.30.5');
      expect(ratingRows[1]).toContain('Craft4.50.5');
      const section = (key: string) => page.locator(`section[data-key="${key}"]`);
      expect(await section('onCall').textContent()).toContain('Yes: 2 · No: 1');
      expect(await section('workStyle').locator('li').allTextContents()).toEqual([
        'Independently0 of 3',
        'In a small team2 of 3',
        'Leading others1 of 3',
      ]);
      expect(await section('tools').textContent()).toContain('several could be picked');
      expect(await section('teamSize').textContent()).toContain('Mean 7.5 (from 6 to 9)');
      const quotes = await section('bestWork').locator('blockquote').allTextContents();
      expect(quotes[0]).toContain('and the last words are here.');
      expect(quotes[0]).not.toContain('…');
      expect(quotes[1]).toContain('🚀');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `report-every-kind-${width}.png`),
        fullPage: true,
      });
      await page.close();
    }
  }, 60_000);
});
