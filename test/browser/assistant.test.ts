import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceRequests } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/app.ts';
import { appInBrowser, runsBrowserTests } from './chromium.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');
const tenantId = `org_assistant_${Date.now().toString(36)}`;

let t: TestApp;
let browser: Browser;
let base: string;
let page: Page;

/** The tenant's reference requests, read from the database: what the assistant really did. */
async function requestsInDatabase() {
  return t.database.db
    .select({ id: referenceRequests.id, status: referenceRequests.status })
    .from(referenceRequests)
    .where(
      and(eq(referenceRequests.tenantId, tenantId), eq(referenceRequests.environment, 'live')),
    );
}

/**
 * A screenshot at 1280 and at 390 px; at each width the element is inside
 * the viewport once scrolled to, and nothing (the assistant button) covers it.
 */
async function screenshots(name: string, mustShow: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const element = page.locator(mustShow).last();
    await element.scrollIntoViewIfNeeded();
    const box = await element.boundingBox();
    expect(box, `${mustShow} at ${width} px`).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    const uncovered = await element.evaluate((node) => {
      // A link that wraps has a box per line: the first line's centre is on the link.
      const rect = node.getClientRects()[0] ?? node.getBoundingClientRect();
      const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return top !== null && (node === top || node.contains(top));
    });
    expect(uncovered, `${mustShow} is covered at ${width} px`).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOTS, `assistant-${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Issue 31, item 5: the assistant proposes a change, and only the recruiter's confirm makes it. */
describe.runIf(runsBrowserTests())('the assistant asks before it changes anything', () => {
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ t, base, browser, close } = await appInBrowser());
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => close());

  it('proposes a request with what it will do; the request appears only after Confirm', async () => {
    await page.goto(`${base}/`);
    await page.waitForURL(/\/app\/sign-in/);
    await page.getByLabel('Tenant id').fill(tenantId);
    await page.getByLabel('Recruiter id').fill('user_grace');
    await page.getByLabel('E-mail').fill('grace@acme.example');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    await page.getByRole('button', { name: 'Ask the assistant' }).click();
    const panel = page.getByRole('complementary', { name: 'Assistant' });
    await page
      .getByLabel('Message to the assistant')
      .fill('start a reference check for John Smith john@x.com');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const card = panel.getByRole('region', { name: /Start a reference check for John Smith/ });
    await card.waitFor();
    const said = await card.innerText();
    for (const part of [
      'John Smith <john@x.com>',
      'Role',
      'not given',
      'Live',
      'an e-mail to john@x.com',
    ]) {
      expect(said).toContain(part);
    }
    expect(await panel.innerText()).not.toMatch(/create_reference_request|rr_/);
    expect(await requestsInDatabase()).toEqual([]);
    await screenshots('proposed', '.agent-action button:has-text("Confirm")');

    await card.getByRole('button', { name: 'Confirm' }).click();
    const created = card.getByRole('link', { name: 'the reference check of John Smith' });
    await created.waitFor();
    const rows = await requestsInDatabase();
    expect(rows).toHaveLength(1);
    expect(await card.getByRole('button', { name: 'Confirm' }).count()).toBe(0);
    await screenshots('confirmed', '.agent-action a');

    await created.click();
    await page.waitForURL(new RegExp(`/requests/${rows[0]!.id}$`));
    await page.getByRole('heading', { level: 1, name: /John Smith/ }).waitFor();
    expect(await requestsInDatabase()).toHaveLength(1);
  }, 90_000);

  it('answers a question it cannot answer honestly, with links for what it can', async () => {
    await page
      .getByLabel('Message to the assistant')
      .fill('What is the notice period of the candidate in Germany?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const panel = page.getByRole('complementary', { name: 'Assistant' });
    await panel.getByText("I can't answer that").waitFor();
    await page.getByLabel('Message to the assistant').fill('list all requests');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await panel.getByRole('link', { name: 'John Smith' }).last().waitFor();
    await screenshots('answers', '.agent-log > li:last-child a');
  }, 60_000);

  it('follows a conversation: a follow-up is about the person named before; small talk gets a line', async () => {
    const panel = page.getByRole('complementary', { name: 'Assistant' });
    const ask = async (message: string) => {
      const before = await panel.locator('.agent-log > li').count();
      await page.getByLabel('Message to the assistant').fill(message);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      const turn = panel.locator('.agent-log > li').nth(before);
      await expect.poll(() => turn.innerText()).not.toMatch(/…$|Thinking/);
      return turn;
    };
    const status = await ask('where is john at');
    await status.getByRole('link', { name: 'John Smith' }).waitFor();
    const followUp = await ask('any red flags?');
    await followUp.getByText(/No trust signals on John Smith/).waitFor();
    const thanks = await ask('hey, thanks!');
    await thanks.getByText('You’re welcome. Anything else?').waitFor();
    for (const turn of [status, followUp, thanks])
      expect(await turn.innerText()).not.toMatch(/could not match|intake_pending|rr_/);
    await screenshots('follow-up', '.agent-log > li:last-child');
  }, 60_000);
});
