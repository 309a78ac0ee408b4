import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInBrowser, runsBrowserTests } from './chromium.ts';

/**
 * Issue 39 in the console: the questionnaire editor sets each question's
 * purpose (only those its kind may carry, explained in one line); the
 * request page shows a custom questionnaire's answers under their prompts
 * with the overall score and each rating's mean, and so does the report
 * preview; at 1280 and 390 px (screenshots in screenshots/).
 */

const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');
const tenantId = `org_purposes_${Date.now().toString(36)}`;
let browser: Browser;
let base: string;
let context: BrowserContext;
let page: Page;

/** Screenshots at 1280 and 390 px; no sideways scrolling on the phone. */
async function shoot(name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({
    path: path.join(SCREENSHOTS, `purposes-${name}-1280.png`),
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  await page.screenshot({
    path: path.join(SCREENSHOTS, `purposes-${name}-390.png`),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(overflow, `sideways scrolling on ${name} at 390 px`).toBeLessThanOrEqual(0);
}

async function nav(link: string, heading: string | RegExp) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

const optionsOf = async (label: string) =>
  page.getByLabel(label).locator('option').allTextContents();

describe.runIf(runsBrowserTests())('purposes in the console (issue 39)', () => {
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ base, browser, close } = await appInBrowser());
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await page.goto(`${base}/app/sign-in?next=/app/`);
    await page.getByLabel('Tenant id').fill(tenantId);
    await page.getByLabel('Recruiter id').fill('user_purposes');
    await page.getByLabel('E-mail').fill('purposes@acme.example');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByText('Test mode', { exact: true }).click();
    await page.getByText(/Test mode: test data only/).waitFor();
  }, 60_000);
  afterAll(() => close());

  let requestId = '';
  it('sets purposes in the editor: only those the kind may carry, each explained', async () => {
    await nav('Questionnaires', 'Questionnaires');
    await page.getByRole('link', { name: 'New questionnaire' }).click();
    await page.getByRole('heading', { level: 1, name: 'New questionnaire' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Senior Data Engineer');
    await page.getByLabel('Question 1 key').fill('Question1');
    await page.getByLabel('Question 1 prompt').fill('How reliably did they deliver?');
    await page.getByLabel('Question 1 label').fill('Reliable delivery');
    // A rating may carry only `tenure`.
    expect(await optionsOf('Question 1 purpose')).toEqual(['None', 'Tenure']);
    const add = async (kind: string) => {
      await page.getByLabel('Kind of the new question').selectOption({ label: kind });
      await page.getByRole('button', { name: 'Add question' }).click();
    };
    await add('Yes / no');
    await page.getByLabel('Question 2 key').fill('Question2');
    await page.getByLabel('Question 2 prompt').fill('Would you hire them again?');
    expect(await optionsOf('Question 2 purpose')).toEqual(['None', 'Rehire', 'Tenure']);
    await page.getByLabel('Question 2 purpose').selectOption({ label: 'Rehire' });
    await page.getByText("Rehire — the headline 'Would rehire' reads this question").waitFor();
    await add('Text');
    await page.getByLabel('Question 3 key').fill('Question3');
    await page.getByLabel('Question 3 prompt').fill('What do they do best?');
    expect(await optionsOf('Question 3 purpose')).toEqual([
      'None',
      'Strengths',
      'Concerns',
      'Relationship',
      'Tenure',
    ]);
    await page.getByLabel('Question 3 purpose').selectOption({ label: 'Strengths' });
    await add('Choice');
    await page.getByLabel('Question 4 key').fill('Question4');
    await page.getByLabel('Question 4 prompt').fill('Which warehouse did they run?');
    await page.getByLabel('Question 4 option 1').fill('Snowflake');
    await page.getByLabel('Question 4 option 2').fill('BigQuery');
    await add('Rating 1–5');
    await page.getByLabel('Question 5 key').fill('Question5');
    await page.getByLabel('Question 5 prompt').fill('How good is their data modelling?');
    await page.getByLabel('Question 5 label').fill('Data modelling');
    await shoot('editor');
    await page.getByRole('button', { name: 'Create questionnaire' }).click();
    await page.getByRole('heading', { level: 1, name: 'Senior Data Engineer' }).waitFor();
    // Read back: the purposes were saved, and the editor shows them again.
    await expect.poll(() => page.getByLabel('Question 2 purpose').inputValue()).toBe('rehire');
    expect(await page.getByLabel('Question 3 purpose').inputValue()).toBe('strengths');
    expect(await page.getByLabel('Question 4 purpose').inputValue()).toBe('');
  }, 90_000);

  it('shows the answers under their prompts with the overall score on the request page and the preview', async () => {
    // A request on it with two referees who answered (through the session, as the console would).
    const ids = (await page.evaluate(async (tenant) => {
      const headers = () => ({
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      });
      const list = await (
        await fetch(`/v1/tenants/${tenant}/questionnaires?environment=test`)
      ).json();
      const questionnaire = list.data.find(
        (q: { name: string }) => q.name === 'Senior Data Engineer',
      );
      const created = await (
        await fetch(`/v1/tenants/${tenant}/reference-requests?environment=test`, {
          method: 'POST',
          headers: headers(),
          body: JSON.stringify({
            launchMode: 'manual_references',
            questionnaireId: questionnaire.id,
            candidate: { firstName: 'Grace', lastName: 'Okafor', email: 'grace@example.com' },
            contacts: [
              {
                firstName: 'Ines',
                lastName: 'Moreau',
                email: 'ines@example.org',
                phone: '+12125550101',
              },
              {
                firstName: 'Tomas',
                lastName: 'Berg',
                email: 'tomas@example.org',
                phone: '+12125550102',
              },
            ],
          }),
        })
      ).json();
      if (!created.referenceRequest) throw new Error(JSON.stringify(created));
      const id = created.referenceRequest.id;
      for (const action of ['grant_candidate_consent', 'queue_outreach']) {
        await fetch(`/v1/tenants/${tenant}/reference-requests/${id}/lifecycle?environment=test`, {
          method: 'POST',
          headers: headers(),
          body: JSON.stringify({ action }),
        });
      }
      return id as string;
    }, tenantId)) as string;
    requestId = ids;
    await nav('Reference requests', 'Reference requests');
    await page
      .getByRole('link', { name: /Grace Okafor/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: /Grace Okafor/ }).waitFor();
    expect(page.url()).toContain(requestId);
    await page.getByRole('button', { name: 'Show participant links' }).click();
    const answers = [
      {
        Question1: 5,
        Question2: true,
        Question3: 'Turns messy streams into trusted tables.',
        Question4: 'Snowflake',
        Question5: 4,
      },
      {
        Question1: 4,
        Question2: false,
        Question3: 'Patient reviewer.',
        Question4: 'BigQuery',
        Question5: 4,
      },
    ];
    for (const [i, name] of ['Ines Moreau', 'Tomas Berg'].entries()) {
      const href = await page
        .getByRole('link', { name: new RegExp(`Open Referee ${name}'s link`) })
        .getAttribute('href');
      const token = new URL(href!).pathname.split('/').at(-1)!;
      const done = await fetch(`${base}/v1/public/referee/${token}/complete`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ answers: answers[i] }),
      });
      expect(done.status, await done.text()).toBe(200);
    }

    const responses = page.locator('section[aria-labelledby="review"]');
    await responses.getByText('Would you hire them again?').first().waitFor();
    // The overall score (4.25 → 4.3, half up) and each rating's mean under its label.
    await expect.poll(() => responses.getByTestId('overall-score').textContent()).toBe('4.3');
    await responses.getByRole('cell', { name: 'Reliable delivery' }).waitFor();
    await responses.getByRole('cell', { name: '4.5' }).waitFor();
    await responses.getByText('Would rehire: 1 yes, 1 no, 0 not said.').waitFor();
    const text = await responses.innerText();
    expect(text).toContain('What do they do best?');
    expect(text).toContain('Turns messy streams into trusted tables.');
    expect(text).toContain('Which warehouse did they run?');
    expect(text).not.toMatch(/Question\d/);
    await shoot('request-responses');
    await page.setViewportSize({ width: 390, height: 844 });
    await responses.screenshot({
      path: path.join(SCREENSHOTS, 'purposes-request-responses-390-focus.png'),
    });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Draft the report' }).click();
    const frame = page.frameLocator('iframe.report-preview');
    await frame.getByText('Which warehouse did they run?').waitFor();
    const preview = await frame.locator('#app').innerText();
    expect(preview).toContain('4.3 / 5');
    expect(preview).toContain('Reliable delivery');
    expect(preview).toContain('Turns messy streams into trusted tables.');
    expect(preview).toMatch(/Snowflake\s+1 of 2/);
    expect(preview).not.toMatch(/Question\d/);
    await shoot('report-preview');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('iframe.report-preview').screenshot({
      path: path.join(SCREENSHOTS, 'purposes-report-preview-390-focus.png'),
    });
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 120_000);
});
