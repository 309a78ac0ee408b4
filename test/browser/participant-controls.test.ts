import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participantCopy } from '../../src/core/participant-copy.ts';
import type { TestApp } from '../helpers/app.ts';
import { bearer, createKey, createTenant, type TestKey } from '../helpers/factories.ts';
import { createRequestViaApi, lifecycle } from '../helpers/participants.ts';
import { appInBrowser, runsBrowserTests } from './chromium.ts';

/**
 * Issue 40: the controls under the interviewer's message (CONTRACT "Typed
 * answers"), drawn from the state's `ask` and `confirm`: the candidate's
 * consent and referee form, and a referee answering every question kind by
 * taps alone, or by words alone.
 */

const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const { buttons, controls, intakeAgent } = participantCopy();

let t: TestApp;
let browser: Browser;
let key: TestKey;

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

async function linkOf(requestId: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/api/test-helpers/reference-requests/${requestId}/links`,
    headers: bearer(key.plaintext),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[0].url;
}

/** No sideways scrolling (a phone's 390 px). */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

const QUESTIONS = [
  { key: 'craft', kind: 'rating', prompt: 'How good is their craft?', required: true },
  { key: 'highlight', kind: 'text', prompt: 'A piece of work you remember?', required: true },
  { key: 'onCall', kind: 'yes_no', prompt: 'Were they on call?', required: true },
  {
    key: 'style',
    kind: 'choice',
    prompt: 'How do they work best?',
    options: ['Alone', 'In a team'],
    required: true,
  },
  {
    key: 'tools',
    kind: 'choice',
    prompt: 'Which tools did they use?',
    options: ['Go', 'Rust', 'SQL'],
    multiple: true,
    required: false,
  },
  {
    key: 'teamSize',
    kind: 'number',
    prompt: 'How big was the team?',
    min: 1,
    max: 50,
    required: false,
  },
  { key: 'mentor', kind: 'yes_no', prompt: 'Did they mentor others?', required: false },
];

describe.runIf(runsBrowserTests())('the controls on the participant pages', () => {
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ t, browser, close } = await appInBrowser());
    key = await createKey(t, await createTenant(t, 'Acme Robotics'), { environment: 'test' });
  });
  afterAll(() => close());

  for (const width of [1280, 390]) {
    it(`a candidate consents with the control and adds a referee with the form (${width} px)`, async () => {
      const request = await createRequestViaApi(t, key, {
        launchMode: 'candidate_intake',
        candidate: {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: `grace.controls.${width}@example.com`,
        },
      });
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(await linkOf(request.id));
      const consent = page.getByRole('group', { name: `Answer: ${intakeAgent.ask.consent}` });
      await consent.getByRole('button', { name: controls.consentYes }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `intake-consent-control-${width}.png`),
        fullPage: true,
      });
      // Keyboard reachable: the consent's "Yes" is a real button that Enter presses.
      await consent.getByRole('button', { name: controls.consentYes }).focus();
      await page.keyboard.press('Enter');
      await page.getByText(intakeAgent.typed.consentYes).waitFor();
      await page.getByText(intakeAgent.askReferees).waitFor();
      // The consent asked, the control is gone.
      await consent.waitFor({ state: 'detached' });

      const list = page.getByRole('region', { name: 'Your referees' });
      await list.getByRole('button', { name: buttons.addReferee }).click();
      const form = list.getByRole('form', { name: controls.addRefereeTitle });
      await form.getByLabel(controls.name).fill('Jane Doe');
      await form.getByLabel('E-mail').fill('jane@acme.com');
      await form.getByLabel('Phone').fill('415 555 0100');
      await form.getByLabel('How you know them').fill('Manager');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `intake-add-form-${width}.png`),
        fullPage: true,
      });
      await form.getByRole('button', { name: buttons.saveReferee }).click();
      // In the transcript in words, and on the list.
      await page.getByText('Please add Jane Doe (Manager, jane@acme.com, 415 555 0100).').waitFor();
      await list.getByText('Jane Doe', { exact: true }).waitFor();
      await page.getByText(/Would you like to add another referee/).waitFor();

      // A bad e-mail is refused by the server, named in the form, and nothing is added.
      await list.getByRole('button', { name: buttons.addReferee }).click();
      await form.getByLabel(controls.name).fill('Bob Stone');
      await form.getByLabel('E-mail').fill('bob@stone');
      await form.getByRole('button', { name: buttons.saveReferee }).click();
      await list.getByText(/email/).waitFor();
      expect(await list.getByText('Bob Stone', { exact: true }).count()).toBe(0);
      await form.getByRole('button', { name: buttons.cancel }).click();

      expect(await seriousViolations(page)).toEqual([]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `intake-referee-form-${width}.png`),
        fullPage: true,
      });
      await list.getByRole('button', { name: buttons.submitReferees }).click();
      await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
      const after = await t.app.inject({
        method: 'GET',
        url: `/v1/api/reference-requests/${request.id}`,
        headers: bearer(key.plaintext),
      });
      expect(after.json().contacts).toMatchObject([
        { email: 'jane@acme.com', phone: '+14155550100', relationship: 'Manager' },
      ]);
      await page.close();
    }, 90_000);
  }

  /** A candidate's intake page at 390 px in `locale`, consent given in words; `say` sends a message. */
  async function intakeAt390(locale: 'pt' | 'de' | 'es', email: string, yes: string) {
    const copy = participantCopy(locale);
    const request = await createRequestViaApi(t, key, {
      launchMode: 'candidate_intake',
      locale,
      candidate: { firstName: 'Maya', lastName: 'Chen', email },
    });
    const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
    await page.goto(await linkOf(request.id));
    const box = page.getByRole('textbox', { name: copy.chat.yourMessage });
    const say = async (text: string) => {
      await box.fill(text);
      await page.locator('form.composer button[type=submit]').click();
      await page.locator('form.composer button:enabled').first().waitFor();
    };
    await say(yes);
    await page.getByText(copy.intakeAgent.thanksForConsent).waitFor();
    return { page, say };
  }

  it('a candidate says where a double first name ends with one tap, in their language (390 px)', async () => {
    const pt = participantCopy('pt');
    const { page, say } = await intakeAt390('pt', 'maya.names@example.com', 'sim');
    await say('Ana Paula da Silva, ana.silva@acme.com.br, minha gestora');
    const prompt = 'Qual é o primeiro nome de Ana Paula da Silva?';
    const choice = page.getByRole('group', {
      name: `${pt.controls.answerLabel.replace('{prompt}', prompt)}`,
    });
    await choice.getByRole('button', { name: 'Ana Paula', exact: true }).waitFor();
    expect(await choice.getByRole('button').allTextContents()).toEqual(['Ana', 'Ana Paula']);
    // The referee form stays while the first name is asked.
    const list = page.locator('section.referees');
    expect(await list.getByRole('button', { name: pt.buttons.addReferee }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'intake-first-name-choice-390.png'),
      fullPage: true,
    });
    await choice.getByRole('button', { name: 'Ana Paula', exact: true }).click();
    await page.getByText('O primeiro nome é Ana Paula.').waitFor();
    await choice.waitFor({ state: 'detached' });
    const session = await t.app.inject({
      url: `/v1/public/intake/${new URL(page.url()).pathname.split('/').at(-1)}`,
    });
    expect(session.json().state.contacts).toMatchObject([
      { firstName: 'Ana Paula', lastName: 'da Silva', email: 'ana.silva@acme.com.br' },
    ]);
    await page.close();
  }, 90_000);

  it('a candidate who taps no on a card whose name was split the wrong way round says the name is wrong and fixes it with one more tap (390 px, German)', async () => {
    const de = participantCopy('de');
    const { page, say } = await intakeAt390('de', 'maya.again@example.com', 'ja');
    // Hungarian order, surname first: the reading takes "Horváth" for the first name.
    await say('Horváth Péter, peter.horvath@example.hu, mein Chef');
    await page.getByRole('button', { name: de.controls.confirmNo, exact: true }).click();
    // What is wrong on the card: the name.
    const wrong = page.getByRole('group', {
      name: de.controls.answerLabel.replace(
        '{prompt}',
        de.intakeAgent.ask.wrongDetail.replace('{name}', 'Horváth Péter'),
      ),
    });
    await wrong
      .getByRole('button', { name: de.intakeAgent.wrongDetails.name, exact: true })
      .waitFor();
    expect(await wrong.getByRole('button').allTextContents()).toEqual([
      de.intakeAgent.wrongDetails.name,
      de.intakeAgent.wrongDetails.email,
      de.intakeAgent.wrongDetails.relationship,
      de.intakeAgent.wrongDetails.remove,
    ]);
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'intake-what-is-wrong-390.png'),
      fullPage: true,
    });
    await wrong
      .getByRole('button', { name: de.intakeAgent.wrongDetails.name, exact: true })
      .click();
    const prompt = 'Was ist der Vorname von Horváth Péter?';
    const choice = page.getByRole('group', {
      name: de.controls.answerLabel.replace('{prompt}', prompt),
    });
    await choice.getByRole('button', { name: 'Péter', exact: true }).waitFor();
    expect(await choice.getByRole('button').allTextContents()).toEqual(['Horváth', 'Péter']);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'intake-name-asked-again-390.png'),
      fullPage: true,
    });
    await choice.getByRole('button', { name: 'Péter', exact: true }).click();
    await page.getByText('Stimmt das so? Péter Horváth', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: de.controls.confirmYes, exact: true }).click();
    await page.getByText(de.intakeAgent.cardKept.replace('{name}', 'Péter Horváth')).waitFor();
    const session = await t.app.inject({
      url: `/v1/public/intake/${new URL(page.url()).pathname.split('/').at(-1)}`,
    });
    expect(session.json().state.contacts).toMatchObject([
      { firstName: 'Péter', lastName: 'Horváth', email: 'peter.horvath@example.hu' },
    ]);
    await page.close();
  }, 90_000);

  it('a candidate says how they know a referee with one tap, in their language (390 px, Spanish)', async () => {
    const es = participantCopy('es');
    const { page, say } = await intakeAt390('es', 'maya.relationship@example.com', 'sí');
    await say('Lucía Gómez, lucia.gomez@acme.es');
    await page.getByRole('button', { name: es.controls.confirmYes, exact: true }).click();
    const prompt = '¿De qué conoces a Lucía Gómez?';
    const choice = page.getByRole('group', {
      name: es.controls.answerLabel.replace('{prompt}', prompt),
    });
    await choice.getByRole('button', { name: 'colega', exact: true }).waitFor();
    expect(await choice.getByRole('button').allTextContents()).toEqual(
      Object.values(es.relationships),
    );
    // The referee form stays while the relationship is asked.
    const list = page.locator('section.referees');
    expect(await list.getByRole('button', { name: es.buttons.addReferee }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'intake-relationship-choice-390.png'),
      fullPage: true,
    });
    await choice.getByRole('button', { name: 'colega', exact: true }).click();
    await choice.waitFor({ state: 'detached' });
    const session = await t.app.inject({
      url: `/v1/public/intake/${new URL(page.url()).pathname.split('/').at(-1)}`,
    });
    expect(session.json().state.contacts).toMatchObject([
      {
        firstName: 'Lucía',
        lastName: 'Gómez',
        email: 'lucia.gomez@acme.es',
        relationship: 'colleague',
      },
    ]);
    expect(session.json().state.missing).toEqual([]);
    await page.close();
  }, 90_000);

  async function refereePage(
    width: number,
    name: string,
    questions: unknown[] = QUESTIONS,
  ): Promise<{ page: Page; id: string }> {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/api/questionnaires',
      headers: bearer(key.plaintext),
      payload: { name: `Every kind ${name} ${width}`, questions },
    });
    expect(created.statusCode, created.body).toBe(200);
    const request = await createRequestViaApi(t, key, {
      launchMode: 'manual_references',
      candidate: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: `ada.${name}.${width}@example.com`,
      },
      contacts: [
        {
          firstName: 'Charles',
          lastName: 'Babbage',
          email: `charles.${name}.${width}@example.com`,
          phone: '+14155550123',
        },
      ],
      questionnaireId: created.json().id,
    });
    await lifecycle(t, key, request.id, 'grant_candidate_consent');
    await lifecycle(t, key, request.id, 'queue_outreach');
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(await linkOf(request.id));
    return { page, id: request.id };
  }

  /** The group of the question now asked. */
  const asked = (page: Page, prompt: string) =>
    page.getByRole('group', { name: `Answer: ${prompt}` });

  /** The stored answers once the referee submitted the review unchanged. */
  async function submitAndRead(page: Page): Promise<Record<string, unknown>> {
    await page.getByRole('button', { name: buttons.reviewReference }).click();
    await page.getByRole('heading', { name: 'Review your reference' }).waitFor();
    await page
      .locator('form.review')
      .getByRole('button', { name: buttons.submitReference })
      .click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    const stored = await t.database.db.query.referenceResponses.findMany();
    return (stored.at(-1)?.answers ?? {}) as Record<string, unknown>;
  }

  for (const width of [1280, 390]) {
    it(`a referee answers a question of every kind with taps, and words in the chat's box (${width} px)`, async () => {
      const { page } = await refereePage(width, 'taps');
      const craft = asked(page, 'How good is their craft?');
      await craft.getByRole('button', { name: '4 out of 5' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `referee-controls-rating-${width}.png`),
        fullPage: true,
      });
      await craft.getByRole('button', { name: '4 out of 5' }).click();
      // A text question has no box of its own: its words go in the chat's one box (issue 41).
      await page
        .locator('.transcript .agent')
        .getByText('A piece of work you remember?')
        .last()
        .waitFor();
      expect(await page.getByRole('textbox').count()).toBe(1);
      await page.getByRole('textbox', { name: 'Your message' }).fill('The release tool.');
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.locator('form.composer button:enabled').waitFor();
      if ((await page.getByRole('button', { name: controls.confirmYes }).count()) > 0)
        await page.getByRole('button', { name: controls.confirmYes }).click();
      await asked(page, 'Were they on call?').getByRole('button', { name: controls.yes }).click();
      await asked(page, 'How do they work best?')
        .getByRole('button', { name: 'In a team' })
        .click();
      const tools = asked(page, 'Which tools did they use?');
      await tools.getByRole('checkbox', { name: 'Go' }).check();
      await tools.getByRole('checkbox', { name: 'SQL' }).check();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `referee-controls-choices-${width}.png`),
        fullPage: true,
      });
      await tools.getByRole('button', { name: controls.send }).click();
      // A number, like a text, is typed in the chat's one box.
      await page.locator('.transcript .agent').getByText('How big was the team?').last().waitFor();
      expect(await page.getByRole('textbox').count()).toBe(1);
      expect(await page.getByRole('spinbutton').count()).toBe(0);
      await page.getByRole('textbox', { name: 'Your message' }).fill('6');
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.locator('form.composer button:enabled').waitFor();
      if ((await page.getByRole('button', { name: controls.confirmYes }).count()) > 0)
        await page.getByRole('button', { name: controls.confirmYes }).click();
      await asked(page, 'Did they mentor others?')
        .getByRole('button', { name: controls.skip })
        .click();
      // Every tap is in the transcript in words.
      const transcript = page.locator('.transcript');
      for (const words of ['4', 'The release tool.', 'In a team', 'Go, SQL', '6', 'Skip'])
        await transcript.getByText(words, { exact: true }).first().waitFor();
      expect(await submitAndRead(page)).toEqual({
        craft: 4,
        highlight: 'The release tool.',
        onCall: true,
        style: 'In a team',
        tools: ['Go', 'SQL'],
        teamSize: 6,
      });
      await page.close();
    }, 120_000);

    it(`a referee answers the same questionnaire with words only (${width} px)`, async () => {
      const { page } = await refereePage(width, 'words');
      const send = page.getByRole('button', { name: 'Send', exact: true });
      const say = async (text: string) => {
        await page.getByRole('textbox', { name: 'Your message' }).fill(text);
        await send.click();
        await page.locator('.transcript .participant').getByText(text).last().waitFor();
        await page.locator('form.composer button:enabled').waitFor();
      };
      /** An answer in words; a reading the interviewer asks to confirm is confirmed in words too. */
      const answer = async (text: string) => {
        await say(text);
        if ((await page.getByRole('button', { name: controls.confirmYes }).count()) > 0) {
          await say('yes');
        }
      };
      await asked(page, 'How good is their craft?').waitFor();
      await answer('a solid four');
      await answer('The release tool.');
      await answer('yes');
      await answer('in a team mostly');
      await answer('go and sql');
      await answer('six people');
      await answer('skip');
      await page.screenshot({
        path: path.join(SCREENSHOTS, `referee-controls-words-${width}.png`),
        fullPage: true,
      });
      expect(await submitAndRead(page)).toEqual({
        craft: 4,
        highlight: 'The release tool.',
        onCall: true,
        style: 'In a team',
        tools: ['Go', 'SQL'],
        teamSize: 6,
      });
      await page.close();
    }, 120_000);
  }

  it('a referee confirms a reading with "Yes, that’s right" (390 px)', async () => {
    const { page } = await refereePage(390, 'confirm', [QUESTIONS[3], QUESTIONS[0]]);
    await page.getByRole('textbox', { name: 'Your message' }).fill('in a team mostly');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const yes = page.getByRole('button', { name: controls.confirmYes });
    await yes.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'referee-controls-confirm-390.png'),
      fullPage: true,
    });
    await yes.click();
    // Confirmed, the next question's control replaces the confirmation's.
    await asked(page, 'How good is their craft?').waitFor();
    expect(await yes.count()).toBe(0);
    await asked(page, 'How good is their craft?')
      .getByRole('button', { name: '5 out of 5' })
      .click();
    expect(await submitAndRead(page)).toEqual({ style: 'In a team', craft: 5 });
    await page.close();
  }, 90_000);
});
