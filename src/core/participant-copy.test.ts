import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  consentRequestMessage,
  type EmailContext,
  intakeInvitationMessage,
  refereeInvitationMessage,
  reminderMessage,
} from '../modules/outreach/outreach.templates.ts';
import {
  initialIntakeState,
  intakeOpening,
  intakeTurn,
} from '../modules/participants/interviewer/intake-agent.ts';
import {
  initialRefereeState,
  refereeOpening,
  refereeTurn,
} from '../modules/participants/interviewer/referee-agent.ts';
import { pdfText } from '../modules/reports/pdf-text.test-helper.ts';
import { renderReportPdf } from '../modules/reports/report-pdf.ts';
import { sampleValuationInput } from '../modules/reports/sample-valuation.ts';
import { computeValuation } from '../modules/reports/valuation.ts';
import {
  permissionGrantedMessage,
  permissionRequestMessage,
} from '../modules/reuse-permissions/reuse-permissions.emails.ts';
import { emailText } from '../outbox/email-layout.ts';
import {
  fill,
  PARTICIPANT_COPY,
  participantCopy,
  placeholdersOf,
  plural,
} from './participant-copy.ts';

/** The scripts of the participant pages (the console's pair and sign-in pages are the recruiter's). */
const PARTICIPANT_SCRIPTS = [
  'common.js',
  'chat.js',
  'referee-list.js',
  'permission.js',
  'withdraw.js',
  'report.js',
];

/**
 * The words a script writes itself: every string or template literal (with
 * its `${…}` parts taken out) that reads as language, i.e. two words or a lone
 * capitalised word (a label such as "Send"). Class lists are attributes, and
 * key names are the keyboard's, not words.
 */
const KEY_NAMES = new Set(['Enter', 'Escape']);
function literalWords(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/class: ['`][^'`]*['`]/g, '');
  const literals = code.match(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g) ?? [];
  return literals
    .map((literal) => literal.slice(1, -1).replace(/\$\{[^}]*\}/g, ' '))
    .filter(
      (text) =>
        /\p{L}+ +\p{L}+/u.test(text) || (/^\p{Lu}\p{Ll}+$/u.test(text) && !KEY_NAMES.has(text)),
    );
}

const emailContext: EmailContext = {
  to: 'grace@example.org',
  firstName: 'Grace',
  tenantName: 'the hiring team',
  candidateName: 'Ada Lovelace',
  roleTitle: 'Staff Engineer',
  link: 'http://refcheck.test/referee/abc',
  expiresAt: new Date('2026-11-16T09:00:00Z'),
};

const UNFILLED = /\{\w+\}/;

describe('the participant copy catalogue', () => {
  it('is where every word of the participant pages comes from', () => {
    for (const script of PARTICIPANT_SCRIPTS) {
      const source = readFileSync(new URL(`../web/assets/${script}`, import.meta.url), 'utf8');
      expect({ script, words: literalWords(source) }).toEqual({ script, words: [] });
    }
  });

  it('fills placeholders, leaves unknown ones visible, and picks plural forms', () => {
    expect(fill('Hi {name}, {name}!', { name: 'Ada' })).toBe('Hi Ada, Ada!');
    expect(fill('Hi {name}', {})).toBe('Hi {name}');
    expect(plural({ one: '1 reference', other: '{count} references' }, 3)).toBe('3 references');
    expect(plural({ one: '1 reference', other: '{count} references' }, 1)).toBe('1 reference');
    expect(placeholdersOf('{a} and {b}')).toEqual(['a', 'b']);
  });

  it('names the buttons as they read and the sections as the PDF prints them', () => {
    const copy = participantCopy();
    expect(copy.refereeAgent.questions.done).toContain('{button}');
    expect(copy.intakeAgent.changeYourMind).toContain('{button}');
    expect(copy.answers.improvements).toBe(copy.sections.areasToDevelop);
  });

  it('leaves no placeholder unfilled in the e-mails', () => {
    const messages = [
      intakeInvitationMessage(emailContext),
      consentRequestMessage(emailContext),
      refereeInvitationMessage(emailContext),
      reminderMessage(emailContext, 'referee'),
      reminderMessage(emailContext, 'intake'),
      reminderMessage(emailContext, 'consent'),
      permissionRequestMessage({
        to: 'ada@example.org',
        locale: 'en',
        firstName: 'Ada',
        tenantName: 'the hiring team',
        recruiterName: 'Jane',
        scopes: ['reference_collection', 'passport_share'],
        note: 'Thanks',
        referenceCount: 1,
        link: 'http://refcheck.test/permissions/abc',
        expiresAt: new Date('2026-12-01T00:00:00Z'),
      }),
      permissionGrantedMessage({
        to: 'ada@example.org',
        locale: 'en',
        firstName: 'Ada',
        tenantName: 'the hiring team',
        recruiterName: 'Jane',
        scopes: ['reference_collection'],
        referenceCount: 2,
        targeted: false,
        withdrawLink: 'http://refcheck.test/withdraw/abc',
      }),
    ];
    for (const message of messages) {
      const text = `${message.subject}\n${emailText(message)}`;
      expect(text).not.toMatch(UNFILLED);
      // "the hiring team" opens a sentence with a capital.
      expect(text).not.toMatch(/(^|[.:]\s+)the hiring team/m);
    }
  });

  it('leaves no placeholder unfilled in what the built-in agents say', () => {
    const intake = {
      tenantName: 'Acme',
      locale: 'en' as const,
      roleTitle: 'Engineer',
      candidateFirstName: 'Ada',
      candidateLastName: 'Lovelace',
      defaultCountry: 'GB',
    };
    const replies = [intakeOpening(intake)];
    let state = initialIntakeState();
    for (const message of [
      'maybe',
      'yes',
      'my manager Jane Doe, jane@acme.com',
      'remove someone',
      'remove Jane',
      'done',
      'hello',
    ]) {
      const turn = intakeTurn(intake, state, message);
      replies.push(turn.text);
      state = turn.state;
    }
    const referee = { ...intake, refereeFirstName: 'Grace', relationship: null };
    replies.push(refereeOpening(referee));
    let refereeState = initialRefereeState();
    for (const message of ['her manager', 'soon', '2 years', 'skip', 'skip', 'great', '4', 'x']) {
      const turn = refereeTurn(referee, refereeState, message);
      replies.push(turn.text);
      refereeState = turn.state;
    }
    for (const reply of replies) expect(reply).not.toMatch(UNFILLED);
  });

  it('leaves no placeholder unfilled in the PDF', async () => {
    const pdf = await renderReportPdf(computeValuation(sampleValuationInput(3)), {
      tenantName: 'Acme',
      approvedAt: new Date('2026-11-02T09:00:00Z'),
      approverName: 'Jane',
      version: 1,
    });
    const { text } = await pdfText(pdf);
    expect(text).not.toMatch(UNFILLED);
    expect(text).toContain(participantCopy().sections.ratings);
  });

  it('has the same keys in every locale', () => {
    const shape = (value: unknown): unknown =>
      typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
        : typeof value;
    const english = shape(PARTICIPANT_COPY.en);
    for (const catalogue of Object.values(PARTICIPANT_COPY))
      expect(shape(catalogue)).toEqual(english);
  });
});

describe('relationships in the participant’s language (issue 41)', () => {
  it('says a stored code in the language, anything typed as written', async () => {
    const { relationshipInWords } = await import('./participant-copy.ts');
    const { RELATIONSHIP_CODES } = await import('../modules/participants/interviewer/extract.ts');
    expect(relationshipInWords('manager', 'de')).toBe('Vorgesetzte/r');
    expect(relationshipInWords('report', 'en')).toBe('direct report');
    expect(relationshipInWords('teacher', 'fr')).toBe('enseignant·e');
    expect(relationshipInWords('mi jefa en Acme', 'es')).toBe('mi jefa en Acme');
    expect(relationshipInWords('constructor', 'pt')).toBe('constructor');
    expect(relationshipInWords(null, 'pt')).toBeNull();
    // Every code the intake stores has words in every language.
    for (const catalogue of Object.values(PARTICIPANT_COPY))
      expect(Object.keys(catalogue.relationships).sort()).toEqual([...RELATIONSHIP_CODES].sort());
  });
});
