import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participantCopy } from '../../src/core/participant-copy.ts';
import type { TestApp } from '../helpers/app.ts';
import { bearer, createKey, createTenant, type TestKey } from '../helpers/factories.ts';
import { createRequestViaApi, lifecycle } from '../helpers/participants.ts';
import { appInBrowser, runsBrowserTests } from './chromium.ts';

/**
 * Issue 30, item 2: a referee in test mode on a tenant's questionnaire with
 * each kind, through the chat and the review step, which lists every
 * question with its kind's input, prefilled, and sends `{ answers }`.
 */

const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');
const { buttons, controls } = participantCopy();

let t: TestApp;
let browser: Browser;

/** The review step's functions on the referee page (window.RefcheckQuestionnaireReview). */
interface ReviewStep {
  fields(questions: unknown[], answers: Record<string, unknown>): HTMLElement[];
  read(form: HTMLFormElement, questions: unknown[]): Record<string, unknown>;
}
let key: TestKey;

const QUESTIONS = [
  {
    key: 'craft',
    kind: 'rating',
    prompt: 'How good is their craft?',
    label: 'Craft',
    required: true,
  },
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
];

describe.runIf(runsBrowserTests())('a referee on a tenant questionnaire', () => {
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ t, browser, close } = await appInBrowser());
    key = await createKey(t, await createTenant(t, 'Acme Robotics'), { environment: 'test' });
  });
  afterAll(() => close());

  async function refereeUrl(width: number, locale?: string): Promise<string> {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/api/questionnaires',
      headers: bearer(key.plaintext),
      payload: { name: `Platform ${width}${locale ?? ''}`, questions: QUESTIONS },
    });
    expect(created.statusCode, created.body).toBe(200);
    const request = await createRequestViaApi(t, key, {
      launchMode: 'manual_references',
      roleTitle: 'Platform Engineer',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email: `ada.${width}@example.com` },
      contacts: [
        {
          firstName: 'Charles',
          lastName: 'Babbage',
          email: `charles.${width}@example.com`,
          phone: '+14155550123',
        },
      ],
      questionnaireId: created.json().id,
      ...(locale ? { locale } : {}),
    });
    await lifecycle(t, key, request.id, 'grant_candidate_consent');
    await lifecycle(t, key, request.id, 'queue_outreach');
    const links = await t.app.inject({
      method: 'GET',
      url: `/v1/api/test-helpers/reference-requests/${request.id}/links`,
      headers: bearer(key.plaintext),
    });
    return links.json().data[0].url;
  }

  it('reads a decimal typed in the review step as the page’s language writes it (issue 41)', async () => {
    const page = await browser.newPage();
    await page.goto(await refereeUrl(1, 'de'));
    await page.waitForFunction(() => 'RefcheckQuestionnaireReview' in window);
    const read = await page.evaluate((questions) => {
      // The review step's functions (src/web/assets/questionnaire-review.js), as the page has them.
      const review = (window as unknown as { RefcheckQuestionnaireReview: ReviewStep })
        .RefcheckQuestionnaireReview;
      const form = document.createElement('form');
      form.append(...review.fields(questions, { teamSize: 2.5 }));
      document.body.append(form);
      const input = form.querySelector<HTMLInputElement>('[data-question="5"] input')!;
      const prefilled = input.value;
      const typed: Record<string, unknown> = {};
      for (const text of ['3,75', '1.250', '1 250', '-2', '1,000', '2.5']) {
        input.value = text;
        typed[text] = review.read(form, questions).teamSize;
      }
      return { prefilled, inputMode: input.inputMode, typed };
    }, QUESTIONS);
    expect(read).toEqual({
      prefilled: '2,5',
      inputMode: 'decimal',
      // A figure that reads two ways on a German page is sent as typed: the server refuses it.
      typed: {
        '3,75': 3.75,
        '1.250': 1250,
        '1 250': 1250,
        '-2': -2,
        '1,000': '1,000',
        '2.5': '2.5',
      },
    });
    await page.close();
  });

  for (const width of [1280, 390]) {
    it(`chats each kind, then reviews and submits every question (${width} px)`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(await refereeUrl(width));
      await page
        .getByText(/How good is their craft\?/)
        .first()
        .waitFor();
      const send = async (text: string) => {
        await page.getByRole('textbox', { name: 'Your message' }).fill(text);
        await page.getByRole('button', { name: 'Send', exact: true }).click();
        await page.locator('.transcript .participant').getByText(text).last().waitFor();
        await page.locator('form.composer button:enabled').waitFor();
      };
      // A reading the interviewer is unsure of ("in a team mostly") is confirmed, in words.
      const say = async (text: string, next: RegExp) => {
        await send(text);
        if ((await page.getByRole('button', { name: controls.confirmYes }).count()) > 0)
          await send('yes');
        await page.getByText(next).last().waitFor();
      };
      await say('a solid four', /A piece of work you remember\?/);
      await say('She automated our releases.', /Were they on call\?/);
      await say('yes', /How do they work best\?/);
      await say('in a team mostly', /Which tools did they use\?/);
      await say('go and sql', /How big was the team\?/);
      await say('skip', /That is everything I needed/);
      const transcript = await page.locator('.transcript').textContent();
      expect(transcript).not.toMatch(/teamSize|onCall|highlight/);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `questionnaire-chat-${width}.png`),
        fullPage: true,
      });

      await page.getByRole('button', { name: buttons.reviewReference }).click();
      await page.getByRole('heading', { name: 'Review your reference' }).waitFor();
      const legends = await page.locator('form.review legend').allTextContents();
      expect(legends).toEqual([
        'How good is their craft?',
        'A piece of work you remember?',
        'Were they on call?',
        'How do they work best?',
        'Which tools did they use? (optional)',
        'How big was the team? (optional)',
      ]);
      expect(await page.getByLabel('How good is their craft?').inputValue()).toBe('4');
      expect(await page.getByLabel('A piece of work you remember?').inputValue()).toBe(
        'She automated our releases.',
      );
      expect(await page.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: 'In a team' }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Go' }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Rust' }).isChecked()).toBe(false);
      expect(await page.getByLabel('How big was the team?').inputValue()).toBe('');
      await page.screenshot({
        path: path.join(SCREENSHOTS, `questionnaire-review-${width}.png`),
        fullPage: true,
      });

      await page.getByLabel('How good is their craft?').selectOption('5');
      await page.getByRole('checkbox', { name: 'Rust' }).check();
      await page.getByLabel('How big was the team?').fill('8');
      const completed = page.waitForResponse((r) => r.url().endsWith('/complete'));
      await page.getByRole('button', { name: buttons.submitReference }).click();
      await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
      const stored = await (await completed).json();
      expect(stored.answers).toEqual({
        craft: 5,
        highlight: 'She automated our releases.',
        onCall: true,
        style: 'In a team',
        tools: ['Go', 'Rust', 'SQL'],
        teamSize: 8,
      });
      await page.close();
    });
  }
});
