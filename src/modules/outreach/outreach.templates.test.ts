import { describe, expect, it } from 'vitest';
import {
  consentRequestEmail,
  type EmailContext,
  intakeInvitationEmail,
  refereeInvitationEmail,
  reminderEmail,
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

describe('outreach e-mails', async () => {
  const emails = {
    intake: await intakeInvitationEmail(context),
    consent: await consentRequestEmail(context),
    referee: await refereeInvitationEmail(context),
    reminderReferee: await reminderEmail(context, 'referee'),
    reminderIntake: await reminderEmail(context, 'intake'),
    reminderConsent: await reminderEmail(context, 'consent'),
  };

  for (const [name, email] of Object.entries(emails)) {
    it(`${name}: carries the link in text and HTML, the expiry, and escapes HTML`, () => {
      expect(email.to).toBe('grace@example.org');
      expect(email.text).toContain(context.link);
      expect(email.html).toContain(`<a href="${context.link}">`);
      expect(email.text).toContain('2026-11-16');
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
