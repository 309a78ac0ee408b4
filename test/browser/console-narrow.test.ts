import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInBrowser, runsBrowserTests } from './chromium.ts';

/**
 * Issue 43, item 14: the console at 390 px. The report preview's ratings
 * table stays inside its card, share-link cards keep their labels, the
 * search placeholder is not cut, and every section of the navigation is
 * visible without scrolling sideways. Each is measured at 1280 and 390 px
 * (element boxes and the text's own width), and screenshots are kept.
 */
const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');
const tenantId = `org_narrow_${Date.now().toString(36)}`;
const WIDTHS = [1280, 390] as const;
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

let browser: Browser;
let base: string;
let page: Page;

async function shoot(name: string, width: number): Promise<void> {
  await page.screenshot({
    path: path.join(SCREENSHOTS, `narrow-${name}-${width}.png`),
    fullPage: true,
  });
}

async function setWidth(width: number): Promise<void> {
  await page.setViewportSize({ width, height: 844 });
  await page.waitForLoadState('networkidle');
}

/** Nothing on the page is wider than the window (the page never scrolls sideways). */
async function expectNoSidewaysScroll(where: string, width: number): Promise<void> {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide, `the page scrolls sideways on ${where} at ${width} px`).toBeLessThanOrEqual(width);
}

/** axe-core's WCAG 2 A/AA rules: no serious or critical violation at this width. */
async function expectAccessible(where: string, width: number): Promise<void> {
  await page.evaluate(AXE_SOURCE);
  const serious = (await page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: {
          run(options: unknown): Promise<{ violations: { id: string; impact: string | null }[] }>;
        };
      }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id);
  })) as string[];
  expect(serious, `axe on ${where} at ${width} px`).toEqual([]);
}

async function nav(link: string, heading: string | RegExp): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe.runIf(runsBrowserTests())('the console at 390 px (issue 43 item 14)', () => {
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ base, browser, close } = await appInBrowser());
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${base}/app/sign-in?next=/app/`);
    await page.getByLabel('Tenant id').fill(tenantId);
    await page.getByLabel('Recruiter id').fill('user_narrow');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByText('Test mode', { exact: true }).click();
    await page.getByText(/Test mode: test data only/).waitFor();
  }, 60_000);
  afterAll(() => close());

  it('shows every section of the navigation, without scrolling sideways', async () => {
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const width of WIDTHS) {
      await setWidth(width);
      await shoot('dashboard', width);
      const links = await main.getByRole('link').all();
      expect(links.length).toBeGreaterThanOrEqual(8);
      for (const link of links) {
        const box = (await link.boundingBox())!;
        const name = await link.innerText();
        expect(box.x, `${name} starts off screen at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(
          box.x + box.width,
          `${name} is hidden at the right at ${width} px`,
        ).toBeLessThanOrEqual(width);
      }
      const scrolls = await main.evaluate((n) => n.scrollWidth > n.clientWidth);
      expect(scrolls, `the navigation scrolls sideways at ${width} px`).toBe(false);
      await expectNoSidewaysScroll('the dashboard', width);
      await expectAccessible('the dashboard', width);
    }
  }, 60_000);

  it('keeps the page when a refresh fails, with a notice, and drops the notice once it refreshes', async () => {
    await setWidth(1280);
    await nav('Dashboard', 'Dashboard');
    await page.getByText('Reference requests', { exact: true }).first().waitFor();
    // Every poll of the dashboard fails (the console retries a 5xx twice first).
    const dashboard = /\/v1\/tenants\/[^/]+\/dashboard(?:\?|$)/;
    await page.route(dashboard, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'about:blank',
          title: 'Unavailable',
          status: 503,
          code: 'unavailable',
          detail: 'The database is unavailable; try again shortly.',
        }),
      }),
    );
    const notice = page.getByText(/^Could not refresh/);
    await notice.waitFor({ timeout: 30_000 });
    // What was loaded stays on the page.
    await page.getByText('Referees invited', { exact: true }).waitFor();
    for (const width of WIDTHS) {
      await setWidth(width);
      await shoot('refresh-failed', width);
      await expectNoSidewaysScroll('the dashboard with a failed refresh', width);
    }
    await page.unroute(dashboard);
    await notice.waitFor({ state: 'detached', timeout: 30_000 });
    await setWidth(1280);
  }, 90_000);

  it('keeps the search placeholder whole', async () => {
    await nav('Reference requests', 'Reference requests');
    const search = page.getByLabel('Search');
    for (const width of WIDTHS) {
      await setWidth(width);
      // The placeholder's width in the input's own font, against the room inside the input.
      await shoot('requests', width);
      const { text, room } = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const padding =
          Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
        return {
          text: context.measureText(input.placeholder).width,
          room: input.clientWidth - padding,
        };
      });
      // A search box keeps room at its end for its clear button (about 1.25em).
      expect(text + 20, `the search placeholder is cut at ${width} px`).toBeLessThanOrEqual(room);
      await expectNoSidewaysScroll('the requests list', width);
      await expectAccessible('the requests list', width);
    }
  }, 60_000);

  it("keeps the report preview's ratings inside its card, and the share links' labels", async () => {
    await page.getByRole('link', { name: 'New reference request' }).first().click();
    await page.getByText('I do, now').click();
    const group = page.getByRole('group', { name: 'Candidate' });
    await group.getByLabel('First name').fill('Grace');
    await group.getByLabel('Last name').fill('Hopper');
    await group.getByLabel('E-mail').fill('grace@example.com');
    const referee = page.getByRole('group', { name: 'Referee 1' });
    await referee.getByLabel('First name').fill('Howard');
    await referee.getByLabel('Last name').fill('Aiken');
    await referee.getByLabel('E-mail').fill('howard@example.com');
    await referee.getByLabel('Phone').pressSequentially('4155550120');
    await referee.getByLabel('Relationship').fill('Former manager');
    await page.getByRole('button', { name: 'Create request' }).click();
    await page.getByRole('heading', { level: 1, name: /Grace Hopper/ }).waitFor();
    await page.getByRole('button', { name: 'Record consent given' }).click();
    await page.getByRole('button', { name: 'Invite the referees' }).click();
    await page.getByRole('cell', { name: 'invited' }).first().waitFor();
    await page.getByRole('button', { name: 'Show participant links' }).click();
    const href = await page
      .getByRole('link', { name: /Open Referee Howard Aiken's link/ })
      .getAttribute('href');
    const token = new URL(href!).pathname.split('/').at(-1)!;
    expect((await fetch(`${base}/v1/public/referee/${token}`)).status).toBe(200);
    const done = await fetch(`${base}/v1/public/referee/${token}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        answers: {
          ratings: { communication: 5, teamwork: 4, problem_solving: 4, leadership: 3 },
          wouldRehire: true,
          strengths: 'Explains hard ideas to anyone, and ships.',
        },
      }),
    });
    expect(done.status, await done.text()).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'Draft the report' }).click();
    const preview = page.frameLocator('iframe.report-preview');
    await preview.locator('table').first().waitFor();

    for (const width of WIDTHS) {
      await setWidth(width);
      await shoot('report-preview', width);
      await page
        .locator('iframe.report-preview')
        .screenshot({ path: path.join(SCREENSHOTS, `narrow-report-preview-frame-${width}.png`) });
      const card = page.locator('section.card', { has: page.locator('iframe.report-preview') });
      const cardBox = (await card.boundingBox())!;
      const frameBox = (await page.locator('iframe.report-preview').boundingBox())!;
      expect(
        frameBox.x + frameBox.width,
        `the preview leaves its card at ${width} px`,
      ).toBeLessThanOrEqual(cardBox.x + cardBox.width + 1);
      // Inside the frame: no table is wider than the report's own page.
      await expect
        .poll(
          () =>
            preview.locator('body').evaluate((body) => {
              // How far the widest table reaches past the inside of its card.
              const over = [...body.querySelectorAll('table')].map((table) => {
                const card = table.closest('.card') ?? body;
                const inner =
                  card.getBoundingClientRect().right -
                  Number.parseFloat(getComputedStyle(card).paddingRight);
                return table.getBoundingClientRect().right - inner;
              });
              return Math.max(-1, ...over);
            }),
          { message: `a ratings table sticks out of the preview at ${width} px` },
        )
        .toBeLessThanOrEqual(0);
      await expectNoSidewaysScroll('the request', width);
    }

    await setWidth(1280);
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: /^Approve version 1/ }).click();
    const confirm = page.getByRole('button', { name: /Approve version 1 anyway/ });
    if (await confirm.isVisible().catch(() => false)) await confirm.click();
    await page.getByRole('button', { name: 'Create share link' }).click();
    const url = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
    for (let view = 0; view < 2; view++) await fetch(url);
    await page.reload();
    const shareLinks = page.locator('table', {
      has: page.locator('caption', { hasText: 'Share links' }),
    });
    await shareLinks.locator('tbody tr').first().waitFor();

    for (const width of WIDTHS) {
      await setWidth(width);
      const cells = await shareLinks.locator('tbody td').all();
      for (const [i, cell] of cells.entries()) {
        // On a phone a row is a card: every cell but the first says what it is.
        const said = await cell.evaluate((td) => getComputedStyle(td, '::before').content);
        const text = (await cell.innerText()).trim();
        if (width === 390 && i > 0)
          expect(said, `share-link cell "${text}" has no label at ${width} px`).not.toBe('none');
        const box = (await cell.boundingBox())!;
        expect(
          box.x + box.width,
          `share-link cell "${text}" is cut at ${width} px`,
        ).toBeLessThanOrEqual(width);
      }
      await expectNoSidewaysScroll('the share links', width);
      await expectAccessible('the request with its report', width);
      await shoot('share-links', width);
      await shareLinks.screenshot({
        path: path.join(SCREENSHOTS, `narrow-share-links-table-${width}.png`),
      });
    }
  }, 120_000);
});
