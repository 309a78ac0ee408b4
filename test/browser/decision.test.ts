import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/core/ids.ts';
import { trustSignals } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/app.ts';
import { appInBrowser, runsBrowserTests } from './chromium.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const tenantId = `org_decision_${Date.now().toString(36)}`;

let t: TestApp;
let browser: Browser;
let base: string;
let context: BrowserContext;
let page: Page;

/** Screenshots at 1280 and 390 px, and no sideways scrolling on the phone. */
async function shoot(name: string, focus?: Locator): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(AXE_SOURCE);
  const serious = (await page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: { run(options: unknown): Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
    });
    return result.violations;
  })) as { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
  expect(
    serious
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${name}`,
  ).toEqual([]);
  await page.screenshot({
    path: path.join(SCREENSHOTS, `decision-${name}-1280.png`),
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  await page.screenshot({
    path: path.join(SCREENSHOTS, `decision-${name}-390.png`),
    fullPage: true,
  });
  // The part that matters, readable at phone width.
  if (focus)
    await focus.screenshot({ path: path.join(SCREENSHOTS, `decision-${name}-390-focus.png`) });
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(overflow, `sideways scrolling on ${name} at 390 px`).toBeLessThanOrEqual(0);
}

async function nav(link: string, heading: string | RegExp) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** The report as the console reads it, through the recruiter's own session. */
async function reportState(requestId: string) {
  return page.evaluate(
    async ([tenant, id]) =>
      (
        await fetch(`/v1/tenants/${tenant}/reference-reports/${id}?environment=test`)
      ).json() as Promise<{ status: string; shareLinks: { status: string }[] }>,
    [tenantId, requestId] as const,
  );
}

async function createManualRequest(candidate: string, questionnaire: RegExp | null) {
  await nav('Reference requests', 'Reference requests');
  await page.getByRole('link', { name: 'New reference request' }).first().click();
  await page.getByText('I do, now').click();
  const [first, last] = candidate.split(' ');
  const group = page.getByRole('group', { name: 'Candidate' });
  await group.getByLabel('First name').fill(first!);
  await group.getByLabel('Last name').fill(last!);
  await group.getByLabel('E-mail').fill(`${first!.toLowerCase()}@example.com`);
  if (questionnaire) {
    const select = page.locator('select[name="questionnaireId"]');
    const label = (await select.locator('option').allTextContents()).find((o) =>
      questionnaire.test(o),
    );
    await select.selectOption({ label: label! });
  }
  for (const [i, [name, surname]] of [
    ['Charles', 'Babbage'],
    ['Mary', 'Somerville'],
  ].entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Add a referee' }).click();
    const referee = page.getByRole('group', { name: `Referee ${i + 1}` });
    await referee.getByLabel('First name').fill(name!);
    await referee.getByLabel('Last name').fill(surname!);
    await referee.getByLabel('E-mail').fill(`${name!.toLowerCase()}@example.com`);
    await referee.getByLabel('Phone').pressSequentially(`415555012${i}`);
    await referee.getByLabel('Relationship').fill('Former manager');
  }
  await page.getByRole('button', { name: 'Create request' }).click();
  await page.getByRole('heading', { level: 1, name: new RegExp(candidate) }).waitFor();
  return page.url().split('/').at(-1)!;
}

describe.runIf(runsBrowserTests())('the recruiter decides (issues 30 item 3, 31 item 2)', () => {
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ t, base, browser, close } = await appInBrowser());
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await page.goto(`${base}/app/sign-in?next=/app/`);
    await page.getByLabel('Tenant id').fill(tenantId);
    await page.getByLabel('Recruiter id').fill('user_florence');
    await page.getByLabel('E-mail').fill('florence@acme.example');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByText('Test mode', { exact: true }).click();
    await page.getByText(/Test mode: test data only/).waitFor();
  }, 60_000);
  afterAll(() => close());

  it('builds a questionnaire with each kind, field errors on the field, and makes it the default', async () => {
    await nav('Questionnaires', 'Questionnaires');
    await page.getByRole('link', { name: 'Standard reference check', exact: true }).waitFor();
    await page.getByRole('link', { name: 'New questionnaire' }).click();
    await page.getByRole('heading', { level: 1, name: 'New questionnaire' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Ward nurse references');
    await page.getByLabel('Question 1 key').fill('1bedside');
    await page.getByLabel('Question 1 prompt').fill('How was their bedside manner, from 1 to 5?');
    await page.getByLabel('Question 1 label').fill('Bedside manner');
    const add = async (kind: string) => {
      await page.getByLabel('Kind of the new question').selectOption({ label: kind });
      await page.getByRole('button', { name: 'Add question' }).click();
    };
    await add('Text');
    await page.getByLabel('Question 2 key').fill('handover');
    await page.getByLabel('Question 2 prompt').fill('How did they hand over a shift?');
    await add('Yes / no');
    await page.getByLabel('Question 3 key').fill('nightShifts');
    await page.getByLabel('Question 3 prompt').fill('Did they work night shifts?');
    await add('Choice');
    await page.getByLabel('Question 4 key').fill('wards');
    await page.getByLabel('Question 4 prompt').fill('Which wards did they work on?');
    await page.getByLabel('Question 4 option 1').fill('Surgery');
    await page.getByLabel('Question 4 option 2').fill('Paediatrics');
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByLabel('Question 4 option 3').fill('Emergency');
    await page.getByText('Several may be picked').click();
    await add('Number');
    await page.getByLabel('Question 5 key').fill('yearsTogether');
    await page.getByLabel('Question 5 prompt').fill('How many years did you work together?');
    // Reorder: the yes/no question goes first, then back.
    await page.getByRole('button', { name: 'Move question 3 up' }).click();
    expect(await page.getByLabel('Question 2 key').inputValue()).toBe('nightShifts');
    await page.getByRole('button', { name: 'Move question 2 down' }).click();
    expect(await page.getByLabel('Question 3 key').inputValue()).toBe('nightShifts');
    // The preview shows each question with its kind's input.
    const preview = page.getByRole('list', { name: 'Preview as a referee sees it' });
    await preview.getByText('Which wards did they work on?').waitFor();
    expect(await preview.getByRole('checkbox').count()).toBe(3);

    await page.getByRole('button', { name: 'Create questionnaire' }).click();
    const keyField = page.getByLabel('Question 1 key');
    await expect.poll(() => keyField.getAttribute('aria-invalid')).toBe('true');
    await page.getByText(/must start with a letter/).waitFor();
    await shoot('questionnaire-field-error');
    await keyField.fill('bedside');
    await page.getByRole('button', { name: 'Create questionnaire' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ward nurse references' }).waitFor();
    await page.getByText(/^Version 1/).waitFor();

    // Edit: remove the number question, rename: version 2.
    await page.getByRole('button', { name: 'Remove question 5' }).click();
    await page.getByRole('button', { name: 'Save questionnaire' }).click();
    await page.getByText('Saved: version 2.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Make default' }).click();
    await page.getByText('default', { exact: true }).first().waitFor();
    await shoot('questionnaire-editor', page.locator('.question-editor').nth(3));
  }, 90_000);

  it('copies the built-in and archives the copy; archived ones are not offered', async () => {
    await nav('Questionnaires', 'Questionnaires');
    await page.getByRole('button', { name: 'Copy Standard reference check' }).click();
    await page
      .getByRole('heading', { level: 1, name: /Standard reference check \(copy\)/ })
      .waitFor();
    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
    await page.getByText('archived', { exact: true }).first().waitFor();
    await nav('Questionnaires', 'Questionnaires');
    await page.getByLabel('Show').selectOption('archived');
    await page.getByRole('link', { name: /Standard reference check \(copy\)/ }).waitFor();
    await shoot('questionnaires-archived');
  }, 60_000);

  it('creates a request with the default questionnaire preselected; the request shows name and version', async () => {
    await nav('Reference requests', 'Reference requests');
    await page.getByRole('link', { name: 'New reference request' }).first().click();
    const select = page.locator('select[name="questionnaireId"]');
    await expect
      .poll(async () => (await select.locator('option:checked').textContent()) ?? '')
      .toMatch(/Ward nurse references \(v2/);
    const offered = await select.locator('option').allTextContents();
    expect(offered.some((o) => o.includes('(copy)'))).toBe(false);
    await shoot('request-new-questionnaire');
    const requestId = await createManualRequest('Mary Seacole', null);
    const summary = page.locator('dl.summary');
    await summary.getByText('Ward nurse references').waitFor();
    await summary.getByText('version 2').waitFor();
    expect(requestId).toMatch(/^rr_/);
  }, 60_000);

  let requestId = '';
  it('approval with an unanswered referee and a high trust signal asks first; nothing changes until confirm', async () => {
    requestId = await createManualRequest('Ada Lovelace', /Standard reference check/);
    await page.getByRole('button', { name: 'Record consent given' }).click();
    await page.getByRole('button', { name: 'Invite the referees' }).click();
    await page.getByRole('cell', { name: 'invited' }).first().waitFor();
    await page.getByRole('button', { name: 'Show participant links' }).click();
    const href = await page
      .getByRole('link', { name: /Open Referee Charles Babbage's link/ })
      .getAttribute('href');
    const token = new URL(href!).pathname.split('/').at(-1)!;
    const opened = await fetch(`${base}/v1/public/referee/${token}`);
    expect(opened.status).toBe(200);
    const done = await fetch(`${base}/v1/public/referee/${token}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        answers: {
          ratings: { communication: 5, teamwork: 4 },
          wouldRehire: true,
          strengths: 'Rigorous, inventive and generous with her time.',
        },
      }),
    });
    expect(done.status, await done.text()).toBe(200);
    const referee = (await await page.evaluate(
      async ([tenant, id]) =>
        (await fetch(`/v1/tenants/${tenant}/reference-requests/${id}?environment=test`)).json(),
      [tenantId, requestId] as const,
    )) as { contacts: { id: string; firstName: string }[] };
    const charles = referee.contacts.find((c) => c.firstName === 'Charles')!;
    const now = new Date();
    await t.database.db.insert(trustSignals).values({
      id: newId('trustSignal'),
      tenantId,
      environment: 'test',
      referenceRequestId: requestId,
      contactId: charles.id,
      kind: 'shared_ip_with_candidate',
      severity: 'high',
      status: 'open',
      details: { reason: "The referee's link was opened from the candidate's IP address." },
      createdAt: now,
      updatedAt: now,
    });

    // The signal explains itself on the request page.
    const signals = page.locator('.trust-signals');
    await signals.getByText('Same network as the candidate').first().waitFor();
    await signals
      .getByText(/referee Charles Babbage/)
      .first()
      .waitFor();
    await signals
      .getByText(/may have answered in the referee/)
      .first()
      .waitFor();

    await page.getByRole('button', { name: 'Draft the report' }).click();
    const frame = page.frameLocator('iframe.report-preview');
    await frame
      .getByText(/Ada Lovelace/)
      .first()
      .waitFor();
    await frame
      .getByText(/Rigorous, inventive/)
      .first()
      .waitFor();

    await page.getByRole('button', { name: 'Approve version 1' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Approve with open questions?' });
    await dialog.getByText('Mary Somerville').waitFor();
    await dialog.getByText(/their links close/).waitFor();
    await dialog.getByText(/Same network as the candidate — Charles Babbage/).waitFor();
    await shoot('approve-asks', dialog);
    expect((await reportState(requestId)).status).toBe('draft');
    await dialog.getByRole('button', { name: 'Not yet' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await reportState(requestId)).status).toBe('draft');

    await page.getByRole('button', { name: 'Approve version 1' }).click();
    await page.getByRole('button', { name: 'Approve version 1 anyway' }).click();
    await page.getByRole('link', { name: 'Download PDF' }).waitFor();
    expect((await reportState(requestId)).status).toBe('approved');
  }, 120_000);

  it('revoke shows only with an active link, asks, and says how many links it ended', async () => {
    expect(await page.getByRole('button', { name: 'Revoke share links' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Create share link' }).click();
    await page.getByLabel('Share link', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Create share link' }).click();
    await expect.poll(async () => (await reportState(requestId)).shareLinks.length).toBe(2);
    await page.getByRole('button', { name: 'Revoke share links' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'End 2 active share links?' });
    await dialog.waitFor();
    await shoot('revoke-asks', dialog);
    expect((await reportState(requestId)).shareLinks.every((l) => l.status === 'active')).toBe(
      true,
    );
    await dialog.getByRole('button', { name: 'Revoke share links' }).click();
    await page.getByText('Ended 2 share links.').waitFor();
    await page.getByRole('button', { name: 'Revoke share links' }).waitFor({ state: 'detached' });
    expect((await reportState(requestId)).shareLinks.every((l) => l.status === 'revoked')).toBe(
      true,
    );
    await shoot('revoked');
  }, 60_000);

  it("the dashboard names each open signal's candidate", async () => {
    await nav('Dashboard', 'Dashboard');
    const list = page.getByRole('region', { name: 'Open trust signals' });
    await list.getByRole('link', { name: 'Ada Lovelace' }).first().waitFor();
    await shoot('dashboard-signals');
  }, 30_000);
});
