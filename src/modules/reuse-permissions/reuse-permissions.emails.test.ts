import { describe, expect, it } from 'vitest';
import {
  expectNothingInjected,
  expectWellMadeEmail,
  HOSTILE,
} from '../../../test/helpers/emails.ts';
import { renderEmail } from '../../outbox/email-layout.ts';
import {
  type GrantConfirmationFacts,
  type PermissionEmailFacts,
  permissionGrantedEmail,
  permissionGrantedMessage,
  permissionRequestEmail,
  permissionRequestMessage,
} from './reuse-permissions.emails.ts';

const request: PermissionEmailFacts = {
  to: 'ada@candidates.example',
  locale: 'en',
  firstName: 'Ada',
  tenantName: 'Acme Hiring',
  recruiterName: 'Rita Recruiter',
  scopes: ['reference_collection', 'passport_share'],
  note: 'We would like to skip asking your referees again.',
  referenceCount: 2,
  link: 'http://refcheck.test/permissions/abc_DEF-123',
  expiresAt: new Date('2026-11-16T09:00:00Z'),
};

const granted: GrantConfirmationFacts = {
  to: 'ada@candidates.example',
  locale: 'en',
  firstName: 'Ada',
  tenantName: 'Acme Hiring',
  recruiterName: 'Rita Recruiter',
  scopes: ['reference_collection'],
  referenceCount: 2,
  targeted: true,
  withdrawLink: 'http://refcheck.test/withdraw/xyz_UVW-789',
};

describe('the permission e-mail', () => {
  it('has a button "Review the request" to the link, the link in the text, valid MJML', async () => {
    const message = permissionRequestMessage(request);
    const email = await permissionRequestEmail(request);
    await expectWellMadeEmail(message, email, {
      label: 'Review the request',
      link: request.link,
    });
  });

  it('keeps its wording in the text part, and says the same in the HTML', async () => {
    const email = await permissionRequestEmail(request);
    expect(email.subject).toBe('Acme Hiring asks to reuse your references');
    for (const line of [
      'Hello Ada,',
      'Rita Recruiter at Acme Hiring asks for your permission to:\n- reuse the references your referees gave in earlier reference checks\n- share your approved reference report',
      'It concerns 2 earlier references. Nothing is reused unless you approve.',
      'Their note: We would like to skip asking your referees again.',
      `Review the request and approve or decline it here: ${request.link}`,
      'The link is valid until November 16, 2026.',
    ]) {
      expect(email.text).toContain(line);
    }
    expect(email.html).toContain('<li>share your approved reference report</li>');
    expect(email.html).toContain('We would like to skip asking your referees again.');
    expect(email.html).toContain('The link is valid until November 16, 2026.');
    expect(email.html).toMatch(/>\s*Acme Hiring\s*</);
  });

  it('leaves the note out when there is none', async () => {
    const email = await permissionRequestEmail({ ...request, note: null });
    expect(email.text).not.toContain('Their note');
    expect(email.html).not.toContain('Their note');
  });

  it('keeps names, company and note as text', async () => {
    const message = permissionRequestMessage({ ...request, ...HOSTILE });
    const email = await renderEmail(message);
    await expectNothingInjected(message, email);
    expect(email.html).toContain('Hi!<br />&lt;/mj-text&gt;');
  });
});

describe('the confirmation e-mail after approval', () => {
  it('has a button to the withdrawal link, the link in the text, valid MJML', async () => {
    const message = permissionGrantedMessage(granted);
    const email = await permissionGrantedEmail(granted);
    await expectWellMadeEmail(message, email, {
      label: 'View or withdraw permission',
      link: granted.withdrawLink,
    });
  });

  it('keeps its wording in the text part', async () => {
    const email = await permissionGrantedEmail({ ...granted, targeted: false });
    expect(email.subject).toBe('You allowed Acme Hiring to reuse your references');
    for (const line of [
      'You allowed Rita Recruiter at Acme Hiring to:\n- reuse the references your referees gave in earlier reference checks',
      'It concerns 2 earlier references, for their reference checks about you, until you withdraw it.',
      `You can withdraw this permission at any time here: ${granted.withdrawLink}`,
      'After you withdraw, your earlier references are no longer used in new reports.',
    ]) {
      expect(email.text).toContain(line);
    }
  });

  it('keeps names and company as text', async () => {
    const message = permissionGrantedMessage({ ...granted, ...HOSTILE });
    await expectNothingInjected(message, await renderEmail(message));
  });
});
