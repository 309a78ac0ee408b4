import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consentRequestMessage,
  type EmailContext,
  intakeInvitationMessage,
  refereeInvitationMessage,
  reminderMessage,
} from '../../src/modules/outreach/outreach.templates.ts';
import {
  permissionGrantedMessage,
  permissionRequestMessage,
} from '../../src/modules/reuse-permissions/reuse-permissions.emails.ts';
import { type EmailMessage, renderEmail } from '../../src/outbox/email-layout.ts';
import { testEngine } from '../helpers/db.ts';
import { launchChromium, runsBrowserTests } from './chromium.ts';

/**
 * Every e-mail the service sends, as a person opens it: its HTML written to
 * test/browser/screenshots/email-<name>.html (kept out of git) and, where
 * Chromium is installed, a screenshot at 600 px (a desktop mail client's
 * reading pane) and at 390 px (a phone), with the button on screen and
 * nothing wider than the screen.
 */
const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');

const candidate: EmailContext = {
  to: 'ada@candidates.example',
  firstName: 'Ada',
  tenantName: 'Acme Robotics',
  candidateName: 'Ada Lovelace',
  roleTitle: 'Staff Engineer',
  link: 'http://refcheck.test/intake/k3J9-Qw2_xZr8PpLmN0aBcDeFgHiJkLmNoPqRsTuVwX',
  expiresAt: new Date('2026-11-16T09:00:00Z'),
};

const referee: EmailContext = {
  ...candidate,
  to: 'grace@example.org',
  firstName: 'Grace',
  link: 'http://refcheck.test/referee/Zr8PpLmN0aBcDeFgHiJkLmNoPqRsTuVwX-k3J9-Qw2_x',
};

const permission = {
  to: 'ada@candidates.example',
  firstName: 'Ada',
  tenantName: 'Acme Robotics',
  recruiterName: 'Rita Patel',
  locale: 'en' as const,
  referenceCount: 2,
};

/** Each e-mail, by name, as written for the screenshots. */
export const EVERY_EMAIL: Record<string, EmailMessage> = {
  'intake-invitation': intakeInvitationMessage(candidate),
  'consent-request': consentRequestMessage(candidate),
  'referee-invitation': refereeInvitationMessage(referee),
  'reminder-intake': reminderMessage(candidate, 'intake'),
  'reminder-consent': reminderMessage(candidate, 'consent'),
  'reminder-referee': reminderMessage(referee, 'referee'),
  'permission-request': permissionRequestMessage({
    ...permission,
    scopes: ['reference_collection', 'passport_share'],
    note: 'We spoke on Tuesday: this saves your referees a second call.\nThank you!',
    link: 'http://refcheck.test/permissions/PpLmN0aBcDeFgHiJkLmNoPqRsTuVwX-k3J9-Qw2_xZr8',
    expiresAt: new Date('2026-11-16T09:00:00Z'),
  }),
  'permission-granted': permissionGrantedMessage({
    ...permission,
    scopes: ['reference_collection'],
    targeted: false,
    withdrawLink: 'http://refcheck.test/withdraw/aBcDeFgHiJkLmNoPqRsTuVwX-k3J9-Qw2_xZr8PpLmN0',
  }),
};

describe.runIf(testEngine() === 'pglite')('every e-mail, as a person opens it', () => {
  const rendered: Record<string, string> = {};
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const [name, message] of Object.entries(EVERY_EMAIL)) {
      const { html } = await renderEmail(message);
      rendered[name] = html;
      writeFileSync(path.join(SCREENSHOTS, `email-${name}.html`), html);
    }
  });

  it('writes each e-mail to test/browser/screenshots/email-<name>.html', () => {
    expect(Object.keys(rendered)).toHaveLength(8);
  });

  describe.runIf(runsBrowserTests())('in Chromium', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchChromium();
    });
    afterAll(() => browser?.close());

    for (const [name, message] of Object.entries(EVERY_EMAIL)) {
      it(`${name}: fits 600 and 390 px, the button on screen`, async () => {
        for (const width of [600, 390]) {
          const page = await browser.newPage({ viewport: { width, height: 800 } });
          await page.setContent(rendered[name]!);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
          const button = page.getByRole('link', { name: message.action.label, exact: true });
          expect(await button.getAttribute('href')).toBe(message.action.url);
          const box = await button.boundingBox();
          expect(box, 'the button is shown').not.toBeNull();
          expect(box!.x + box!.width).toBeLessThanOrEqual(width);
          expect(box!.height).toBeGreaterThanOrEqual(40);
          await page.screenshot({
            path: path.join(SCREENSHOTS, `email-${name}-${width}.png`),
            fullPage: true,
          });
          await page.close();
        }
      });
    }
  });
});
