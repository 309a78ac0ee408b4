import { describe, expect, it } from 'vitest';
import {
  expectNothingInjected,
  expectWellMadeEmail,
  HOSTILE,
} from '../../../test/helpers/emails.ts';
import { renderEmail } from '../../outbox/email-layout.ts';
import {
  consentRequestEmail,
  consentRequestMessage,
  type EmailContext,
  intakeInvitationEmail,
  intakeInvitationMessage,
  refereeInvitationEmail,
  refereeInvitationMessage,
  reminderEmail,
  reminderMessage,
} from './outreach.templates.ts';

const context: EmailContext = {
  to: 'grace@example.org',
  firstName: 'Grace',
  tenantName: 'Acme <Recruiting> & Co',
  candidateName: 'Ada Lovelace',
  roleTitle: 'Staff Engineer',
  link: 'http://refcheck.test/referee/abc_DEF-123',
  expiresAt: new Date('2026-11-16T09:00:00Z'),
};

describe('the referee invitation', () => {
  it('says who named the referee: the candidate, or the recruiter', () => {
    expect(refereeInvitationMessage(context).body.join(' ')).toContain('named you as a referee');
    const byRecruiter = refereeInvitationMessage(context, 'recruiter').body.join(' ');
    expect(byRecruiter).toContain('is checking references for Ada Lovelace');
    expect(byRecruiter).not.toContain('named you');
  });
});

describe('outreach e-mails', async () => {
  const emails = {
    intake: await intakeInvitationEmail(context),
    consent: await consentRequestEmail(context),
    referee: await refereeInvitationEmail(context),
    refereeNamedByRecruiter: await refereeInvitationEmail(context, 'recruiter'),
    reminderReferee: await reminderEmail(context, 'referee'),
    reminderIntake: await reminderEmail(context, 'intake'),
    reminderConsent: await reminderEmail(context, 'consent'),
  };

  for (const [name, email] of Object.entries(emails)) {
    it(`${name}: carries the link in text and HTML, the expiry, and escapes HTML`, () => {
      expect(email.to).toBe('grace@example.org');
      expect(email.text).toContain(context.link);
      expect(email.html).toContain(`<a href="${context.link}">`);
      expect(email.text).toContain('November 16, 2026');
      expect(email.text).toContain('Hello Grace,');
      expect(email.html).not.toContain('<Recruiting>');
    });
  }

  it('names the role when there is one, and reads well without', async () => {
    expect(emails.referee.text).toContain('for the Staff Engineer role');
    const noRole = await refereeInvitationEmail({ ...context, roleTitle: null, firstName: null });
    expect(noRole.text).not.toContain('role');
    expect(noRole.text).toContain('Hello,');
  });
});

describe('outreach e-mails in the MJML layout', () => {
  const kinds = {
    intake: [intakeInvitationMessage, 'Name your referees'],
    consent: [consentRequestMessage, 'Review and give consent'],
    referee: [refereeInvitationMessage, 'Give your reference'],
    reminderReferee: [(c: EmailContext) => reminderMessage(c, 'referee'), 'Give your reference'],
    reminderIntake: [(c: EmailContext) => reminderMessage(c, 'intake'), 'Name your referees'],
    reminderConsent: [
      (c: EmailContext) => reminderMessage(c, 'consent'),
      'Review and give consent',
    ],
  } as const;

  for (const [name, [write, label]] of Object.entries(kinds)) {
    it(`${name}: a button "${label}" to the link, the link in the text, valid MJML`, async () => {
      const message = write(context);
      await expectWellMadeEmail(message, await renderEmail(message), { label, link: context.link });
    });

    it(`${name}: the company in the header, a footer saying why, the same in the text`, async () => {
      const message = write({ ...context, tenantName: 'the hiring team' });
      const email = await renderEmail(message);
      expect(message.company).toBe('The hiring team');
      expect(email.html).toMatch(/>\s*The hiring team\s*</);
      expect(message.footer).toMatch(/^You received this e-mail because /);
      expect(email.html).toContain(message.footer);
      expect(email.text).toContain(`-- \n${message.footer}`);
    });

    it(`${name}: names, company and role stay text`, async () => {
      const message = write({ ...context, ...HOSTILE });
      await expectNothingInjected(message, await renderEmail(message));
    });
  }

  it('renders the same as the …Email functions the service queues', async () => {
    expect(await intakeInvitationEmail(context)).toEqual(
      await renderEmail(intakeInvitationMessage(context)),
    );
  });
});
