import { describe, expect, it } from 'vitest';
import {
  consentRequestMessage,
  type EmailContext,
  intakeInvitationMessage,
  refereeInvitationMessage,
  reminderMessage,
  smsText,
} from '../modules/outreach/outreach.templates.ts';
import { emailMjml, emailText } from '../outbox/email-layout.ts';
import { LOCALES, type Locale } from './locale.ts';
import { OUTREACH_COPY, type OutreachCopy } from './outreach-copy.ts';
import { HIRING_TEAM } from './public-name.ts';

/** Every string of a catalogue by its key path. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    leaves(inner, path ? `${path}.${key}` : key),
  );
}

/** A template's placeholders; `{Company}` is `{company}` opening a sentence, a matter of the language. */
function placeholders(template: string): string[] {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!.toLowerCase());
  return [...new Set(names)].sort();
}

const context: EmailContext = {
  to: 'grace@example.org',
  firstName: 'Grace',
  tenantName: 'Acme',
  candidateName: 'Ada Lovelace',
  roleTitle: 'Staff Engineer',
  link: 'https://refcheck.test/referee/abc',
  expiresAt: new Date('2026-11-16T09:00:00Z'),
};

/** Every outreach e-mail and text message, in every variant its copy has. */
function everything(locale: Locale): string[] {
  const contexts: EmailContext[] = [
    { ...context, locale },
    { ...context, locale, firstName: null, roleTitle: null, tenantName: HIRING_TEAM },
    { ...context, locale, candidateName: null },
  ];
  return contexts.flatMap((c) => {
    const messages = [
      intakeInvitationMessage(c),
      consentRequestMessage(c),
      refereeInvitationMessage(c, 'candidate'),
      refereeInvitationMessage(c, 'recruiter'),
      reminderMessage(c, 'referee'),
      reminderMessage(c, 'intake'),
      reminderMessage(c, 'consent'),
    ];
    const texts = (['intake', 'consent', 'referee'] as const).flatMap((kind) => [
      smsText(c, kind, false),
      smsText(c, kind, true),
    ]);
    return [
      ...messages.map((m) => `${m.subject}\n${m.company}\n${emailText(m)}\n${emailMjml(m)}`),
      ...texts,
    ];
  });
}

/** A catalogue that records which keys are read. */
function tracked(catalogue: object, read: Set<string>, path = ''): object {
  return new Proxy(catalogue, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return value;
      const at = path ? `${path}.${key}` : key;
      if (typeof value === 'string') read.add(at);
      return typeof value === 'object' && value !== null ? tracked(value, read, at) : value;
    },
  });
}

describe('the outreach catalogues', () => {
  const english = leaves(OUTREACH_COPY.en);

  it('have every key in every locale, with the same placeholders', () => {
    for (const locale of LOCALES) {
      const catalogue = new Map(leaves(OUTREACH_COPY[locale]));
      expect({ locale, keys: [...catalogue.keys()] }).toEqual({
        locale,
        keys: english.map(([path]) => path),
      });
      for (const [path, template] of english)
        expect({ locale, path, names: placeholders(catalogue.get(path)!) }).toEqual({
          locale,
          path,
          names: placeholders(template),
        });
    }
  });

  it('have no key the e-mails and text messages do not read', () => {
    for (const locale of LOCALES) {
      const read = new Set<string>();
      const original = OUTREACH_COPY[locale];
      OUTREACH_COPY[locale] = tracked(original, read) as OutreachCopy;
      try {
        everything(locale);
      } finally {
        OUTREACH_COPY[locale] = original;
      }
      expect({ locale, unread: english.map(([path]) => path).filter((p) => !read.has(p)) }).toEqual(
        { locale, unread: [] },
      );
    }
  });

  it('leave no English sentence in another language: no English string of a key shows', () => {
    // Each English string split at its placeholders: the words a key contributes.
    const fragments = english.flatMap(([path, template]) =>
      template
        .split(/\{\w+\}/)
        .map((part) => part.trim())
        .filter((part) => /\p{L}{3,}.*\s.*\p{L}{3,}/u.test(part))
        .map((part) => ({ path, part })),
    );
    expect(fragments.length).toBeGreaterThan(30);
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const rendered = everything(locale).join('\n');
      for (const { path, part } of fragments)
        expect({ locale, path, leftInEnglish: rendered.includes(part) }).toEqual({
          locale,
          path,
          leftInEnglish: false,
        });
      expect(rendered).toContain(`<mjml lang="${locale}">`);
      expect(rendered).not.toMatch(/\{\w+\}/);
    }
  });

  it('write the expiry date as the locale does', () => {
    const text = (locale: Locale) => emailText(intakeInvitationMessage({ ...context, locale }));
    expect(text('en')).toContain('November 16, 2026');
    expect(text('es')).toContain('16 de noviembre de 2026');
    expect(text('de')).toContain('16. November 2026');
    expect(text('fr')).toContain('16 novembre 2026');
    expect(text('pt')).toContain('16 de novembro de 2026');
  });
});
