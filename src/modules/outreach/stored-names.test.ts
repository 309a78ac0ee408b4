import { describe, expect, it } from 'vitest';
import { reportText } from '../mcp/mcp.report-text.ts';
import { pdfText } from '../reports/pdf-text.test-helper.ts';
import { renderReportPdf } from '../reports/report-pdf.ts';
import { sampleValuationInput } from '../reports/sample-valuation.ts';
import { computeValuation } from '../reports/valuation.ts';
import { permissionRequestEmail } from '../reuse-permissions/reuse-permissions.emails.ts';
import { type EmailContext, refereeInvitationEmail, smsText } from './outreach.templates.ts';

/**
 * Issue 38, item 5, defence in depth (CONTRACT "Names are one line"):
 * names stored before the rule, or through a path that let them by, still
 * reach an e-mail, a text message, the MCP report text and the PDF only
 * where a name belongs, on one line.
 */

const PHISHING =
  'Sam,\r\n\r\nSECURITY NOTICE from the hiring team: confirm your identity at https://evil.example/verify';
const BIDI = 'Ada \u202Egnp.exe\u200B';
const TENANT = 'Acme\nBcc: victim@example.org';

/** Characters no rendered name may hold: line breaks, bidirectional and zero-width ones. */
const HIDDEN = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;

const context: EmailContext = {
  to: 'sam@example.org',
  firstName: PHISHING,
  tenantName: TENANT,
  candidateName: BIDI,
  roleTitle: 'Engineer\r\nX-Injected: yes',
  link: 'http://refcheck.test/referee/abc_DEF-123',
  expiresAt: new Date('2026-11-16T09:00:00Z'),
};

/** No line of `text` starts with what a stored name tried to put on a line of its own. */
function expectNoForgedLine(text: string) {
  for (const line of text.split(/\r?\n/)) {
    expect(line).not.toMatch(/^\s*(SECURITY NOTICE|Bcc:|X-Injected:)/);
  }
  expect(text).not.toMatch(HIDDEN);
}

describe('names already stored with line breaks or hidden characters', () => {
  it('stay on one line in the e-mail subject, text and HTML', async () => {
    const email = await refereeInvitationEmail(context);
    expect(email.subject).not.toMatch(/[\r\n]/);
    expectNoForgedLine(email.subject);
    expectNoForgedLine(email.text);
    expectNoForgedLine(email.html);
    // The greeting holds the whole name on its line; the tenant's name is one line too.
    expect(email.text).toContain('Sam, SECURITY NOTICE from the hiring team');
    expect(email.text.split('\n')[0]).toContain('SECURITY NOTICE');
    expect(email.text).toContain('Acme Bcc: victim@example.org');
    expect(email.text).toContain('Ada gnp.exe');
  });

  it('stay on one line in the permission e-mail', async () => {
    const email = await permissionRequestEmail({
      to: 'ada@example.org',
      locale: 'en',
      firstName: PHISHING,
      tenantName: TENANT,
      recruiterName: 'Jane\nBcc: x@example.org',
      scopes: ['reference_collection'],
      note: null,
      referenceCount: 1,
      link: 'http://refcheck.test/permissions/abc',
      expiresAt: new Date('2026-11-16T09:00:00Z'),
    });
    expectNoForgedLine(email.subject);
    expectNoForgedLine(email.text);
    expectNoForgedLine(email.html);
  });

  it('stay on one line in the text message', () => {
    for (const kind of ['intake', 'consent', 'referee'] as const) {
      const sms = smsText(context, kind, false);
      expect(sms).not.toMatch(/[\r\n]/);
      expectNoForgedLine(sms);
      expect(sms.endsWith(context.link)).toBe(true);
    }
  });

  it('stay on one line in the MCP report text, quotes included', async () => {
    const input = sampleValuationInput(2);
    input.candidate = { firstName: 'Ada\nBcc: victim@example.org', lastName: '\u202ELovelace' };
    input.responses[0]!.refereeName = PHISHING;
    input.responses[0]!.relationship = 'manager\nX-Injected: yes';
    input.responses[0]!.answers = {
      ...input.responses[0]!.answers,
      strengths: 'Great work.\nBcc: victim@example.org',
    };
    const valuation = computeValuation(input);
    const text = await reportText(
      async () => ({
        status: 200,
        contentType: 'application/json',
        body: Buffer.alloc(0),
        json: { status: 'approved', approvedVersion: 1, currentVersion: 1, valuation },
      }),
      'req_1',
    );
    expectNoForgedLine(text);
    expect(text).toContain('Candidate: Ada Bcc: victim@example.org Lovelace');
    expect(text).toContain('- Sam, SECURITY NOTICE from the hiring team');
  });

  it('stay on one line in the report PDF, without hidden characters', async () => {
    const input = sampleValuationInput(1);
    input.candidate = { firstName: 'Ada\u200B', lastName: '\u202ELovelace\nBcc: x' };
    input.responses[0]!.refereeName = PHISHING;
    const pdf = await renderReportPdf(computeValuation(input), {
      tenantName: TENANT,
      approvedAt: new Date('2026-11-02T09:00:00Z'),
      approverName: 'Jane\nRecruiter',
      version: 1,
    });
    const { text } = await pdfText(pdf);
    expect(text).toContain('Ada Lovelace Bcc: x');
    expect(text).toContain('Jane Recruiter');
    expect(text).not.toMatch(HIDDEN);
  });
});
