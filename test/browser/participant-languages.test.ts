import path from 'node:path';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fill, participantCopy } from '../../src/core/participant-copy.ts';
import {
  askPermission,
  consentScenario,
} from '../../src/modules/reuse-permissions/reuse-permissions.test-helper.ts';
import type { TestApp } from '../helpers/app.ts';
import { bearer, createKey, createTenant, type TestKey } from '../helpers/factories.ts';
import { createRequestViaApi, lifecycle } from '../helpers/participants.ts';
import { appInBrowser, runsBrowserTests } from './chromium.ts';

/**
 * Issue 41: participants through their whole flow in their own language, on
 * a phone (390 px): a Spanish referee answering the built-in questionnaire
 * with taps and words, reviewing and submitting; a German candidate giving
 * consent, adding a referee with the form and finishing. Every word looked
 * for on screen is the language's catalogue's; screenshots in screenshots/.
 */

// Out of git either way; SCREENSHOTS_DIR puts them elsewhere (/tmp) to look at.
const SCREENSHOTS = process.env.SCREENSHOTS_DIR ?? path.resolve(import.meta.dirname, 'screenshots');
/** A phone, and a desktop: each page is looked at at both. */
const WIDTHS = [390, 1280] as const;

let t: TestApp;
let browser: Browser;
let key: TestKey;

async function linkOf(requestId: string, purpose: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/api/test-helpers/reference-requests/${requestId}/links`,
    headers: bearer(key.plaintext),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { purpose: string; url: string }[]).find((l) => l.purpose === purpose)!
    .url;
}

/** No sideways scrolling, and no word wider than its box (long German words). */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wide = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    const cut = [...document.querySelectorAll<HTMLElement>('button, label, h1, h2, p, legend')]
      // A visually hidden legend (a control group's name for screen readers) is clipped on purpose.
      .filter((node) => !node.closest('.visually-hidden'))
      .filter((node) => node.scrollWidth > node.clientWidth + 1 && node.clientWidth > 0)
      .map((node) => `${node.tagName}: ${node.textContent?.slice(0, 40)}`);
    return wide > 0 ? [`page ${wide} px too wide`, ...cut] : cut;
  });
}

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: path.join(SCREENSHOTS, `${name}-${page.viewportSize()?.width}.png`),
    fullPage: true,
  });

describe.runIf(runsBrowserTests())('participants in their own language', () => {
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ t, browser, close } = await appInBrowser());
    key = await createKey(t, await createTenant(t, 'Acme Robotics'), { environment: 'test' });
  });
  afterAll(() => close());

  for (const WIDTH of WIDTHS) {
    it(`a Spanish referee answers the built-in questionnaire with taps and words (${WIDTH} px)`, async () => {
      const es = participantCopy('es');
      const request = await createRequestViaApi(t, key, {
        launchMode: 'manual_references',
        locale: 'es',
        roleTitle: 'Ingeniera de software',
        candidate: { firstName: 'Lucía', lastName: 'García', email: `lucia.${WIDTH}@example.com` },
        contacts: [
          {
            firstName: 'Carlos',
            lastName: 'Ruiz',
            email: `carlos.${WIDTH}@example.com`,
            phone: '+34612345678',
          },
        ],
      });
      await lifecycle(t, key, request.id, 'grant_candidate_consent');
      await lifecycle(t, key, request.id, 'queue_outreach');
      const page = await browser.newPage({ viewport: { width: WIDTH, height: 900 } });
      const link = await linkOf(request.id, 'referee');
      await page.goto(link);
      expect(await page.getAttribute('html', 'lang')).toBe('es');
      await page
        .getByRole('heading', {
          name: fill(es.chat.refereeTitle, { candidateName: 'Lucía García' }),
        })
        .waitFor();
      await shot(page, 'es-referee-opening');

      const controls = page.locator('.controls');
      const composer = page.getByRole('textbox', { name: es.chat.yourMessage });
      const say = async (text: string) => {
        await composer.fill(text);
        await page.getByRole('button', { name: es.buttons.send, exact: true }).click();
        await page.locator('.transcript .participant').getByText(text).last().waitFor();
        await page.locator('form.composer button:enabled').waitFor();
      };
      const words = ['Fui su jefe directo en Madrid', 'Muy resolutiva y trabaja bien en equipo'];
      const seen = new Set<string>();
      // Each question asked, as its control says: a rating tapped, a text said in words.
      for (let turn = 0; turn < 20; turn++) {
        const confirm = page.getByRole('button', { name: es.controls.confirmYes });
        if ((await confirm.count()) > 0) {
          await confirm.click();
          await page.locator('form.composer button:enabled').waitFor();
          continue;
        }
        if ((await controls.count()) === 0) break;
        const group = controls.first();
        const rating = group.getByRole('button', { name: fill(es.controls.ratingLabel, { n: 4 }) });
        const months = fill(es.controls.answerLabel, { prompt: es.builtinQuestions.monthsKnown });
        // Whatever is asked, the chat's box is the only text box (a text or a number has none of its own).
        expect(await page.getByRole('textbox').count()).toBe(1);
        expect(await page.getByRole('spinbutton').count()).toBe(0);
        if ((await rating.count()) > 0) {
          if (!seen.has('rating')) await shot(page, 'es-referee-rating');
          seen.add('rating');
          await rating.click();
        } else if ((await group.getAttribute('aria-label')) === months) {
          await shot(page, 'es-referee-number');
          // A bare figure is read in the question's unit and asked back with it, then kept.
          await say('24');
          await page.locator('.transcript .agent').getByText('he entendido 24 meses').waitFor();
          await shot(page, 'es-referee-number-confirm');
          await page.getByRole('button', { name: es.controls.confirmYes }).click();
          // Acknowledged in the unit it was stored in, not a bare "24".
          await page.locator('.transcript .agent').getByText('Anotado: 24 meses.').waitFor();
        } else if ((await group.getByRole('button', { name: es.controls.yes }).count()) > 0) {
          await shot(page, 'es-referee-yes-no');
          await group.getByRole('button', { name: es.controls.yes, exact: true }).click();
        } else {
          if (!seen.has('text')) await shot(page, 'es-referee-text');
          seen.add('text');
          await say(words.shift() ?? 'No, nada más');
        }
        await page.locator('form.composer button:enabled').waitFor();
      }
      await shot(page, 'es-referee-answered');
      expect(await overflow(page)).toEqual([]);

      await page.getByRole('button', { name: es.buttons.reviewReference }).click();
      await page.getByRole('heading', { name: es.review.title }).waitFor();
      await shot(page, 'es-referee-review');
      expect(await overflow(page)).toEqual([]);
      await page
        .locator('form.review')
        .getByRole('button', { name: es.buttons.submitReference })
        .click();
      await page.getByRole('heading', { name: es.chat.thankYou }).waitFor();
      await shot(page, 'es-referee-thanks');
      // The link, once used, says so in the request's language.
      await page.goto(link);
      await page.getByRole('heading', { name: es.problems.byReason.used!.title }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('es');
      await shot(page, 'es-referee-used');
      expect(await overflow(page)).toEqual([]);
      const stored = (await t.database.db.query.referenceResponses.findMany()).at(-1);
      expect(stored?.answers).toMatchObject({ ratings: { communication: 4 }, monthsKnown: 24 });
      await page.close();
    }, 180_000);

    it(`a Spanish referee answers a questionnaire of choices and a figure in years (${WIDTH} px)`, async () => {
      const es = participantCopy('es');
      // A tenant's questionnaire is asked in its own words (here Spanish); its hints and
      // controls follow the request's language.
      const created = await t.app.inject({
        method: 'POST',
        url: '/v1/api/questionnaires',
        headers: bearer(key.plaintext),
        payload: {
          name: `Cuestionario ${WIDTH}`,
          locale: 'es',
          questions: [
            {
              key: 'modo',
              kind: 'choice',
              prompt: '¿Cómo trabajaba mejor?',
              options: ['En equipo', 'Por su cuenta', 'Depende del proyecto'],
              required: true,
            },
            {
              key: 'herramientas',
              kind: 'choice',
              prompt: '¿Qué herramientas usaba a diario?',
              options: ['Jira', 'Figma', 'GitHub', 'Hojas de cálculo'],
              multiple: true,
              required: false,
            },
            {
              key: 'anios',
              kind: 'number',
              prompt: '¿Cuántos años trabajasteis juntos?',
              required: true,
              min: 0,
              max: 60,
            },
          ],
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const request = await createRequestViaApi(t, key, {
        launchMode: 'manual_references',
        questionnaireId: created.json().id,
        candidate: { firstName: 'Inés', lastName: 'Mora', email: `ines.${WIDTH}@example.com` },
        contacts: [
          {
            firstName: 'Pablo',
            lastName: 'Sanz',
            email: `pablo.${WIDTH}@example.com`,
            phone: '+34612345670',
          },
        ],
      });
      await lifecycle(t, key, request.id, 'grant_candidate_consent');
      await lifecycle(t, key, request.id, 'queue_outreach');
      const page = await browser.newPage({ viewport: { width: WIDTH, height: 900 } });
      await page.goto(await linkOf(request.id, 'referee'));
      expect(await page.getAttribute('html', 'lang')).toBe('es');
      const group = (prompt: string) =>
        page.getByRole('group', { name: fill(es.controls.answerLabel, { prompt }) });
      const mode = group('¿Cómo trabajaba mejor?');
      await mode.getByRole('button', { name: 'Depende del proyecto' }).waitFor();
      await shot(page, 'es-questionnaire-choice');
      expect(await overflow(page)).toEqual([]);
      await mode.getByRole('button', { name: 'Depende del proyecto' }).click();
      const tools = group('¿Qué herramientas usaba a diario?');
      await tools.getByRole('checkbox', { name: 'GitHub' }).check();
      await tools.getByRole('checkbox', { name: 'Hojas de cálculo' }).check();
      await shot(page, 'es-questionnaire-choices');
      expect(await overflow(page)).toEqual([]);
      await tools.getByRole('button', { name: es.controls.send }).click();
      await page
        .locator('.transcript .agent')
        .getByText('¿Cuántos años trabajasteis juntos?')
        .last()
        .waitFor();
      await page.locator('form.composer button:enabled').waitFor();
      // A figure typed in the chat, acknowledged in the years the prompt asks in.
      await page.getByRole('textbox', { name: es.chat.yourMessage }).fill('3');
      await page.getByRole('button', { name: es.buttons.send, exact: true }).click();
      await page.locator('.transcript .agent').getByText('Anotado: 3 años.').waitFor();
      await page.locator('form.composer button:enabled').waitFor();
      await shot(page, 'es-questionnaire-answered');
      expect(await overflow(page)).toEqual([]);
      await page.getByRole('button', { name: es.buttons.reviewReference }).click();
      await page.getByRole('heading', { name: es.review.title }).waitFor();
      await shot(page, 'es-questionnaire-review');
      expect(await overflow(page)).toEqual([]);
      await page.close();
    }, 120_000);

    it(`a Spanish candidate allows reuse, then withdraws it; the dates are Spanish (${WIDTH} px)`, async () => {
      const es = participantCopy('es');
      const s = await consentScenario(t, createTenant);
      // Without a targeted request the pages read the tenant's language.
      const settings = await t.app.inject({
        method: 'PATCH',
        url: `/v1/tenants/${s.tenant.tenantId}/settings`,
        headers: bearer(s.tenant.session),
        payload: { defaultLocale: 'es' },
      });
      expect(settings.statusCode, settings.body).toBe(200);
      const asked = await askPermission(t, s.tenant, {
        candidateId: s.candidate.candidateId,
        scopes: ['reference_collection'],
      });
      expect(asked.statusCode, asked.body).toBe(200);
      const page = await browser.newPage({ viewport: { width: WIDTH, height: 900 } });
      await page.goto(asked.json().permissionUrl);
      expect(await page.getAttribute('html', 'lang')).toBe('es');
      await page.getByRole('button', { name: es.buttons.allow, exact: true }).waitFor();
      // "Esta solicitud caduca el 12 de diciembre de 2026": a date as Spanish writes it.
      await page.getByText(/caduca el \d{1,2} de [a-z]+ de \d{4}/).waitFor();
      await shot(page, 'es-permission');
      expect(await overflow(page)).toEqual([]);
      await page.getByRole('button', { name: es.buttons.allow, exact: true }).click();
      await page.getByRole('heading', { name: es.permissionPage.grantedTitle }).waitFor();
      await t.app.worker.drain();
      const confirmation = t.mailer
        .to(s.candidate.email)
        .find((m) => m.text.includes('/withdraw/'));
      const withdrawUrl = /(http\S+\/withdraw\/[A-Za-z0-9_-]{43})/.exec(confirmation!.text)![1]!;
      await page.goto(withdrawUrl);
      await page.getByRole('button', { name: es.buttons.withdrawPermission }).waitFor();
      await page.getByText(/Desde el \d{1,2} de [a-z]+ de \d{4}/).waitFor();
      await shot(page, 'es-withdraw');
      expect(await overflow(page)).toEqual([]);
      await page.getByRole('button', { name: es.buttons.withdrawPermission }).click();
      await page.getByRole('heading', { name: es.withdrawPage.withdrawnTitle }).waitFor();
      await shot(page, 'es-withdrawn');
      await page.close();
    }, 120_000);

    it(`a German candidate consents, adds a referee with the form and finishes (${WIDTH} px)`, async () => {
      const de = participantCopy('de');
      const request = await createRequestViaApi(t, key, {
        launchMode: 'candidate_intake',
        locale: 'de',
        roleTitle: 'Qualitätssicherungsingenieurin',
        candidate: { firstName: 'Grete', lastName: 'Weber', email: `grete.${WIDTH}@example.com` },
      });
      const page = await browser.newPage({ viewport: { width: WIDTH, height: 900 } });
      const link = await linkOf(request.id, 'intake');
      await page.goto(link);
      expect(await page.getAttribute('html', 'lang')).toBe('de');
      const consent = page.getByRole('group', {
        name: fill(de.controls.answerLabel, { prompt: de.intakeAgent.ask.consent }),
      });
      await consent.getByRole('button', { name: de.controls.consentYes }).waitFor();
      await shot(page, 'de-intake-consent');
      expect(await overflow(page)).toEqual([]);
      await consent.getByRole('button', { name: de.controls.consentYes }).click();
      await page.getByText(de.intakeAgent.typed.consentYes).waitFor();
      await consent.waitFor({ state: 'detached' });

      const list = page.getByRole('region', { name: de.refereeList.title });
      await list.getByRole('button', { name: de.buttons.addReferee }).click();
      const form = list.getByRole('form', { name: de.controls.addRefereeTitle });
      await form.getByLabel(de.controls.name).fill('Hans-Jürgen Schmidt');
      await form.getByLabel(de.refereeList.email).fill('hans@example.de');
      await form.getByLabel(de.refereeList.phone).fill('+49 151 23456789');
      await form.getByLabel(de.refereeList.relationship).fill('Abteilungsleiter');
      await shot(page, 'de-intake-form');
      expect(await overflow(page)).toEqual([]);
      await form.getByRole('button', { name: de.buttons.saveReferee }).click();
      await list.getByText('Hans-Jürgen Schmidt', { exact: true }).waitFor();
      await page.locator('form.composer button:enabled').waitFor();
      // Stored as E.164, shown as people read it (phone.js, libphonenumber-js).
      const readable = parsePhoneNumberFromString('+4915123456789')!.formatInternational();
      expect(readable).toMatch(/^\+49 \d+ \d+$/);
      expect(await list.locator('li.referee .sub').textContent()).toBe(
        `Abteilungsleiter · hans@example.de · ${readable}`,
      );
      await shot(page, 'de-intake-list');
      expect(await overflow(page)).toEqual([]);

      // A referee named in words is shown back as a card, in German, and kept on its yes.
      await page
        .getByRole('textbox', { name: de.chat.yourMessage })
        .fill('Und meine Kollegin Eva Braun, eva.braun@example.de');
      await page.getByRole('button', { name: de.buttons.send, exact: true }).click();
      await page.getByText(/Stimmt das so\? Eva Braun \(.+, eva\.braun@example\.de\)$/).waitFor();
      await page.locator('form.composer button:enabled').waitFor();
      await shot(page, 'de-intake-card');
      expect(await overflow(page)).toEqual([]);
      await page.getByRole('button', { name: de.controls.confirmYes }).click();
      await page.getByText(de.intakeAgent.typed.confirmYes).waitFor();
      await page.getByText(/Danke, Eva Braun steht auf Ihrer Liste/).waitFor();
      await page.locator('form.composer button:enabled').waitFor();
      await list.getByRole('button', { name: de.buttons.submitReferees }).click();
      await page.getByRole('heading', { name: de.chat.thankYou }).waitFor();
      await shot(page, 'de-intake-thanks');
      await page.goto(link);
      await page.getByRole('heading', { name: de.problems.byReason.used!.title }).waitFor();
      await shot(page, 'de-intake-used');
      expect(await overflow(page)).toEqual([]);
      const after = await t.app.inject({
        method: 'GET',
        url: `/v1/api/reference-requests/${request.id}`,
        headers: bearer(key.plaintext),
      });
      expect(after.json().contacts).toMatchObject([
        { email: 'hans@example.de', phone: '+4915123456789' },
        { firstName: 'Eva', lastName: 'Braun', email: 'eva.braun@example.de' },
      ]);
      await page.close();
    }, 120_000);
  }
});
