import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInBrowser, runsBrowserTests } from './chromium.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');
const tenantId = `org_review_${Date.now().toString(36)}`;
let browser: Browser;
let base: string;
let page: Page;

async function shoot(name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: path.join(SCREENSHOTS, `review-${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Issue 43 items 11–13: the sign-in, the dashboard, review before answers, signal review. */
describe.runIf(runsBrowserTests())('reviewing in the console (issue 43)', () => {
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ base, browser, close } = await appInBrowser());
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  }, 60_000);
  afterAll(() => close());

  it('signs in with nothing pre-filled; the dashboard shows – with no completed request', async () => {
    await page.goto(`${base}/app/sign-in?next=/app/`);
    for (const label of ['Tenant id', 'Recruiter id', 'E-mail', 'Name'])
      expect(await page.getByLabel(label).inputValue(), label).toBe('');
    await page.getByLabel('Tenant id').fill(tenantId);
    await page.getByLabel('Recruiter id').fill('user_ida');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByText('Test mode', { exact: true }).click();
    await page.getByText(/Test mode: test data only/).waitFor();
    const median = page.locator('.stats > *', { hasText: 'Median time to complete' });
    await expect.poll(() => median.textContent()).toContain('–');
  }, 60_000);

  it('ready for review is secondary before any answer; a dismissal needs a note, shows it and audits it; reopen undoes it', async () => {
    await page.goto(`${base}/app/test/requests/new`);
    await page.getByText('I do, now').click();
    const group = page.getByRole('group', { name: 'Candidate' });
    await group.getByLabel('First name').fill('Ida');
    await group.getByLabel('Last name').fill('Wells');
    await group.getByLabel('E-mail').fill('ida@example.com');
    const referee = page.getByRole('group', { name: 'Referee 1' });
    await referee.getByLabel('First name').fill('Frederick');
    await referee.getByLabel('Last name').fill('Douglass');
    await referee.getByLabel('E-mail').fill('fred@example.com');
    await referee.getByLabel('Phone').pressSequentially('4155550120');
    await referee.getByLabel('Relationship').fill('Former editor');
    await page.getByRole('button', { name: 'Create request' }).click();
    await page.getByRole('heading', { level: 1, name: /Ida Wells/ }).waitFor();
    await page.getByRole('button', { name: 'Record consent given' }).click();
    await page.getByRole('button', { name: 'Invite the referees' }).click();
    const ready = page.getByRole('button', { name: 'Ready for review' });
    await ready.waitFor();
    expect(await ready.getAttribute('class')).toContain('secondary');
    await page.getByText(/No referee has answered yet, so the report/).waitFor();

    // The referee answers through the public routes, as the referee page does: opened,
    // then completed within the minute, which the service flags as answered very fast.
    await page.getByRole('button', { name: 'Show participant links' }).click();
    const href = await page
      .getByRole('link', { name: /Open Referee Frederick Douglass's link/ })
      .getAttribute('href');
    const token = new URL(href!).pathname.split('/').at(-1)!;
    expect((await fetch(`${base}/v1/public/referee/${token}`)).status).toBe(200);
    const done = await fetch(`${base}/v1/public/referee/${token}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        answers: {
          ratings: { communication: 5, leadership: 4 },
          wouldRehire: true,
          strengths: 'Fearless reporting, checked to the last figure.',
        },
      }),
    });
    expect(done.status, await done.text()).toBe(200);
    await page.reload();

    const signals = page.locator('.trust-signals');
    const signal = signals.locator('li.signal').first();
    await signal
      .getByText(/Answered very fast/i)
      .first()
      .waitFor();
    await signal.getByRole('button', { name: /^Dismiss:/ }).click();
    await signal.getByRole('button', { name: 'Dismiss with this note' }).waitFor();
    await shoot('dismiss-note');
    const note = 'Called Frederick: he typed his answers before opening the link.';
    await signal.getByLabel(/Why is it not a concern/).fill(note);
    await signal.getByRole('button', { name: 'Dismiss with this note' }).click();
    // The note stands beside the signal it explains.
    await signal.getByText(note).waitFor();
    await signal.getByText('Note (dismissed):').waitFor();
    await signal.getByRole('button', { name: /^Reopen:/ }).waitFor();
    await shoot('dismissed');

    // …and in the audit log, with the review.
    const requestUrl = page.url();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    const row = page.locator('tbody tr', { hasText: 'trust_signal.reviewed' }).first();
    await row.getByText(`Note: ${note}`).waitFor();
    await shoot('audit-note');

    await page.goto(requestUrl);
    await signal.getByRole('button', { name: /^Reopen:/ }).click();
    await signal.getByRole('button', { name: /^Dismiss:/ }).waitFor();
    await shoot('reopened');
  }, 120_000);
});
