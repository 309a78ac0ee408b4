import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/core/clock.ts';
import { participantCopy } from '../../src/core/participant-copy.ts';
import { reportRoutes } from '../../src/modules/reports/report-routes.test-helper.ts';
import {
  askPermission,
  consentScenario,
} from '../../src/modules/reuse-permissions/reuse-permissions.test-helper.ts';
import type { TestApp } from '../helpers/app.ts';
import { bearer, createKey, createTenant, type TestKey } from '../helpers/factories.ts';
import { createRequestViaApi, lifecycle } from '../helpers/participants.ts';
import { appInBrowser, runsBrowserTests } from './chromium.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const { buttons, controls, problems } = participantCopy();

let t: TestApp;
let browser: Browser;
let key: TestKey;
let base: string;
const { sharedReport, tenantUrl, post } = reportRoutes(() => t);

/** axe-core's WCAG 2 A/AA rules on the page: the serious and critical violations. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const axe = (
      globalThis as unknown as { axe: { run(o: unknown): Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } }))
      .violations;
  })) as { id: string; impact: string; nodes: { target: string[] }[] }[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function testLinks(requestId: string): Promise<{ purpose: string; url: string }[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/api/test-helpers/reference-requests/${requestId}/links`,
    headers: bearer(key.plaintext),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/**
 * Holds the page's next chat turn until `release()` (a slow network, a slow reply), so the
 * test can act while it is under way.
 */
async function holdNextTurn(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith('/messages'),
    async (route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return { release: () => release() };
}

/** The participant pages as candidates and referees use them. */
describe.runIf(runsBrowserTests())('participant pages in a browser', () => {
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ t, base, browser, close } = await appInBrowser());
    const tenant = await createTenant(t, 'Acme Robotics');
    key = await createKey(t, tenant, { environment: 'test' });
  });
  afterAll(() => close());

  it('a referee reviews the answers, changes one rating, then submits', async () => {
    const request = await createRequestViaApi(t, key, {
      launchMode: 'manual_references',
      roleTitle: 'Analytical Engineer',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      contacts: [
        {
          firstName: 'Charles',
          lastName: 'Babbage',
          email: 'charles@example.com',
          phone: '+14155550123',
        },
      ],
    });
    await lifecycle(t, key, request.id, 'grant_candidate_consent');
    await lifecycle(t, key, request.id, 'queue_outreach');
    const [link] = await testLinks(request.id);

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(link!.url);
    // Before the first question: who will read the answers.
    await page.getByText(/Who reads your answers: the recruiting team at Acme Robotics/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const say = async (text: string) => {
      await page.getByRole('textbox', { name: 'Your message' }).fill(text);
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByText(text).waitFor();
      await page.locator('button:has-text("Send"):enabled').waitFor();
    };
    await say('I managed Ada for two years on the engine project.');
    await say('Rigorous and inventive.');
    await say('She could delegate more.');
    await say('leadership 3, communication 4, teamwork 5');
    await page.getByRole('button', { name: buttons.reviewReference }).click();

    const review = page.getByRole('form').or(page.locator('form.review'));
    await page.getByRole('heading', { name: 'Review your reference' }).waitFor();
    const ratingLabels = await page.locator('.rating-row > span').allTextContents();
    expect(ratingLabels).toEqual([
      'Communication',
      'Technical skill',
      'Teamwork',
      'Reliability',
      'Problem solving',
      'Leadership',
    ]);
    expect(await page.getByLabel('Communication').inputValue()).toBe('4');
    expect(await page.getByLabel('Strengths').inputValue()).toBe('Rigorous and inventive.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'referee-review-390.png'),
      fullPage: true,
    });
    await page.getByLabel('Communication').selectOption('5');
    await review.getByRole('button', { name: buttons.submitReference }).click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();

    const responses = await t.app.inject({
      method: 'GET',
      url: `/v1/api/reference-requests/${request.id}`,
      headers: bearer(key.plaintext),
    });
    expect(responses.json().contacts[0].status).toBe('completed');
    const stored = await t.database.db.query.referenceResponses.findFirst();
    expect(stored?.answers).toMatchObject({
      ratings: { communication: 5, teamwork: 5, leadership: 3 },
      strengths: 'Rigorous and inventive.',
      improvements: 'She could delegate more.',
    });
    await page.close();
  }, 90_000);

  it('a referee page open in two tabs shows the other tab’s turns when it comes back into view', async () => {
    const request = await createRequestViaApi(t, key, {
      launchMode: 'manual_references',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.tabs@example.com' },
      contacts: [
        { firstName: 'Tab', lastName: 'Two', email: 'tab@example.com', phone: '+14155550125' },
      ],
    });
    await lifecycle(t, key, request.id, 'grant_candidate_consent');
    await lifecycle(t, key, request.id, 'queue_outreach');
    const [link] = await testLinks(request.id);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [first, second] = [await context.newPage(), await context.newPage()];
    for (const page of [first, second]) {
      await page.goto(link!.url);
      await page.getByRole('textbox', { name: 'Your message' }).waitFor();
    }
    await first.bringToFront();
    await first.getByRole('textbox', { name: 'Your message' }).fill('I managed Ada for 2 years');
    await first.getByRole('button', { name: 'Send' }).click();
    await first.getByText(/main strengths/).waitFor();
    // The second tab comes back into view: it shows the first tab's turn and the open question.
    await second.bringToFront();
    await second.evaluate(() => window.dispatchEvent(new Event('focus')));
    const log = second.getByRole('log');
    await log.getByText('I managed Ada for 2 years').waitFor();
    await log.getByText(/main strengths/).waitFor();
    await second.screenshot({ path: path.join(SCREENSHOTS, 'referee-two-tabs-1280.png') });
    await context.close();
  }, 90_000);

  it('a candidate adds three referees (two in the list, one by chat), removes one and submits', async () => {
    const request = await createRequestViaApi(t, key, {
      launchMode: 'candidate_intake',
      candidate: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
    });
    const [link] = await testLinks(request.id);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(link!.url);
    await page
      .getByText(/Who reads your referees' answers: the recruiting team at Acme Robotics/)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const list = page.getByRole('region', { name: 'Your referees' });
    const fillReferee = async (fields: Record<string, string>) => {
      await list.getByRole('button', { name: 'Add a referee' }).click();
      for (const [label, value] of Object.entries(fields)) await list.getByLabel(label).fill(value);
    };
    const saveReferee = async (name: string) => {
      await list.getByRole('button', { name: 'Save referee' }).click();
      await list.getByText(name, { exact: true }).waitFor();
      await page.locator('form.composer button:enabled').waitFor();
    };
    const jane = {
      Name: 'Jane Doe',
      'E-mail': 'jane@acme.com',
      Phone: '415 555 0100',
      'How you know them': 'Manager',
    };
    // The consent is the chat's yes/no control (the state's `ask`). Its reply is held while
    // the candidate starts typing a referee: the list it redraws keeps what they typed.
    const consentReply = await holdNextTurn(page);
    await page.getByRole('button', { name: controls.consentYes }).click();
    await fillReferee(jane);
    consentReply.release();
    await page
      .getByText(/Thank you for your consent/)
      .first()
      .waitFor();
    await page.locator('form.composer button:enabled').waitFor();
    expect(await list.getByLabel('Name').inputValue()).toBe('Jane Doe');
    // The form's referee is a typed answer sent through the chat (`referee`).
    await saveReferee(jane.Name);
    const addReferee = async (fields: Record<string, string>) => {
      await fillReferee(fields);
      await saveReferee(fields.Name!);
    };
    await addReferee({
      Name: 'Bob Stone',
      'E-mail': 'bob@stone.dev',
      'How you know them': 'Peer',
    });
    // The chat fills the same list.
    await page
      .getByRole('textbox', { name: 'Your message' })
      .fill('Cara Diaz, a client, cara@diaz.io');
    await page.getByRole('button', { name: 'Send' }).click();
    await list.getByText('Cara Diaz', { exact: true }).waitFor();
    // What the chat read is shown back as a card; nothing can be submitted before its yes.
    await page.getByText('Is this right? Cara Diaz (client, cara@diaz.io)').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'intake-card-1280.png'), fullPage: true });
    await page.getByRole('button', { name: controls.confirmYes }).click();
    await page.getByText(/Thanks, Cara Diaz is on your list/).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'intake-list-1280.png'), fullPage: true });

    await list.getByRole('button', { name: 'Remove Bob Stone' }).click();
    await list.getByText('Bob Stone', { exact: true }).waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'intake-list-390.png'), fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await list.getByRole('button', { name: buttons.submitReferees }).click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();

    const after = await t.app.inject({
      method: 'GET',
      url: `/v1/api/reference-requests/${request.id}`,
      headers: bearer(key.plaintext),
    });
    expect(
      after.json().contacts.map((c: { email: string; phone: string | null }) => [c.email, c.phone]),
    ).toEqual([
      ['jane@acme.com', '+14155550100'],
      ['cara@diaz.io', null],
    ]);
    await page.close();
  }, 90_000);

  it('a referee saved while the consent reply still streams waits for it, then is added', async () => {
    const request = await createRequestViaApi(t, key, {
      launchMode: 'candidate_intake',
      candidate: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
    });
    const [link] = await testLinks(request.id);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(link!.url);
    const list = page.getByRole('region', { name: 'Your referees' });
    await list.getByRole('button', { name: 'Add a referee' }).waitFor();
    const consentReply = await holdNextTurn(page);
    await page.getByRole('button', { name: controls.consentYes }).click();
    await list.getByRole('button', { name: 'Add a referee' }).click();
    await list.getByLabel('Name').fill('Jane Doe');
    await list.getByLabel('E-mail').fill('jane@acme.com');
    await list.getByLabel('How you know them').fill('Manager');
    // Saved before the consent's reply has come: sent after it, not beside it.
    await list.getByRole('button', { name: 'Save referee' }).click();
    consentReply.release();
    await list.getByText('Jane Doe', { exact: true }).waitFor();
    await page.locator('form.composer button:enabled').waitFor();
    // The transcript in the order the server keeps it: the consent's reply, then the referee.
    await page.reload();
    await list.getByText('Jane Doe', { exact: true }).waitFor();
    const bubbles = await page.getByRole('log').locator('.bubble').allTextContents();
    expect(bubbles.filter((text) => text.startsWith('Please add Jane Doe'))).toHaveLength(1);
    const consentAt = bubbles.findIndex((text) => /Thank you for your consent/.test(text));
    const janeAt = bubbles.findIndex((text) => text.startsWith('Please add Jane Doe'));
    expect(consentAt).toBeGreaterThan(-1);
    expect(janeAt).toBeGreaterThan(consentAt);
    expect(bubbles.join('\n')).not.toMatch(/in progress/);
    expect(await list.getByText('Jane Doe', { exact: true }).count()).toBe(1);
    await page.close();
  }, 60_000);

  it('a candidate asked for consent sees the referees the recruiter named, before consenting', async () => {
    const request = await createRequestViaApi(t, key, {
      launchMode: 'manual_references',
      candidate: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
      contacts: [
        { firstName: 'Kay', lastName: 'Mc', email: 'kay@acme.com', phone: '+14155550123' },
        {
          firstName: 'Lin',
          lastName: 'Wu',
          email: 'lin@acme.com',
          phone: '+14155550124',
          relationship: 'manager',
        },
      ],
    });
    await lifecycle(t, key, request.id, 'request_candidate_consent');
    const [link] = await testLinks(request.id);
    for (const width of [1280, 390]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(link!.url);
      const list = page.getByRole('region', { name: 'Your referees' });
      await list.getByText('Kay Mc', { exact: true }).waitFor();
      await list.getByText('Lin Wu', { exact: true }).waitFor();
      expect(await list.getByText(/Nobody yet/).count()).toBe(0);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `consent-recruiter-referees-${width}.png`),
        fullPage: true,
      });
      await page.close();
    }
  }, 90_000);

  it('a candidate completes the referee the recruiter named without an e-mail', async () => {
    const request = await createRequestViaApi(t, key, {
      launchMode: 'candidate_intake',
      candidate: { firstName: 'Mary', lastName: 'Jackson', email: 'mary@example.com' },
      contacts: [{ firstName: 'Jane', lastName: 'Doe' }],
    });
    const [jane] = (request as unknown as { contacts: { id: string }[] }).contacts;
    const [link] = await testLinks(request.id);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(link!.url);
    // The consent (the chat's control) is a turn, and the list is drawn again from its
    // state: edit only after that, or the form opened meanwhile is replaced.
    await page.getByRole('button', { name: controls.consentYes }).click();
    await page
      .getByText(/Thank you for your consent/)
      .first()
      .waitFor();
    const list = page.getByRole('region', { name: 'Your referees' });
    await list.getByText('Jane Doe', { exact: true }).waitFor();
    await list.getByRole('button', { name: 'Edit Jane Doe' }).click();
    await list.getByLabel('E-mail').fill('jane.doe@acme.com');
    await list.getByLabel('How you know them').fill('Manager');
    await list.getByRole('button', { name: 'Save referee' }).click();
    await list.getByText(/jane\.doe@acme\.com/).waitFor();
    // The page kept which of the recruiter's referees this is.
    const token = new URL(link!.url).pathname.split('/').pop();
    const session = (await t.app.inject({ url: `/v1/public/intake/${token}` })).json();
    expect(session.state.contacts).toMatchObject([
      { contactId: jane!.id, email: 'jane.doe@acme.com' },
    ]);
    await list.getByRole('button', { name: buttons.submitReferees }).click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    const after = await t.app.inject({
      method: 'GET',
      url: `/v1/api/reference-requests/${request.id}`,
      headers: bearer(key.plaintext),
    });
    expect(after.json().contacts).toMatchObject([
      {
        id: jane!.id,
        firstName: 'Jane',
        email: 'jane.doe@acme.com',
        relationship: 'Manager',
      },
    ]);
    await page.close();
  }, 90_000);

  it('the candidate allows reuse on the permission page, then withdraws it on the withdrawal page', async () => {
    const s = await consentScenario(t, createTenant);
    const asked = await askPermission(t, s.tenant, {
      candidateId: s.candidate.candidateId,
      targetReferenceRequestId: s.target.requestId,
      scopes: ['reference_collection'],
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(asked.json().permissionUrl);
    await page.getByRole('button', { name: 'Allow', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'permission-390.png'), fullPage: true });
    await page.getByRole('button', { name: 'Allow', exact: true }).click();
    await page.getByRole('heading', { name: 'Permission granted' }).waitFor();
    await t.app.worker.drain();

    const confirmation = t.mailer.to(s.candidate.email).find((m) => m.text.includes('/withdraw/'));
    const withdrawUrl = /(http\S+\/withdraw\/[A-Za-z0-9_-]{43})/.exec(confirmation!.text)![1]!;
    expect(withdrawUrl.startsWith(base)).toBe(true);
    await page.goto(withdrawUrl);
    await page.getByRole('button', { name: 'Withdraw permission' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'withdraw-390.png'), fullPage: true });
    await page.getByRole('button', { name: 'Withdraw permission' }).click();
    await page.getByRole('heading', { name: 'Permission withdrawn' }).waitFor();
    await page.close();
  }, 60_000);

  it('the shared report passes axe on a desktop and a phone', async () => {
    const tenant = await createTenant(t, 'Acme Robotics');
    const { token } = await sharedReport(tenant);
    for (const width of [1280, 390]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${base}/reports/${token}`);
      await page.getByRole('heading', { name: /Reference report/ }).waitFor();
      expect(await seriousViolations(page), `at ${width} px`).toEqual([]);
      await page.close();
    }
  }, 60_000);

  it('every participant page says why its link ended, and a truncated link is "not valid"', async () => {
    const tokenOf = async (requestId: string, purpose: string) => {
      const link = (await testLinks(requestId)).find((l) => l.purpose === purpose)!;
      return new URL(link.url).pathname.split('/')[2]!;
    };
    const intake = async () => {
      const request = await createRequestViaApi(t, key, {
        launchMode: 'candidate_intake',
        candidate: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
      });
      return { id: request.id, token: await tokenOf(request.id, 'intake') };
    };
    const referee = async () => {
      const request = await createRequestViaApi(t, key, {
        launchMode: 'manual_references',
        candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
        contacts: [
          {
            firstName: 'Charles',
            lastName: 'Babbage',
            email: 'charles@example.com',
            phone: '+14155550123',
          },
        ],
      });
      await lifecycle(t, key, request.id, 'grant_candidate_consent');
      await lifecycle(t, key, request.id, 'queue_outreach');
      return { id: request.id, token: await tokenOf(request.id, 'referee') };
    };
    const cancel = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/api/reference-requests/${id}/cancel`,
        headers: bearer(key.plaintext),
        payload: {},
      });
    const abandon = (kind: string, token: string) =>
      t.app.inject({ method: 'POST', url: `/v1/public/${kind}/${token}/abandon`, payload: {} });

    const cases: { url: string; reason: string }[] = [];
    const cancelledIntake = await intake();
    await cancel(cancelledIntake.id);
    cases.push({ url: `/intake/${cancelledIntake.token}`, reason: 'cancelled' });
    const usedIntake = await intake();
    await abandon('intake', usedIntake.token);
    cases.push({ url: `/intake/${usedIntake.token}`, reason: 'used' });
    const cancelledReferee = await referee();
    await cancel(cancelledReferee.id);
    cases.push({ url: `/referee/${cancelledReferee.token}`, reason: 'cancelled' });
    const usedReferee = await referee();
    await abandon('referee', usedReferee.token);
    cases.push({ url: `/referee/${usedReferee.token}`, reason: 'used' });
    const tenant = await createTenant(t, 'Acme Robotics');
    const revoked = await sharedReport(tenant);
    await post(tenantUrl(tenant, revoked.requestId, '/revoke'), bearer(tenant.session));
    cases.push({ url: `/reports/${revoked.token}`, reason: 'revoked' });
    for (const kind of ['intake', 'referee', 'reports', 'permissions', 'withdraw']) {
      cases.push({ url: `/${kind}/${'x'.repeat(43)}`, reason: 'invalid' });
      cases.push({ url: `/${kind}/`, reason: 'invalid' });
    }
    // Expired last: the clock moves for the whole app.
    const expiring = [await intake(), await referee()];
    const expiringReport = await sharedReport(tenant);
    t.clock.advance(400 * DAY_MS);
    cases.push(
      { url: `/intake/${expiring[0]!.token}`, reason: 'expired' },
      { url: `/referee/${expiring[1]!.token}`, reason: 'expired' },
      { url: `/reports/${expiringReport.token}`, reason: 'expired' },
    );

    for (const [i, { url, reason }] of cases.entries()) {
      const width = i % 2 === 0 ? 1280 : 390;
      const page = await browser.newPage({ viewport: { width, height: 700 } });
      await page.goto(`${base}${url}`);
      const words = problems.byReason[reason]!;
      await page
        .getByRole('heading', { name: words.title })
        .waitFor({ timeout: 10_000 })
        .catch(async (error) => {
          throw new Error(`${url}: ${await page.locator('#app').textContent()}`, { cause: error });
        });
      expect(await page.locator('.notice p').textContent(), url).toBe(words.text);
      expect(await page.locator('.notice').getAttribute('data-reason')).toBe(reason);
      if (reason !== 'used') expect(await page.content()).not.toContain('already been used');
      await page.screenshot({
        path: path.join(SCREENSHOTS, `dead-link-${url.split('/')[1]}-${reason}-${width}.png`),
      });
      await page.close();
    }
  }, 120_000);
});
